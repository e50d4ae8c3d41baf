import { ANALYSIS_RESULT_MAX_POLLS, ANALYSIS_RESULT_POLL_INTERVAL_MS } from '@redress/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchResult } from '../api/analysisApi';
import { analysisQueryKeys } from './analysisQueryKeys';

/**
 * The result of a case, asked for as the spec does (document 1, sections 7 and 9): a 404 means
 * not ready (null), asked again every 3 s, also in the background, never fresh, at most 120
 * times. `exhausted` says the polls ran out without a result.
 */
export function useAnalysisResult(id: string, { enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const queryKey = analysisQueryKeys.result(id);
  const query = useQuery({
    queryKey,
    queryFn: () => fetchResult(id),
    enabled,
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.data === null && q.state.dataUpdateCount < ANALYSIS_RESULT_MAX_POLLS
        ? ANALYSIS_RESULT_POLL_INTERVAL_MS
        : false,
    refetchIntervalInBackground: true,
  });
  const answers = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const exhausted = query.data === null && answers >= ANALYSIS_RESULT_MAX_POLLS;
  return { ...query, exhausted };
}
