import { PRODUCT_NAME, STUDENT_ROUTES } from '@redress/domain';
import { Link, SiteCardSection, SiteHero, useDocumentTitle, type SiteCard } from '@redress/web-ui';

const VALUES: readonly SiteCard[] = [
  {
    title: 'Every student deserves a fair hearing',
    text: 'Universities have rules for complaints and appeals, but few students know how to use them. We help you find the rules that apply and use them well.',
  },
  {
    title: 'Clear words, real rules',
    text: 'Your analysis quotes your institution’s own policy, word for word, with the section it comes from, so you can check everything we say.',
  },
  {
    title: 'Your case, your data',
    text: 'Your case is visible only to you. You can download everything we hold about you, or delete your account, at any time.',
  },
];

/** /about: Our Story (spec 1 §1 and §2), with Get Started Now to /login. */
export default function AboutPage() {
  useDocumentTitle(
    'Our Story',
    'Why Redress exists: built by a founder whose PhD studied complaint handling in higher education, to help students use their university’s own rules.',
  );

  return (
    <div className="rd-about">
      <SiteHero
        id="rd-about-title"
        eyebrow={`About ${PRODUCT_NAME}`}
        title="Our Story"
        lead={`${PRODUCT_NAME} began with a simple question: why is it so hard for a student to challenge a decision they believe is wrong?`}
      />

      <section className="rd-site-section" aria-labelledby="rd-about-origin">
        <h2 id="rd-about-origin" className="rd-site-section__title">
          Where we started
        </h2>
        <div className="rd-site-prose">
          <p>
            Our founder completed a PhD on complaint handling in higher education. Years of research
            into how universities and colleges deal with complaints and appeals showed the same
            pattern again and again: the procedures exist, but they are long, scattered across
            documents and written for administrators. Students with a good case missed deadlines,
            argued the wrong points or gave up before they started.
          </p>
          <p>
            {PRODUCT_NAME} turns that research into practical help. You describe what happened and
            point us to your institution&apos;s policy. We read the policy against your situation
            and show you the key issues, the rules that matter, your deadlines and the steps you can
            take, then help you draft the letter. When you want a person on your side, our experts
            can review your case, talk it through with you or mediate.
          </p>
          <p>
            We help students and their advisors everywhere with admission appeals, appeals about
            academic decisions and complaints about services such as housing, financial aid and
            disability support. {PRODUCT_NAME} is not a law firm, and our analysis is not legal
            advice: it helps you understand and use your institution&apos;s own rules.
          </p>
        </div>
      </section>

      <SiteCardSection id="rd-about-values" title="What we believe" cards={VALUES} />

      <section className="rd-site-section" aria-labelledby="rd-about-trust">
        <h2 id="rd-about-trust" className="rd-site-section__title">
          Your information is safe with us
        </h2>
        <p className="rd-site-section__lead">
          Everything you send travels encrypted, we follow GDPR-compliant practices, and you sign in
          with Google or a single-use email link, so there is no password to steal. Read how we{' '}
          <Link to="/help/data-security">keep your data secure</Link>.
        </p>
      </section>

      <section className="rd-site-cta" aria-labelledby="rd-about-cta">
        <div className="rd-site-cta__box">
          <h2 id="rd-about-cta" className="rd-site-cta__title">
            Ready to understand where you stand?
          </h2>
          <p className="rd-site-cta__text">
            Your first analysis is free and takes a few minutes. No credit card needed.
          </p>
          <Link className="rd-button rd-button--accent rd-button--large" to={STUDENT_ROUTES.login}>
            Get Started Now
          </Link>
        </div>
      </section>
    </div>
  );
}
