// Generated from libs/help-content/content by `npm run help:generate`. Do not edit: change the
// Markdown and run the command again (a unit test fails while this file is out of date).
import type { FaqTab, HelpArticleMeta } from '../types';

// Only what the home page shows, so the page whose JavaScript budget is tightest loads neither
// the whole index nor the whole FAQ.

/** The most popular guides (the three highest `popularity`). */
export const POPULAR_GUIDES: readonly HelpArticleMeta[] = [
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
  }
];

/** The FAQ tab the home page's accordion shows. */
export const HOME_FAQ: FaqTab = {
  "id": "general",
  "label": "General",
  "items": [
    {
      "question": "What is Redress?",
      "answer": "Redress helps university and college students, and their advisors, with complaints and appeals. You describe your case and add your institution's policy, and Redress gives you a free analysis that quotes the rules that apply, a draft letter, and deadline tracking. Human help from experts is available if you want it."
    },
    {
      "question": "What kinds of cases can Redress help with?",
      "answer": "Admission appeals (rejections, waitlists, transfer credits), appeals about academic decisions (grade appeals, misconduct cases, progression) and service complaints (housing, financial aid, disability services)."
    },
    {
      "question": "Is Redress a law firm? Is the analysis legal advice?",
      "answer": "No. Redress is not a law firm, and the analysis is not legal advice. It explains how your institution's own rules appear to apply to the facts you give, and it can't promise any outcome. For advice on your legal rights, speak to a qualified lawyer or an independent student advice service."
    },
    {
      "question": "How much does Redress cost?",
      "answer": "The analysis and the draft letter are free, and no credit card is needed. Human services are paid once per service, with no subscription: Professional Review $49.99, Video Consultation $79.99, Mediation $249.99 and the Editor Support package £199."
    },
    {
      "question": "How long do complaints and appeals usually take?",
      "answer": "It depends on your institution, but typical timelines are 4–12 weeks for admission appeals, 2–8 weeks for academic appeals and 1–6 weeks for service complaints. Your analysis shows the time limits in your own policy."
    },
    {
      "question": "Can advisors use Redress for the students they support?",
      "answer": "Yes. Advisors can use Redress to analyze a student's case against the institution's policy and prepare a draft letter. Please share only what the case needs, and have the student's agreement before you enter their details."
    }
  ]
};
