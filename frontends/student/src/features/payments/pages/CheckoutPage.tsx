import { BOOKING_PAYMENT_TEXT, PAYMENT_TEXT, STUDENT_ROUTES } from '@redress/domain';
import {
  Link,
  PageSection,
  Spinner,
  useDocumentTitle,
  useNavigate,
  useSearchParams,
} from '@redress/web-ui';
import { useEffect, useRef } from 'react';
import { paymentRequestFor, type CatalogueService } from '../api/paymentsApi';
import { HeldCallNotice } from '../components/HeldCallNotice';
import { PaymentForm } from '../components/PaymentForm';
import { PaymentsUnavailable, ServicesLoadFailed } from '../components/PaymentsNotice';
import { ServiceSummary } from '../components/ServiceSummary';
import { useCatalogue, usePaymentsConfig } from '../hooks/paymentQueries';
import { usePaymentSetup } from '../hooks/usePaymentSetup';
import './payments.css';

/** /checkout?serviceId=N (signed in): pay for one service with Stripe's Payment Element. */
export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  const [params] = useSearchParams();
  const serviceId = Number(params.get('serviceId'));
  // Set by the case pages' service links: the order then shows on that case's timeline.
  const caseId = Number(params.get('caseId')) || undefined;
  // Set by the booking page: this payment books that held call.
  const bookingId = Number(params.get('bookingId')) || undefined;
  const config = usePaymentsConfig();
  const { services, isPending } = useCatalogue();

  let body;
  if (config.isPending || isPending) {
    body = <Spinner label={PAYMENT_TEXT.loadingServices} />;
  } else if (config.data && !config.data.enabled) {
    body = <PaymentsUnavailable />;
  } else if (services.isError || !services.data) {
    body = <ServicesLoadFailed onRetry={() => void services.refetch()} />;
  } else {
    const service = services.data.find((s) => s.id === serviceId && s.price > 0);
    body =
      service && config.data?.publishableKey ? (
        <Checkout
          key={service.id}
          service={service}
          caseId={caseId}
          bookingId={bookingId}
          publishableKey={config.data.publishableKey}
        />
      ) : (
        <NoServiceChosen />
      );
  }

  return (
    <PageSection narrow labelledBy="rd-checkout-title">
      <header className="rd-pay__header">
        <h1 id="rd-checkout-title" className="rd-page__title">
          Checkout
        </h1>
      </header>
      {body}
    </PageSection>
  );
}

function Checkout({
  service,
  caseId,
  bookingId,
  publishableKey,
}: {
  service: CatalogueService;
  caseId?: number;
  bookingId?: number;
  publishableKey: string;
}) {
  const navigate = useNavigate();
  const setup = usePaymentSetup();
  const started = useRef(false);
  const { start } = setup;

  const begin = () =>
    void start({
      ...paymentRequestFor(service),
      ...(caseId ? { caseId } : {}),
      ...(bookingId ? { bookingId } : {}),
    });

  // Paying for a held call, the way back is the booking page (another time, another call).
  const elsewhere = bookingId ? STUDENT_ROUTES.booking : STUDENT_ROUTES.services;

  // The service is chosen by the link: payment setup starts at once, one time.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    begin();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="rd-panel rd-pay">
      <ServiceSummary service={service} />
      {bookingId ? <HeldCallNotice bookingId={bookingId} /> : null}
      {setup.intent ? (
        <PaymentForm
          publishableKey={publishableKey}
          clientSecret={setup.intent.clientSecret}
          onSelectDifferent={() => void navigate(elsewhere)}
        />
      ) : setup.pending ? (
        <Spinner label="Preparing your payment…" />
      ) : (
        <div className="rd-pay__actions">
          <button type="button" className="rd-button rd-button--accent" onClick={begin}>
            {PAYMENT_TEXT.proceed}
          </button>
          <Link className="rd-button rd-button--secondary" to={elsewhere}>
            {bookingId ? BOOKING_PAYMENT_TEXT.pickAnotherTime : PAYMENT_TEXT.selectDifferent}
          </Link>
        </div>
      )}
    </div>
  );
}

function NoServiceChosen() {
  return (
    <section className="rd-panel rd-pay__off" role="status">
      <h2 className="rd-pay__off-title">{PAYMENT_TEXT.selectionRequired}</h2>
      <p className="rd-pay__muted">{PAYMENT_TEXT.selectionRequiredText}</p>
      <Link className="rd-button rd-button--primary" to={STUDENT_ROUTES.services}>
        See our services
      </Link>
    </section>
  );
}
