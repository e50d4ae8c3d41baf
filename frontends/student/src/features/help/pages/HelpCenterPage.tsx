import {
  HELP_CATEGORIES,
  HELP_TEXTS,
  INITIAL_HELP_CENTER_STATE,
  POPULAR_PREVIEW_LENGTH,
  RESULT_PREVIEW_LENGTH,
  helpCenterReducer,
  helpResults,
  helpResultsHeading,
  popularArticles,
  showsHelpResults,
} from '@redress/domain';
import { FAQ_TABS } from '@redress/help-content';
import { useDocumentTitle, useHydrated } from '@redress/web-ui';
import { useId, useReducer, type FormEvent } from 'react';
import { ArticleCard } from '../components/ArticleCard';
import { FaqTabs } from '../components/FaqTabs';
import { GetStartedCallToAction } from '../components/GetStartedCallToAction';
import { SEARCHABLE_ARTICLES } from '../searchableArticles';
import './help.css';

/** /help: search, category filter, popular articles, the FAQ (spec 1 §2 and §4). */
export default function HelpCenterPage() {
  useDocumentTitle(
    'Help Center',
    'Guides to Redress: how the free analysis works, writing a strong description, next steps, support options and your data.',
  );
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(helpCenterReducer, INITIAL_HELP_CENTER_STATE);
  const searchId = useId();
  const results = helpResults(SEARCHABLE_ARTICLES, state);
  const popular = popularArticles(SEARCHABLE_ARTICLES);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch({ type: 'submit' });
  };

  return (
    <div className="rd-help">
      <section className="rd-help__hero" aria-labelledby="rd-help-title">
        <div className="rd-help__hero-inner">
          <p className="rd-help__eyebrow">Help Center</p>
          <h1 id="rd-help-title" className="rd-help__title">
            {HELP_TEXTS.heroTitle}
          </h1>
          <p className="rd-help__lead">
            Guides to every step of your complaint or appeal, from describing your case to reading
            your analysis and deciding what to do next.
          </p>
          <form className="rd-help__search" role="search" onSubmit={submit}>
            <label className="rd-visually-hidden" htmlFor={searchId}>
              Search help articles
            </label>
            <input
              id={searchId}
              className="rd-help__search-input"
              type="search"
              placeholder={HELP_TEXTS.searchPlaceholder}
              value={state.text}
              disabled={!hydrated}
              onChange={(event) => dispatch({ type: 'type', text: event.target.value })}
              autoComplete="off"
            />
            <button
              className="rd-button rd-button--accent rd-help__search-button"
              type="submit"
              disabled={!hydrated}
            >
              Search
            </button>
          </form>
        </div>
      </section>

      <div className="rd-help__body">
        <nav className="rd-help__categories" aria-label="Article categories">
          <ul>
            {HELP_CATEGORIES.map((category) => (
              <li key={category.id}>
                <button
                  type="button"
                  className="rd-help__category"
                  aria-pressed={!state.searching && state.category === category.id}
                  onClick={() => dispatch({ type: 'choose-category', category: category.id })}
                >
                  {category.name}
                </button>
              </li>
            ))}
          </ul>
        </nav>

        {showsHelpResults(state) ? (
          <section className="rd-help__results" aria-labelledby="rd-help-results-title">
            <div className="rd-help__results-header">
              <h2 id="rd-help-results-title" className="rd-help__section-title">
                {helpResultsHeading(state)}
              </h2>
              <button
                type="button"
                className="rd-button rd-button--secondary"
                onClick={() => dispatch({ type: 'clear' })}
              >
                Clear
              </button>
            </div>
            <p className="rd-visually-hidden" role="status">
              {results.length === 1 ? '1 article found' : `${results.length} articles found`}
            </p>
            {results.length > 0 ? (
              <ul className="rd-help__cards">
                {results.map((article) => (
                  <li key={article.slug}>
                    <ArticleCard
                      slug={article.slug}
                      title={article.title}
                      category={article.category}
                      preview={article.content}
                      previewLength={RESULT_PREVIEW_LENGTH}
                      highlight={state.searching ? state.text : undefined}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="rd-help__empty">{HELP_TEXTS.noResults}</p>
            )}
          </section>
        ) : null}

        <section className="rd-help__popular" aria-labelledby="rd-help-popular-title">
          <h2 id="rd-help-popular-title" className="rd-help__section-title">
            {HELP_TEXTS.popularTitle}
          </h2>
          <ul className="rd-help__cards">
            {popular.map((article) => (
              <li key={article.slug}>
                <ArticleCard
                  slug={article.slug}
                  title={article.title}
                  category={article.category}
                  preview={article.content}
                  previewLength={POPULAR_PREVIEW_LENGTH}
                />
              </li>
            ))}
          </ul>
        </section>

        <section className="rd-help__faq" aria-labelledby="rd-help-faq-title">
          <h2 id="rd-help-faq-title" className="rd-help__section-title">
            Frequently Asked Questions
          </h2>
          <FaqTabs tabs={FAQ_TABS} />
        </section>
      </div>

      <GetStartedCallToAction />
    </div>
  );
}
