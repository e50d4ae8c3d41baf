import { helpArticlePath, helpCategoryName, matchingPassage, previewOf } from '@redress/domain';
import { Link } from '@redress/web-ui';

/**
 * A help article as a card: its category, title, the start of its text (or, for a search, the
 * passage that matched with the searched words marked) and a link to it.
 */
export function ArticleCard({
  slug,
  title,
  category,
  preview,
  previewLength,
  highlight,
  headingLevel = 3,
}: {
  slug: string;
  title: string;
  category: Parameters<typeof helpCategoryName>[0];
  /** Plain text the preview is cut from. */
  preview: string;
  /** 80 on popular cards, 150 on result cards (spec 1 §9). */
  previewLength: number;
  /** The words searched for: the preview is then the passage they occur in. */
  highlight?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const path = helpArticlePath(slug);
  return (
    <article className="rd-article-card">
      <p className="rd-article-card__category">{helpCategoryName(category)}</p>
      <Heading className="rd-article-card__title">
        <Link to={path}>{title}</Link>
      </Heading>
      <p className="rd-article-card__preview">
        {highlight?.trim()
          ? matchingPassage(preview, highlight, previewLength).map((part, index) =>
              part.match ? <mark key={index}>{part.text}</mark> : part.text,
            )
          : previewOf(preview, previewLength)}
      </p>
      <Link className="rd-article-card__more" to={path} aria-label={`Read article: ${title}`}>
        Read article <span aria-hidden="true">→</span>
      </Link>
    </article>
  );
}
