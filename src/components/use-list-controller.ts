import { useSearchParams } from 'react-router-dom';
import {
  type ListAddress,
  type ListState,
  listAddressParams,
  readListAddress,
} from '@/lib/list-address';
import type { SortState } from '@/lib/rows';

/**
 * The one controller of a list screen: its filters, sort and page live in the address
 * (`readListAddress`), each change replaces the address (the back button leaves the list, it does
 * not replay each keystroke), and a new filter or sort goes back to the first page.
 */
export function useListController<F extends { [K in keyof F]: string }>(address: ListAddress<F>) {
  const [params, setParams] = useSearchParams();
  const state = readListAddress(params, address);
  const show = (next: ListState<F>) =>
    setParams(listAddressParams(next, address), { replace: true });
  return {
    ...state,
    /** Changes some filters (the others kept); back to the first page. */
    setFilter: (next: Partial<F>) =>
      show({ ...state, filter: { ...state.filter, ...next }, page: 0 }),
    /** Every filter to `filter` (`Effacer les filtres`, a dashboard's tile); first page. */
    replaceFilter: (filter: F) => show({ ...state, filter, page: 0 }),
    setSort: (sort: SortState) => show({ ...state, sort, page: 0 }),
    setPage: (page: number) => show({ ...state, page }),
  };
}
