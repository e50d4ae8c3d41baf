import { STUDENT_ROUTES } from '@redress/domain';
import { Link } from '@redress/web-ui';

const SERVICES = [
  {
    title: 'Free Analysis',
    text: 'Key issues, the policy passages that apply, best and worst case, deadlines and next steps. Up to 3 a day, no credit card.',
  },
  {
    title: 'Draft Letter',
    text: 'Turn your analysis into an appeal or complaint letter you can edit, copy and download as Word or PDF.',
  },
  {
    title: 'Professional Review',
    text: 'A human expert reviews your case and your letter and sends line-by-line feedback within 2–3 business days.',
  },
  {
    title: 'Video Consultation and Mediation',
    text: 'Plan your strategy with an advisor in a 60-minute call, or resolve things with your institution through a neutral mediator.',
  },
];

/** What Redress offers, free and paid. */
export function ServicesOverview() {
  return (
    <section className="rd-home__section" aria-labelledby="rd-home-services-title">
      <h2 id="rd-home-services-title" className="rd-home__section-title">
        Help at every stage
      </h2>
      <ul className="rd-home__cards rd-home__cards--four">
        {SERVICES.map((service) => (
          <li key={service.title} className="rd-home__card">
            <h3 className="rd-home__card-title">{service.title}</h3>
            <p className="rd-home__card-text">{service.text}</p>
          </li>
        ))}
      </ul>
      <p className="rd-home__more">
        <Link to={STUDENT_ROUTES.support}>Explore our support services</Link>
      </p>
    </section>
  );
}
