// Stripe's side of a payment in the browser tests: the intent as the API stand-in holds it, and
// the webhook Stripe would send about it, signed with the real SDK's generateTestHeaderString.
import Stripe from 'stripe';
import { expect, type Page } from './fixtures';
import { E2E_STRIPE_API_URL, E2E_STRIPE_KEYS } from './server-env';

export interface StandInIntent {
  id: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

/** The intent as Stripe (the stand-in) holds it: what a real webhook would describe. */
export async function intentAtStripe(page: Page, id: string): Promise<StandInIntent> {
  const response = await page.request.get(`${E2E_STRIPE_API_URL}/v1/payment_intents/${id}`, {
    headers: { authorization: `Bearer ${E2E_STRIPE_KEYS.STRIPE_SECRET_KEY}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as StandInIntent;
}

/** Posts a Stripe event about `intent` to the product's webhook, signed as Stripe signs it. */
export async function sendWebhook(
  page: Page,
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
  intent: StandInIntent,
): Promise<void> {
  const succeeded = type === 'payment_intent.succeeded';
  const payload = JSON.stringify({
    id: `evt_e2e_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        ...intent,
        object: 'payment_intent',
        status: succeeded ? 'succeeded' : 'requires_payment_method',
        amount_received: succeeded ? intent.amount : 0,
        payment_method_types: ['card'],
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: E2E_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
  });
  const response = await page.request.post('/api/stripe/webhook', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: payload,
  });
  expect(response.status()).toBe(200);
}

/** The PaymentIntent id Stripe put in the return address. */
export function returnedIntentId(page: Page): string {
  const id = new URL(page.url()).searchParams.get('payment_intent');
  expect(id).toMatch(/^pi_e2e/);
  return id!;
}
