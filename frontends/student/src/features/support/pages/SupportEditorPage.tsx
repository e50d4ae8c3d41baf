import { CHECKOUT_SERVICE_IDS, STUDENT_ROUTES } from '@redress/domain';
import { Link, SiteCardSection, SiteHero, useDocumentTitle, type SiteCard } from '@redress/web-ui';
import { useServicePrices } from '../../payments';

const INCLUDED: readonly SiteCard[] = [
  {
    title: 'Document Review',
    text: 'An editor reads your appeal or complaint letter and the documents behind it: is the argument clear, is the evidence there, does it answer the policy?',
  },
  {
    title: 'Personalized Guidance',
    text: 'You receive a written report within 3 business days, with specific suggestions for your letter and your next steps.',
  },
  {
    title: '30-minute Follow-up Consultation',
    text: 'A 30-minute call with your editor to go through the report and answer your questions before you send anything.',
  },
];

/** /support-editor: the Editor Support package (spec 1 §2, spec 2 §1). */
export default function SupportEditorPage() {
  useDocumentTitle(
    'Editor Support',
    'Editor Support: a document review, personalized guidance in a written report within 3 business days and a 30-minute follow-up consultation.',
  );
  const price = useServicePrices()(CHECKOUT_SERVICE_IDS.editorSupport);
  const cost = price ? `${price}, one payment` : 'one payment';

  return (
    <div className="rd-support-editor">
      <SiteHero
        id="rd-editor-title"
        eyebrow="Support"
        title="Editor Support"
        lead={`Your letter is your case. An editor who knows how complaints and appeals are decided helps you make it clear, complete and convincing: ${cost}, no subscription.`}
        actions={
          <>
            <Link
              className="rd-button rd-button--primary rd-button--large"
              to={STUDENT_ROUTES.services}
            >
              View Services
            </Link>
            <Link
              className="rd-button rd-button--secondary rd-button--large"
              to={STUDENT_ROUTES.input}
            >
              Get a Free Document Analysis
            </Link>
          </>
        }
      />

      <SiteCardSection
        id="rd-editor-included"
        title="What's included"
        cards={INCLUDED}
        note={`The package ${price ? `costs ${price} as` : 'is'} a one-time payment, in your currency, the same as at checkout. Redress is not a law firm, and editorial help is not legal advice.`}
      />

      <section className="rd-site-cta" aria-labelledby="rd-editor-cta">
        <div className="rd-site-cta__box">
          <h2 id="rd-editor-cta" className="rd-site-cta__title">
            Start with a free document analysis
          </h2>
          <p className="rd-site-cta__text">
            The analysis finds the rules that apply and your deadlines, and drafts your letter. Then
            let an editor make it stronger.
          </p>
          <Link className="rd-button rd-button--accent rd-button--large" to={STUDENT_ROUTES.input}>
            Get a Free Document Analysis
          </Link>
        </div>
      </section>
    </div>
  );
}
