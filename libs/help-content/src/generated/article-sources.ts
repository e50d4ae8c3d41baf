// Generated from libs/help-content/content by `npm run help:generate`. Do not edit: change the
// Markdown and run the command again (a unit test fails while this file is out of date).
import articlesActionsTakenMeaning from '../../content/articles/actions-taken-meaning.md';
import articlesAiAnalysisTime from '../../content/articles/ai-analysis-time.md';
import articlesAiCapabilities from '../../content/articles/ai-capabilities.md';
import articlesDataDeletion from '../../content/articles/data-deletion.md';
import articlesDataSecurity from '../../content/articles/data-security.md';
import articlesHowRedressWorks from '../../content/articles/how-redress-works.md';
import articlesInterpretRecommendations from '../../content/articles/interpret-recommendations.md';
import articlesNextSteps from '../../content/articles/next-steps.md';
import articlesStepByStepGuide from '../../content/articles/step-by-step-guide.md';
import articlesSupportOptions from '../../content/articles/support-options.md';
import articlesWhatsInsideAiAnalysis from '../../content/articles/whats-inside-ai-analysis.md';
import articlesWritingStrongDescription from '../../content/articles/writing-strong-description.md';

/** The raw Markdown of each file, front matter included, by slug. */
export const ARTICLE_SOURCES: Readonly<Record<string, string>> = {
  'actions-taken-meaning': articlesActionsTakenMeaning,
  'ai-analysis-time': articlesAiAnalysisTime,
  'ai-capabilities': articlesAiCapabilities,
  'data-deletion': articlesDataDeletion,
  'data-security': articlesDataSecurity,
  'how-redress-works': articlesHowRedressWorks,
  'interpret-recommendations': articlesInterpretRecommendations,
  'next-steps': articlesNextSteps,
  'step-by-step-guide': articlesStepByStepGuide,
  'support-options': articlesSupportOptions,
  'whats-inside-ai-analysis': articlesWhatsInsideAiAnalysis,
  'writing-strong-description': articlesWritingStrongDescription,
};
