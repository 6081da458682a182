import { z } from 'zod';

/**
 * The worker's own monthly record, 'Registro de jornada' (DECISIONS §11): `GET /timesheets?userId&
 * month` → one PDF; `GET /timesheets/all?month` → a ZIP of everyone's (admin, office).
 */

export const TIMESHEET_TEXTS = {
  title: 'Registro de jornada',
  badMonth: 'Mes inválido: usa AAAA-MM',
  futureMonth: 'Ese mes aún no ha empezado',
  ownOnly: 'Solo puedes descargar tu propio registro',
  userNotFound: 'Usuario no encontrado',
  nobody: 'Nadie tuvo turnos, punches ni ausencias ese mes',
  busy: 'Se están generando otros registros; inténtalo en unos segundos',
  signWorker: 'Firma del trabajador',
  signCompany: 'Firma de la empresa',
  corrected: 'Corregido',
  holiday: 'Festivo',
  missingOut: 'Sin salida',
} as const;

const monthSchema = z
  .string({ error: TIMESHEET_TEXTS.badMonth })
  .regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, TIMESHEET_TEXTS.badMonth);

const userIdSchema = z.coerce
  .number({ error: 'Usuario inválido' })
  .int('Usuario inválido')
  .positive('Usuario inválido')
  .max(2_147_483_647, 'Usuario inválido');

/** GET /timesheets?userId&month=YYYY-MM (userId: yourself when absent). */
export const timesheetQuerySchema = z.object({
  userId: userIdSchema.optional(),
  month: monthSchema,
});
/** GET /timesheets/all?month=YYYY-MM. */
export const timesheetAllQuerySchema = z.object({ month: monthSchema });

/** 'Registro-Jornada-{nombre}-{YYYY-MM}.pdf', the name kept to letters, digits and dashes. */
export function timesheetFileName(userName: string, month: string): string {
  const name = userName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `Registro-Jornada-${name || 'usuario'}-${month}.pdf`;
}
/** The ZIP of every worker's month. */
export const timesheetZipName = (month: string) => `Registros-Jornada-${month}.zip`;
