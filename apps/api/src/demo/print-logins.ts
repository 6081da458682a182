import { DEMO_COMPANY } from './company';
import { DEMO_PASSWORDS, DEMO_USERS } from './demo-users';
import { DEMO_VAULT_PASSWORD } from './vault.seed';

const ROLE_LABELS = { admin: 'admin', office: 'oficina', usuario: 'usuario' } as const;

/** The demo's sign-in details, printed at start; `where` names the data, e.g. `la carpeta …`. */
export function printDemoLogins(url: string, where: string, outcome: 'seeded' | 'skipped') {
  const width = Math.max(...DEMO_USERS.map((user) => user.email.length)) + 2;
  const rows = DEMO_USERS.map(
    (user) =>
      `  ${ROLE_LABELS[user.role].padEnd(9)}${user.email.padEnd(width)}${DEMO_PASSWORDS[user.role]}`,
  );
  const state =
    outcome === 'seeded'
      ? `datos de demostración creados en ${where}`
      : `se conservan los datos existentes en ${where} (bórrala para empezar de cero)`;
  process.stdout.write(
    [
      '',
      `Demo de Back Office — ${DEMO_COMPANY}: ${state}`,
      `Abre ${url} e inicia sesión con:`,
      '',
      `  ${'rol'.padEnd(9)}${'email'.padEnd(width)}contraseña`,
      ...rows,
      '',
      `Gestor de credenciales — contraseña de seguridad: ${DEMO_VAULT_PASSWORD}`,
      '',
    ].join('\n') + '\n',
  );
}
