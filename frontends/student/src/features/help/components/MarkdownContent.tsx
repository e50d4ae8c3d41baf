import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx';
import type { AnchorHTMLAttributes } from 'react';
import { Link } from '@redress/web-ui';

/** Site-relative links stay in the app (no page reload); others open in a new tab. */
function MarkdownLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('#') || href.startsWith('mailto:')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="rd-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

const OPTIONS: MarkdownToJSX.Options = {
  // Help articles and legal pages are Markdown only (content/README.md): raw HTML stays text.
  disableParsingRawHTML: true,
  forceBlock: true,
  wrapper: null,
  overrides: { a: { component: MarkdownLink } },
};

/**
 * Help articles and legal pages, rendered from their Markdown as React elements. Its look is
 * web-ui's long-form text (.rd-prose, libs/web/ui/src/styles/prose.css).
 */
export function MarkdownContent({ source }: { source: string }) {
  return (
    <div className="rd-prose">
      <Markdown options={OPTIONS}>{source}</Markdown>
    </div>
  );
}
