import { ADMIN_REFRESH_INTERVAL_MS, type AdminListingName } from '@redress/domain';
import { toast } from '@redress/web-ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  completeDeletionRequest,
  fetchCounts,
  fetchListing,
  fetchNeedsAction,
  setServicePayableLater,
  type ListingParams,
} from '../api/adminApi';

export const ADMIN_LISTING_KEY = ['admin', 'listing'] as const;
export const ADMIN_COUNTS_KEY = ['admin', 'counts'] as const;
export const ADMIN_NEEDS_ACTION_KEY = ['admin', 'needs-action'] as const;

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

export function useNeedsAction(autoRefresh: boolean) {
  return useQuery({
    queryKey: ADMIN_NEEDS_ACTION_KEY,
    queryFn: fetchNeedsAction,
    ...refresh(autoRefresh),
  });
}

export function useCounts(autoRefresh: boolean) {
  return useQuery({ queryKey: ADMIN_COUNTS_KEY, queryFn: fetchCounts, ...refresh(autoRefresh) });
}

/**
 * Completes a data deletion request and says how it went. Every listing and count is refetched
 * afterwards, not only the Data Deletion tab: the account, its cases, results and bookings are
 * gone from theirs too. The messages live here, not in the row's button, because a refetch may
 * take the row (and its button) off the page, e.g. under a search for open requests.
 */
export function useCompleteDeletionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeDeletionRequest,
    onSuccess: (completed) => {
      toast({
        title: 'Request completed',
        description: `Request ${completed.id} is closed and ${completed.email} has been e-mailed.`,
      });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_LISTING_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_COUNTS_KEY }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'The request could not be completed',
        description: error.message,
        variant: 'destructive',
      }),
  });
}

/** The Services tab's "payable later" switch: the catalogue and Needs action are read again. */
export function useSetServicePayableLater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payableLater }: { id: number; payableLater: boolean }) =>
      setServicePayableLater(id, payableLater),
    onSuccess: (service) => {
      toast({
        title: `${service.name}: ${service.payableLater ? 'payable later' : 'paid before booking'}`,
        description: service.payableLater
          ? 'Its calls are booked at once and marked to be paid later.'
          : 'Its calls are paid at checkout before they are booked.',
      });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_LISTING_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_NEEDS_ACTION_KEY }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'The service could not be changed',
        description: error.message,
        variant: 'destructive',
      }),
  });
}
