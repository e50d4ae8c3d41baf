// The case file of a case: its saved letter, the steps the student records, the timeline and the
// due dates (all owner only). Failures become an ApiError, like the other analysis calls.
import { apiClient, apiError, apiUrl, type Schemas } from '@redress/api-client';

export type SavedDraft = Schemas['DraftDto'];
export type CaseStep = Schemas['CaseStepDto'];
export type RecordStepInput = Schemas['RecordStepDto'];
export type CaseTimeline = Schemas['TimelineDto'];
export type TimelineEvent = Schemas['TimelineEventDto'];
export type UpcomingDueDate = Schemas['UpcomingDueDateDto'];
export type LetterFormat = 'docx' | 'pdf';

function path(id: string | number) {
  return { path: { id: String(id) } };
}

/** The saved letter, or null when none has been saved yet (the page then composes one). */
export async function fetchSavedDraft(id: string | number): Promise<SavedDraft | null> {
  const { data, error, response } = await apiClient.GET('/api/analysis/documents/{id}/draft', {
    params: path(id),
  });
  if (data) return data;
  const failure = apiError('Failed to fetch the saved letter', response, error);
  if (failure.status === 404 && failure.code === 'no-draft') return null;
  throw failure;
}

export async function saveDraft(id: string | number, text: string): Promise<SavedDraft> {
  const { data, error, response } = await apiClient.PUT('/api/analysis/documents/{id}/draft', {
    params: path(id),
    body: { text },
  });
  if (data) return data;
  throw apiError('The letter could not be saved', response, error);
}

/**
 * The last words typed before the page goes away: `keepalive` lets the request finish after
 * the tab has closed, where a normal fetch would be cancelled.
 */
export function saveDraftOnLeave(id: string | number, text: string): void {
  void apiClient
    .PUT('/api/analysis/documents/{id}/draft', {
      params: path(id),
      body: { text },
      keepalive: true,
    })
    .catch(() => undefined);
}

/** The letter as a file, made from the text on screen (saved or not). */
export async function exportLetter(
  id: string | number,
  format: LetterFormat,
  text: string,
): Promise<{ blob: Blob; fileName: string }> {
  const { data, error, response } = await apiClient.POST(
    '/api/analysis/documents/{id}/draft/export',
    { params: { ...path(id), query: { format } }, body: { text }, parseAs: 'blob' },
  );
  if (!data) throw apiError('The letter could not be exported', response, error);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `redress-letter-${id}.${format}`;
  return { blob: data as unknown as Blob, fileName };
}

export async function fetchTimeline(id: string | number): Promise<CaseTimeline> {
  const { data, error, response } = await apiClient.GET('/api/analysis/documents/{id}/timeline', {
    params: path(id),
  });
  if (data) return data;
  throw apiError('Failed to fetch the case timeline', response, error);
}

export async function fetchUpcomingDueDates(): Promise<UpcomingDueDate[]> {
  const { data, error, response } = await apiClient.GET('/api/analysis/due-dates');
  if (data) return data;
  throw apiError('Failed to fetch your due dates', response, error);
}

export async function recordStep(id: string | number, step: RecordStepInput): Promise<CaseStep> {
  const { data, error, response } = await apiClient.POST('/api/analysis/documents/{id}/steps', {
    params: path(id),
    body: step,
  });
  if (data) return data;
  throw apiError('The step could not be recorded. Please try again.', response, error);
}

/** Where the browser downloads the due dates as a calendar file. */
export function deadlinesCalendarUrl(id: string | number): string {
  return apiUrl('/api/analysis/documents/{id}/deadlines.ics', { path: { id } });
}
