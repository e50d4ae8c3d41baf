import { STUDENT_ROUTES } from '@redress/domain';
import { HOME_FAQ } from '@redress/help-content/home';
import { Link, useAuth, useDocumentTitle, useSiteConfig } from '@redress/web-ui';
import { FaqList } from '../../help';
import { IntroVideo } from '../components/IntroVideo';
import { ReportPreview } from '../components/ReportPreview';
import { PopularGuides } from '../components/PopularGuides';
import { ServicesOverview } from '../components/ServicesOverview';
import './home.css';

const STEPS = [
  {
    title: 'Share your situation',
    text: 'Describe what happened, point us to the relevant policy and tell us what you have tried so far.',
  },
  {
    title: 'Get clear analysis',
    text: 'Receive the key issues, best and worst cases, likely challenges and concrete next steps.',
  },
  {
    title: 'Take action',
    text: 'Turn the analysis into a draft appeal or complaint letter, or ask an expert to help.',
  },
];

export default function HomePage() {
  useDocumentTitle();
  const { isAuthenticated } = useAuth();
  const startPath = isAuthenticated ? STUDENT_ROUTES.dashboard : STUDENT_ROUTES.login;
  const videoId = useSiteConfig()?.introVideoId ?? null;

  return (
    <div className="rd-home">
      <section className="rd-home__hero" aria-labelledby="rd-home-title">
        <div className="rd-home__hero-inner rd-home__hero-inner--video">
          <div className="rd-home__hero-text">
            <p className="rd-home__eyebrow">University complaints and appeals</p>
            <h1 id="rd-home-title" className="rd-home__title">
              Stand up for your education with a clear plan
            </h1>
            <p className="rd-home__lead">
              Describe your situation and get a free, plain-language analysis of your options, then
              turn it into a well-argued appeal or complaint.
            </p>
            <div className="rd-home__actions">
              <Link className="rd-button rd-button--accent rd-button--large" to={startPath}>
                Start Now
              </Link>
              <a
                className="rd-button rd-button--ghost rd-button--large"
                href="#rd-home-steps-title"
              >
                How it works
              </a>
            </div>
            <p className="rd-home__note">Free analysis. No credit card needed.</p>
          </div>
          {/* Without a video, a still of a report keeps the hero from a blank half. The slot keeps
              the video's shape either way: the settings that name the video arrive after a
              prerendered page is taken over, and the hero must not change height when they do. */}
          <div className="rd-home__hero-media">
            {videoId ? <IntroVideo videoId={videoId} /> : <ReportPreview />}
          </div>
        </div>
      </section>

      <section className="rd-home__steps" aria-labelledby="rd-home-steps-title">
        <h2 id="rd-home-steps-title" className="rd-home__section-title">
          Three steps to a stronger case
        </h2>
        <ol className="rd-home__step-list">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rd-home__step">
              <span className="rd-home__step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="rd-home__step-title">{step.title}</h3>
              <p className="rd-home__step-text">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <ServicesOverview />
      <PopularGuides />

      <section className="rd-home__cta" aria-labelledby="rd-home-cta-title">
        <h2 id="rd-home-cta-title" className="rd-home__cta-title">
          Ready to understand where you stand?
        </h2>
        <Link className="rd-button rd-button--primary rd-button--large" to={startPath}>
          Get Started
        </Link>
      </section>

      <section className="rd-home__section rd-home__faq" aria-labelledby="rd-home-faq-title">
        <h2 id="rd-home-faq-title" className="rd-home__section-title">
          Frequently Asked Questions
        </h2>
        <FaqList items={HOME_FAQ.items} />
        <p className="rd-home__more">
          <Link to={STUDENT_ROUTES.help}>More answers in the Help Center</Link>
        </p>
      </section>
    </div>
  );
}
