import { CHECKOUT_SERVICE_IDS, STUDENT_ROUTES, checkoutPath } from '@redress/domain';
import { Link, useDocumentTitle } from '@redress/web-ui';
import '../../site/site.css';

const SERVICES = [
  {
    title: 'Professional Review',
    price: '$49.99',
    text: 'A human expert reviews your case and your draft letter and sends you a written analysis with line-by-line feedback, usually within 2–3 business days.',
    action: 'Get a Professional Review',
    to: checkoutPath(CHECKOUT_SERVICE_IDS.professionalReview),
  },
  {
    title: 'Video Consultation',
    price: '$79.99',
    text: 'A 60-minute video call with an advisor to discuss your case and plan your strategy, with follow-up notes afterwards.',
    action: 'Book a Video Consultation',
    to: checkoutPath(CHECKOUT_SERVICE_IDS.videoConsultation),
  },
  {
    title: 'Mediation',
    price: '$249.99',
    text: 'A neutral third-party mediator helps you and your institution reach a resolution without a formal hearing.',
    action: 'See all services',
    to: STUDENT_ROUTES.services,
  },
];

const HOW_WE_HELP = [
  {
    title: 'Document Analysis',
    text: 'Start with the free analysis: the key issues, the policy passages that matter, your deadlines and the next steps, in a few minutes.',
  },
  {
    title: 'Expert Consultation',
    text: 'Talk your case through with an advisor who knows how complaints and appeals work in higher education, and leave with a plan.',
  },
  {
    title: 'Ongoing Support',
    text: 'Record each step you take, see your due dates and get reminders, and come back to an expert when the next decision arrives.',
  },
];

/** /support: the support services, with buttons to /services and /input (spec 1 §2). */
export default function SupportPage() {
  useDocumentTitle(
    'Support Services',
    'Human help with your complaint or appeal: a Professional Review of your case and letter, a Video Consultation with an advisor, or Mediation.',
  );

  return (
    <div className="rd-support">
      <section className="rd-site-hero" aria-labelledby="rd-support-title">
        <div className="rd-site-hero__inner">
          <p className="rd-site-hero__eyebrow">Support</p>
          <h1 id="rd-support-title" className="rd-site-hero__title">
            Support Services
          </h1>
          <p className="rd-site-hero__lead">
            The free analysis shows you where you stand. When you want a person on your side, our
            experts can review your case and your letter, talk it through with you, or help you and
            your institution reach a resolution. Pay once per service: there is no subscription.
          </p>
          <div className="rd-site-actions">
            <Link
              className="rd-button rd-button--primary rd-button--large"
              to={STUDENT_ROUTES.services}
            >
              View All Services
            </Link>
            <Link
              className="rd-button rd-button--secondary rd-button--large"
              to={STUDENT_ROUTES.input}
            >
              Start a Free Analysis
            </Link>
          </div>
        </div>
      </section>

      <section className="rd-site-section" aria-labelledby="rd-support-services">
        <h2 id="rd-support-services" className="rd-site-section__title">
          Our services
        </h2>
        <ul className="rd-site-cards">
          {SERVICES.map((service) => (
            <li key={service.title}>
              <div className="rd-site-card">
                <h3 className="rd-site-card__title">{service.title}</h3>
                <p className="rd-site-card__price">{service.price}</p>
                <p className="rd-site-card__text">{service.text}</p>
                <Link className="rd-button rd-button--primary" to={service.to}>
                  {service.action}
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <p className="rd-site-note">
          Prices are in US dollars; the checkout shows the price in your currency. Redress is not a
          law firm, and none of our services is legal advice. Need help with your documents? See{' '}
          <Link to={STUDENT_ROUTES.supportEditor}>Editor Support</Link>.
        </p>
      </section>

      <section className="rd-site-section" aria-labelledby="rd-support-how">
        <h2 id="rd-support-how" className="rd-site-section__title">
          How We Can Help
        </h2>
        <ul className="rd-site-cards">
          {HOW_WE_HELP.map((item) => (
            <li key={item.title}>
              <div className="rd-site-card">
                <h3 className="rd-site-card__title">{item.title}</h3>
                <p className="rd-site-card__text">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="rd-site-cta" aria-labelledby="rd-support-cta">
        <div className="rd-site-cta__box">
          <h2 id="rd-support-cta" className="rd-site-cta__title">
            Not sure what you need?
          </h2>
          <p className="rd-site-cta__text">
            Start with the free analysis. It shows your options, and you can add human help whenever
            you want it.
          </p>
          <Link className="rd-button rd-button--accent rd-button--large" to={STUDENT_ROUTES.input}>
            Start a Free Analysis
          </Link>
        </div>
      </section>
    </div>
  );
}
