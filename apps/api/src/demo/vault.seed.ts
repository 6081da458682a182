import { seedCredential, seedVault } from '../features/password-manager/password-manager.queries';
import type { SeedStep } from './seed-context';

/** The vault's security password, printed with the logins (not in lib/common-passwords.txt). */
export const DEMO_VAULT_PASSWORD = 'Levante-Boveda-2026';

type DemoCredential = {
  name: string;
  username: string;
  password: string;
  website: string;
  description: string;
  code?: string;
  privated: boolean;
  /** the demo user (by role order: 0 the admin, 1 and 2 office, 3… usuarios) who created it */
  by: number;
};

const CREDENTIALS: readonly DemoCredential[] = [
  {
    name: 'Banco Levante — banca en línea',
    username: 'levante.empresa',
    password: 'Bl-8831-Qz!reparto',
    website: 'banca.bancolevante.example',
    description: 'Cuenta de la empresa. Firma de transferencias con la tarjeta de claves.',
    code: 'CIF B-46123456',
    privated: false,
    by: 0,
  },
  {
    name: 'Correo corporativo (admin)',
    username: 'admin@levante-distribuciones.example',
    password: 'Ad-Correo-5521-vela',
    website: 'https://correo.levante-distribuciones.example',
    description: 'Consola de administración de buzones',
    privated: true,
    by: 0,
  },
  {
    name: 'Proveedor eléctrico — área de clientes',
    username: 'facturas@levante-distribuciones.example',
    password: 'Luz-2026-almacen#3',
    website: 'clientes.energia.example',
    description: 'Facturas de luz de la oficina y del almacén',
    code: 'Contrato 30071122',
    privated: false,
    by: 1,
  },
  {
    name: 'Agencia de transportes',
    username: 'levante-envios',
    password: 'Envios!Ruta-77-norte',
    website: 'portal.transportes.example',
    description: 'Alta de envíos y seguimiento',
    privated: false,
    by: 2,
  },
  {
    name: 'Wifi del almacén',
    username: 'almacen-5g',
    password: 'Estanteria-Azul-42',
    website: '',
    description: 'Red de los lectores de códigos de barras',
    privated: false,
    by: 3,
  },
  {
    name: 'Mi cuenta del curso de carretillas',
    username: 'carlos.navarro',
    password: 'Carretilla-Amarilla-9',
    website: 'formacion.example',
    description: 'Privada: solo la ve quien la creó',
    privated: true,
    by: 3,
  },
];

/**
 * The credential vault (issue 14): set up with DEMO_VAULT_PASSWORD by the admin, holding a few
 * public credentials and a private one of the admin and of a usuario. Skipped without the app's
 * secret (the key is wrapped with it).
 */
export const vaultSeed: SeedStep = {
  name: 'gestor de credenciales',
  async run(tx, context) {
    if (!context.appSecret) return;
    const admin = context.users.find((user) => user.role === 'admin')!;
    const vaultKey = await seedVault(tx, {
      password: DEMO_VAULT_PASSWORD,
      appSecret: context.appSecret,
      adminId: admin.id,
    });
    try {
      for (const { by, ...credential } of CREDENTIALS) {
        await seedCredential(tx, vaultKey, { ...credential, creatorId: context.users[by]!.id });
      }
    } finally {
      vaultKey.fill(0);
    }
  },
};
