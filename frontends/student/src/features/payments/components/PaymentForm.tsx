import { PAYMENT_TEXT, STUDENT_ROUTES } from '@redress/domain';
import { toast } from '@redress/web-ui';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { useMemo, useState, type FormEvent } from 'react';
import { stripeFor } from './stripeLoader';

const APPEARANCE: StripeElementsOptions['appearance'] = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#1d3b5f',
    colorDanger: '#b42318',
    borderRadius: '10px',
    fontFamily: 'Inter, system-ui, sans-serif',
  },
};

/** Where Stripe sends the customer after confirming (spec 2 §7: {origin}/payment-success). */
export function paymentReturnUrl(): string {
  return `${window.location.origin}${STUDENT_ROUTES.paymentSuccess}`;
}

/**
 * The card form: Stripe's Payment Element for one PaymentIntent, 'Pay Now' ('Processing...' while
 * busy) and 'Select Different Service'. A new client secret is a new form.
 */
export function PaymentForm({
  publishableKey,
  clientSecret,
  onSelectDifferent,
}: {
  publishableKey: string;
  clientSecret: string;
  onSelectDifferent: () => void;
}) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const options = useMemo<StripeElementsOptions>(
    () => ({ clientSecret, appearance: APPEARANCE }),
    [clientSecret],
  );
  return (
    <Elements key={clientSecret} stripe={stripe} options={options}>
      <PaymentFields onSelectDifferent={onSelectDifferent} />
    </Elements>
  );
}

function PaymentFields({ onSelectDifferent }: { onSelectDifferent: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    try {
      // On success Stripe takes the browser to the return address; only failures come back here.
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: paymentReturnUrl() },
      });
      if (error.type === 'card_error' || error.type === 'validation_error') {
        toast({
          title: PAYMENT_TEXT.paymentFailed,
          description: error.message ?? PAYMENT_TEXT.unexpectedError,
          variant: 'destructive',
        });
      } else {
        toast({
          title: PAYMENT_TEXT.paymentError,
          description: error.message || PAYMENT_TEXT.unexpectedError,
          variant: 'destructive',
        });
      }
    } catch (error) {
      toast({
        title: PAYMENT_TEXT.paymentError,
        description: (error instanceof Error && error.message) || PAYMENT_TEXT.unexpectedError,
        variant: 'destructive',
      });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form className="rd-pay__form" onSubmit={(event) => void pay(event)} aria-label="Card payment">
      <div className="rd-pay__element">
        <PaymentElement options={{ layout: 'tabs' }} />
      </div>
      <div className="rd-pay__actions">
        <button
          type="submit"
          className="rd-button rd-button--accent rd-button--large"
          disabled={!stripe || !elements || processing}
          aria-busy={processing}
        >
          {processing ? PAYMENT_TEXT.processing : PAYMENT_TEXT.payNow}
        </button>
        <button
          type="button"
          className="rd-button rd-button--secondary"
          onClick={onSelectDifferent}
          disabled={processing}
        >
          {PAYMENT_TEXT.selectDifferent}
        </button>
      </div>
    </form>
  );
}
