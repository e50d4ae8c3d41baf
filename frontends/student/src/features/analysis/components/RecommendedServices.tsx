import { formatPrice } from '@redress/domain';
import { Link } from '@redress/web-ui';
import { useCatalogue } from '../../payments';
import './RecommendedServices.css';

/** The two services offered after an analysis (spec document 1, section 9: ids 19 and 20). */
const RECOMMENDED = [
  {
    id: 19,
    name: 'Professional Review',
    summary:
      'An expert reviews your case and your letter, with written feedback in 2–3 business days.',
  },
  {
    id: 20,
    name: 'Video Consultation',
    summary: 'A call with an advisor to talk through your case and plan your next steps.',
  },
] as const;

/** `caseId`: the case on screen, so an order placed from here shows on that case's timeline. */
export function RecommendedServices({ caseId }: { caseId?: string | number }) {
  // Prices come from the catalogue in the visitor's currency, as checkout will charge them;
  // without it the services are still offered, unpriced.
  const { data: services } = useCatalogue().services;

  return (
    <section className="rd-services" aria-labelledby="rd-services-title">
      <h2 id="rd-services-title" className="rd-panel__heading">
        Recommended Services
      </h2>
      <p className="rd-panel__lead">
        The analysis is free. If you would like a person to look at your case, we can help.
      </p>
      <ul className="rd-services__list">
        {RECOMMENDED.map((item) => {
          const service = services?.find((s) => s.id === item.id);
          return (
            <li key={item.id} className="rd-services__card">
              <h3 className="rd-services__name">{service?.name ?? item.name}</h3>
              <p className="rd-services__summary">{item.summary}</p>
              {service ? (
                <p className="rd-services__price">{formatPrice(service.price, service.currency)}</p>
              ) : null}
              <Link
                className="rd-button rd-button--secondary"
                to={`/checkout?${new URLSearchParams({
                  serviceId: String(item.id),
                  ...(caseId !== undefined ? { caseId: String(caseId) } : {}),
                }).toString()}`}
                aria-label={`Choose ${service?.name ?? item.name}`}
              >
                Choose
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
