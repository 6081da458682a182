import { useSearchParams } from 'react-router';
import {
  readPunchScreen,
  writePunchScreen,
  type PunchFilterValues,
  type PunchTab,
} from '../utils/punch-filter';

/**
 * The filter, page and tab of 'Gestión de Punches', kept in the address so a reload, the back
 * button or a shared link opens the same view. A new filter goes back to page 1.
 */
export function usePunchScreen() {
  const [params, setParams] = useSearchParams();
  const state = readPunchScreen(params);
  const update = (next: Partial<typeof state>) =>
    setParams(writePunchScreen({ ...state, ...next }), { replace: true });
  return {
    ...state,
    setFilter: (filter: PunchFilterValues) => update({ filter, page: 1 }),
    setPage: (page: number) => update({ page }),
    setTab: (tab: PunchTab) => update({ tab }),
  };
}
