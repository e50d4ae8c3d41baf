// The Data Deletion page's calls, through the client generated from the OpenAPI document. A
// failure keeps the server's status and message, because the page words its toast by them.
import { apiClient, apiError, type Schemas } from '@redress/api-client';

export type DeletionRequestPayload = Schemas['CreateDataDeletionRequestDto'];
export type DeletionRequestReceived = Schemas['DataDeletionReceivedDto'];
export type DeletionRequestConfirmed = Schemas['DataDeletionConfirmedDto'];

export async function submitDeletionRequest(
  payload: DeletionRequestPayload,
): Promise<DeletionRequestReceived> {
  const { data, error, response } = await apiClient.POST('/api/data-deletion-requests', {
    body: payload,
  });
  if (data) return data;
  throw apiError('Failed to submit the request', response, error);
}

/** Follows the e-mailed link: confirms the request its token was sent with. */
export async function confirmDeletionRequest(token: string): Promise<DeletionRequestConfirmed> {
  const { data, error, response } = await apiClient.POST('/api/data-deletion-requests/confirm', {
    body: { token },
  });
  if (data) return data;
  throw apiError('Failed to confirm the request', response, error);
}

export interface DataExportFile {
  blob: Blob;
  fileName: string;
}

/** All the signed-in user's data as the JSON file the server names. */
export async function downloadAccountData(): Promise<DataExportFile> {
  const { data, error, response } = await apiClient.GET('/api/account/export', {
    parseAs: 'blob',
  });
  if (!data) throw apiError('Failed to download your data', response, error);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'redress-data.json';
  return { blob: data as unknown as Blob, fileName };
}

export async function deleteAccount(confirmEmail: string): Promise<void> {
  const { error, response } = await apiClient.DELETE('/api/account', {
    body: { confirmEmail },
  });
  if (!response.ok) throw apiError('Failed to delete the account', response, error);
}
