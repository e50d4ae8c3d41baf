import type Stripe from 'stripe';

const MAX_ID_LENGTH = 255;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH;
}

const absentOr = (value: unknown, check: (present: unknown) => boolean) =>
  value === undefined || value === null || check(value);

/** A payment method as an id, or expanded with its type. */
const isPaymentMethod = (value: unknown) =>
  typeof value === 'string' || (isObject(value) && typeof value.type === 'string');

/** The fields of a PaymentIntent the webhook service reads, each of the type it reads them as. */
function isReadablePaymentIntent(intent: Record<string, unknown>): boolean {
  return (
    isId(intent.id) &&
    absentOr(intent.metadata, isObject) &&
    absentOr(intent.amount, (amount) => typeof amount === 'number') &&
    absentOr(intent.amount_received, (amount) => typeof amount === 'number') &&
    absentOr(intent.currency, (currency) => typeof currency === 'string') &&
    absentOr(intent.payment_method, isPaymentMethod) &&
    absentOr(
      intent.payment_method_types,
      (types) => Array.isArray(types) && types.every((type) => typeof type === 'string'),
    ) &&
    absentOr(
      intent.last_payment_error,
      (error) => isObject(error) && absentOr(error.payment_method, isPaymentMethod),
    )
  );
}

/** The fields of a Charge the webhook service reads when one is refunded. */
function isReadableCharge(charge: Record<string, unknown>): boolean {
  return (
    isId(charge.id) &&
    isId(charge.payment_intent) &&
    typeof charge.amount_refunded === 'number' &&
    absentOr(charge.refunded, (refunded) => typeof refunded === 'boolean')
  );
}

/**
 * Whether a verified webhook body has the shape the webhook service relies on. The signature
 * proves who sent it, not what is in it: an event without an id, or a payment intent whose id
 * is an object, would otherwise reach the database queries and answer 500, which Stripe retries
 * for days.
 */
export function isHandleableEvent(event: unknown): event is Stripe.Event {
  if (!isObject(event) || !isId(event.id) || !isId(event.type)) return false;
  if (!isObject(event.data) || !isObject(event.data.object)) return false;
  if (event.type === 'charge.refunded') return isReadableCharge(event.data.object);
  return !event.type.startsWith('payment_intent.') || isReadablePaymentIntent(event.data.object);
}
