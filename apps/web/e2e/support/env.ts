import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const E2E_DIR = path.resolve(here, '../../../../.tmp/e2e');
export const MAIL_DIR = path.join(E2E_DIR, 'mail');
export const PORT = 3210;
export const SMTP_PORT = 3211;
export const ADMIN = { email: 'admin@empresa.test', password: 'Admin-E2E-Clave-2026' };
