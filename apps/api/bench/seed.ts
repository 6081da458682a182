import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/client';
import { areas, categories, sessions, suppliers, users } from '../src/db/schema/index';
import { hashToken } from '../src/lib/crypto';
import { hashPassword } from '../src/lib/passwords';

export const BENCH_ADMIN = { email: 'admin@bench.example', password: 'Carga-Medida-Honesta-2026' };
export const BENCH_COUNTS = { categories: 60, users: 300 } as const;

const FIRST = [
  'Ana',
  'Luis',
  'Marta',
  'Jorge',
  'Lucía',
  'Pablo',
  'Elena',
  'Diego',
  'Sara',
  'Raúl',
  'Irene',
  'Hugo',
  'Noelia',
  'Iván',
  'Rocío',
  'Álvaro',
  'Silvia',
  'Rubén',
  'Alba',
  'Óscar',
];
const LAST = [
  'García',
  'Martínez',
  'López',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Martín',
  'Jiménez',
  'Ruiz',
  'Hernández',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
];
const KINDS = [
  'Nómina',
  'Alquiler',
  'Suministros',
  'Servicios',
  'Marketing',
  'Transporte',
  'Material de oficina',
  'Software',
  'Impuestos',
  'Seguros',
  'Mantenimiento',
  'Formación',
];
const PLACES = ['Valencia', 'Madrid', 'Sevilla', 'Bilbao', 'Zaragoza'];

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * A realistic data set written straight into the database: 60 categories, 300 users with phones
 * and two sessions each, some areas and suppliers, and the admin the benchmark signs in as.
 */
export async function seedBenchData({ db }: Database) {
  const hash = await hashPassword(BENCH_ADMIN.password); // one hash for all: argon2 is slow
  const people = Array.from({ length: BENCH_COUNTS.users }, (_, i) => {
    const first = FIRST[i % FIRST.length]!;
    const last = `${LAST[Math.floor(i / FIRST.length) % LAST.length]!} ${LAST[i % LAST.length]!}`;
    return {
      name: `${first} ${last}`,
      email: `${plain(first)}.${plain(last).replace(' ', '.')}.${i}@bench.example`,
      role: i % 10 === 0 ? ('office' as const) : ('usuario' as const),
      phone: `+34 6${10 + (i % 90)} ${100 + ((i * 37) % 900)} ${100 + ((i * 53) % 900)}`,
      passwordHash: hash,
      verifiedAt: new Date(),
    };
  });
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      name: 'Administración Bench',
      email: BENCH_ADMIN.email,
      role: 'admin',
      passwordHash: hash,
      verifiedAt: new Date(),
    });
    const ids = await tx.insert(users).values(people).returning({ id: users.id });
    await tx.insert(sessions).values(
      ids.flatMap(({ id }) =>
        [0, 1].map(() => ({
          tokenHash: hashToken(randomBytes(32).toString('base64url')),
          userId: id,
          expiresAt: new Date(Date.now() + 86_400_000),
        })),
      ),
    );
    await tx.insert(categories).values(
      Array.from({ length: BENCH_COUNTS.categories }, (_, i) => {
        const kind = KINDS[i % KINDS.length]!;
        const place = PLACES[Math.floor(i / KINDS.length)]!;
        return {
          name: `${kind} ${place}`,
          description: `Gastos de ${kind.toLowerCase()} de la delegación de ${place}`,
        };
      }),
    );
    await tx.insert(areas).values(
      PLACES.map((place) => ({
        name: `Delegación ${place}`,
        description: `Oficina y almacén de ${place}`,
      })),
    );
    await tx.insert(suppliers).values(
      PLACES.map((place, i) => ({
        name: `Distribuciones ${place} S.L.`,
        telephone: `+34 96${i} 123 45${i}`,
        direction: `Calle Mayor ${i + 1}, ${place}`,
        email: `pedidos@${plain(place)}.example`,
      })),
    );
  });
}
