import request from 'supertest';
import { DataSource } from 'typeorm';
import { AnalysisDocument } from '../src/modules/analysis/entities/analysis-document.entity';
import { ServiceOrder } from '../src/modules/payments/entities/service-order.entity';
import { StripeEvent } from '../src/modules/payments/entities/stripe-event.entity';
import { TestSmtpServer } from './auth-fixture';
import { OPERATOR_NOTIFY_EMAIL, PaidApp, startPaidApp } from './paid-app';
import { DATABASES, RunningApp, TestDatabase, createTestDatabase, startApp } from './harness';
import { eventually } from './queue-fixture';
import { SignedIn, signInNewUser } from './sign-in';
import { StripeStandIn, TEST_STRIPE_KEYS, paymentIntentEvent, signWebhook } from './stripe-fixture';

const NOT_CONFIGURED = 'Card payments are not configured on this server';

describe.each(DATABASES)('payments with Stripe on %s', (kind) => {
  let app: PaidApp;
  let running: RunningApp;
  let smtp: TestSmtpServer;
  let stripe: StripeStandIn;
  let buyer: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    app = await startPaidApp(kind);
    ({ running, smtp, stripe } = app);
    buyer = await signInNewUser(running.app, 'buyer');
    other = await signInNewUser(running.app, 'other');
  });

  afterAll(() => app?.close());

  const orders = () => running.app.get(DataSource).getRepository(ServiceOrder);
  const events = () => running.app.get(DataSource).getRepository(StripeEvent);

  function pay(who: SignedIn, body: Record<string, unknown>) {
    return request(running.url)
      .post('/api/create-payment-intent')
      .set('cookie', who.cookie)
      .send(body);
  }

  function deliver(payload: string, signature: string | null) {
    const call = request(running.url)
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json');
    return (signature === null ? call : call.set('stripe-signature', signature)).send(payload);
  }

  /** A fresh pending order (with its intent at the stand-in) for a webhook test. */
  async function pendingOrder(serviceId: number, currency = 'USD') {
    // A new user each time, so no earlier unpaid checkout is taken up again.
    const student = await signInNewUser(running.app, 'payer');
    const response = await pay(student, { serviceId, currency }).expect(200);
    const order = await orders().findOneByOrFail({ id: response.body.orderId });
    return { student, order, intent: stripe.intents.get(order.paymentId!)! };
  }

  it('tells the browser that payments are on, with the publishable key', async () => {
    const response = await request(running.url).get('/api/payments/config').expect(200);
    expect(response.body).toEqual({
      enabled: true,
      publishableKey: TEST_STRIPE_KEYS.STRIPE_PUBLISHABLE_KEY,
    });
  });

  describe('POST /api/create-payment-intent', () => {
    it('charges the catalogue price, not the 1 cent the client sent, with a key derived from the order', async () => {
      const before = stripe.creations().length;
      const response = await pay(buyer, {
        serviceId: 19,
        amount: 1,
        currency: 'USD',
        userId: buyer.user.id,
      }).expect(200);
      expect(response.body).toEqual({
        clientSecret: expect.stringMatching(/^pi_standin\w+_secret_\w+$/),
        orderId: expect.any(Number),
        amount: 4999,
        currency: 'USD',
      });

      const creations = stripe.creations();
      expect(creations).toHaveLength(before + 1);
      const sent = creations.at(-1)!;
      expect(sent.params).toMatchObject({
        amount: '4999',
        currency: 'usd',
        'metadata[orderId]': String(response.body.orderId),
        'metadata[serviceId]': '19',
        'metadata[userId]': String(buyer.user.id),
        'automatic_payment_methods[enabled]': 'true',
      });
      expect(sent.authorization).toBe(`Bearer ${TEST_STRIPE_KEYS.STRIPE_SECRET_KEY}`);

      const order = await orders().findOneByOrFail({ id: response.body.orderId });
      expect(order).toMatchObject({
        userId: buyer.user.id,
        serviceId: 19,
        status: 'pending',
        amount: 4999,
        currency: 'USD',
        paymentMethod: null,
      });
      expect(sent.idempotencyKey).toBe(
        `redress-order-${order.id}-${new Date(order.createdAt).getTime()}`,
      );
      const intent = stripe.intents.get(order.paymentId!)!;
      expect(intent.amount).toBe(4999);
      expect(response.body.clientSecret).toBe(intent.client_secret);
    });

    it('prices in the chosen currency; JPY has no minor unit', async () => {
      const yen = await pay(buyer, { serviceId: 20, currency: 'JPY', amount: 79.99 }).expect(200);
      expect(yen.body).toMatchObject({ amount: 12000, currency: 'JPY' });
      expect(stripe.creations().at(-1)!.params).toMatchObject({ amount: '12000', currency: 'jpy' });

      const pounds = await pay(buyer, { serviceId: 22, currency: 'GBP' }).expect(200);
      expect(pounds.body).toMatchObject({ amount: 19900, currency: 'GBP' });

      const dollars = await pay(buyer, { serviceId: 21 }).expect(200);
      expect(dollars.body).toMatchObject({ amount: 24999, currency: 'USD' });
    });

    it('continues an unpaid checkout of the same service instead of opening another order', async () => {
      const first = await pay(other, { serviceId: 19 }).expect(200);
      const creations = stripe.creations().length;
      const again = await pay(other, { serviceId: 19 }).expect(200);
      expect(again.body).toEqual(first.body);
      expect(stripe.creations()).toHaveLength(creations);
      expect(stripe.requests.at(-1)).toMatchObject({ method: 'GET' });

      // Once the intent is no longer payable (here: paid), a new checkout is a new order.
      const order = await orders().findOneByOrFail({ id: first.body.orderId });
      stripe.intents.get(order.paymentId!)!.status = 'succeeded';
      const fresh = await pay(other, { serviceId: 19 }).expect(200);
      expect(fresh.body.orderId).not.toBe(first.body.orderId);
      expect(stripe.creations()).toHaveLength(creations + 1);
    });

    it('refuses what cannot be bought, and the signed-out', async () => {
      const unknown = await pay(buyer, { serviceId: 999 }).expect(404);
      expect(unknown.body).toMatchObject({ message: 'This service does not exist.' });
      const free = await pay(buyer, { serviceId: 18 }).expect(400);
      expect(free.body.message).toBe('This service is free: there is nothing to pay.');
      await pay(buyer, { serviceId: 19, userId: other.user.id }).expect(403);
      const missing = await pay(buyer, {}).expect(400);
      expect(missing.body.message).toMatch(/serviceId must be the id of a service/);
      await pay(buyer, { serviceId: 'abc' }).expect(400);
      const currency = await pay(buyer, { serviceId: 19, currency: 'BTC' }).expect(400);
      expect(currency.body.message).toBe('currency must be one of USD, EUR, GBP, CAD, AUD, JPY');
      await request(running.url)
        .post('/api/create-payment-intent')
        .send({ serviceId: 19 })
        .expect(401);
    });

    it('leaves no order behind when Stripe refuses the intent', async () => {
      const student = await signInNewUser(running.app, 'refused');
      stripe.refuseNextCreation = {
        status: 400,
        message: 'Your account cannot currently make live charges.',
      };
      const response = await pay(student, { serviceId: 19 }).expect(502);
      expect(response.body.message).toMatch(/^Failed to create payment intent\./);
      expect(await orders().countBy({ userId: student.user.id })).toBe(0);
    });
  });

  describe('POST /api/stripe/webhook', () => {
    it('refuses tampered, wrongly signed, 301-second-old and unsigned events, changing nothing', async () => {
      const { order, intent } = await pendingOrder(19);
      const payload = paymentIntentEvent('payment_intent.succeeded', intent, 'evt_refused_1');
      const tampered = payload.replace('"amount":4999', '"amount":1');
      expect(tampered).not.toBe(payload);
      const old = Math.floor(Date.now() / 1000) - 301;

      for (const [body, signature] of [
        [tampered, signWebhook(payload)],
        [payload, signWebhook(payload, { secret: 'whsec_not0the0right0one' })],
        [payload, signWebhook(payload, { timestamp: old })],
        [payload, null],
        [payload, 't=1,v1=deadbeef'],
      ] as const) {
        const response = await deliver(body, signature).expect(400);
        expect(response.body).toMatchObject({
          message: 'The webhook signature is missing, invalid or too old.',
          code: 'invalid-signature',
        });
      }
      expect((await orders().findOneByOrFail({ id: order.id })).status).toBe('pending');
      expect(await events().countBy({ id: 'evt_refused_1' })).toBe(0);

      // The same event, signed just now, is accepted: the refusals were about the signature.
      await deliver(payload, signWebhook(payload)).expect(200);
      expect((await orders().findOneByOrFail({ id: order.id })).status).toBe('completed');
    });

    it('handles the same event delivered 5 times once: one transition, one e-mail', async () => {
      const { student, order, intent } = await pendingOrder(19);
      const payload = paymentIntentEvent(
        'payment_intent.succeeded',
        intent,
        `evt_five_${order.id}`,
      );
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => deliver(payload, signWebhook(payload))),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
      expect(answers.filter((a) => a.body.duplicate === true)).toHaveLength(4);

      const completed = await orders().findOneByOrFail({ id: order.id });
      expect(completed).toMatchObject({ status: 'completed', paymentMethod: 'card' });
      expect(await events().findBy({ paymentIntentId: intent.id })).toEqual([
        expect.objectContaining({
          id: `evt_five_${order.id}`,
          type: 'payment_intent.succeeded',
          outcome: `order ${order.id} completed`,
        }),
      ]);

      const [mail] = await eventually(
        () => smtp.to(student.user.email),
        (messages) => messages.length > 0,
      );
      expect(mail.subject).toBe('Payment received: Professional Review');
      expect(mail.text).toContain('$49.99');
      expect(mail.text).toContain('within 2–3 business days');
      // Later deliveries after the first was handled are recognised too.
      const later = await deliver(payload, signWebhook(payload)).expect(200);
      expect(later.body).toEqual({ received: true, duplicate: true });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.to(student.user.email)).toHaveLength(1);
    });

    it('ends completed when a failure is followed by a success', async () => {
      const { order, intent } = await pendingOrder(20);
      const failed = paymentIntentEvent('payment_intent.payment_failed', intent);
      await deliver(failed, signWebhook(failed)).expect(200);
      expect((await orders().findOneByOrFail({ id: order.id })).status).toBe('failed');

      const succeeded = paymentIntentEvent('payment_intent.succeeded', intent);
      await deliver(succeeded, signWebhook(succeeded)).expect(200);
      expect((await orders().findOneByOrFail({ id: order.id })).status).toBe('completed');
    });

    it('stays completed when a failure arrives after the success', async () => {
      const { order, intent } = await pendingOrder(21);
      const succeeded = paymentIntentEvent('payment_intent.succeeded', intent);
      const failed = paymentIntentEvent('payment_intent.payment_failed', intent);
      await deliver(succeeded, signWebhook(succeeded)).expect(200);
      const late = await deliver(failed, signWebhook(failed)).expect(200);
      expect(late.body).toEqual({ received: true, duplicate: false });
      expect((await orders().findOneByOrFail({ id: order.id })).status).toBe('completed');
      const recorded = await events().findOneByOrFail({ id: JSON.parse(failed).id });
      expect(recorded.outcome).toBe(`no change: order ${order.id} is completed`);
    });

    it('does not complete an order when Stripe reports another amount or currency', async () => {
      const { order, intent } = await pendingOrder(19);
      const cheaper = paymentIntentEvent('payment_intent.succeeded', { ...intent, amount: 100 });
      await deliver(cheaper, signWebhook(cheaper)).expect(200);
      const euros = paymentIntentEvent('payment_intent.succeeded', { ...intent, currency: 'eur' });
      await deliver(euros, signWebhook(euros)).expect(200);
      expect((await orders().findOneByOrFail({ id: order.id })).status).toBe('pending');

      // The operator hears of both, with what was expected and what Stripe reported.
      const reviews = await eventually(
        () =>
          smtp
            .to(OPERATOR_NOTIFY_EMAIL)
            .filter((mail) => mail.subject === `Payment needs review: order ${order.id}`),
        (messages) => messages.length === 2,
      );
      const texts = reviews.map((mail) => mail.text).sort();
      expect(texts[0]).toContain('Price of the order: $49.99');
      expect(texts.join('\n')).toContain('Stripe reported: $1.00');
      expect(texts.join('\n')).toContain('Stripe reported: €49.99');
      expect(texts[0]).toContain(`Stripe payment: ${intent.id}`);
      expect(texts[0]).toContain('left pending');
    });

    it('acknowledges events it does not handle, and payments no order knows', async () => {
      const payload = JSON.stringify({
        id: 'evt_customer_1',
        object: 'event',
        type: 'customer.created',
        data: { object: { id: 'cus_1', object: 'customer' } },
      });
      await deliver(payload, signWebhook(payload)).expect(200);
      const stranger = paymentIntentEvent('payment_intent.succeeded', {
        id: 'pi_unknown',
        amount: 500,
        currency: 'usd',
        metadata: {},
      });
      await deliver(stranger, signWebhook(stranger)).expect(200);
      expect(await events().countBy({ paymentIntentId: 'pi_unknown' })).toBe(1);
    });
  });

  describe('the user’s orders', () => {
    it('lists them newest first with the service, amount, currency, status and date', async () => {
      const { student, order, intent } = await pendingOrder(20, 'EUR');
      const succeeded = paymentIntentEvent('payment_intent.succeeded', intent);
      await deliver(succeeded, signWebhook(succeeded)).expect(200);
      await pay(student, { serviceId: 19, currency: 'EUR' }).expect(200);

      const response = await request(running.url)
        .get('/api/orders')
        .set('cookie', student.cookie)
        .expect(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).toEqual([
        expect.objectContaining({
          serviceId: 19,
          serviceName: 'Professional Review',
          status: 'pending',
          amount: 4599,
          currency: 'EUR',
        }),
        {
          id: order.id,
          serviceId: 20,
          serviceName: 'Video Consultation',
          serviceType: 'consultation',
          status: 'completed',
          amount: 7399,
          currency: 'EUR',
          paymentMethod: 'card',
          paymentId: intent.id,
          caseId: null,
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          refundedAmount: 0,
          deliveredAt: null,
          deliveryFileName: null,
          booking: null,
        },
      ]);

      const byPayment = await request(running.url)
        .get(`/api/orders/payment/${intent.id}`)
        .set('cookie', student.cookie)
        .expect(200);
      expect(byPayment.body).toMatchObject({ id: order.id, status: 'completed' });
      // Someone else's payment, or nonsense, is simply not found.
      await request(running.url)
        .get(`/api/orders/payment/${intent.id}`)
        .set('cookie', other.cookie)
        .expect(404);
      await request(running.url)
        .get('/api/orders/payment/not-an-intent')
        .set('cookie', student.cookie)
        .expect(404);
      await request(running.url).get('/api/orders').expect(401);
    });

    it("ties an order to the student's own case, which shows it on its timeline", async () => {
      const student = await signInNewUser(running.app, 'case-buyer');
      const document = await running.app.get(DataSource).getRepository(AnalysisDocument).save({
        userId: student.user.id,
        title: 'Grade appeal',
        documentType: 'Academic Policy',
        status: 'completed',
        documentUrl: 'no_document_provided',
        issueCategory: 'academic',
        actionTaken: 'notyet',
      });
      // Another student's case, or one that does not exist, is not found.
      await pay(other, { serviceId: 19, caseId: document.id }).expect(404);
      await pay(student, { serviceId: 19, caseId: 999999 }).expect(404);
      await pay(student, { serviceId: 19, caseId: 'x' }).expect(400);

      const response = await pay(student, { serviceId: 19, caseId: document.id }).expect(200);
      const order = await orders().findOneByOrFail({ id: response.body.orderId });
      expect(order.analysisDocumentId).toBe(document.id);
      const succeeded = paymentIntentEvent(
        'payment_intent.succeeded',
        stripe.intents.get(order.paymentId!)!,
      );
      await deliver(succeeded, signWebhook(succeeded)).expect(200);

      const timeline = await request(running.url)
        .get(`/api/analysis/documents/${document.id}/timeline`)
        .set('cookie', student.cookie)
        .expect(200);
      expect(timeline.body.events).toContainEqual(
        expect.objectContaining({
          type: 'order',
          title: 'Professional Review ordered',
          detail: 'Payment Successful',
        }),
      );
      const listed = await request(running.url)
        .get('/api/orders')
        .set('cookie', student.cookie)
        .expect(200);
      expect(listed.body[0]).toMatchObject({ id: order.id, caseId: document.id });
    });
  });

  it('finds the currency from the Accept-Language region, USD otherwise', async () => {
    const british = await request(running.url)
      .get('/api/user-location')
      .set('accept-language', 'en-GB,en;q=0.9')
      .expect(200);
    expect(british.body).toEqual({ country: 'GB', currency: 'GBP' });
    expect(british.headers['cache-control']).toBe('private, max-age=300');
    expect(british.headers['vary']).toBe('Accept-Language');
    // Not configured here: a CDN country header is not trusted.
    const unknown = await request(running.url)
      .get('/api/user-location')
      .set('cf-ipcountry', 'DE')
      .expect(200);
    expect(unknown.body).toEqual({ country: null, currency: 'USD' });
  });
});

describe.each(DATABASES)('payments without Stripe keys on %s', (kind) => {
  let database: TestDatabase;
  let running: RunningApp;
  let student: SignedIn;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    running = await startApp({ ...database.env, LOCATION_COUNTRY_HEADER: 'CF-IPCountry' });
    student = await signInNewUser(running.app);
  });

  afterAll(async () => {
    await running?.close();
    await database?.drop();
  });

  it('says card payments are not configured, with a 503 on the payment routes', async () => {
    const config = await request(running.url).get('/api/payments/config').expect(200);
    expect(config.body).toEqual({ enabled: false, publishableKey: null, message: NOT_CONFIGURED });
    const intent = await request(running.url)
      .post('/api/create-payment-intent')
      .set('cookie', student.cookie)
      .send({ serviceId: 19 })
      .expect(503);
    expect(intent.body).toMatchObject({ message: NOT_CONFIGURED, code: 'payments-not-configured' });
    expect(await running.app.get(DataSource).getRepository(ServiceOrder).count()).toBe(0);
    const payload = paymentIntentEvent('payment_intent.succeeded', {
      id: 'pi_1',
      amount: 4999,
      currency: 'usd',
      metadata: {},
    });
    const webhook = await request(running.url)
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signWebhook(payload))
      .send(payload)
      .expect(503);
    expect(webhook.body.message).toBe(NOT_CONFIGURED);
  });

  it('keeps the rest working: the catalogue, the orders list, the location', async () => {
    await request(running.url).get('/api/services?currency=EUR').expect(200);
    const orders = await request(running.url).get('/api/orders').set('cookie', student.cookie);
    expect(orders.status).toBe(200);
    expect(orders.body).toEqual([]);
  });

  it('trusts the configured country header over the Accept-Language region', async () => {
    const german = await request(running.url)
      .get('/api/user-location')
      .set('cf-ipcountry', 'DE')
      .set('accept-language', 'en-GB')
      .expect(200);
    expect(german.body).toEqual({ country: 'DE', currency: 'EUR' });
    expect(german.headers['vary']).toBe('Accept-Language, cf-ipcountry');
    const japanese = await request(running.url)
      .get('/api/user-location')
      .set('cf-ipcountry', 'jp')
      .expect(200);
    expect(japanese.body).toEqual({ country: 'JP', currency: 'JPY' });
    // The CDN's "unknown" falls back to the language region.
    const unknown = await request(running.url)
      .get('/api/user-location')
      .set('cf-ipcountry', 'XX')
      .set('accept-language', 'en-CA')
      .expect(200);
    expect(unknown.body).toEqual({ country: 'CA', currency: 'CAD' });
  });
});
