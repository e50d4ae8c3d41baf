// The admin area's calls, through the client generated from the OpenAPI document. Listing failures
// carry the spec's words ('Failed to fetch users', ...); tool failures carry the server's message.
import { apiClient, apiError, type ApiError, type Schemas, type paths } from '@redress/api-client';
import { ADMIN_FETCH_ERRORS, type AdminListingName } from '@redress/domain';

export type AdminCounts = Schemas['AdminCountsDto'];
export type SqlResult = Schemas['SqlResultDto'];
export type SqlSchema = Schemas['SqlSchemaDto'];
export type EmailTestResult = Schemas['EmailTestResultDto'];
export type QueueInfo = Schemas['QueueDto'];
export type FailedJob = Schemas['FailedJobDto'];
export type DeletionRequest = Schemas['DataDeletionRequestDto'];
export type NeedsAction = Schemas['NeedsActionDto'];

export interface ListingRows {
  users: Schemas['AdminUserRowDto'];
  analysisDocuments: Schemas['AdminDocumentRowDto'];
  analysisResults: Schemas['AdminResultRowDto'];
  serviceOrders: Schemas['AdminOrderRowDto'];
  services: Schemas['AdminServiceRowDto'];
  adminUsers: Schemas['AdminAdminRowDto'];
  bookings: Schemas['AdminBookingRowDto'];
  dataDeletionRequests: Schemas['DataDeletionRequestDto'];
  auditLog: Schemas['AdminAuditRowDto'];
}

const LISTING_PATHS = {
  users: '/api/admin/users',
  analysisDocuments: '/api/admin/analysis-documents',
  analysisResults: '/api/admin/analysis-results',
  serviceOrders: '/api/admin/service-orders',
  services: '/api/admin/services',
  adminUsers: '/api/admin/admin-users',
  bookings: '/api/admin/bookings',
  dataDeletionRequests: '/api/admin/data-deletion-requests',
  auditLog: '/api/admin/audit-log',
} as const satisfies Record<AdminListingName, keyof paths>;

export interface ListingParams {
  limit: number;
  offset: number;
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

export interface ListingPage<Row> {
  rows: Row[];
  total: number;
}

/** A failed call, its message meant for the administrator as it is: the server's when it sent one. */
function failure(fallback: string, response: Response, body: unknown): ApiError {
  return apiError(fallback, response, body, { preferServerMessage: true });
}

export async function fetchListing<N extends AdminListingName>(
  name: N,
  params: ListingParams,
): Promise<ListingPage<ListingRows[N]>> {
  // One generic call over nine typed routes: they share the query and the answer's shape.
  const { data, error, response } = await apiClient.GET(LISTING_PATHS[name] as '/api/admin/users', {
    params: { query: { ...params, q: params.q || undefined } },
  });
  if (!data) throw apiError(ADMIN_FETCH_ERRORS[name], response, error);
  const total = Number(response.headers.get('x-total-count'));
  return {
    rows: data as unknown as ListingRows[N][],
    total: Number.isFinite(total) ? total : data.length,
  };
}

export async function fetchCounts(): Promise<AdminCounts> {
  const { data, error, response } = await apiClient.GET('/api/admin/counts');
  if (data) return data;
  throw failure('Failed to fetch the counts', response, error);
}

export async function fetchNeedsAction(): Promise<NeedsAction> {
  const { data, error, response } = await apiClient.GET('/api/admin/needs-action');
  if (data) return data;
  throw failure('Failed to fetch what needs action', response, error);
}

export async function runSql(sql: string): Promise<SqlResult> {
  const { data, error, response } = await apiClient.POST('/api/admin/sql/query', {
    body: { sql },
  });
  if (data) return data;
  throw failure('The query could not be run. Please try again.', response, error);
}

export async function fetchSqlSchema(): Promise<SqlSchema> {
  const { data, error, response } = await apiClient.GET('/api/admin/sql/schema');
  if (data) return data;
  throw failure('The list of tables could not be loaded. Please try again.', response, error);
}

export async function sendTestEmail(to: string): Promise<EmailTestResult> {
  const { data, error, response } = await apiClient.POST('/api/admin/email-test', {
    body: { to },
  });
  if (data) return data;
  throw failure('The test e-mail could not be sent. Please try again.', response, error);
}

export async function fetchQueues(): Promise<QueueInfo[]> {
  const { data, error, response } = await apiClient.GET('/api/admin/queues');
  if (data) return data;
  throw failure('Failed to fetch the queues', response, error);
}

export async function fetchFailedJobs(
  queue: string,
  offset: number,
  limit: number,
): Promise<ListingPage<FailedJob>> {
  const { data, error, response } = await apiClient.GET('/api/admin/queues/{queue}/failed', {
    params: { path: { queue }, query: { offset, limit } },
  });
  if (!data) throw failure('Failed to fetch the failed jobs', response, error);
  const total = Number(response.headers.get('x-total-count'));
  return { rows: data, total: Number.isFinite(total) ? total : data.length };
}

export async function retryJob(queue: string, id: string): Promise<void> {
  const { error, response } = await apiClient.POST('/api/admin/queues/{queue}/jobs/{id}/retry', {
    params: { path: { queue, id } },
  });
  if (!response.ok) {
    throw failure('The job could not be retried. Please try again.', response, error);
  }
}

/**
 * Fulfils a data deletion request: the server deletes the account with the request's address (if
 * there is one), closes the request and e-mails the requester. Answers the completed request.
 */
export async function completeDeletionRequest(id: number): Promise<DeletionRequest> {
  const { data, error, response } = await apiClient.POST(
    '/api/admin/data-deletion-requests/{id}/complete',
    { params: { path: { id: String(id) } } },
  );
  if (data) return data;
  throw failure('The request could not be completed. Please try again.', response, error);
}

export type AdminOrder = Schemas['AdminOrderDto'];

const ORDER_PATH = '/api/admin/orders/{id}' satisfies keyof paths;

export async function fetchOrder(id: number): Promise<AdminOrder> {
  const { data, error, response } = await apiClient.GET(ORDER_PATH, {
    params: { path: { id: String(id) } },
  });
  if (data) return data;
  throw failure('Failed to fetch the order', response, error);
}

/** The order actions that take JSON; each names the version the operator saw. */
export type JsonOrderAction =
  | { action: 'start'; version: number }
  | { action: 'cancel'; version: number }
  | { action: 'note'; version: number; note: string }
  | { action: 'refund'; version: number; amount?: number };

/** The route of each order action (checked against the OpenAPI document). */
const ORDER_ACTION_PATHS = {
  start: '/api/admin/orders/{id}/start',
  cancel: '/api/admin/orders/{id}/cancel',
  note: '/api/admin/orders/{id}/note',
  refund: '/api/admin/orders/{id}/refund',
} as const satisfies Record<JsonOrderAction['action'], keyof paths>;

export async function actOnOrder(id: number, request: JsonOrderAction): Promise<AdminOrder> {
  const { action, ...body } = request;
  // The actions' bodies differ: the client is given one route's types for all of them.
  const path = ORDER_ACTION_PATHS[action] as '/api/admin/orders/{id}/note';
  const { data, error, response } = await apiClient.POST(path, {
    params: { path: { id: String(id) } },
    body: body as Schemas['OrderNoteDto'],
  });
  if (data) return data;
  throw failure('The order could not be changed. Please try again.', response, error);
}

/** Delivers the review: a PDF/DOCX file or text written in the page (multipart). */
export async function deliverOrder(
  id: number,
  version: number,
  review: { file: File } | { text: string },
): Promise<AdminOrder> {
  const { data, error, response } = await apiClient.POST('/api/admin/orders/{id}/deliver', {
    params: { path: { id: String(id) } },
    body: { version },
    bodySerializer: () => {
      const form = new FormData();
      form.append('version', String(version));
      if ('file' in review) form.append('review', review.file, review.file.name);
      else form.append('text', review.text);
      return form;
    },
  });
  if (data) return data;
  throw failure('The review could not be delivered. Please try again.', response, error);
}

export type AdminBooking = Schemas['BookingDto'];

export async function fetchBooking(id: number): Promise<AdminBooking> {
  const { data, error, response } = await apiClient.GET('/api/admin/bookings/{id}', {
    params: { path: { id: String(id) } },
  });
  if (data) return data;
  throw failure('Failed to fetch the call', response, error);
}

/** The operator's actions on a call; each names the version the operator saw. */
export type BookingAction =
  | { action: 'link'; version: number; meetingLink: string; note?: string }
  | { action: 'move'; version: number; appointmentDate: string }
  | { action: 'cancel'; version: number; reason: string; settlement: 'refund' | 'credit' }
  | { action: 'outcome'; version: number; outcome: 'held' | 'missed' };

/** The route of each action on a call (checked against the OpenAPI document). */
const BOOKING_ACTION_PATHS = {
  link: '/api/admin/bookings/{id}/link',
  move: '/api/admin/bookings/{id}/move',
  cancel: '/api/admin/bookings/{id}/cancel',
  outcome: '/api/admin/bookings/{id}/outcome',
} as const satisfies Record<BookingAction['action'], keyof paths>;

export async function actOnBooking(id: number, request: BookingAction): Promise<AdminBooking> {
  const { action, ...body } = request;
  // The actions' bodies differ: the client is given one route's types for all of them.
  const path = BOOKING_ACTION_PATHS[action] as '/api/admin/bookings/{id}/link';
  const { data, error, response } = await apiClient.POST(path, {
    params: { path: { id: String(id) } },
    body: body as Schemas['BookingLinkDto'],
  });
  if (data) return data;
  throw failure('The call could not be changed. Please try again.', response, error);
}

export type AdminService = Schemas['AdminServiceRowDto'];

/** The operator's setting of a service: its calls are paid before booking, or payable later. */
export async function setServicePayableLater(
  id: number,
  payableLater: boolean,
): Promise<AdminService> {
  const { data, error, response } = await apiClient.POST('/api/admin/services/{id}/payment', {
    params: { path: { id: String(id) } },
    body: { payableLater },
  });
  if (data) return data;
  throw failure('The service could not be changed. Please try again.', response, error);
}
