import { Injectable } from '@nestjs/common';

/** What another feature does when an order's payment is confirmed or fails. */
export interface OrderPaymentListener {
  paid(orderId: number): Promise<void>;
  failed(orderId: number): Promise<void>;
}

/**
 * Features that hang something on an order (a booked call) register here at start, so the
 * webhook can tell them without the payments module knowing them. A listener's failure fails the
 * webhook delivery: Stripe sends it again, and each listener must be safe to repeat.
 */
@Injectable()
export class OrderPaymentListeners {
  private readonly listeners: OrderPaymentListener[] = [];

  register(listener: OrderPaymentListener): void {
    this.listeners.push(listener);
  }

  async paid(orderId: number): Promise<void> {
    for (const listener of this.listeners) await listener.paid(orderId);
  }

  async failed(orderId: number): Promise<void> {
    for (const listener of this.listeners) await listener.failed(orderId);
  }
}
