import {
  HELP_CATEGORIES,
  articlesInCategory,
  matchingPassage,
  popularArticles,
  previewOf,
  relatedArticles,
  searchArticles,
} from '@redress/domain';
import { FAQ_TABS } from '@redress/help-content';
import { expect, test, type Page } from './support/fixtures';
import { HELP_ARTICLES } from './support/help-content';
import { waitForReactToHydrate } from './support/slow-page';

const NO_RESULTS = 'No articles found. Try a different search term or category.';

function results(page: Page) {
  return page.getByRole('main').locator('.rd-help__results');
}

function cardTitles(page: Page, region: ReturnType<Page['locator']>) {
  return region.getByRole('article').getByRole('heading');
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search help articles' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'How we can help you' })).toBeVisible();
});

test('the Help Center: search form, popular articles with 80-character previews, categories', async ({
  page,
}) => {
  await expect(page).toHaveTitle('Help Center | Redress');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Guides to Redress/,
  );
  await expect(page.getByRole('searchbox', { name: 'Search help articles' })).toHaveAttribute(
    'placeholder',
    'Search for help articles...',
  );

  const popular = page.getByRole('region', { name: 'Most popular articles' });
  const expected = popularArticles(HELP_ARTICLES);
  await expect(cardTitles(page, popular)).toHaveText(expected.map((a) => a.title));
  for (const [index, article] of expected.entries()) {
    const card = popular.getByRole('article').nth(index);
    await expect(card.locator('.rd-article-card__preview')).toHaveText(
      previewOf(article.content, 80),
    );
    await expect(
      card.getByRole('link', { name: `Read article: ${article.title}` }),
    ).toHaveAttribute('href', `/help/${article.slug}`);
  }

  const categories = page
    .getByRole('navigation', { name: 'Article categories' })
    .getByRole('button');
  await expect(categories).toHaveText(HELP_CATEGORIES.map((c) => c.name));
  await expect(categories).toHaveText([
    'All Articles',
    'Getting Started',
    'Analysis',
    'Tips & Tricks',
    'Support',
    'Account & Data',
  ]);
  // No results section until a search or a category is chosen.
  await expect(results(page)).toHaveCount(0);

  await expect(
    page.getByRole('heading', { level: 2, name: 'Experience the Redress App in Action' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/input',
  );
});

test('search is case-insensitive over titles and text, title matches first, and Clear resets', async ({
  page,
}) => {
  await search(page, 'ANALYSIS');
  const section = results(page);
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(
    'Search Results for "ANALYSIS"',
  );
  const expected = searchArticles(HELP_ARTICLES, 'ANALYSIS');
  const inTitle = expected.filter((a) => a.title.toLowerCase().includes('analysis'));
  expect(inTitle.length).toBeGreaterThan(0);
  expect(expected.length).toBeGreaterThan(inTitle.length);
  // Title matches first, then the articles that only mention it.
  expect(expected.slice(0, inTitle.length)).toEqual(inTitle);
  await expect(cardTitles(page, section)).toHaveText(expected.map((a) => a.title));
  // Result cards show the 150-character passage that matched, the searched words marked.
  await expect(
    section.getByRole('article').first().locator('.rd-article-card__preview'),
  ).toHaveText(
    matchingPassage(expected[0].content, 'ANALYSIS', 150)
      .map((part) => part.text)
      .join(''),
  );

  // While searching, results follow the text.
  await page.getByRole('searchbox', { name: 'Search help articles' }).fill('ombudsman');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(
    'Search Results for "ombudsman"',
  );
  await expect(cardTitles(page, section)).toHaveText(
    searchArticles(HELP_ARTICLES, 'ombudsman').map((a) => a.title),
  );
  const marked = section.getByRole('article').first().locator('.rd-article-card__preview mark');
  await expect(marked.first()).toHaveText(/^ombudsman$/i);

  await search(page, 'zzqx no such words');
  await expect(section.getByText(NO_RESULTS)).toBeVisible();
  await expect(section.getByRole('article')).toHaveCount(0);

  await section.getByRole('button', { name: 'Clear' }).click();
  await expect(results(page)).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search help articles' })).toHaveValue('');

  // A blank search gives nothing.
  await search(page, '   ');
  await expect(results(page)).toHaveCount(0);
});

test('a category lists its articles under its name; All Articles lists nothing; search resets it', async ({
  page,
}) => {
  const categories = page.getByRole('navigation', { name: 'Article categories' });
  await page.getByRole('searchbox', { name: 'Search help articles' }).fill('appeal');
  await categories.getByRole('button', { name: 'Tips & Tricks' }).click();
  await expect(categories.getByRole('button', { name: 'Tips & Tricks' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Choosing a category clears the text.
  await expect(page.getByRole('searchbox', { name: 'Search help articles' })).toHaveValue('');
  const section = results(page);
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Tips & Tricks');
  await expect(cardTitles(page, section)).toHaveText(
    articlesInCategory(HELP_ARTICLES, 'tips').map((a) => a.title),
  );

  await categories.getByRole('button', { name: 'Account & Data' }).click();
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Account & Data');
  await expect(cardTitles(page, section)).toHaveText(
    articlesInCategory(HELP_ARTICLES, 'account').map((a) => a.title),
  );

  // Searching resets the category to all.
  await search(page, 'deadline');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(
    'Search Results for "deadline"',
  );
  await expect(categories.getByRole('button', { name: 'Account & Data' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await categories.getByRole('button', { name: 'All Articles' }).click();
  await expect(results(page)).toHaveCount(0);
});

test('the FAQ has four tabs with single-open accordions, usable by keyboard', async ({ page }) => {
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const tabs = faq.getByRole('tab');
  await expect(tabs).toHaveText(['General', 'Analysis', 'Services', 'Accounts']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  const analysis = FAQ_TABS.find((tab) => tab.id === 'analysis')!;
  await faq.getByRole('tab', { name: 'Analysis' }).click();
  const panel = faq.getByRole('tabpanel', { name: 'Analysis' });
  await expect(panel).toBeVisible();
  const [first, second] = analysis.items.map((item) =>
    panel.getByRole('button', { name: item.question }),
  );
  await first.click();
  await expect(panel.getByText(analysis.items[0].answer)).toBeVisible();
  await second.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');

  // Arrow keys move between tabs; the panel follows.
  await faq.getByRole('tab', { name: 'Analysis' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(faq.getByRole('tab', { name: 'Services' })).toBeFocused();
  await expect(faq.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
  await expect(faq.getByRole('tabpanel', { name: 'Services' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(faq.getByRole('tab', { name: 'Accounts' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(faq.getByRole('tab', { name: 'General' })).toBeFocused();
  // Tab goes from the tab list into the open panel's first question.
  await page.keyboard.press('Tab');
  await expect(
    faq.getByRole('tabpanel', { name: 'General' }).getByRole('button').first(),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    faq.getByRole('tabpanel', { name: 'General' }).getByRole('button').first(),
  ).toHaveAttribute('aria-expanded', 'true');
});

test('an article: title, Markdown body, Share copies the absolute link and says Copied! for 2 s', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const article = popularArticles(HELP_ARTICLES)[2];
  await page
    .getByRole('region', { name: 'Most popular articles' })
    .getByRole('link', { name: `Read article: ${article.title}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/help/${article.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page).toHaveTitle(`${article.title} | Redress`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    article.summary,
  );
  // The Markdown is rendered: sections are headings, emphasis is bold, no markup shows.
  const body = page.locator('.rd-prose');
  await expect(body.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(body.locator('strong').first()).toBeVisible();
  expect(await body.innerText()).not.toMatch(/\*\*|\]\(|^##/m);

  // The page's clock is driven by the test from here, to check the 2 seconds exactly.
  // The clock jumps a minute ahead: the app must have the page first (a prerendered page fetches
  // its code after painting), or the jump fires the timeouts of code still on its way.
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await waitForReactToHydrate(page, 'button.rd-share');
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/help/${article.slug}`,
  );
  await page.clock.runFor(1900);
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await page.clock.runFor(200);
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();

  const related = page.getByRole('region', { name: 'Related Articles' });
  await expect(cardTitles(page, related)).toHaveText(
    relatedArticles(HELP_ARTICLES, article.slug).map((a) => a.title),
  );
  await expect(related.getByRole('link', { name: 'View All Help Articles' })).toHaveAttribute(
    'href',
    '/help',
  );
  await page.getByRole('link', { name: 'Back to all articles' }).click();
  await expect(page).toHaveURL(/\/help$/);
});

test('an unknown article slug shows Article Not Found with a way back', async ({ page }) => {
  await page.goto('/help/no-such-article');
  await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
  await expect(
    page.getByText("Sorry, we couldn't find the article you're looking for."),
  ).toBeVisible();
  await expect(page).toHaveTitle('Article Not Found | Redress');
  await page.getByRole('link', { name: 'Go to Help Center' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How we can help you' })).toBeVisible();
});
