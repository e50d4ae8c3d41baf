import { CHECKOUT_SERVICE_IDS, STUDENT_ROUTES, checkoutPath } from '@redress/domain';
import { Link, SiteCardSection, SiteHero, useDocumentTitle, type SiteCard } from '@redress/web-ui';
import { PaymentsUnavailable, usePaymentsConfig, useServicePrices } from '../../payments';

const IDS = CHECKOUT_SERVICE_IDS;

/** The paid services, priced from the catalogue; with card payments off, what still works. */
function serviceCards(priceOf: (id: number) => string | undefined, paymentsOff: boolean) {
  const cards: SiteCard[] = [
    {
      title: 'Professional Review',
      price: priceOf(IDS.professionalReview),
      text: 'A human expert reviews your case and your draft letter and sends you a written analysis with line-by-line feedback, usually within 2–3 business days.',
      action: paymentsOff
        ? { label: 'Start a Free Analysis', to: STUDENT_ROUTES.input }
        : { label: 'Get a Professional Review', to: checkoutPath(IDS.professionalReview) },
    },
    {
      title: 'Video Consultation',
      price: priceOf(IDS.videoConsultation),
      text: 'A 60-minute video call with an advisor to discuss your case and plan your strategy, with follow-up notes afterwards.',
      action: paymentsOff
        ? { label: 'Book a call', to: STUDENT_ROUTES.booking }
        : { label: 'Book a Video Consultation', to: checkoutPath(IDS.videoConsultation) },
    },
    {
      title: 'Mediation',
      price: priceOf(IDS.mediation),
      text: 'A neutral third-party mediator helps you and your institution reach a resolution without a formal hearing.',
      action: { label: 'See all services', to: STUDENT_ROUTES.services },
    },
  ];
  return cards;
}

const HOW_WE_HELP: readonly SiteCard[] = [
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
  const priceOf = useServicePrices();
  const paymentsOff = usePaymentsConfig().data?.enabled === false;

  return (
    <div className="rd-support">
      <SiteHero
        id="rd-support-title"
        eyebrow="Support"
        title="Support Services"
        lead="The free analysis shows you where you stand. When you want a person on your side, our experts can review your case and your letter, talk it through with you, or help you and your institution reach a resolution. Pay once per service: there is no subscription."
        actions={
          <>
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
          </>
        }
      />

      {paymentsOff ? <PaymentsUnavailable /> : null}
      <SiteCardSection
        id="rd-support-services"
        title="Our services"
        cards={serviceCards(priceOf, paymentsOff)}
        note={
          <>
            Prices are in your currency, the same as at checkout. Redress is not a law firm, and
            none of our services is legal advice. Need help with your documents? See{' '}
            <Link to={STUDENT_ROUTES.supportEditor}>Editor Support</Link>.
          </>
        }
      />

      <SiteCardSection id="rd-support-how" title="How We Can Help" cards={HOW_WE_HELP} />

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
