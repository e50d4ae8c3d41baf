import faq from '../content/faq.json';
import type { FaqTab } from './types';

/** The FAQ's four tabs in display order (spec 1 §2: General, Analysis, Services, Accounts). */
export const FAQ_TABS: readonly FaqTab[] = faq;

/** The tab the home page shows. */
export function faqTab(id: string): FaqTab | undefined {
  return FAQ_TABS.find((tab) => tab.id === id);
}
