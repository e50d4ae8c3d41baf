import { ApiError } from '@redress/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryCase } from '../api/analysisApi';
import { analysisQueryKeys } from './analysisQueryKeys';

/** Runs a failed analysis again; on success the case is pending and progress starts afresh. */
export function useRetryAnalysis(id: string, onRestarted: () => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => retryCase(id),
    onSuccess: (analysis) => {
      queryClient.setQueryData(analysisQueryKeys.case(id), analysis);
      queryClient.removeQueries({ queryKey: analysisQueryKeys.result(id) });
      void queryClient.invalidateQueries({ queryKey: ['analysis', 'cases'] });
      onRestarted();
    },
  });
  const error = mutation.error
    ? ((mutation.error instanceof ApiError ? mutation.error.serverMessage : undefined) ??
      mutation.error.message)
    : null;
  return { retry: () => mutation.mutate(), pending: mutation.isPending, error };
}
