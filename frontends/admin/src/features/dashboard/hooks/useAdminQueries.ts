import { ADMIN_REFRESH_INTERVAL_MS, type AdminListingName } from '@redress/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchCounts, fetchListing, type ListingParams } from '../../shared/api/adminApi';

export const ADMIN_LISTING_KEY = ['admin', 'listing'] as const;
export const ADMIN_COUNTS_KEY = ['admin', 'counts'] as const;

/**
 * Auto refresh: every 30 s while the page is visible (refetchIntervalInBackground stays off), and
 * only for what is mounted, i.e. the active tab, since inactive tabs are not rendered.
 */
function refresh(autoRefresh: boolean) {
  return {
    refetchInterval: autoRefresh ? ADMIN_REFRESH_INTERVAL_MS : (false as const),
    refetchIntervalInBackground: false,
  };
}

export function useListing<N extends AdminListingName>(
  name: N,
  params: ListingParams,
  autoRefresh: boolean,
) {
  return useQuery({
    queryKey: [...ADMIN_LISTING_KEY, name, params],
    queryFn: () => fetchListing(name, params),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    ...refresh(autoRefresh),
  });
}

export function useCounts(autoRefresh: boolean) {
  return useQuery({ queryKey: ADMIN_COUNTS_KEY, queryFn: fetchCounts, ...refresh(autoRefresh) });
}
