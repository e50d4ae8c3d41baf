// The paid side's calls (spec 2 §7) through the client generated from the OpenAPI document.
// Failures become an ApiError with the server's status, code and message, because the
// pages choose their words (and toasts) by them.
import { apiClient, apiError, type Schemas } from '@redress/api-client';
import {
  DEFAULT_CURRENCY,
  isPriceCurrency,
  minorUnitsPerMajor,
  PAYMENT_TEXT,
  type PriceCurrency,
} from '@redress/domain';

export type CatalogueService = Schemas['ServiceDto'];
export type PaymentsConfig = Schemas['PaymentsConfigDto'];
export type UserLocation = Schemas['UserLocationDto'];
export type PaymentIntent = Schemas['PaymentIntentDto'];
export type Order = Schemas['OrderDto'];

export async function fetchPaymentsConfig(): Promise<PaymentsConfig> {
  const { data, error, response } = await apiClient.GET('/api/payments/config');
  if (data) return data;
  throw apiError('Failed to fetch the payment settings', response, error);
}

export async function fetchUserLocation(): Promise<UserLocation> {
  const { data, error, response } = await apiClient.GET('/api/user-location');
  if (data) return data;
  throw apiError(PAYMENT_TEXT.fetchLocationFailed, response, error);
}

export async function fetchCatalogue(currency: PriceCurrency): Promise<CatalogueService[]> {
  const { data, error, response } = await apiClient.GET('/api/services', {
    params: { query: { currency } },
  });
  if (data) return data;
  throw apiError(PAYMENT_TEXT.fetchServicesFailed, response, error);
}

export interface PaymentRequest {
  serviceId: number;
  currency: PriceCurrency;
  /** What the spec's clients send (whole units); the server ignores it and charges the catalogue price. */
  amount?: number;
  userId?: number;
  /** The student's case the service is for, when checkout started from one. */
  caseId?: number;
  /** The student's booking this pays for: the held call is booked once it is paid. */
  bookingId?: number;
}

/**
 * The request for a catalogue service as listed: its id, its currency, and (as the spec's clients
 * send it) the price in whole units, which the server ignores.
 */
export function paymentRequestFor(service: CatalogueService, userId?: number): PaymentRequest {
  const currency = isPriceCurrency(service.currency) ? service.currency : DEFAULT_CURRENCY;
  return {
    serviceId: service.id,
    currency,
    amount: Math.round(service.price / minorUnitsPerMajor(currency)),
    ...(userId !== undefined ? { userId } : {}),
  };
}

export async function createPaymentIntent(input: PaymentRequest): Promise<PaymentIntent> {
  const { data, error, response } = await apiClient.POST('/api/create-payment-intent', {
    body: input,
  });
  if (data) return data;
  throw apiError(PAYMENT_TEXT.createIntentFailed, response, error);
}

export async function fetchOrders(): Promise<Order[]> {
  const { data, error, response } = await apiClient.GET('/api/orders');
  if (data) return data;
  throw apiError('Failed to fetch your orders', response, error);
}

export async function fetchOrderByPayment(paymentIntentId: string): Promise<Order> {
  const { data, error, response } = await apiClient.GET('/api/orders/payment/{paymentIntentId}', {
    params: { path: { paymentIntentId } },
  });
  if (data) return data;
  throw apiError('Failed to fetch your order', response, error);
}

/** The review delivered for one of the student's orders, as the file the server names. */
export async function downloadReview(orderId: number): Promise<{ blob: Blob; fileName: string }> {
  const { data, error, response } = await apiClient.GET('/api/orders/{id}/review', {
    params: { path: { id: String(orderId) } },
    parseAs: 'blob',
  });
  if (!data) throw apiError('Your review could not be downloaded', response, error);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `review-order-${orderId}`;
  return { blob: data as unknown as Blob, fileName };
}
