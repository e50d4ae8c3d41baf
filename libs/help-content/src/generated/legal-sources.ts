// Generated from libs/help-content/content by `npm run help:generate`. Do not edit: change the
// Markdown and run the command again (a unit test fails while this file is out of date).
import type { LegalSlug } from '../types';
import legalPrivacy from '../../content/legal/privacy.md';
import legalTerms from '../../content/legal/terms.md';

/** The raw Markdown of each file, front matter included, by slug. */
export const LEGAL_SOURCES: Readonly<Record<LegalSlug, string>> = {
  'privacy': legalPrivacy,
  'terms': legalTerms,
};
