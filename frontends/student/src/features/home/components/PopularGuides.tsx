import { STUDENT_ROUTES, helpArticlePath, helpCategoryName } from '@redress/domain';
import { POPULAR_GUIDES } from '@redress/help-content/home';
import { Link } from '@redress/web-ui';

/** The three most popular help guides, from a small generated module: no bodies load here. */
export function PopularGuides() {
  return (
    <section className="rd-home__section" aria-labelledby="rd-home-guides-title">
      <h2 id="rd-home-guides-title" className="rd-home__section-title">
        Popular help guides
      </h2>
      <ul className="rd-home__cards">
        {POPULAR_GUIDES.map((guide) => (
          <li key={guide.slug} className="rd-home__card">
            <p className="rd-home__card-eyebrow">{helpCategoryName(guide.category)}</p>
            <h3 className="rd-home__card-title">
              <Link to={helpArticlePath(guide.slug)}>{guide.title}</Link>
            </h3>
            <p className="rd-home__card-text">{guide.summary}</p>
          </li>
        ))}
      </ul>
      <p className="rd-home__more">
        <Link to={STUDENT_ROUTES.help}>Visit the Help Center</Link>
      </p>
    </section>
  );
}
