// Generated from libs/help-content/content by `npm run help:generate`. Do not edit: change the
// Markdown and run the command again (a unit test fails while this file is out of date).
import type { HelpArticleMeta, LegalPageMeta } from '../types';

/** Every help article's front matter, most popular first. Small: the home page imports it. */
export const ARTICLE_INDEX: readonly HelpArticleMeta[] = [
  {
    "slug": "step-by-step-guide",
    "title": "Step-by-Step Guide: From Your Situation to a Clear Plan",
    "category": "getting-started",
    "popularity": 98,
    "summary": "Sign in, describe your case, add your policy, read your free analysis, then draft your letter and track your deadlines, one step at a time.",
    "updated": "2026-11-22"
  },
  {
    "slug": "whats-inside-ai-analysis",
    "title": "What's Inside Your Analysis",
    "category": "analysis",
    "popularity": 95,
    "summary": "A section-by-section tour of your free report: key issues, relevant policies, best and worst case, challenges, action steps, deadlines and escalation.",
    "updated": "2026-11-22"
  },
  {
    "slug": "writing-strong-description",
    "title": "How to Write a Strong Description of Your Case",
    "category": "tips",
    "popularity": 92,
    "summary": "What to include when you describe your case (dates, the decision, your reasons and your evidence) so your analysis is as useful as possible.",
    "updated": "2026-11-22"
  },
  {
    "slug": "how-redress-works",
    "title": "How Redress Works",
    "category": "getting-started",
    "popularity": 85,
    "summary": "An overview of Redress: a free analysis of your case against your institution's rules, an editable letter, deadline tracking and optional human help.",
    "updated": "2026-11-22"
  },
  {
    "slug": "next-steps",
    "title": "Your Next Steps After the Analysis",
    "category": "tips",
    "popularity": 80,
    "summary": "What to do once your analysis is ready: check your deadline, draft and send your letter, record each step, and let Redress remind you of due dates.",
    "updated": "2026-11-22"
  },
  {
    "slug": "support-options",
    "title": "Support Options and Prices",
    "category": "support",
    "popularity": 75,
    "summary": "The free analysis plus paid human help: Professional Review, Video Consultation, Mediation and the Editor Support package, with prices and how to book.",
    "updated": "2026-11-22"
  },
  {
    "slug": "ai-analysis-time",
    "title": "How Long Does the Analysis Take?",
    "category": "analysis",
    "popularity": 70,
    "summary": "Most analyses are ready in under a minute and almost all within 5 minutes. Here's what happens meanwhile and what to do if one fails.",
    "updated": "2026-11-22"
  },
  {
    "slug": "actions-taken-meaning",
    "title": "What Does \"Action Taken\" Mean?",
    "category": "getting-started",
    "popularity": 68,
    "summary": "How to choose the right answer to \"What action have you taken so far?\" and how your choice shapes your analysis and your letter.",
    "updated": "2026-11-22"
  },
  {
    "slug": "interpret-recommendations",
    "title": "How to Interpret Your Recommendations",
    "category": "analysis",
    "popularity": 65,
    "summary": "How to read the action steps, scenarios, warnings and deadlines in your analysis, check them against your documents, and decide what to do.",
    "updated": "2026-11-22"
  },
  {
    "slug": "data-security",
    "title": "How We Keep Your Data Secure",
    "category": "account",
    "popularity": 60,
    "summary": "What Redress stores about you and your cases, who can see it, how it's protected, and how card payments are handled by Stripe.",
    "updated": "2026-11-22"
  },
  {
    "slug": "data-deletion",
    "title": "How to Delete Your Data",
    "category": "account",
    "popularity": 55,
    "summary": "How to ask Redress to delete your account and your cases, what gets deleted, what we must keep, and how long it takes.",
    "updated": "2026-11-24"
  },
  {
    "slug": "ai-capabilities",
    "title": "What the Analysis Can and Can't Do",
    "category": "analysis",
    "popularity": 50,
    "summary": "What Redress's automated analysis does well, where its limits are, and when you should ask a person for help.",
    "updated": "2026-11-22"
  }
];

/** The legal pages' front matter. */
export const LEGAL_INDEX: readonly LegalPageMeta[] = [
  {
    "slug": "privacy",
    "title": "Privacy Policy",
    "updated": "2026-11-22"
  },
  {
    "slug": "terms",
    "title": "Terms of Service",
    "updated": "2026-11-22"
  }
];
