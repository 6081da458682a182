import { VAULT_ACTIONS, type VaultAction } from '@app/contract/password-manager';
import type { FilterParam } from '../../components/list-page/use-list-filters';

export const VIEW_PARAM = 'vista';
export const ACTIVITY_VIEW = 'actividad';

const isAction = (value: string): value is VaultAction =>
  (VAULT_ACTIONS as readonly string[]).includes(value);

/**
 * The activity tab in the address: `?vista=actividad&accion=reveal&pagina=2` (the view is kept
 * with its filter, so that choosing an action stays on the tab).
 */
export const ACTIVITY_FILTERS = {
  view: { param: VIEW_PARAM },
  action: { param: 'accion', accepts: isAction },
} satisfies Record<string, FilterParam>;

export const asAction = (value: string): VaultAction | '' => (isAction(value) ? value : '');
