import { PRODUCT_NAME, STUDENT_ROUTES } from '@redress/domain';
import { Link } from '@redress/web-ui';

/** The Help Center's closing call to action (spec 1 §2). */
export function GetStartedCallToAction() {
  return (
    <section className="rd-help-cta" aria-labelledby="rd-help-cta-title">
      <h2 id="rd-help-cta-title" className="rd-help-cta__title">
        Experience the {PRODUCT_NAME} App in Action
      </h2>
      <p className="rd-help-cta__text">
        Describe your situation, add your university&apos;s policy and get a free analysis of your
        options in minutes. No credit card needed.
      </p>
      <Link className="rd-button rd-button--accent rd-button--large" to={STUDENT_ROUTES.input}>
        Get Started
      </Link>
    </section>
  );
}
