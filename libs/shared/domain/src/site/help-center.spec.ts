import {
  matchingPassage,
  ARTICLE_CATEGORIES,
  HELP_CATEGORIES,
  INITIAL_HELP_CENTER_STATE,
  articlesInCategory,
  helpCategoryName,
  helpCenterReducer,
  helpResults,
  helpResultsHeading,
  isArticleCategory,
  markdownToPlainText,
  popularArticles,
  previewOf,
  relatedArticles,
  searchArticles,
  showsHelpResults,
  type HelpCenterAction,
  type HelpCenterState,
  type SearchableArticle,
} from './help-center';

const article = (
  slug: string,
  title: string,
  category: string,
  popularity: number,
  content: string,
): SearchableArticle => ({ slug, title, category, popularity, content });

const ARTICLES = [
  article(
    'guide',
    'Step-by-Step Guide',
    'getting-started',
    98,
    'Sign in, then describe your case.',
  ),
  article('inside', "What's Inside the Analysis", 'analysis', 95, 'Key issues and deadlines.'),
  article('writing', 'Writing a Strong Description', 'tips', 92, 'Dates matter for an appeal.'),
  article('time', 'How Long Does the Analysis Take?', 'analysis', 70, 'Usually under a minute.'),
  article('appeal', 'Appeal Deadlines Explained', 'tips', 40, 'Count working days.'),
  article('support', 'Support Options', 'support', 50, 'A Professional Review and an APPEAL.'),
  article('delete', 'How to Delete Your Data', 'account', 55, 'Use the Data Deletion form.'),
];
const slugs = (list: readonly SearchableArticle[]) => list.map((a) => a.slug);

describe('help categories (spec 1 §2)', () => {
  it('lists the filter buttons in order with their names', () => {
    expect(HELP_CATEGORIES.map((c) => [c.id, c.name])).toEqual([
      ['all', 'All Articles'],
      ['getting-started', 'Getting Started'],
      ['analysis', 'Analysis'],
      ['tips', 'Tips & Tricks'],
      ['support', 'Support'],
      ['account', 'Account & Data'],
    ]);
    expect(ARTICLE_CATEGORIES).toEqual([
      'getting-started',
      'analysis',
      'tips',
      'support',
      'account',
    ]);
  });

  it.each([
    ['analysis', true],
    ['account', true],
    ['all', false],
    ['Analysis', false],
    ['', false],
    [3, false],
  ])('isArticleCategory(%p) is %p', (value, expected) => {
    expect(isArticleCategory(value)).toBe(expected);
  });

  it('names a category by its id', () => {
    expect(helpCategoryName('tips')).toBe('Tips & Tricks');
    expect(helpCategoryName('all')).toBe('All Articles');
  });
});

describe('searchArticles (case-insensitive over title and content, title matches first)', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['   ', []],
    ['analysis', ['inside', 'time']],
    ['ANALYSIS', ['inside', 'time']],
    ['  analysis  ', ['inside', 'time']],
    // Title matches (most popular first), then content-only matches.
    ['appeal', ['appeal', 'writing', 'support']],
    ['deadlines', ['appeal', 'inside']],
    ['data deletion', ['delete']],
    ['nothing like this', []],
    ["what's inside", ['inside']],
  ])('%p → %p', (query, expected) => {
    expect(slugs(searchArticles(ARTICLES, query))).toEqual(expected);
  });

  it('does not change the list it is given', () => {
    const copy = [...ARTICLES];
    searchArticles(ARTICLES, 'a');
    expect(ARTICLES).toEqual(copy);
  });
});

describe('articlesInCategory', () => {
  it.each<[Parameters<typeof articlesInCategory>[1], string[]]>([
    ['all', []],
    ['analysis', ['inside', 'time']],
    ['tips', ['writing', 'appeal']],
    ['account', ['delete']],
    ['getting-started', ['guide']],
  ])('%p → %p', (category, expected) => {
    expect(slugs(articlesInCategory(ARTICLES, category))).toEqual(expected);
  });
});

describe('popular and related articles (spec 1 §9: 3 each)', () => {
  it('takes the three most popular', () => {
    expect(slugs(popularArticles(ARTICLES))).toEqual(['guide', 'inside', 'writing']);
    expect(slugs(popularArticles(ARTICLES, 1))).toEqual(['guide']);
  });

  it('breaks ties by title, not by input order', () => {
    const tied = [article('b', 'Beta', 'tips', 10, ''), article('a', 'Alpha', 'tips', 10, '')];
    expect(slugs(popularArticles(tied))).toEqual(['a', 'b']);
  });

  it.each<[string, string[]]>([
    ['guide', ['inside', 'writing', 'time']],
    ['time', ['guide', 'inside', 'writing']],
    ['unknown', ['guide', 'inside', 'writing']],
  ])('related to %p → %p', (slug, expected) => {
    expect(slugs(relatedArticles(ARTICLES, slug))).toEqual(expected);
  });

  it('has fewer when there are fewer others', () => {
    expect(slugs(relatedArticles(ARTICLES.slice(0, 2), 'guide'))).toEqual(['inside']);
  });
});

describe('previewOf (80 on popular cards, 150 on result cards)', () => {
  const long = 'a'.repeat(200);
  it.each<[string, number, string]>([
    ['Short text.', 80, 'Short text.'],
    ['a'.repeat(80), 80, 'a'.repeat(80)],
    ['a'.repeat(81), 80, `${'a'.repeat(80)}...`],
    [long, 150, `${'a'.repeat(150)}...`],
    [`${'a'.repeat(79)} bcd`, 80, `${'a'.repeat(79)}...`],
    ['  spaced\n\n  out  ', 80, 'spaced out'],
    ['', 80, ''],
  ])('%p at %p → %p', (text, length, expected) => {
    expect(previewOf(text, length)).toBe(expected);
  });

  it('never exceeds the length plus the ellipsis', () => {
    for (const length of [80, 150]) {
      expect(previewOf(long, length).length).toBe(length + 3);
    }
  });
});

describe('markdownToPlainText', () => {
  it.each<[string, string]>([
    ['## Heading\n\nText', 'Heading Text'],
    ['**Bold** and __strong__ and *em* and _em_', 'Bold and strong and em and em'],
    ['See [the guide](/help/step-by-step-guide).', 'See the guide.'],
    ['- one\n- two\n1. three\n2) four', 'one two three four'],
    ['> quoted', 'quoted'],
    ['Use `code` here', 'Use code here'],
    ['ANALYSES_PER_DAY stays', 'ANALYSES_PER_DAY stays'],
    ['2 * 3 * 4', '2 * 3 * 4'],
    ['a\n\n---\n\nb', 'a b'],
    ['```\nfenced\n```', 'fenced'],
  ])('%p → %p', (markdown, expected) => {
    expect(markdownToPlainText(markdown)).toBe(expected);
  });
});

describe('help page state (spec 1 §4)', () => {
  const run = (...actions: HelpCenterAction[]): HelpCenterState =>
    actions.reduce(helpCenterReducer, INITIAL_HELP_CENTER_STATE);

  it.each<[string, HelpCenterAction[], HelpCenterState]>([
    ['starts empty, category all', [], { text: '', searching: false, category: 'all' }],
    [
      'typing alone does not search',
      [{ type: 'type', text: 'appeal' }],
      { text: 'appeal', searching: false, category: 'all' },
    ],
    [
      'submitting text searches',
      [{ type: 'type', text: 'appeal' }, { type: 'submit' }],
      { text: 'appeal', searching: true, category: 'all' },
    ],
    [
      'submitting text resets the category to all',
      [
        { type: 'choose-category', category: 'tips' },
        { type: 'type', text: 'appeal' },
        { type: 'submit' },
      ],
      { text: 'appeal', searching: true, category: 'all' },
    ],
    [
      'submitting empty text turns searching off and clears the results',
      [
        { type: 'type', text: 'appeal' },
        { type: 'submit' },
        { type: 'type', text: '  ' },
        { type: 'submit' },
      ],
      { text: '', searching: false, category: 'all' },
    ],
    [
      'submitting empty text with a category active clears it too',
      [{ type: 'choose-category', category: 'tips' }, { type: 'submit' }],
      { text: '', searching: false, category: 'all' },
    ],
    [
      'choosing a category stops searching and clears the text',
      [
        { type: 'type', text: 'appeal' },
        { type: 'submit' },
        { type: 'choose-category', category: 'analysis' },
      ],
      { text: '', searching: false, category: 'analysis' },
    ],
    [
      'Clear resets everything',
      [{ type: 'type', text: 'appeal' }, { type: 'submit' }, { type: 'clear' }],
      { text: '', searching: false, category: 'all' },
    ],
    [
      'Clear after a category resets it',
      [{ type: 'choose-category', category: 'account' }, { type: 'clear' }],
      { text: '', searching: false, category: 'all' },
    ],
  ])('%s', (_name, actions, expected) => {
    expect(run(...actions)).toEqual(expected);
  });

  it.each<[string, HelpCenterAction[], boolean, string, string[]]>([
    ['nothing active', [], false, 'Browse Articles', []],
    [
      'a search',
      [{ type: 'type', text: 'Appeal ' }, { type: 'submit' }],
      true,
      'Search Results for "Appeal"',
      ['appeal', 'writing', 'support'],
    ],
    [
      'results follow the text while searching',
      [{ type: 'type', text: 'appeal' }, { type: 'submit' }, { type: 'type', text: 'analysis' }],
      true,
      'Search Results for "analysis"',
      ['inside', 'time'],
    ],
    [
      'a search whose text was erased shows no results',
      [{ type: 'type', text: 'appeal' }, { type: 'submit' }, { type: 'type', text: '' }],
      true,
      'Browse Articles',
      [],
    ],
    [
      'a category',
      [{ type: 'choose-category', category: 'tips' }],
      true,
      'Tips & Tricks',
      ['writing', 'appeal'],
    ],
    [
      'All Articles shows nothing',
      [{ type: 'choose-category', category: 'all' }],
      false,
      'Browse Articles',
      [],
    ],
    [
      'a search with no match',
      [{ type: 'type', text: 'zebra' }, { type: 'submit' }],
      true,
      'Search Results for "zebra"',
      [],
    ],
    [
      'after Clear',
      [{ type: 'choose-category', category: 'tips' }, { type: 'clear' }],
      false,
      'Browse Articles',
      [],
    ],
  ])('%s', (_name, actions, visible, heading, results) => {
    const state = run(...actions);
    expect(showsHelpResults(state)).toBe(visible);
    expect(helpResultsHeading(state)).toBe(heading);
    expect(slugs(helpResults(ARTICLES, state))).toEqual(results);
  });
});

describe('matchingPassage', () => {
  const text =
    'Start here. ' +
    'x '.repeat(100) +
    'You can appeal a grade within 10 working days of the decision. A late appeal needs reasons. ' +
    'y '.repeat(100);
  const render = (parts: { text: string; match: boolean }[]) =>
    parts.map((part) => (part.match ? `[${part.text}]` : part.text)).join('');

  it('shows the passage around the match with every occurrence marked', () => {
    const passage = render(matchingPassage(text, 'appeal', 150));
    expect(passage.startsWith('...')).toBe(true);
    expect(passage.endsWith('...')).toBe(true);
    expect(passage).toContain('You can [appeal] a grade within 10 working days');
    expect(passage).toContain('A late [appeal] needs reasons.');
    expect(passage).not.toContain('Start here');
  });

  it("keeps the reader's text as written, matching without regard to case", () => {
    expect(render(matchingPassage('Working Days count Mon-Fri.', 'working days', 150))).toBe(
      '[Working Days] count Mon-Fri.',
    );
  });

  it('shows the start when only the title matched', () => {
    expect(matchingPassage(text, 'nowhere in the text', 20)).toEqual([
      { text: 'Start here. x x x x...', match: false },
    ]);
  });
});
