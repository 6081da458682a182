import { z } from 'zod';

// Spanish default messages for every schema, on the server and in the browser.
z.config(z.locales.es());

/** Error codes carried in every error body (DECISIONS §2). */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** a shift edit made on an older version of the shift (PATCH /shifts/{id}/{scope}) */
  'SHIFT_CHANGED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  /** a wrong or missing security password of the credential vault (403, DECISIONS §9) */
  'VAULT_KEY_INVALID',
  /** the credential vault has no security password yet */
  'VAULT_NOT_CONFIGURED',
  'UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
  /** a write refused for lack of disk space (507): nothing of it was kept */
  'INSUFFICIENT_STORAGE',
  'HEADERS_TOO_LARGE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The server's Spanish messages that belong to no feature (DECISIONS §2), shown as they come. */
export const COMMON_TEXTS = {
  sessionExpired: 'Sesión expirada. Inicia sesión de nuevo.',
  forbidden: 'No tienes permisos para realizar esta acción',
  tooManyRequests: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  invalidData: 'Datos inválidos',
  badRequest: 'Petición inválida',
  badUrl: 'La dirección de la petición no es válida',
  notFound: 'Recurso no encontrado',
  internal: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
  databaseUnavailable: 'Servicio no disponible temporalmente. Inténtalo de nuevo en unos momentos.',
  shuttingDown: 'El servidor se está deteniendo',
  databaseNotReady: 'La base de datos no está disponible',
  diskFull:
    'No queda espacio en el disco del servidor: no se guardó nada. Avisa al administrador e inténtalo más tarde.',
  lowDiskSpace: 'Queda poco espacio libre en el disco de la carpeta de datos',
  writesRefused: 'La base de datos rechaza escrituras por falta de espacio en disco',
  invalidJson: 'El cuerpo de la petición no es JSON válido',
  emptyJson: 'El cuerpo de la petición está vacío',
  tooLarge: 'La petición es demasiado grande',
  unsupportedMediaType: 'Tipo de contenido no soportado',
  badContentLength: 'Longitud de contenido inválida',
  headersTooLarge: 'Las cabeceras de la petición son demasiado grandes',
  requestTimeout: 'La petición tardó demasiado en llegar',
  malformedRequest: 'Petición HTTP mal formada',
  invalidEmail: 'Por favor ingresa un email válido',
} as const;

export const ROLES = ['admin', 'office', 'usuario'] as const;
export const roleSchema = z.enum(ROLES, { error: 'Rol inválido' });
export type Role = z.infer<typeof roleSchema>;

export const REQUIRED = 'Requerido';

/** PostgreSQL text cannot hold U+0000: refused here rather than failing in the database. */
export const NUL_CHARACTER = 'El texto no puede contener caracteres nulos';
const withoutNul = (value: string) => !value.includes('\u0000');

/** A required text: trimmed, not blank, bounded. */
export const requiredText = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Máximo ${max} caracteres`)
    .refine(withoutNul, NUL_CHARACTER);

/** An optional text: trimmed, may be empty, bounded; null and missing become ''. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'Debe ser texto' })
    .trim()
    .max(max, `Máximo ${max} caracteres`)
    .refine(withoutNul, NUL_CHARACTER)
    .nullish()
    .transform((value) => value ?? '');

/** A required email: 'Requerido' when left empty (SPEC §5), else it must be an address. */
export const emailSchema = z
  .string({ error: REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, REQUIRED)
  .max(254, 'Máximo 254 caracteres')
  .pipe(z.email({ error: COMMON_TEXTS.invalidEmail }));

/**
 * A positive integer id taken from the path, written in plain decimal digits: `0x10`, `1e1`,
 * ` 16` or `016` are not another spelling of 16.
 */
export const idParamSchema = z.object({
  id: z
    .string({ error: 'Identificador inválido' })
    .regex(/^[1-9][0-9]{0,9}$/, 'Identificador inválido')
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, 'Identificador inválido')),
});

/** A positive int4 id in a JSON body (`userId`, `punchId`…). */
export const positiveIdSchema = z
  .number({ error: 'Identificador inválido' })
  .int('Identificador inválido')
  .positive('Identificador inválido')
  .max(2_147_483_647, 'Identificador inválido');

/** A decider's or requester's note: trimmed, at most `max` characters, `message` otherwise. */
export const noteTextSchema = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message).refine(withoutNul, NUL_CHARACTER);

/** The life of a request someone decides (corrections, absences). */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  rejected: 'Rechazada',
  cancelled: 'Cancelada',
};

/**
 * A comma-separated list of user ids in a query (`usersIds=3,7`): each a positive int4 written in
 * plain decimal digits, or the list is refused with `message`.
 */
export const idListQuerySchema = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/, message)
    .transform((value) => value.split(',').map(Number))
    .refine((ids) => ids.every((id) => id <= 2_147_483_647), message);

export const successSchema = z.object({ success: z.literal(true), message: z.string().optional() });

/**
 * A list response: `{ success, data, totalItems }` (DECISIONS §2), the page result of every list
 * whose keys SPEC does not name; `keys` renames the two where SPEC names them (punch records:
 * `result`, `count`). An unpaged list is one page holding everything (`totalItems` = its length).
 */
export function listResponse<
  T extends z.ZodType,
  const K extends ListKeys = { items: 'data'; total: 'totalItems' },
>(item: T, keys?: K) {
  const { items, total } = keys ?? { items: 'data', total: 'totalItems' };
  return z.object({
    success: z.literal(true),
    [items]: z.array(item),
    [total]: z.number().int(),
  } as { success: z.ZodLiteral<true> } & Record<K['items'], z.ZodArray<T>> &
    Record<K['total'], z.ZodNumber>);
}
export type ListKeys = { items: string; total: string };

/** Single-item responses of create and update calls. */
export const itemResponse = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), message: z.string(), data: item });

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/**
 * `page` and `limit` of a server-paged list (DECISIONS §2): page from 1, limit 10 unless told, at
 * most 100. Missing or null takes the default; text (a query string) is read as a number.
 */
const pageFields = {
  page: z.coerce
    .number({ error: 'Página inválida: usa un número entero desde 1' })
    .int('Página inválida: usa un número entero desde 1')
    .min(1, 'Página inválida')
    .max(1_000_000, 'Página inválida: como máximo 1000000')
    .nullish()
    .transform((page) => page ?? 1),
  limit: z.coerce
    .number({ error: 'Límite inválido: usa un número entero desde 1' })
    .int('Límite inválido: usa un número entero desde 1')
    .min(1, 'Límite inválido')
    .max(PAGE_SIZE_MAX, `Máximo ${PAGE_SIZE_MAX} por página`)
    .nullish()
    .transform((limit) => limit ?? PAGE_SIZE_DEFAULT),
};

/**
 * The query of a server-paged list: the list's own filters plus `page` and `limit`, the pair of
 * `listResponse`. Filters are optional fields; the API composes each one given into the SQL
 * (apps/api/src/lib/paged-list.ts).
 */
export const listQuery = <F extends z.ZodRawShape>(filters: F) =>
  z.object({ ...filters, ...pageFields });
/** Which page of a list, once read: both always set. */
export type PageRequest = { page: number; limit: number };
