import { z } from 'zod';
import { listQuery, successSchema } from './common';
import { blankIsUnset, dateFilter, FILTER_TEXTS, idFilter } from './filters';

/**
 * The audit log (DECISIONS §12): what each row may say, with its Spanish label. Append-only,
 * read by admins only ('Auditoría', `GET /audit`, `GET /audit/export`).
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'mfa-enrolled',
  'mfa-removed',
  'recovery-code-used',
  'recovery-codes-renewed',
  'passkey-added',
  'passkey-removed',
  'password-set',
  'password-reset',
  'session-ended',
  'user-created',
  'user-changed',
  'user-deactivated',
  'role-changed',
  'vault-set-up',
  'vault-changed',
  'vault-unlocked',
  'credential-revealed',
  'backup-made',
  'backup-restored',
  'period-closed',
  'period-reopened',
  'settings-changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'sign-in': 'Inicio de sesión',
  'mfa-enrolled': 'Verificación en dos pasos activada',
  'mfa-removed': 'Verificación en dos pasos desactivada',
  'recovery-code-used': 'Código de recuperación usado',
  'recovery-codes-renewed': 'Códigos de recuperación generados de nuevo',
  'passkey-added': 'Llave de acceso añadida',
  'passkey-removed': 'Llave de acceso eliminada',
  'password-set': 'Contraseña establecida',
  'password-reset': 'Contraseña restablecida',
  'session-ended': 'Sesión cerrada',
  'user-created': 'Usuario creado',
  'user-changed': 'Usuario modificado',
  'user-deactivated': 'Usuario desactivado',
  'role-changed': 'Rol cambiado',
  'vault-set-up': 'Gestor de credenciales configurado',
  'vault-changed': 'Contraseña de seguridad cambiada',
  'vault-unlocked': 'Gestor de credenciales desbloqueado',
  'credential-revealed': 'Credencial revelada',
  'backup-made': 'Copia de seguridad realizada',
  'backup-restored': 'Copia de seguridad restaurada',
  'period-closed': 'Periodo cerrado',
  'period-reopened': 'Periodo reabierto',
  'settings-changed': 'Configuración cambiada',
};

export const AUDIT_OUTCOMES = ['ok', 'failed', 'locked'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];
export const AUDIT_OUTCOME_LABELS: Record<AuditOutcome, string> = {
  ok: 'Correcto',
  failed: 'Fallido',
  locked: 'Bloqueado',
};

export const AUDIT_TEXTS = {
  badAction: 'Acción inválida',
  exportName: 'auditoria',
} as const;

export const auditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  /** The actor's name (or the email tried, for a sign-in of an unknown address). */
  actor: z.string(),
  address: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** What the action touched: its kind ('user', 'credential', 'period'…), id and label. */
  targetType: z.string(),
  targetId: z.string(),
  target: z.string(),
  outcome: z.enum(AUDIT_OUTCOMES),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

const auditFilters = {
  actorId: idFilter,
  action: blankIsUnset(z.enum(AUDIT_ACTIONS, { error: AUDIT_TEXTS.badAction })),
  fromDate: dateFilter,
  toDate: dateFilter,
};

/** `GET /audit?actorId&action&fromDate&toDate&page&limit`: newest first. */
const checkAuditRange = (
  query: { fromDate?: string | undefined; toDate?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (query.fromDate && query.toDate && query.fromDate > query.toDate) {
    ctx.addIssue({ code: 'custom', path: ['fromDate'], message: FILTER_TEXTS.dateRange });
  }
};

export const auditListQuerySchema = listQuery(auditFilters).superRefine(checkAuditRange);
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

/** `GET /audit/export`: the same filters, every row (CSV). */
export const auditExportQuerySchema = z.object(auditFilters).superRefine(checkAuditRange);

export const auditListResponseSchema = successSchema.extend({
  data: z.array(auditRowSchema),
  totalItems: z.number().int(),
});
