import type { CorrectionStatus } from '@app/contract/punch-corrections';
import { EXCEPTION_TYPES, type ExceptionType } from '@app/contract/punch-exceptions';
import { useAddressState } from '../../../components/list-page/use-address-state';
import type { ReviewState } from '../review/corrections-review';
import {
  readPunchScreen,
  writePunchScreen,
  type PunchFilterValues,
  type PunchScreenState,
  type PunchTab,
} from '../utils/punch-filter';

/** 'Correcciones' states in the address, in Spanish as the tabs are. */
const STATUS_WORDS: Record<CorrectionStatus, string> = {
  pending: 'pendiente',
  approved: 'aprobada',
  rejected: 'rechazada',
  cancelled: 'cancelada',
};

export type ManagementScreen = PunchScreenState & {
  review: Omit<ReviewState, 'page'>;
  exceptionType: ExceptionType | null;
  /** A request a link asks to open (`correction=ID`, the notifications' links). */
  correctionId: number | null;
};

const positive = (value: string | null) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/**
 * Reads the address of 'Gestión de Punches': the filter, page and tab (`vista`, also read from
 * `tab`, the word a notification's link may use), and the filters of Correcciones (`estado`,
 * `solicitante`) and Incidencias (`tipo`).
 */
export function readManagementScreen(params: URLSearchParams): ManagementScreen {
  const alias = params.get('tab');
  const base = readPunchScreen(
    alias && !params.has('vista')
      ? new URLSearchParams([...params.entries(), ['vista', alias]])
      : params,
  );
  const status = (Object.keys(STATUS_WORDS) as CorrectionStatus[]).find(
    (key) => STATUS_WORDS[key] === params.get('estado'),
  );
  const type = params.get('tipo');
  return {
    ...base,
    review: { status: status ?? null, userId: positive(params.get('solicitante')) },
    exceptionType: EXCEPTION_TYPES.find((known) => known === type) ?? null,
    correctionId: positive(params.get('correction')),
  };
}

export function writeManagementScreen(state: ManagementScreen): URLSearchParams {
  const params = writePunchScreen(state);
  if (state.review.status) params.set('estado', STATUS_WORDS[state.review.status]);
  if (state.review.userId) params.set('solicitante', String(state.review.userId));
  if (state.exceptionType) params.set('tipo', state.exceptionType);
  if (state.correctionId) params.set('correction', String(state.correctionId));
  return params;
}

/** The screen's state and its changes; a new filter or tab goes back to page 1. */
export function useManagementScreen() {
  const [state, update] = useAddressState(readManagementScreen, writeManagementScreen);
  return {
    ...state,
    update,
    setFilter: (filter: PunchFilterValues) => update({ filter, page: 1 }),
    setPage: (page: number) => update({ page }),
    setTab: (tab: PunchTab) => update({ tab, page: 1, correctionId: null }),
  };
}
