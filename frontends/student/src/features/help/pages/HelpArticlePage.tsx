import {
  HELP_TEXTS,
  RESULT_PREVIEW_LENGTH,
  STUDENT_ROUTES,
  formatDisplayDate,
  helpArticlePath,
  helpCategoryName,
  relatedArticles,
} from '@redress/domain';
import { fillSupportEmail } from '@redress/help-content';
import { findHelpArticle } from '@redress/help-content/articles';
import { Link, PageSection, useDocumentTitle, useParams, useSiteConfig } from '@redress/web-ui';
import { ArticleCard } from '../components/ArticleCard';
import { MarkdownContent } from '../components/MarkdownContent';
import { ShareButton } from '../components/ShareButton';
import { SEARCHABLE_ARTICLES } from '../searchableArticles';
import './help.css';

/** /help/{slug}: one article, with Share and related articles; no sign-in needed. */
export default function HelpArticlePage() {
  const { slug = '' } = useParams();
  const article = findHelpArticle(slug);
  useDocumentTitle(article?.title ?? HELP_TEXTS.notFoundTitle, article?.summary);
  const supportEmail = useSiteConfig()?.supportEmail ?? null;
  if (!article) return <ArticleNotFound />;

  const related = relatedArticles(SEARCHABLE_ARTICLES, article.slug);
  return (
    <PageSection labelledBy="rd-article-title">
      <div className="rd-article">
        <Link className="rd-article__back" to={STUDENT_ROUTES.help}>
          <span aria-hidden="true">←</span> Back to all articles
        </Link>
        <header className="rd-article__header">
          <p className="rd-article__category">{helpCategoryName(article.category)}</p>
          <h1 id="rd-article-title" className="rd-page__title rd-article__title">
            {article.title}
          </h1>
          <div className="rd-article__meta">
            <p className="rd-article__updated">
              Updated{' '}
              <time dateTime={article.updated}>{formatDisplayDate(article.updated, 'UTC')}</time>
            </p>
            <ShareButton path={helpArticlePath(article.slug)} title={article.title} />
          </div>
        </header>

        <MarkdownContent source={fillSupportEmail(article.content, supportEmail)} />

        {related.length > 0 ? (
          <section className="rd-article__related" aria-labelledby="rd-related-title">
            <h2 id="rd-related-title" className="rd-help__section-title">
              Related Articles
            </h2>
            <ul className="rd-help__cards">
              {related.map((other) => (
                <li key={other.slug}>
                  <ArticleCard
                    slug={other.slug}
                    title={other.title}
                    category={other.category}
                    preview={other.content}
                    previewLength={RESULT_PREVIEW_LENGTH}
                  />
                </li>
              ))}
            </ul>
            <Link className="rd-button rd-button--primary" to={STUDENT_ROUTES.help}>
              View All Help Articles
            </Link>
          </section>
        ) : null}
      </div>
    </PageSection>
  );
}

function ArticleNotFound() {
  return (
    <PageSection narrow labelledBy="rd-article-missing-title">
      <div className="rd-panel rd-not-found">
        <h1 id="rd-article-missing-title" className="rd-page__title">
          {HELP_TEXTS.notFoundTitle}
        </h1>
        <p className="rd-page__lead">{HELP_TEXTS.notFound}</p>
        <Link className="rd-button rd-button--primary" to={STUDENT_ROUTES.help}>
          Go to Help Center
        </Link>
      </div>
    </PageSection>
  );
}
