import { ABSENCE_STATUSES, type AbsenceStatus } from '@app/contract/absences';
import { useAddressState } from '../../../components/list-page/use-address-state';
import { companyToday } from '../../../lib/company-time';

/** What 'Ausencias' keeps in the address, so that a link or a reload opens the same view. */
export type AbsencesAddress = {
  /** 'YYYY-MM' of the month view (`?mes=`), this month by default. */
  month: string;
  /** The month view's people (`?usuarios=1,2`), everyone by default. */
  users: number[];
  /** The month view's state (`?estado=`); none: pending and approved. */
  status: AbsenceStatus | null;
  /** The pending list's page (`?pagina=`). */
  page: number;
  /** The absence a notification links to (`?ausencia=ID`). */
  linked: number | null;
};

const MONTH = /^(20\d\d|2100)-(0[1-9]|1[0-2])$/;
const thisMonth = () => companyToday().slice(0, 7);

export function readAbsencesAddress(params: URLSearchParams): AbsencesAddress {
  const month = params.get('mes') ?? '';
  const users = (params.get('usuarios') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const status = params.get('estado') as AbsenceStatus | null;
  const page = Number(params.get('pagina'));
  const linked = Number(params.get('ausencia'));
  return {
    month: MONTH.test(month) ? month : thisMonth(),
    users,
    status: status && ABSENCE_STATUSES.includes(status) ? status : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    linked: Number.isInteger(linked) && linked > 0 ? linked : null,
  };
}

export function writeAbsencesAddress(state: AbsencesAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (state.month !== thisMonth()) params.set('mes', state.month);
  if (state.users.length > 0) params.set('usuarios', state.users.join(','));
  if (state.status) params.set('estado', state.status);
  if (state.page > 1) params.set('pagina', String(state.page));
  if (state.linked) params.set('ausencia', String(state.linked));
  return params;
}

/** The screen's state in the address (`useAddressState`). */
export const useAbsencesAddress = () => useAddressState(readAbsencesAddress, writeAbsencesAddress);
