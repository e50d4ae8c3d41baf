// `@redress/help-content/legal`: the Terms of Service and the Privacy Policy with their bodies.
import { stripFrontMatter } from './front-matter';
import { LEGAL_INDEX } from './generated/help-index';
import { LEGAL_SOURCES } from './generated/legal-sources';
import type { LegalPage, LegalSlug } from './types';

export function legalPage(slug: LegalSlug): LegalPage {
  const meta = LEGAL_INDEX.find((page) => page.slug === slug);
  if (!meta) throw new Error(`No legal page "${slug}"`);
  return { ...meta, content: stripFrontMatter(LEGAL_SOURCES[slug]).trim() };
}
