// How the admin dashboard shows records (spec document 2, section 2), shared by the admin remote
// and its tests: labels, colours, the first few tags and features, prices and payment states.
import { formatExactAmount } from '../money/money';
import { fulfilmentStatusLabel } from '../money/order-fulfilment';

/** The active tab is refetched this often while auto refresh is on (spec document 2, §9). */
export const ADMIN_REFRESH_INTERVAL_MS = 30_000;

/** Rows per page of a dashboard tab (the API's default too), and the sizes offered. */
export const ADMIN_PAGE_SIZE = 50;
/** The most rows one listing request may ask for; the week of calls asks for this many. */
export const ADMIN_MAX_PAGE_SIZE = 500;
/** Failed jobs per page of the queues page (the API's default too), and the most one request may ask for. */
export const FAILED_JOBS_PAGE_SIZE = 20;
export const FAILED_JOBS_MAX_PAGE_SIZE = 100;

/** The API's answer to a page size outside 1 to `max`. */
export function pageLimitMessage(max: number): string {
  return `limit must be between 1 and ${max}.`;
}
export const ADMIN_PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 50, 100, 200];

/** The message a tab shows when its listing cannot be fetched (spec document 2, §8). */
export const ADMIN_FETCH_ERRORS = {
  users: 'Failed to fetch users',
  analysisDocuments: 'Failed to fetch analysis documents',
  analysisResults: 'Failed to fetch analysis results',
  serviceOrders: 'Failed to fetch service orders',
  services: 'Failed to fetch services',
  adminUsers: 'Failed to fetch admin users',
  bookings: 'Failed to fetch bookings',
  dataDeletionRequests: 'Failed to fetch data deletion requests',
  auditLog: 'Failed to fetch the audit log',
} as const;

export type AdminListingName = keyof typeof ADMIN_FETCH_ERRORS;

/** A tab title carrying its count, e.g. 'Users (1,204)'. */
export function adminTabTitle(label: string, count: number | null | undefined): string {
  return count === null || count === undefined
    ? label
    : `${label} (${count.toLocaleString('en-US')})`;
}

export function verifiedLabel(verified: boolean): 'Verified' | 'Unverified' {
  return verified ? 'Verified' : 'Unverified';
}

/** An optional value, or 'None' when there is none. */
export function orNone(value: string | null | undefined): string {
  return value && value.trim() ? value : 'None';
}

export function descriptionOrDefault(text: string | null | undefined): string {
  return text && text.trim() ? text : 'No description';
}

export type StatusTone = 'green' | 'yellow' | 'red';

/** Document status colours: completed green, pending yellow, anything else red. */
export function documentStatusTone(status: string): StatusTone {
  if (status === 'completed') return 'green';
  if (status === 'pending') return 'yellow';
  return 'red';
}

export interface Preview<T> {
  shown: T[];
  /** The label for what is not shown, or null when everything is. */
  more: string | null;
}

/** The first 3 tags, then '+N'. */
export function tagsPreview(tags: readonly string[] | null | undefined): Preview<string> {
  const all = tags ?? [];
  const rest = all.length - 3;
  return { shown: all.slice(0, 3), more: rest > 0 ? `+${rest}` : null };
}

/** The first 2 features, then '+N more'. */
export function featuresPreview(features: readonly string[] | null | undefined): Preview<string> {
  const all = features ?? [];
  const rest = all.length - 2;
  return { shown: all.slice(0, 2), more: rest > 0 ? `+${rest} more` : null };
}

/**
 * A catalogue price as stored: the exact amount and its currency (the operator checks what is
 * charged), 'Free' for the free analysis.
 */
export function customerPriceLabel(minorUnits: number, currency: string): string {
  return minorUnits === 0 ? 'Free' : formatAmountPaid(minorUnits, currency);
}

/** The payment provider's price id, or 'Not configured'. */
export function providerPriceLabel(priceId: string | null | undefined): string {
  return priceId && priceId.trim() ? priceId : 'Not configured';
}

const PAYMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  completed: 'Payment Successful',
  pending: 'Payment Pending',
  failed: 'Payment Failed',
};

/** Order status as the Orders tab shows it; unknown values as they are. */
export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status] ?? fulfilmentStatusLabel(status);
}

/**
 * An amount paid, to the cent: the Orders tab is bookkeeping, so unlike catalogue prices it keeps
 * the decimals. Amounts in another currency than USD say which.
 */
export function formatAmountPaid(minorUnits: number, currency = 'USD'): string {
  const code = (currency || 'USD').toUpperCase();
  const exact = formatExactAmount(minorUnits, code);
  // A code that is not ISO 4217 is already named by formatExactAmount.
  return code === 'USD' || exact.endsWith(` ${code}`) ? exact : `${exact} ${code}`;
}
