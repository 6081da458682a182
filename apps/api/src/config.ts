import path from 'node:path';
import {
  DEFAULT_NUMBER_STYLE,
  isKnownCurrency,
  NUMBER_FORMATS,
  type NumberStyle,
} from '@app/contract/number-style';
import { ROLES, type Role } from '@app/contract/common';
import { z } from 'zod';

const port = z.coerce
  .number({ error: 'debe ser un número de puerto' })
  .int('debe ser un número entero')
  .min(1, 'debe estar entre 1 y 65535')
  .max(65535, 'debe estar entre 1 y 65535');

/** A whole number from the environment, within bounds, named in its error. */
const count = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `debe ser un número (${what})` })
    .int('debe ser un número entero')
    .min(min, `debe estar entre ${min} y ${max}`)
    .max(max, `debe estar entre ${min} y ${max}`);

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'debe empezar por postgres:// o postgresql://')
      .optional(),
  ),
  APP_URL: optionalString.pipe(
    z.url({ error: 'debe ser una URL completa, p. ej. https://app.example.com' }).optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'debe empezar por smtp:// o smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Back Office <no-reply@localhost>'),
  COMPANY_NAME: optionalString.pipe(
    z.string().max(120, 'debe tener como máximo 120 caracteres').optional(),
  ),
  APP_TIME_ZONE: optionalString.pipe(
    z
      .string()
      .refine(isTimeZone, 'no es una zona horaria IANA válida (p. ej. Europe/Madrid)')
      .optional(),
  ),
  APP_SECRET: optionalString.pipe(
    z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  ),
  ADMIN_EMAIL: optionalString.pipe(z.email({ error: 'debe ser un email válido' }).optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z
      .string()
      .min(8, 'debe tener al menos 8 caracteres')
      .max(128, 'debe tener como máximo 128 caracteres')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  AUTH_RATE_LIMIT: z.coerce
    .number({ error: 'debe ser un número de intentos por minuto' })
    .int('debe ser un número entero')
    .min(1, 'debe estar entre 1 y 100000')
    .max(100_000, 'debe estar entre 1 y 100000')
    .default(20),
  UPLOAD_RATE_LIMIT: count('fotos por minuto', 1, 10_000).default(20),
  UPLOAD_PENDING_LIMIT: count('fotos', 1, 10_000).default(10),
  SHUTDOWN_DRAIN_MS: count('milisegundos', 0, 600_000).default(5000),
  READY_MIN_FREE_MB: count('megabytes', 0, 10_000_000).default(200),
  PUNCH_EARLY_MINUTES: z.coerce
    .number({ error: 'debe ser un número de minutos' })
    .int('debe ser un número entero de minutos')
    .min(0, 'debe estar entre 0 y 720')
    .max(720, 'debe estar entre 0 y 720')
    .default(60),
  PUNCH_FORGOTTEN_HOURS: count('horas', 1, 72).default(4),
  PUNCH_GRACE_MINUTES: count('minutos', 0, 240).default(5),
  BACKUP_TIME: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'debe ser una hora HH:MM entre 00:00 y 23:59')
    .default('02:00'),
  BACKUP_DIR: optionalString,
  BACKUP_KEEP: count('copias', 1, 1000).default(14),
  APP_CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isKnownCurrency, 'debe ser un código de moneda ISO 4217 (p. ej. USD, EUR, MXN)')
    .default(DEFAULT_NUMBER_STYLE.currency),
  // Roles that must enrol a second factor (DECISIONS §12): default admin; set but empty, none.
  MFA_REQUIRED_ROLES: z
    .string()
    .default('admin')
    .transform((value) =>
      value
        .split(',')
        .map((role) => role.trim())
        .filter((role) => role !== ''),
    )
    .pipe(z.array(z.enum(ROLES, { error: `debe ser una lista de roles: ${ROLES.join(', ')}` }))),
  OIDC_ISSUER: optionalString.pipe(
    z
      .url({ error: 'debe ser la URL del proveedor, p. ej. https://accounts.google.com' })
      .optional(),
  ),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_LABEL: optionalString.pipe(
    z.string().max(40, 'debe tener como máximo 40 caracteres').optional(),
  ),
  // A bearer token: visible ASCII without spaces, long enough not to be guessed.
  METRICS_TOKEN: optionalString.pipe(
    z
      .string()
      .min(16, 'debe tener al menos 16 caracteres')
      .max(200, 'debe tener como máximo 200 caracteres')
      .regex(/^[\x21-\x7e]+$/, 'solo caracteres ASCII visibles, sin espacios')
      .optional(),
  ),
  APP_NUMBER_FORMAT: z
    .enum(NUMBER_FORMATS, { error: `debe ser uno de: ${NUMBER_FORMATS.join(', ')}` })
    .default(DEFAULT_NUMBER_STYLE.numberFormat),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The company's name as its documents print it (COMPANY_NAME; MAIL_FROM's display name). */
  companyName: string;
  timeZone: string;
  appSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** Per-IP requests per minute to sign-in, set-password and forgot-password (DECISIONS §4). */
  authRateLimit: number;
  /** Photo uploads a user may make per minute (429 beyond). */
  uploadRateLimit: number;
  /** Uploaded photos of a user that no punch holds yet, at most (429 beyond). */
  uploadPendingLimit: number;
  /** After SIGTERM, how long /api/ready answers 503 before the listener closes. */
  shutdownDrainMs: number;
  /** Below this much free space in DATA_DIR, /api/ready answers 503 (bytes). */
  readyMinFreeBytes: number;
  /** How many minutes before a published shift's start its Punch In opens (DECISIONS §5). */
  punchEarlyMinutes: number;
  /** Hours after its shift's end an open punch becomes *sin salida* (DECISIONS §10). */
  punchForgottenHours: number;
  /** Minutes of an arrival after, or an exit before, the shift that are not late or early (§10). */
  punchGraceMinutes: number;
  /** The daily backup's time, company time, 'HH:MM' (issue 15). */
  backupTime: string;
  /** Where backup files are written (default DATA_DIR/backups). */
  backupDir: string;
  /** How many backup files are kept (the oldest beyond are removed). */
  backupKeep: number;
  /** The company's currency and number style (APP_CURRENCY, APP_NUMBER_FORMAT). */
  numberStyle: NumberStyle;
  /** Roles that must enrol a second factor before their first session (MFA_REQUIRED_ROLES). */
  mfaRequiredRoles: readonly Role[];
  /** Single sign-on with OpenID Connect, when OIDC_ISSUER and OIDC_CLIENT_ID are set. */
  oidc: OidcConfig | undefined;
  /** GET /metrics exists only with it, and answers only to `Bearer <metricsToken>`. */
  metricsToken: string | undefined;
};

export type OidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /** The login button's 'Entrar con {label}'. */
  label: string;
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** The OpenID Connect settings, checked: an http issuer only on a loopback address (§12). */
function oidcConfig(e: {
  OIDC_ISSUER?: string | undefined;
  OIDC_CLIENT_ID?: string | undefined;
  OIDC_CLIENT_SECRET?: string | undefined;
  OIDC_LABEL?: string | undefined;
}): OidcConfig | undefined {
  if (!e.OIDC_ISSUER) {
    if (e.OIDC_CLIENT_ID) {
      throw new ConfigError(
        'Configuración inválida:\n  OIDC_CLIENT_ID: requiere también OIDC_ISSUER',
      );
    }
    return undefined;
  }
  if (!e.OIDC_CLIENT_ID) {
    throw new ConfigError(
      'Configuración inválida:\n  OIDC_ISSUER: requiere también OIDC_CLIENT_ID',
    );
  }
  const issuer = new URL(e.OIDC_ISSUER);
  if (issuer.protocol === 'http:' && !LOOPBACK_HOSTS.has(issuer.hostname)) {
    throw new ConfigError(
      'Configuración inválida:\n  OIDC_ISSUER: debe usar https (http solo en una dirección local como 127.0.0.1)',
    );
  }
  if (issuer.protocol !== 'http:' && issuer.protocol !== 'https:') {
    throw new ConfigError('Configuración inválida:\n  OIDC_ISSUER: debe usar https');
  }
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    label: e.OIDC_LABEL ?? 'SSO',
  };
}

export class ConfigError extends Error {}

/** 'Back Office' of 'Back Office <no-reply@…>'; the address itself without a display name. */
export function mailDisplayName(mailFrom: string): string {
  const display = /^\s*"?([^"<]*?)"?\s*</.exec(mailFrom)?.[1]?.trim();
  return display || mailFrom.replace(/[<>]/g, '').trim() || 'Back Office';
}

/** Reads the environment into a typed config; every bad value is named with its reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.ADMIN_PASSWORD && !e.ADMIN_EMAIL) {
    throw new ConfigError(
      'Configuración inválida:\n  ADMIN_PASSWORD: requiere también ADMIN_EMAIL',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    companyName: e.COMPANY_NAME ?? mailDisplayName(e.MAIL_FROM),
    timeZone: e.APP_TIME_ZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    appSecret: e.APP_SECRET,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    authRateLimit: e.AUTH_RATE_LIMIT,
    uploadRateLimit: e.UPLOAD_RATE_LIMIT,
    uploadPendingLimit: e.UPLOAD_PENDING_LIMIT,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    readyMinFreeBytes: e.READY_MIN_FREE_MB * 1024 * 1024,
    punchEarlyMinutes: e.PUNCH_EARLY_MINUTES,
    punchForgottenHours: e.PUNCH_FORGOTTEN_HOURS,
    punchGraceMinutes: e.PUNCH_GRACE_MINUTES,
    backupTime: e.BACKUP_TIME,
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
    backupKeep: e.BACKUP_KEEP,
    numberStyle: { currency: e.APP_CURRENCY, numberFormat: e.APP_NUMBER_FORMAT },
    mfaRequiredRoles: e.MFA_REQUIRED_ROLES,
    oidc: oidcConfig(e),
    metricsToken: e.METRICS_TOKEN,
  };
}
