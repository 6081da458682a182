import { TIMESHEET_TEXTS } from '@app/contract/timesheets';

/** The texts of the monthly 'Registro de jornada' download (DECISIONS §11). */
export const timesheetMessages = {
  open: TIMESHEET_TEXTS.title,
  title: 'Descargar registro de jornada',
  intro:
    'El registro del mes en PDF: cada día con su turno, entrada, salida, pausas y horas trabajadas, listo para firmar.',
  introManager:
    'El registro del mes en PDF de un trabajador, o el de todos en un archivo ZIP (cada trabajador con turnos, punches o ausencias ese mes).',
  month: 'Mes',
  user: 'Trabajador',
  everyone: 'Todos (ZIP)',
  mine: (name: string) => `${name} (tú)`,
  download: 'Descargar',
  downloading: 'Generando...',
  cancel: 'Cancelar',
  done: 'Registro de jornada descargado',
  error: 'No se pudo descargar el registro de jornada',
} as const;
