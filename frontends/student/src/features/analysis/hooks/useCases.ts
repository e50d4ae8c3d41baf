import { useQuery } from '@tanstack/react-query';
import { fetchAllowance, fetchCases } from '../api/analysisApi';
import { analysisQueryKeys } from './analysisQueryKeys';

/** The signed-in student's cases, newest first. */
export function useCases(userId: string | number) {
  return useQuery({
    queryKey: analysisQueryKeys.cases(userId),
    queryFn: () => fetchCases(userId),
  });
}

/** The free analyses left today, shown before the intake form. */
export function useAllowance() {
  return useQuery({ queryKey: analysisQueryKeys.allowance, queryFn: fetchAllowance });
}
