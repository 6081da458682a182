import { z } from 'zod';

/** The Spanish texts of the backups' card on the admin's Inicio (issue 15). */
export const BACKUP_TEXTS = {
  title: 'Copias de seguridad',
  lastMade: 'Última copia',
  none: 'Todavía no se ha hecho ninguna copia de seguridad.',
  stale: 'No se ha hecho ninguna copia de seguridad en los últimos dos días.',
  failed: 'La última copia de seguridad falló',
  postgres:
    'La base de datos es un servidor PostgreSQL: se aplican sus propias copias de seguridad (pg_dump o la recuperación a un punto en el tiempo del proveedor).',
  loadError: 'No se pudo cargar el estado de las copias de seguridad.',
  retry: 'Reintentar',
  loading: 'Cargando el estado de las copias de seguridad…',
  nextRun: 'Próxima copia automática',
  runNow: 'Hacer copia ahora',
  running: 'Haciendo copia…',
  made: 'Copia de seguridad hecha',
  runError: 'No se pudo hacer la copia de seguridad',
  notHere:
    'Esta base de datos es un servidor PostgreSQL: sus copias las hace el propio servidor, no Back Office.',
} as const;

/** How many hours without a completed backup before the card warns (two days). */
export const BACKUP_STALE_HOURS = 48;

export const backupRunSchema = z.object({
  trigger: z.enum(['scheduled', 'on-demand']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  /** Why it failed, in Spanish; null while running or when it succeeded. */
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

/**
 * GET /backups/status (admin). `database: 'postgres'`: the product makes no backups of its own
 * (the database server's apply). `warning`: 'failed' when the latest run failed, 'stale' when no
 * backup completed in the last two days (none ever included).
 */
export const backupStatusSchema = z.object({
  database: z.enum(['embedded', 'postgres']),
  lastRun: backupRunSchema.nullable(),
  lastSuccess: backupRunSchema.nullable(),
  warning: z.enum(['failed', 'stale']).nullable(),
  /** BACKUP_TIME, company time, 'HH:MM' */
  dailyAt: z.string(),
  keep: z.number().int(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const backupStatusResponseSchema = z.object({
  success: z.literal(true),
  data: backupStatusSchema,
});

/** `POST /backups/run` (admin): a backup made now; the file it wrote and its size. */
export const backupRunResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: backupRunSchema,
});
