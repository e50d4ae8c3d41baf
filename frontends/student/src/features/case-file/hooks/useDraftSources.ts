import { isAnalysisFinished } from '@redress/domain';
import { useAuth } from '@redress/web-ui';
import { useQuery } from '@tanstack/react-query';
import { analysisQueryKeys, fetchResult, useAnalysisCase } from '../../analysis';
import { fetchSavedDraft } from '../api/caseFileApi';
import { useCaseTimeline } from './useCaseTimeline';

/**
 * Everything the draft page needs before it can show a letter: the case, its result, the
 * signed-in user (for the signature), the case file (for the decision date) and the saved
 * draft, if there is one. The result and the
 * draft are asked for only once the case is known to be finished.
 */
export function useDraftSources(id: string) {
  const auth = useAuth();
  const caseQuery = useAnalysisCase(id);
  const completed = caseQuery.data?.status === 'completed';
  const result = useQuery({
    queryKey: analysisQueryKeys.result(id),
    queryFn: () => fetchResult(id),
    enabled: completed,
  });
  const savedDraft = useQuery({
    queryKey: analysisQueryKeys.draft(id),
    queryFn: () => fetchSavedDraft(id),
    enabled: completed,
    // Once the page edits the letter, its own text is the truth; a refetch must not replace it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  // The case file says when the decision arrived, for the letter; a letter is written without
  // it when the case file cannot be read.
  const timeline = useCaseTimeline(id);
  const running = caseQuery.data !== undefined && !isAnalysisFinished(caseQuery.data.status);
  return { auth, caseQuery, result, savedDraft, timeline, running };
}
