import {
  checkoutPath,
  loginPathFor,
  PAYMENT_TEXT,
  servicePriceLabel,
  STUDENT_ROUTES,
} from '@redress/domain';
import { Link, PageSection, Spinner, useAuth, useDocumentTitle } from '@redress/web-ui';
import { PaymentsUnavailable, ServicesLoadFailed } from '../components/PaymentsNotice';
import { useCatalogue, usePaymentsConfig } from '../hooks/paymentQueries';
import './payments.css';

const UNAVAILABLE_NOTICE_ID = 'rd-services-unavailable';

/**
 * /services: the catalogue in the visitor's currency, each with its checkout. Visitors see it
 * too and are asked to sign in at Buy; with card payments off, Buy is disabled and the page says
 * what still works.
 */
export default function ServicesPage() {
  useDocumentTitle('Services');
  const { services, isPending } = useCatalogue();
  const config = usePaymentsConfig();
  const { isAuthenticated } = useAuth();
  const paymentsOff = config.data?.enabled === false;

  return (
    <PageSection labelledBy="rd-services-page-title">
      <header className="rd-pay__header">
        <h1 id="rd-services-page-title" className="rd-page__title">
          Services
        </h1>
        <p className="rd-page__lead">
          The analysis is free. When you would like a person to help with your case, choose a
          service: you pay once per service, with no subscription.
        </p>
      </header>
      {paymentsOff ? <PaymentsUnavailable id={UNAVAILABLE_NOTICE_ID} /> : null}
      {isPending ? (
        <Spinner label={PAYMENT_TEXT.loadingServices} />
      ) : services.isError || !services.data ? (
        <ServicesLoadFailed onRetry={() => void services.refetch()} />
      ) : (
        <ul className="rd-catalogue">
          {services.data.map((service) => (
            <li key={service.id} className="rd-catalogue__card">
              <h2 className="rd-catalogue__name">{service.name}</h2>
              <p className="rd-catalogue__price">
                {servicePriceLabel(service.price, service.currency)}
              </p>
              <p className="rd-catalogue__description">{service.description}</p>
              {service.features.length > 0 ? (
                <ul className="rd-pay__features">
                  {service.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              ) : null}
              {service.price > 0 && paymentsOff ? (
                <button
                  type="button"
                  className="rd-button rd-button--accent rd-catalogue__buy"
                  disabled
                  aria-label={`Buy ${service.name}`}
                  aria-describedby={UNAVAILABLE_NOTICE_ID}
                >
                  {PAYMENT_TEXT.unavailableButton}
                </button>
              ) : service.price > 0 ? (
                <Link
                  className="rd-button rd-button--accent rd-catalogue__buy"
                  to={
                    isAuthenticated
                      ? checkoutPath(service.id)
                      : loginPathFor(checkoutPath(service.id))
                  }
                  aria-label={`Buy ${service.name}`}
                >
                  {isAuthenticated ? 'Buy' : PAYMENT_TEXT.signInToBuy}
                </Link>
              ) : (
                <Link
                  className="rd-button rd-button--secondary rd-catalogue__buy"
                  to={STUDENT_ROUTES.input}
                >
                  Start a Free Analysis
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
