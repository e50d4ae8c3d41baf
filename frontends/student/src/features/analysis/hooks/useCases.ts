import { useQuery } from '@tanstack/react-query';
import { fetchCases } from '../api/analysisApi';
import { analysisQueryKeys } from './analysisQueryKeys';

/** The signed-in student's cases, newest first. */
export function useCases(userId: string | number) {
  return useQuery({
    queryKey: analysisQueryKeys.cases(userId),
    queryFn: () => fetchCases(userId),
  });
}
