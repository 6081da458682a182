import { useAddressState } from '../../../components/list-page/use-address-state';
import {
  readPunchScreen,
  writePunchScreen,
  type PunchFilterValues,
  type PunchTab,
} from '../utils/punch-filter';

const read = (params: URLSearchParams) => readPunchScreen(params);
const write = (state: ReturnType<typeof read>) => writePunchScreen(state);

/**
 * The filter, page and tab of 'Gestión de Punches', kept in the address so a reload, the back
 * button or a shared link opens the same view. A new filter goes back to page 1.
 */
export function usePunchScreen() {
  const [state, update] = useAddressState(read, write);
  return {
    ...state,
    setFilter: (filter: PunchFilterValues) => update({ filter, page: 1 }),
    setPage: (page: number) => update({ page }),
    setTab: (tab: PunchTab) => update({ tab }),
  };
}
