import { ABSENCE_STATUS_LABELS, ABSENCE_TEXTS, ABSENCE_TYPE_LABELS } from '@app/contract/absences';

const days = (n: number) => (n === 1 ? '1 día' : `${n} días`);

/** What a yearly balance holds: the days given, those asked for and not decided, what is left. */
export type BalanceFigures = { year: number; days: number; pending: number; remaining: number };

/**
 * One balance as 'Mis saldos' and the request form both say it: what is left (never below 0), of
 * how many, the days still waiting for a decision (already counted), and how far approved and
 * pending go beyond the balance: 'Vacaciones 2026: quedan 0 de 22 (16 pendientes de aprobar, 4
 * días por encima del saldo)'.
 */
function balanceLine(type: string, { year, days: total, pending, remaining }: BalanceFigures) {
  const notes = [
    pending > 0 && (pending === 1 ? '1 pendiente de aprobar' : `${pending} pendientes de aprobar`),
    remaining < 0 && `${days(-remaining)} por encima del saldo`,
  ].filter(Boolean);
  const left = `${type} ${year}: quedan ${Math.max(0, remaining)} de ${total}`;
  return notes.length > 0 ? `${left} (${notes.join(', ')})` : left;
}

/** Every Spanish text of 'Ausencias' (DECISIONS §11); the server's come from the contract. */
export const absenceMessages = {
  title: 'Ausencias',
  subtitleOwn: 'Solicita vacaciones y permisos y sigue el estado de tus solicitudes.',
  subtitleManager: 'Solicitudes pendientes, ausencias registradas y quién falta cada día del mes.',
  typeLabels: ABSENCE_TYPE_LABELS,
  statusLabels: ABSENCE_STATUS_LABELS,
  days,
  workingDays: (n: number) => (n === 1 ? '1 día laborable' : `${n} días laborables`),

  // Request / register
  requestLabel: 'Solicitar ausencia',
  registerLabel: 'Registrar ausencia',
  requestIntro: 'Un responsable revisará tu solicitud y recibirás un aviso con su decisión.',
  registerIntro: 'La ausencia queda aprobada al registrarla y la persona recibe un aviso.',
  user: 'Persona',
  userPlaceholder: 'Elige una persona',
  type: 'Tipo',
  typePlaceholder: 'Elige un tipo',
  from: 'Desde',
  to: 'Hasta',
  note: 'Nota',
  notePlaceholder: 'Opcional: cualquier detalle para quien decide',
  send: 'Enviar solicitud',
  register: 'Registrar',
  sending: 'Enviando...',
  requestError: 'No se pudo enviar la solicitud',
  registerError: 'No se pudo registrar la ausencia',
  requested: ABSENCE_TEXTS.requested,
  entered: ABSENCE_TEXTS.entered,
  outlookTitle: 'Días que ocupa',
  outlookTakes: (n: number) => (n === 1 ? 'Ocupa 1 día laborable.' : `Ocupa ${n} días laborables.`),
  outlookRemaining: (type: string, balance: BalanceFigures) => `${balanceLine(type, balance)}.`,
  outlookHolidays: (n: number) =>
    n === 1 ? '1 festivo en esas fechas no cuenta.' : `${n} festivos en esas fechas no cuentan.`,
  outlookLoading: 'Calculando los días…',
  balanceWarning: ABSENCE_TEXTS.balanceWarning,

  // Mis solicitudes
  mineTitle: 'Mis solicitudes',
  mineSubtitle: 'Tus ausencias de este año, el anterior y el siguiente.',
  mineCaption: 'Mis solicitudes de ausencia',
  mineEmpty: 'Todavía no has solicitado ninguna ausencia',
  colType: 'Tipo',
  colUser: 'Persona',
  colDates: 'Fechas',
  colDays: 'Días laborables',
  colStatus: 'Estado',
  colNote: 'Nota',
  colDecision: 'Decisión',
  colActions: 'Acciones',
  noNote: '—',
  dates: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
  decidedBy: (name: string, date: string) => `${name}, ${date}`,
  requestedBy: (name: string) => `Registrada por ${name}`,
  cancel: 'Cancelar solicitud',
  cancelOf: (dates: string) => `Cancelar solicitud de ${dates}`,
  cancelTitle: 'Cancelar solicitud',
  cancelAsk: (type: string, dates: string) =>
    `¿Cancelar tu solicitud de ${type.toLowerCase()} (${dates})?`,
  cancelConfirm: 'Sí, cancelar',
  cancelling: 'Cancelando...',
  cancelled: ABSENCE_TEXTS.cancelled,
  cancelError: 'No se pudo cancelar la solicitud',
  linked: 'Ausencia del aviso',

  // Saldos del usuario
  balancesTitle: 'Mis saldos',
  balanceLine,

  // Pendientes
  pendingTitle: 'Solicitudes pendientes',
  pendingSubtitle: 'Las más antiguas primero. Aprueba o rechaza con una nota para la persona.',
  pendingCaption: 'Solicitudes de ausencia pendientes',
  pendingEmpty: 'No hay solicitudes pendientes',
  pendingCount: (n: number) => (n === 1 ? '1 solicitud pendiente' : `${n} solicitudes pendientes`),
  approve: 'Aprobar',
  reject: 'Rechazar',
  approveOf: (name: string, dates: string) => `Aprobar la solicitud de ${name} (${dates})`,
  rejectOf: (name: string, dates: string) => `Rechazar la solicitud de ${name} (${dates})`,
  approveTitle: 'Aprobar ausencia',
  rejectTitle: 'Rechazar ausencia',
  dialogFor: (name: string, type: string, dates: string, working: number) =>
    `${name} · ${type} · ${dates} · ${working === 1 ? '1 día laborable' : `${working} días laborables`}`,
  approveNote: 'Nota para la persona (opcional)',
  rejectNote: 'Motivo del rechazo',
  approving: 'Aprobando...',
  rejecting: 'Rechazando...',
  approveError: 'No se pudo aprobar la solicitud',
  rejectError: 'No se pudo rechazar la solicitud',
  approved: ABSENCE_TEXTS.approved,
  rejected: ABSENCE_TEXTS.rejected,
  beyondBalance: ABSENCE_TEXTS.beyondBalance,
  beyondShort: 'Supera el saldo',
  adminOnly: 'Solo un administrador puede aprobarla',
  close: 'Cerrar',
  shiftsStay: ABSENCE_TEXTS.shiftsStay,
  ownRequest: 'Es tu propia solicitud',
  requesterNote: 'Nota de la solicitud',

  // Month view and filters
  monthTitle: 'Quién falta',
  monthCaption: (month: string) => `Ausencias de ${month}`,
  monthEmpty: 'Nadie tiene ausencias en este mes con estos filtros',
  monthLoading: 'Cargando el mes',
  monthError: 'Error al obtener las ausencias del mes',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  filters: 'Filtros de ausencias',
  month: 'Mes',
  users: 'Personas',
  allUsers: 'Todas las personas',
  status: 'Estado',
  allStatuses: 'Pendientes y aprobadas',
  person: 'Persona',
  legend: 'Leyenda',
  legendApproved: 'Aprobada',
  legendPending: 'Pendiente',
  legendHoliday: 'Festivo',
  legendWeekend: 'Fin de semana',
  cellLabel: (name: string, day: string, type: string, status: string) =>
    `${name}, ${day}: ${type} (${status.toLowerCase()})`,
  holidayOf: (day: string, name: string) => `${day}: festivo, ${name}`,
  scrollHint: 'Desliza la tabla para ver todos los días',
  monthListTitle: 'Ausencias del mes',
  monthListCaption: (month: string) => `Lista de ausencias de ${month}`,

  // Saldos (admin)
  balances: 'Saldos',
  balancesDialogTitle: 'Saldos anuales',
  balancesIntro:
    'Días laborables por año y tipo. Vacío: sin límite. Una solicitud que supera su saldo solo la aprueba un administrador.',
  balanceYear: 'Año',
  balanceDays: (type: string) =>
    type === ABSENCE_TYPE_LABELS.other
      ? 'Días de otras ausencias'
      : `Días de ${type.toLowerCase()}`,
  balanceUsage: (approved: number, pending: number, remaining: number) =>
    `Aprobados ${approved} · pendientes ${pending} · quedan ${remaining}`,
  balanceNone: 'Sin límite',
  balanceChoose: 'Elige una persona para ver y editar sus saldos.',
  balancesLoading: 'Cargando saldos',
  balancesError: 'Error al obtener los saldos',
  balanceSaved: ABSENCE_TEXTS.balanceSaved,
  balanceSaveError: 'No se pudo guardar el saldo',
  badBalance: ABSENCE_TEXTS.badBalance,
  nothingChanged: 'No has cambiado ningún saldo',

  loading: 'Cargando ausencias',
  loadError: 'Error al obtener las ausencias',
  count: (n: number) => (n === 1 ? '1 ausencia' : `${n} ausencias`),
} as const;
