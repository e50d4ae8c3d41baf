// The analysis calls of the API contract (spec document 1, section 7), through the client
// generated from the OpenAPI document. Failures become an ApiError with the server's status,
// message, code and per-field details, because the pages choose their words by them.
import { apiClient, apiError, apiUrl, type Schemas } from '@redress/api-client';
import { SUBMISSION_KEY_HEADER, type CaseForm } from '@redress/domain';

export type AnalysisCase = Schemas['AnalysisDocumentDto'];
export type AnalysisResultRecord = Schemas['AnalysisResultDto'];
export type AnalysisProgressEvent = Schemas['AnalysisProgressEventDto'];

/** A path id as the API expects it: the case ids of the URL are numbers. */
function caseId(id: string | number): number {
  return typeof id === 'number' ? id : Number(id);
}

/**
 * Submits a case. The fields go as multipart/form-data with the policy file when there is one,
 * as JSON otherwise. `submissionKey` names the submission: sent again under the same name, it
 * answers the case the first one stored (see useSubmitCase).
 */
export async function submitCase(
  fields: CaseForm,
  policyFile: File | null,
  submissionKey: string,
): Promise<AnalysisCase> {
  // The decision date belongs to the case file, recorded once the case exists.
  const { decisionReceivedOn: _decision, ...caseFields } = fields;
  const body = caseFields as Schemas['SubmitAnalysisDto'];
  const { data, error, response } = await apiClient.POST('/api/analysis/upload', {
    params: { header: { [SUBMISSION_KEY_HEADER]: submissionKey } },
    body,
    ...(policyFile
      ? {
          bodySerializer: (values: Schemas['SubmitAnalysisDto']) => {
            const form = new FormData();
            for (const [name, value] of Object.entries(values)) {
              if (typeof value === 'string') form.append(name, value);
            }
            form.append('policyFile', policyFile, policyFile.name);
            return form;
          },
        }
      : {}),
  });
  if (data) return data;
  throw apiError('Failed to start the analysis. Please try again.', response, error);
}

/**
 * Starts the student's case `earlierId` again with the corrected story. Only the story's fields
 * go: the server reuses the earlier case's policy (its link, or its uploaded document).
 */
export async function remixCase(
  earlierId: string | number,
  fields: CaseForm,
  submissionKey: string,
): Promise<AnalysisCase> {
  const { title, issueCategory, issueDescription, desiredResolution, actionTaken, universityName } =
    fields;
  // The form holds text; the server checks the category and action against its lists.
  const body = {
    title,
    issueCategory,
    issueDescription,
    desiredResolution,
    actionTaken,
    universityName,
  } as Schemas['RemixCaseDto'];
  const { data, error, response } = await apiClient.POST('/api/analysis/documents/{id}/remix', {
    params: {
      path: { id: String(caseId(earlierId)) },
      header: { [SUBMISSION_KEY_HEADER]: submissionKey },
    },
    body,
  });
  if (data) return data;
  throw apiError('Failed to start the analysis. Please try again.', response, error);
}

export type AnalysisAllowance = Schemas['AnalysisAllowanceDto'];

/** The free analyses the signed-in student has left today. */
export async function fetchAllowance(): Promise<AnalysisAllowance> {
  const { data, error, response } = await apiClient.GET('/api/analysis/allowance');
  if (data) return data;
  throw apiError('Failed to fetch your free analyses left today', response, error);
}

/** The signed-in student's cases, newest first. */
export async function fetchCases(userId: string | number): Promise<AnalysisCase[]> {
  const { data, error, response } = await apiClient.GET('/api/analysis/documents/user/{userId}', {
    params: { path: { userId: String(userId) } },
  });
  if (data) return data;
  throw apiError('Failed to fetch analysis documents', response, error);
}

export async function fetchCase(id: string | number): Promise<AnalysisCase> {
  const { data, error, response } = await apiClient.GET('/api/analysis/documents/{id}', {
    params: { path: { id: String(caseId(id)) } },
  });
  if (data) return data;
  throw apiError('Failed to fetch analysis document', response, error);
}

/** The result of a case, or null while it is not ready (the API answers 404 until then). */
export async function fetchResult(id: string | number): Promise<AnalysisResultRecord | null> {
  const { data, error, response } = await apiClient.GET('/api/analysis/results/{id}', {
    params: { path: { id: String(caseId(id)) } },
  });
  if (data) return data;
  if (response.status === 404) return null;
  throw apiError('Failed to fetch analysis result', response, error);
}

/** Runs a failed analysis again; the case comes back pending. */
export async function retryCase(id: string | number): Promise<AnalysisCase> {
  const { data, error, response } = await apiClient.POST('/api/analysis/documents/{id}/retry', {
    params: { path: { id: String(caseId(id)) } },
  });
  if (data) return data;
  throw apiError('The analysis could not be started again. Please try again.', response, error);
}

/** Where the browser listens for a case's live progress. */
export function caseEventsUrl(id: string | number): string {
  return apiUrl('/api/analysis/documents/{id}/events', { path: { id: caseId(id) } });
}
