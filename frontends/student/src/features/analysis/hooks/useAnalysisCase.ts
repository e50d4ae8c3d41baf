import { ApiError } from '@redress/api-client';
import { ANALYSIS_RESULT_POLL_INTERVAL_MS, isAnalysisFinished } from '@redress/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchCase } from '../api/analysisApi';
import { analysisQueryKeys } from './analysisQueryKeys';

/**
 * One case. `poll` re-reads it while it runs, for when live progress is unavailable; an unknown
 * or foreign id (404) is not retried, since asking again cannot change the answer.
 */
export function useAnalysisCase(id: string, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: analysisQueryKeys.case(id),
    queryFn: () => fetchCase(id),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
    refetchInterval: (query) =>
      poll && query.state.data && !isAnalysisFinished(query.state.data.status)
        ? ANALYSIS_RESULT_POLL_INTERVAL_MS
        : false,
    refetchIntervalInBackground: true,
  });
}
