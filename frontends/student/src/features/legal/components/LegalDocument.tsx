import { fillSupportEmail, type LegalSlug } from '@redress/help-content';
import { legalPage } from '@redress/help-content/legal';
import { PageSection, useDocumentTitle, useSiteConfig } from '@redress/web-ui';
import { useEffect } from 'react';
import { MarkdownContent } from '../../help';
import './legal.css';

/** A legal page from its Markdown (libs/help-content/content/legal), opened at the top. */
export function LegalDocument({ slug, description }: { slug: LegalSlug; description: string }) {
  const page = legalPage(slug);
  useDocumentTitle(page.title, description);
  const supportEmail = useSiteConfig()?.supportEmail ?? null;
  useEffect(() => {
    // Spec 2 §2: the page scrolls to the top on open, even when reached by an in-page link.
    window.scrollTo(0, 0);
  }, [slug]);

  return (
    <PageSection labelledBy={`rd-legal-${slug}-title`}>
      <article className="rd-legal">
        <h1 id={`rd-legal-${slug}-title`} className="rd-page__title">
          {page.title}
        </h1>
        <MarkdownContent source={fillSupportEmail(page.content, supportEmail)} />
      </article>
    </PageSection>
  );
}
