import { ABSENCE_STATUS_LABELS, ABSENCE_TEXTS } from '@app/contract/absences';
import { SHIFT_TEXTS } from '@app/contract/shifts';

/** Every Spanish text of the 'Gestión de Turnos' screen (SPEC §2, §5 and §8). */
export const shiftMessages = {
  title: 'Gestión de Turnos',
  subtitle: 'Planifica, publica y copia los turnos del equipo.',
  subtitleUser: 'Tus turnos publicados.',

  today: 'Hoy',
  previous: 'Anterior',
  next: 'Siguiente',
  viewSelector: 'Vista del calendario',
  views: { day: 'Diario', week: 'Semanal', month: 'Mensual' },
  refreshing: 'Actualizando turnos',
  loading: 'Cargando turnos',
  loadingRest: (shown: number, total: number) =>
    `Cargando el resto del equipo: ${shown} de ${total} usuarios`,

  copyAction: 'Copiar Turnos',
  copyOnlyWeek: 'Solo disponible en vista semanal',
  publishAction: 'Publicar',
  unpublishAction: 'Despublicar',
  createAction: 'Crear Turno',

  weekGridLabel: 'Turnos de la semana',
  dayGridLabel: 'Turnos del día',
  monthGridLabel: 'Turnos del mes',
  userColumn: 'Usuario',
  totalHours: 'Total',
  noUsers: 'No hay usuarios para mostrar',
  more: (count: number) => `+${count} más`,
  /** After '+N más', for assistive technology (the name starts with the visible text). */
  moreHint: (date: string) => `: ver todos los turnos del ${date} en la vista diaria`,

  published: 'Publicado',
  draft: 'Borrador',
  notPublished: 'No Publicado',
  shiftLabel: (name: string, date: string, start: string, end: string) =>
    `Turno de ${name} ${date} ${start}–${end}`,
  createCellLabel: (name: string, date: string) => `Crear turno para ${name} el ${date}`,
  createHourLabel: (name: string, date: string, hour: string) =>
    `Crear turno para ${name} el ${date} a las ${hour}`,
  createDayLabel: (date: string) => `Crear turno el ${date}`,
  /** The '+' of a cell that already holds a shift: a second (split) shift there. */
  addCellLabel: (name: string, date: string) => `Añadir turno para ${name} el ${date}`,
  addHourLabel: (name: string, date: string, hour: string) =>
    `Añadir turno para ${name} el ${date} a las ${hour}`,
  addDayLabel: (date: string) => `Añadir turno el ${date}`,
  /** A neighbouring month's day in the month grid: its shifts are shown, dimmed and read-only. */
  otherMonthDay: (date: string) => `${date}, de otro mes`,
  /** The week on a phone: one day at a time. */
  dayNav: {
    label: 'Día de la semana mostrado',
    previous: 'Día anterior',
    next: 'Día siguiente',
    pick: (day: string, date: string) => `(${day} ${date})`,
    showing: (day: string, date: string) => `${day} ${date}`,
  },
  /** Never contains the shift's own name, so 'Turno de …' finds one control only. */
  deleteLabel: (name: string, date: string, start: string, end: string) =>
    `Eliminar turno del ${date} ${start}–${end} de ${name}`,
  pastDelete: SHIFT_TEXTS.pastDelete,
  pastDeleteDay: 'No se puede eliminar un turno de hoy o pasado',
  nextDay: 'Termina al día siguiente',

  createTitle: 'Crear Nuevo Turno',
  shiftChanged: SHIFT_TEXTS.changed,
  shiftChangedHint: 'Recarga el turno para ver sus datos actuales y vuelve a aplicar tus cambios.',
  reload: 'Recargar',
  reloading: 'Recargando...',
  reloadError: 'No se pudo recargar el turno',
  editTitle: 'Editar Turno',
  copyTitle: 'Copiar Turnos',
  deleteTitle: 'Eliminar turno',
  publishTitle: 'Publicar turnos',
  unpublishTitle: 'Despublicar turnos',

  fields: {
    date: 'Fecha',
    start: 'Hora de inicio',
    end: 'Hora de fin',
    breakMinutes: 'Break (minutos)',
    lunchMinutes: 'Lunch (minutos)',
    color: 'Color',
    colorHex: 'Código de color',
    notes: 'Notas',
    repeatEndDate: 'Repetir hasta (opcional)',
    repeatHint: 'Sin fecha de fin, el turno no se repite.',
    /** What a create will write per person: its own date always, then the repeats. */
    repeatPreview: (count: number, from: string, to: string) =>
      count === 1
        ? `Se creará 1 turno por persona, el ${from}.`
        : `Se crearán ${count} turnos por persona, del ${from} al ${to} (el ${from} incluido).`,
    weekdays: 'Días de la semana',
    users: 'Usuarios',
    user: 'Usuario',
    groupId: 'ID de grupo',
    scope: 'Aplicar cambios a',
  },
  minutesRange: SHIFT_TEXTS.minutesRange,
  minutesInteger: SHIFT_TEXTS.minutesInteger,
  timeRequired: 'Requerido',
  colorInvalid: SHIFT_TEXTS.colorInvalid,
  swatch: (name: string) => `Color ${name}`,

  scopeThis: 'Solo este turno',
  scopeFollowing: 'Este y los siguientes',
  scopeFollowingWarning:
    'Se modificarán este turno y todos los turnos siguientes del mismo grupo de este usuario. Esta acción no se puede deshacer.',

  picker: {
    search: 'Buscar usuarios...',
    searchLabel: 'Buscar usuarios',
    available: 'Disponibles',
    selected: 'Seleccionados',
    add: 'Agregar seleccionados',
    addAll: 'Agregar todos',
    remove: 'Quitar seleccionados',
    removeAll: 'Quitar todos',
    emptyAvailable: 'No hay usuarios disponibles',
    emptySelected: 'Ningún usuario seleccionado',
    loading: 'Cargando usuarios',
    hint: 'Doble clic o Enter para mover; Espacio para marcar varios.',
    count: (count: number) => (count === 1 ? '1 usuario' : `${count} usuarios`),
  },

  copy: {
    source: 'Semana de origen',
    destination: 'Semana de destino',
    destinationPlaceholder: 'Selecciona una semana',
    info: 'Se copiarán todos los turnos de la semana de origen como borradores (no publicados). Los turnos que se solapen con otros existentes o caigan en una ausencia aprobada se omitirán.',
    submit: 'Copiar',
    busy: 'Copiando...',
    /** `skipped` counts both: those that ran into a shift and those on an approved absence. */
    result: (copied: number, skipped: number, onAbsence = 0) => {
      const overlapping = skipped - onAbsence;
      const copiedText = `${copied} ${copied === 1 ? 'turno copiado' : 'turnos copiados'}`;
      const overlapText = `${overlapping} ${overlapping === 1 ? 'omitido' : 'omitidos'} por solapamiento`;
      if (onAbsence === 0) return `${copiedText}, ${overlapText}`;
      const absenceText = `${onAbsence} ${onAbsence === 1 ? 'omitido' : 'omitidos'} por ausencia aprobada`;
      return overlapping === 0
        ? `${copiedText}, ${absenceText}`
        : `${copiedText}, ${overlapText}, ${absenceText}`;
    },
    overlaps: (named: string[]) => `Se solapan con: ${named.join('; ')}`,
    loadingWeeks: 'Cargando semanas',
  },

  publish: {
    period: 'Período',
    publishInfo:
      'Se publicarán todos los turnos en borrador del período. Los usuarios verán sus turnos publicados y podrán marcar su entrada.',
    unpublishInfo:
      'Los turnos publicados del período volverán a borrador y dejarán de ser visibles para los usuarios.',
    confirmPublish: 'Confirmar publicar',
    confirmUnpublish: 'Confirmar despublicar',
    busyPublish: 'Publicando...',
    busyUnpublish: 'Despublicando...',
    periodText: {
      day: (label: string) => `Día: ${label}`,
      week: (label: string) => `Semana: ${label}`,
      month: (label: string) => `Mes: ${label}`,
    },
  },

  /** Absences and holidays in the calendars (DECISIONS §11). */
  absence: {
    pending: ABSENCE_STATUS_LABELS.pending,
    /** For assistive technology, after the type: 'Vacaciones (pendiente de aprobar)'. */
    pendingHint: ' (pendiente de aprobar)',
    holiday: (name: string) => `Festivo: ${name}`,
    /** A month day with more absences than it lists. */
    more: (count: number) => `+${count} ${count === 1 ? 'ausencia' : 'ausencias'}`,
    onAbsence: ABSENCE_TEXTS.shiftOnAbsence,
    /** Why a cell on an approved absence offers no '+'. */
    noShifts: 'Ausencia aprobada: no se pueden crear turnos',
    /** A create that skipped days on an approved absence. */
    skippedDays: (count: number) =>
      count === 1
        ? 'Se omitió 1 día con una ausencia aprobada'
        : `Se omitieron ${count} días con una ausencia aprobada`,
  },

  deleteQuestion: '¿Seguro que deseas eliminar este turno?',
  deleting: 'Eliminando...',

  created: SHIFT_TEXTS.created,
  updated: SHIFT_TEXTS.updated,
  deleted: SHIFT_TEXTS.deleted,
  copied: SHIFT_TEXTS.copied,
  publishedOk: SHIFT_TEXTS.published,
  unpublishedOk: SHIFT_TEXTS.unpublished,
  requiredFields: SHIFT_TEXTS.requiredFields,
  copyWeeksRequired: SHIFT_TEXTS.copyWeeksRequired,
  copyWeeksEqual: SHIFT_TEXTS.copyWeeksEqual,
  repeatBeforeStart: SHIFT_TEXTS.repeatBeforeStart,
  badDate: SHIFT_TEXTS.badDate,
  noShiftSelected: 'No hay turno seleccionado',

  createError: 'Error al crear turno',
  updateError: 'Error al actualizar turno',
  deleteError: 'Error al eliminar turno',
  loadError: 'Error al cargar turnos',
  copyError: 'Error al copiar turnos',
  publishError: 'Error al publicar turnos',
  unpublishError: 'Error al despublicar turnos',
  weeksLoadError: 'Error al cargar las semanas',
};
