import { ORDER_ACTION_TEXT, PAYMENT_TEXT } from '@redress/domain';
import { AppError } from '../../common/app-error';

/** Texts of the payment routes; the ones the pages show come from spec 2 §8 via the domain lib. */
export const PAYMENT_MESSAGES = {
  notConfigured: PAYMENT_TEXT.notConfigured,
  unknownService: 'This service does not exist.',
  freeService: 'This service is free: there is nothing to pay.',
  foreignUser: 'You can only pay for your own account.',
  providerFailed: `${PAYMENT_TEXT.createIntentFailed}. The card provider could not be reached; please try again in a moment.`,
  orderNotFound: 'No such order, or it is not yours.',
  badSignature: 'The webhook signature is missing, invalid or too old.',
  malformedEvent: 'The webhook event is not in the form Stripe sends.',
} as const;

/** No STRIPE_SECRET_KEY: the paid side is off, the rest of the product works. */
export class PaymentsNotConfiguredError extends AppError {
  readonly statusCode = 503;
  constructor() {
    super(PAYMENT_MESSAGES.notConfigured, 'payments-not-configured');
  }
}

export class UnknownServiceError extends AppError {
  readonly statusCode = 404;
  constructor() {
    super(PAYMENT_MESSAGES.unknownService, 'unknown-service');
  }
}

export class FreeServiceError extends AppError {
  readonly statusCode = 400;
  constructor() {
    super(PAYMENT_MESSAGES.freeService, 'free-service');
  }
}

/** Checkout for a booking that is not the student's, of another service, paid, or released. */
export class BookingNotPayableError extends AppError {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
    code: string,
  ) {
    super(message, code);
  }
}

export class ForeignPaymentUserError extends AppError {
  readonly statusCode = 403;
  constructor() {
    super(PAYMENT_MESSAGES.foreignUser, 'forbidden');
  }
}

/** Stripe refused or could not be reached; nothing was charged. */
export class PaymentProviderError extends AppError {
  readonly statusCode = 502;
  constructor() {
    super(PAYMENT_MESSAGES.providerFailed, 'payment-provider');
  }
}

export class OrderNotFoundError extends AppError {
  readonly statusCode = 404;
  constructor() {
    super(PAYMENT_MESSAGES.orderNotFound, 'not-found');
  }
}

/** A webhook call whose Stripe-Signature does not prove it came from Stripe, just now. */
export class InvalidWebhookSignatureError extends AppError {
  readonly statusCode = 400;
  constructor() {
    super(PAYMENT_MESSAGES.badSignature, 'invalid-signature');
  }
}

/** A correctly signed webhook body that is not an event of the shape Stripe documents. */
export class MalformedWebhookEventError extends AppError {
  readonly statusCode = 400;
  constructor() {
    super(PAYMENT_MESSAGES.malformedEvent, 'malformed-event');
  }
}

/** An operator action that makes no sense for the order as it is (delivering a refunded order). */
export class OrderActionRefusedError extends AppError {
  readonly statusCode = 409;
  constructor(message: string) {
    super(message, 'refused');
  }
}

/** Another operator changed the order since this one loaded it; nothing was changed. */
export class OrderChangedError extends AppError {
  readonly statusCode = 409;
  constructor() {
    super(ORDER_ACTION_TEXT.conflict, 'conflict');
  }
}

/** A delivery, refund or note the operator must correct (an empty review, a refund too large). */
export class InvalidOrderActionError extends AppError {
  readonly statusCode = 400;
  constructor(message: string, code = 'invalid') {
    super(message, code);
  }
}

/** The delivered review of an order the student may see, when there is none (yet). */
export class DeliveryNotFoundError extends AppError {
  readonly statusCode = 404;
  constructor() {
    super('This order has no delivered review yet.', 'not-found');
  }
}
