import { checkoutPath, formatPrice, PAYMENT_TEXT, STUDENT_ROUTES } from '@redress/domain';
import { Link, PageSection, Spinner, useDocumentTitle } from '@redress/web-ui';
import { ServicesLoadFailed } from '../components/PaymentsNotice';
import { useCatalogue, usePaymentsConfig } from '../hooks/paymentQueries';
import './payments.css';

/** /services (signed in): the catalogue in the visitor's currency, each with its checkout. */
export default function ServicesPage() {
  useDocumentTitle('Services');
  const { services, isPending } = useCatalogue();
  const config = usePaymentsConfig();

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
      {config.data && !config.data.enabled ? (
        <p className="rd-pay__notice" role="status">
          {config.data.message ?? PAYMENT_TEXT.notConfigured}
        </p>
      ) : null}
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
                {service.price > 0 ? formatPrice(service.price, service.currency) : 'Free'}
              </p>
              <p className="rd-catalogue__description">{service.description}</p>
              {service.features.length > 0 ? (
                <ul className="rd-pay__features">
                  {service.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              ) : null}
              {service.price > 0 ? (
                <Link
                  className="rd-button rd-button--accent rd-catalogue__buy"
                  to={checkoutPath(service.id)}
                  aria-label={`Buy ${service.name}`}
                >
                  Buy
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
