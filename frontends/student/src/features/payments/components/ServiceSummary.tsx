import { formatPrice } from '@redress/domain';
import type { CatalogueService } from '../api/paymentsApi';

/** The chosen service: its name, description, what it includes and its price. */
export function ServiceSummary({ service }: { service: CatalogueService }) {
  return (
    <section className="rd-pay__summary" aria-labelledby="rd-pay-service-name">
      <div className="rd-pay__summary-head">
        <h2 id="rd-pay-service-name" className="rd-pay__service-name">
          {service.name}
        </h2>
        <p
          className="rd-pay__price"
          aria-label={`Price: ${formatPrice(service.price, service.currency)}`}
        >
          {formatPrice(service.price, service.currency)}
        </p>
      </div>
      <p className="rd-pay__description">{service.description}</p>
      {service.features.length > 0 ? (
        <ul className="rd-pay__features">
          {service.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
