import { z } from 'zod';
import {
  itemResponse,
  listQuery,
  NUL_CHARACTER,
  optionalText,
  REQUIRED,
  requiredText,
} from './common';
import { blankIsUnset, textFilter } from './filters';

/**
 * The credential vault (SPEC §2 'Gestor de credenciales', §7 'Sub-categories and credentials',
 * DECISIONS §9). Every call but the status carries the security password in the header
 * `x-password-manager-key`; a wrong one answers 403 `VAULT_KEY_INVALID` (never 401, which signs
 * the SPA out). Lists carry no password: `GET /password-manager/{id}/password` reveals one.
 */

export const VAULT_KEY_HEADER = 'x-password-manager-key';

export const PASSWORD_MANAGER_TEXTS = {
  created: 'Credencial creada correctamente',
  updated: 'Credencial actualizada correctamente',
  deleted: 'Credencial eliminada correctamente',
  notFound: 'Credencial no encontrada',
  /** SPEC §5 */
  keyRequired: 'La contraseña de seguridad es requerida',
  /** SPEC §8, in the modal */
  keyInvalid: 'Clave de seguridad incorrecta. Inténtalo de nuevo.',
  /** SPEC §8, on the page behind the modal */
  keyInvalidPage: 'Clave de seguridad inválida...',
  tooManyAttempts:
    'Demasiados intentos con una contraseña de seguridad incorrecta. Espera 15 minutos e inténtalo de nuevo.',
  /** DECISIONS §9, for usuario and office */
  notConfigured:
    'El gestor de credenciales aún no está configurado. Pide a un administrador que lo configure.',
  alreadyConfigured: 'El gestor de credenciales ya está configurado',
  setupDone: 'Contraseña de seguridad establecida correctamente',
  changed: 'Contraseña de seguridad cambiada correctamente',
  currentWrong: 'La contraseña de seguridad actual no es correcta',
  sameAsCurrent: 'La nueva contraseña de seguridad debe ser distinta de la actual',
  commonPassword: 'Esa contraseña de seguridad es demasiado común; elige otra',
  /** the password travels in an HTTP header: Latin-1 only, no spaces at its ends */
  headerCharacters:
    'La contraseña de seguridad solo admite letras, números, espacios y símbolos del alfabeto latino',
  headerEdges: 'La contraseña de seguridad no puede empezar ni terminar con un espacio',
  /** SPEC §6 */
  cannotEdit: 'No tienes permisos para editar',
  cannotDelete: 'No tienes permisos para eliminar',
  copied: 'Contraseña copiada al portapapeles',
  privateCredential: 'Credencial privada',
  publicCredential: 'Credencial pública',
  youOwn: 'Eres el propietario de la credencial',
  youDoNotOwn: 'No eres el propietario de la credencial',
} as const;

export const SECURITY_PASSWORD_MIN = 10;
export const SECURITY_PASSWORD_MAX = 128;
export const CREDENTIAL_NAME_MAX = 200;
export const CREDENTIAL_USERNAME_MAX = 200;
export const CREDENTIAL_PASSWORD_MAX = 500;
export const CREDENTIAL_CODE_MAX = 200;
export const CREDENTIAL_WEBSITE_MAX = 2000;
export const CREDENTIAL_DESCRIPTION_MAX = 1000;

/**
 * What a browser can send in a header (fetch refuses anything beyond ISO-8859-1) and what a header
 * keeps (its ends are trimmed): printable Latin-1 (letters with accents, ñ, ¿, ¡ included), not
 * starting or ending with a space.
 */
const HEADER_SAFE = /^[\u0020-\u007e\u00a0-\u00ff]*$/;
const HEADER_EDGES = /^\S(.*\S)?$/s;

/**
 * A security password to set: 10 to 128 characters (not a common one: the server checks) that a
 * browser can send in the `x-password-manager-key` header.
 */
export const newSecurityPasswordSchema = z
  .string({ error: PASSWORD_MANAGER_TEXTS.keyRequired })
  .min(1, PASSWORD_MANAGER_TEXTS.keyRequired)
  .min(
    SECURITY_PASSWORD_MIN,
    `La contraseña de seguridad debe tener al menos ${SECURITY_PASSWORD_MIN} caracteres`,
  )
  .max(
    SECURITY_PASSWORD_MAX,
    `La contraseña de seguridad debe tener como máximo ${SECURITY_PASSWORD_MAX} caracteres`,
  )
  .refine((value) => !value.includes('\u0000'), NUL_CHARACTER)
  .refine((value) => HEADER_SAFE.test(value), PASSWORD_MANAGER_TEXTS.headerCharacters)
  .refine((value) => value === '' || HEADER_EDGES.test(value), PASSWORD_MANAGER_TEXTS.headerEdges);

/** GET /password-manager/status → `{ configured }` (any signed-in user; no header). */
export const vaultStatusResponseSchema = z.object({
  success: z.literal(true),
  configured: z.boolean(),
});
export type VaultStatusResponse = z.infer<typeof vaultStatusResponseSchema>;

/** POST /password-manager/setup `{ password }` (an admin, once). */
export const vaultSetupSchema = z.object({ password: newSecurityPasswordSchema });
export type VaultSetupInput = z.input<typeof vaultSetupSchema>;

/** PATCH /password-manager/setup `{ currentPassword, newPassword }` (an admin). */
export const vaultChangeSchema = z.object({
  currentPassword: z
    .string({ error: PASSWORD_MANAGER_TEXTS.keyRequired })
    .min(1, PASSWORD_MANAGER_TEXTS.keyRequired)
    .max(SECURITY_PASSWORD_MAX, PASSWORD_MANAGER_TEXTS.currentWrong),
  newPassword: newSecurityPasswordSchema,
});
export type VaultChangeInput = z.input<typeof vaultChangeSchema>;

/** A credential's password: kept exactly as typed, not blank, bounded. */
export const credentialPasswordSchema = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .max(CREDENTIAL_PASSWORD_MAX, `Máximo ${CREDENTIAL_PASSWORD_MAX} caracteres`)
  .refine((value) => value.trim() !== '', REQUIRED)
  .refine((value) => !value.includes('\u0000'), NUL_CHARACTER);

/** SPEC §3 Credential, without its password, with its creator's name and whether the caller owns it. */
export const credentialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  code: z.string(),
  website: z.string(),
  description: z.string(),
  privated: z.boolean(),
  creatorId: z.number().int(),
  creatorName: z.string(),
  isOwner: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Credential = z.infer<typeof credentialSchema>;

const privated = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
    error: 'privated debe ser verdadero o falso',
  })
  .nullish()
  .transform((value) => value ?? false);

const credentialFields = {
  name: requiredText(CREDENTIAL_NAME_MAX),
  username: requiredText(CREDENTIAL_USERNAME_MAX),
  password: credentialPasswordSchema,
  code: optionalText(CREDENTIAL_CODE_MAX),
  website: optionalText(CREDENTIAL_WEBSITE_MAX),
  description: optionalText(CREDENTIAL_DESCRIPTION_MAX),
  privated,
};

/** POST /password-manager {name, username, password, website, description, code, privated}. */
export const createCredentialSchema = z.object(credentialFields);
export type CreateCredentialInput = z.input<typeof createCredentialSchema>;
export type CreateCredential = z.output<typeof createCredentialSchema>;

/** PATCH /password-manager/{id}: any of the fields; a client may send back what it read. */
export const updateCredentialSchema = z
  .object({
    name: credentialFields.name.optional(),
    username: credentialFields.username.optional(),
    password: credentialFields.password.optional(),
    code: optionalText(CREDENTIAL_CODE_MAX).optional(),
    website: optionalText(CREDENTIAL_WEBSITE_MAX).optional(),
    description: optionalText(CREDENTIAL_DESCRIPTION_MAX).optional(),
    privated: z
      .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
        error: 'privated debe ser verdadero o falso',
      })
      .optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'No hay cambios para guardar',
  });
export type UpdateCredentialInput = z.input<typeof updateCredentialSchema>;
export type UpdateCredential = z.output<typeof updateCredentialSchema>;

/** GET /password-manager?page&limit&name&username&website. */
export const credentialListQuerySchema = listQuery({
  name: textFilter,
  username: textFilter,
  website: textFilter,
});
export type CredentialListQuery = z.output<typeof credentialListQuerySchema>;
export type CredentialListQueryInput = z.input<typeof credentialListQuerySchema>;

/** SPEC §3: the list answers `data` and `pagination { page, limit, total }`. */
const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export const credentialListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(credentialSchema),
  pagination: paginationSchema,
});
export type CredentialListResponse = z.infer<typeof credentialListResponseSchema>;
export const credentialItemResponseSchema = itemResponse(credentialSchema);

/** GET /password-manager/{id}/password: one password, recorded in the activity log. */
export const credentialPasswordResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ password: z.string() }),
});
export type CredentialPasswordResponse = z.infer<typeof credentialPasswordResponseSchema>;

export const VAULT_ACTIONS = [
  'setup',
  'change',
  'unlock',
  'unlock_failed',
  'reveal',
  'create',
  'update',
  'delete',
] as const;
export type VaultAction = (typeof VAULT_ACTIONS)[number];
export const VAULT_ACTION_LABELS: Record<VaultAction, string> = {
  setup: 'Configuró la bóveda',
  change: 'Cambió la contraseña de seguridad',
  unlock: 'Desbloqueó',
  unlock_failed: 'Intento fallido de desbloqueo',
  reveal: 'Vio o copió una contraseña',
  create: 'Creó una credencial',
  update: 'Editó una credencial',
  delete: 'Eliminó una credencial',
};

/** GET /password-manager/activity (admins): the log, newest first. */
export const vaultActivityQuerySchema = listQuery({
  action: blankIsUnset(z.enum(VAULT_ACTIONS, { error: 'Acción inválida' })),
});
export const vaultActivitySchema = z.object({
  id: z.number().int(),
  action: z.enum(VAULT_ACTIONS),
  userId: z.number().int().nullable(),
  userName: z.string(),
  credentialId: z.number().int().nullable(),
  credentialName: z.string().nullable(),
  ip: z.string(),
  at: z.string(),
});
export type VaultActivity = z.infer<typeof vaultActivitySchema>;
export const vaultActivityResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(vaultActivitySchema),
  pagination: paginationSchema,
});
export type VaultActivityResponse = z.infer<typeof vaultActivityResponseSchema>;
