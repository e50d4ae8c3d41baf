import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchTimeline,
  fetchUpcomingDueDates,
  recordStep,
  type RecordStepInput,
} from '../api/caseFileApi';
import { analysisQueryKeys } from '../../analysis';

/** What has happened on a case, and its due dates as they stand. */
export function useCaseTimeline(id: string) {
  return useQuery({
    queryKey: analysisQueryKeys.timeline(id),
    queryFn: () => fetchTimeline(id),
  });
}

/** Records a step; the timeline (and its due dates) is read again afterwards. */
export function useRecordStep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: RecordStepInput) => recordStep(id, step),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: analysisQueryKeys.timeline(id) }),
        queryClient.invalidateQueries({ queryKey: analysisQueryKeys.dueDates }),
      ]),
  });
}

/** The due dates still ahead on all the user's cases, soonest first. */
export function useUpcomingDueDates() {
  return useQuery({ queryKey: analysisQueryKeys.dueDates, queryFn: fetchUpcomingDueDates });
}
