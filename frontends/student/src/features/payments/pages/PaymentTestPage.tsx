import { formatPrice, loginPathFor, PAYMENT_TEXT, STUDENT_ROUTES } from '@redress/domain';
import {
  PageSection,
  Spinner,
  toast,
  useAuth,
  useDocumentTitle,
  useNavigate,
} from '@redress/web-ui';
import { useId, useState } from 'react';
import { paymentRequestFor } from '../api/paymentsApi';
import { PaymentForm } from '../components/PaymentForm';
import { PaymentsUnavailable, ServicesLoadFailed } from '../components/PaymentsNotice';
import { ServiceSummary } from '../components/ServiceSummary';
import { useCatalogue, usePaymentsConfig } from '../hooks/paymentQueries';
import { usePaymentSetup } from '../hooks/usePaymentSetup';
import './payments.css';

/**
 * /payment-test (spec 2 §2): pick a service, 'Proceed to Payment', pay with the card form;
 * 'Select Different Service' starts over. Visitors may look; paying needs an account.
 */
export default function PaymentTestPage() {
  useDocumentTitle('Payment Test');
  const config = usePaymentsConfig();
  const { services, isPending } = useCatalogue();
  const { user, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const setup = usePaymentSetup();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const listLabel = useId();

  const paid = services.data?.filter((service) => service.price > 0) ?? [];
  const selected = paid.find((service) => service.id === selectedId) ?? null;

  const choose = (id: number) => {
    // Another service needs another payment: the previous client secret is dropped.
    setup.reset();
    setSelectedId(id);
  };

  const proceed = () => {
    if (!selected) {
      toast({
        title: PAYMENT_TEXT.selectionRequired,
        description: PAYMENT_TEXT.selectionRequiredText,
        variant: 'destructive',
      });
      return;
    }
    if (!isAuthenticated || !user) {
      void navigate(loginPathFor(STUDENT_ROUTES.paymentTest));
      return;
    }
    void setup.start(paymentRequestFor(selected, Number(user.id)));
  };

  const startOver = () => {
    setup.reset();
    setSelectedId(null);
  };

  let body;
  if (config.isPending || isPending) {
    body = <Spinner label={PAYMENT_TEXT.loadingServices} />;
  } else if (config.data && !config.data.enabled) {
    body = <PaymentsUnavailable />;
  } else if (services.isError || !services.data) {
    body = <ServicesLoadFailed onRetry={() => void services.refetch()} />;
  } else {
    body = (
      <div className="rd-panel rd-pay">
        {!setup.intent ? (
          <fieldset className="rd-pay__choices" aria-describedby={listLabel}>
            <legend className="rd-pay__legend">Choose a service</legend>
            <p id={listLabel} className="rd-pay__muted">
              Each service is paid once; the price is in your currency.
            </p>
            {paid.map((service) => (
              <label key={service.id} className="rd-pay__choice">
                <input
                  type="radio"
                  name="service"
                  value={service.id}
                  checked={selectedId === service.id}
                  onChange={() => choose(service.id)}
                />
                <span className="rd-pay__choice-name">{service.name}</span>
                <span className="rd-pay__choice-price">
                  {formatPrice(service.price, service.currency)}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {selected ? <ServiceSummary service={selected} /> : null}
        {setup.intent && config.data?.publishableKey ? (
          <PaymentForm
            publishableKey={config.data.publishableKey}
            clientSecret={setup.intent.clientSecret}
            onSelectDifferent={startOver}
          />
        ) : (
          <div className="rd-pay__actions">
            <button
              type="button"
              className="rd-button rd-button--accent rd-button--large"
              onClick={proceed}
              disabled={setup.pending}
            >
              {setup.pending ? PAYMENT_TEXT.processing : PAYMENT_TEXT.proceed}
            </button>
          </div>
        )}
      </div>
    );
  }

  return (
    <PageSection narrow labelledBy="rd-payment-test-title">
      <header className="rd-pay__header">
        <h1 id="rd-payment-test-title" className="rd-page__title">
          Payment Test
        </h1>
        <p className="rd-page__lead">Choose a service and pay for it by card.</p>
      </header>
      {body}
    </PageSection>
  );
}
