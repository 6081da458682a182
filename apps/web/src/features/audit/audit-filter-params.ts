import { AUDIT_ACTIONS } from '@app/contract/audit';
import { isId, isPlainDate, type FilterParam } from '../../components/list-page/use-list-filters';

const isAction = (value: string) => (AUDIT_ACTIONS as readonly string[]).includes(value);

/** The filters of Auditoría in the address: `?usuario=3&accion=sign-in&desde=…&hasta=…&pagina=2`. */
export const AUDIT_FILTERS = {
  actorId: { param: 'usuario', accepts: isId },
  action: { param: 'accion', accepts: isAction },
  dateFrom: { param: 'desde', accepts: isPlainDate },
  dateTo: { param: 'hasta', accepts: isPlainDate },
} satisfies Record<string, FilterParam>;
