// Rules of the paid side shared by the API and the pages: currencies by visitor location, order
// statuses and how they may move, what happens after a payment, and the texts of spec 2 §8.

import { STUDENT_ROUTES } from '../site/routes';

/** Currencies the catalogue is priced in (spec 2 §9); USD is the default. */
export const PRICE_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY'] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];
export const DEFAULT_CURRENCY: PriceCurrency = 'USD';

/** The API's answer to a currency not in PRICE_CURRENCIES. */
export const UNKNOWN_CURRENCY_MESSAGE = `currency must be one of ${PRICE_CURRENCIES.join(', ')}`;

export function isPriceCurrency(value: unknown): value is PriceCurrency {
  return typeof value === 'string' && (PRICE_CURRENCIES as readonly string[]).includes(value);
}

/** Countries and territories that pay in euros (Bulgaria since 2026), and the euro microstates. */
const EURO_COUNTRIES: ReadonlySet<string> = new Set(
  (
    'AT BE BG HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES ' +
    'AD MC SM VA ME XK AX GF GP MQ RE YT BL MF PM'
  ).split(' '),
);
const COUNTRY_CURRENCIES: Readonly<Record<string, PriceCurrency>> = {
  GB: 'GBP',
  GG: 'GBP',
  JE: 'GBP',
  IM: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  CX: 'AUD',
  CC: 'AUD',
  NF: 'AUD',
  KI: 'AUD',
  NR: 'AUD',
  TV: 'AUD',
  JP: 'JPY',
};

/** The currency a visitor from `country` (ISO 3166 alpha-2) is shown; USD for anywhere else. */
export function currencyForCountry(country: string | null | undefined): PriceCurrency {
  const code = normalizeCountryCode(country);
  if (!code) return DEFAULT_CURRENCY;
  if (EURO_COUNTRIES.has(code)) return 'EUR';
  return COUNTRY_CURRENCIES[code] ?? DEFAULT_CURRENCY;
}

/**
 * A two-letter country code in upper case, or null. CDNs send placeholders for unknown places
 * (Cloudflare 'XX' and 'T1' for Tor), which name no country.
 */
export function normalizeCountryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(code) || code === 'XX' || code === 'T1' || code === 'ZZ') return null;
  return code;
}

/**
 * The region of the visitor's most preferred language that names one, from an Accept-Language
 * header: 'en-GB,en;q=0.9' → 'GB', 'fr;q=0.8, de-AT' → 'AT'. Numeric regions ('es-419') name no
 * country. Null when no tag carries a region.
 */
export function countryFromAcceptLanguage(header: string | null | undefined): string | null {
  if (!header) return null;
  const tags = header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    // Highest weight first; the header's own order breaks ties.
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of tags) {
    // language[-script][-region]: the region is the first 2-letter subtag after the language.
    const region = tag
      .split('-')
      .slice(1)
      .find((subtag) => /^[A-Za-z]{2}$/.test(subtag));
    const country = normalizeCountryCode(region);
    if (country) return country;
  }
  return null;
}

/** Order statuses (spec 2 §4), in the only direction they may move. */
export const ORDER_STATUSES = ['pending', 'failed', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const ORDER_STATUS_RANK: Readonly<Record<OrderStatus, number>> = {
  pending: 0,
  // A failed attempt can still be followed by a successful one on the same payment.
  failed: 1,
  completed: 2,
};

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Whether an order may move from `from` to `to`. Statuses only move forward (pending → failed →
 * completed), so a late or replayed event never undoes a later one: a payment that succeeded
 * stays completed whatever failure notice arrives after it.
 */
export function canMoveOrderStatus(from: string, to: OrderStatus): boolean {
  if (!isOrderStatus(from)) return false;
  return ORDER_STATUS_RANK[to] > ORDER_STATUS_RANK[from];
}

/** The statuses an order may be in for a move to `to` to apply. */
export function orderStatusesBefore(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((status) => canMoveOrderStatus(status, to));
}

/** How an order's status reads (spec 2 §4); an unknown status shows as it is. */
export function orderStatusLabel(status: string): string {
  switch (status) {
    case 'completed':
      return 'Payment Successful';
    case 'pending':
      return 'Payment Pending';
    case 'failed':
      return 'Payment Failed';
    default:
      return status;
  }
}

/** The checkout of one service (spec 1 §9: ids 19 and 20 are linked from the support pages). */
export const CHECKOUT_SERVICE_IDS = {
  professionalReview: 19,
  videoConsultation: 20,
  mediation: 21,
  editorSupport: 22,
} as const;

export function checkoutPath(serviceId: number | string): string {
  return `${STUDENT_ROUTES.checkout}?serviceId=${encodeURIComponent(String(serviceId))}`;
}

export interface OrderNextStep {
  text: string;
  action?: { label: string; to: string };
}

/** What happens after a payment, by the service's type and the order's status. */
export function orderNextStep(order: {
  status: string;
  serviceType: string;
  serviceId: number;
  /** The case the order is for: the booking it leads to is then tied to that case too. */
  caseId?: number | null;
}): OrderNextStep {
  if (order.status === 'pending') {
    return {
      text: 'We are waiting for the card provider to confirm your payment. This usually takes a few seconds, and this page updates by itself.',
    };
  }
  if (order.status === 'failed') {
    return {
      text: 'Your payment did not go through and you have not been charged. You can try again, with another card if needed.',
      action: { label: 'Try Again', to: checkoutPath(order.serviceId) },
    };
  }
  if (order.status !== 'completed') {
    return { text: 'We will e-mail you as soon as there is news about your order.' };
  }
  const booking = {
    label: 'Book your consultation',
    to: order.caseId ? `${STUDENT_ROUTES.booking}?caseId=${order.caseId}` : STUDENT_ROUTES.booking,
  };
  switch (order.serviceType) {
    case 'review':
      return {
        text: 'Your review arrives within 2–3 business days: an expert reads your case and your letter and sends written, line-by-line feedback by e-mail.',
      };
    case 'consultation':
      return {
        text: 'Now book your consultation: choose a day and time that suits you, and an advisor will meet you by video.',
        action: booking,
      };
    case 'editor':
      return {
        text: 'Your written report arrives within 3 business days. Book your 30-minute follow-up consultation for after you have read it.',
        action: booking,
      };
    case 'mediation':
      return {
        text: 'A mediator will contact you by e-mail to prepare the mediation with you.',
      };
    default:
      return { text: 'We will e-mail you with the next steps.' };
  }
}

/** Texts of the payment pages and their toasts (spec 2 §5, §7 and §8). */
export const PAYMENT_TEXT = {
  paymentFailed: 'Payment Failed',
  paymentError: 'Payment Error',
  unexpectedError: 'An unexpected error occurred',
  setupFailed: 'Payment Setup Failed',
  setupFailedFallback: 'Failed to initialize payment',
  selectionRequired: 'Selection Required',
  selectionRequiredText: 'Please select a service before proceeding',
  notConfigured: 'Card payments are not configured on this server',
  // What a student reads when card payments are off: no talk of servers, and what still works.
  unavailableTitle: 'Paid services cannot be bought online right now',
  unavailable:
    'The free analysis works as usual, and calls marked "pay later" can still be booked now and paid afterwards.',
  unavailableButton: 'Not available yet',
  signInToBuy: 'Sign in to buy',
  createIntentFailed: 'Failed to create payment intent',
  fetchServicesFailed: 'Failed to fetch services',
  fetchLocationFailed: 'Failed to fetch user location',
  payNow: 'Pay Now',
  processing: 'Processing...',
  proceed: 'Proceed to Payment',
  selectDifferent: 'Select Different Service',
  loadingServices: 'Loading services...',
} as const;
