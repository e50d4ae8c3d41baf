import { TestSmtpServer } from './auth-fixture';
import { DatabaseKind, RunningApp, TestDatabase, createTestDatabase, startApp } from './harness';
import { StripeStandIn, TEST_STRIPE_KEYS } from './stripe-fixture';

/** The operator's address the paid app notifies (ADMIN_NOTIFY_EMAIL). */
export const OPERATOR_NOTIFY_EMAIL = 'operator@example.org';

/** The app with card payments (the local Stripe stand-in), real SMTP and operator notices. */
export interface PaidApp {
  database: TestDatabase;
  running: RunningApp;
  smtp: TestSmtpServer;
  stripe: StripeStandIn;
  close(): Promise<void>;
}

export async function startPaidApp(kind: DatabaseKind): Promise<PaidApp> {
  const database = await createTestDatabase(kind);
  const smtp = await new TestSmtpServer().start();
  const stripe = await new StripeStandIn().start();
  const running = await startApp({
    ...database.env,
    SMTP_URL: smtp.url,
    ADMIN_NOTIFY_EMAIL: OPERATOR_NOTIFY_EMAIL,
    ...TEST_STRIPE_KEYS,
    STRIPE_API_URL: stripe.url,
  });
  return {
    database,
    running,
    smtp,
    stripe,
    async close() {
      await running.close();
      await stripe.stop();
      await smtp.stop();
      await database.drop();
    },
  };
}
