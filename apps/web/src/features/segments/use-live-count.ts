import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call.ts';
import { filterRefusalOf, retryServerFailures } from '../clients/filter-refusal.ts';
import { useDebounced } from '../search/use-debounced.ts';
import { segmentKeys } from './segment-keys.ts';

/** How long the filters rest before they are counted: a chip added then removed costs no count. */
const COUNT_DEBOUNCE_MS = 300;

/**
 * The editor's live count: how many clients the viewer may see match the filters being built,
 * counted by the server as the clients list would, nothing saved. The last count stays shown while
 * the next is on its way.
 */
export function useLiveCount(filters: string) {
  const settled = useDebounced(filters, COUNT_DEBOUNCE_MS);
  const { data, error, isFetching } = useQuery({
    queryKey: segmentKeys.count(settled),
    queryFn: () => call('countSegmentClients', { query: { filters: settled || null } }),
    placeholderData: keepPreviousData,
    retry: retryServerFailures,
  });
  return { count: data?.count ?? null, refusal: filterRefusalOf(error), counting: isFetching || settled !== filters };
}
