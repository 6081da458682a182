import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const E2E_DIR = path.resolve(here, '../../../../.tmp/e2e');
export const MAIL_DIR = path.join(E2E_DIR, 'mail');
/** `E2E_PORT` moves the product's port, for two checkouts testing on one machine at once. */
export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const SMTP_PORT = PORT + 1;
export const ADMIN = { email: 'admin@empresa.test', password: 'Admin-E2E-Clave-2026' };
