import { faqTab, popularGuides } from '@redress/help-content';
import { expect, test } from './support/fixtures';
import { holdBackHostScript } from './support/slow-page';
import { stubYouTube } from './support/stubs';

const VIDEO_ID = 'M7lc1UVf-VE';
const HOME_HEADING = 'Stand up for your education with a clear plan';

test('the introduction video falls back to a lower-resolution thumbnail and plays after a click', async ({
  page,
}) => {
  const youtube = await stubYouTube(page, { maxres: false });
  await page.goto('/');
  const play = page.getByRole('button', { name: 'Play the Redress introduction video' });
  await expect(play).toBeVisible();
  const thumbnail = play.locator('img');
  await expect(thumbnail).toHaveAttribute(
    'src',
    `https://i.ytimg.com/vi/${VIDEO_ID}/hqdefault.jpg`,
  );
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(480);
  expect(youtube.thumbnails).toEqual(['maxresdefault.jpg', 'hqdefault.jpg']);
  // Vertical 9:16.
  const box = await play.boundingBox();
  expect(box && Math.round((box.height / box.width) * 9)).toBe(16);
  // Nothing of the player loads before the click.
  expect(youtube.embeds).toEqual([]);

  await play.click();
  const player = page.frameLocator('iframe[title="Redress introduction video"]');
  await expect(player.getByText('Playing')).toBeVisible();
  expect(youtube.embeds).toHaveLength(1);
  const embed = new URL(youtube.embeds[0]);
  expect(embed.origin + embed.pathname).toBe(`https://www.youtube-nocookie.com/embed/${VIDEO_ID}`);
  expect(embed.searchParams.get('autoplay')).toBe('1');
  await expect(page.locator('iframe[title="Redress introduction video"]')).toHaveAttribute(
    'allow',
    /autoplay/,
  );
  await expect(play).toHaveCount(0);
});

test('the highest-resolution thumbnail is kept when it exists, and Enter starts the video', async ({
  page,
}) => {
  const youtube = await stubYouTube(page, { maxres: true });
  await page.goto('/');
  const play = page.getByRole('button', { name: 'Play the Redress introduction video' });
  await expect(play.locator('img')).toHaveAttribute(
    'src',
    `https://i.ytimg.com/vi/${VIDEO_ID}/maxresdefault.jpg`,
  );
  expect(youtube.thumbnails).toEqual(['maxresdefault.jpg']);
  // Disabled in the prerendered page until the app takes over: a press before then does nothing.
  await expect(play).toBeEnabled();
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('iframe[title="Redress introduction video"]')).toBeFocused();
});

test('the hero keeps its height when the app takes the prerendered page over and shows the video', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await stubYouTube(page, { maxres: true });
  const release = await holdBackHostScript(page);
  await page.goto('/');
  const hero = page.getByRole('region', { name: HOME_HEADING });
  // The prerendered page shows the still: the settings that name the video come with the app.
  await expect(page.getByRole('figure', { name: 'A sample report' })).toBeVisible();
  const before = (await hero.boundingBox())?.height;
  await release();
  await expect(
    page.getByRole('button', { name: 'Play the Redress introduction video' }),
  ).toBeVisible();
  expect((await hero.boundingBox())?.height).toBe(before);
});

test('the home page has how-it-works, services, the popular guides, the call to action and the FAQ', async ({
  page,
}) => {
  await stubYouTube(page, { maxres: true });
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Three steps to a stronger case' })).toBeVisible();
  for (const step of ['Share your situation', 'Get clear analysis', 'Take action']) {
    await expect(main.getByRole('heading', { level: 3, name: step })).toBeVisible();
  }
  await expect(main.getByRole('heading', { level: 2, name: 'Help at every stage' })).toBeVisible();

  const guides = main.getByRole('region', { name: 'Popular help guides' }).getByRole('listitem');
  const expected = popularGuides();
  await expect(guides).toHaveCount(3);
  for (const [index, guide] of expected.entries()) {
    await expect(guides.nth(index).getByRole('link', { name: guide.title })).toHaveAttribute(
      'href',
      `/help/${guide.slug}`,
    );
  }
  // Signed out, both calls to action lead to sign-in.
  await expect(main.getByRole('link', { name: 'Start Now' })).toHaveAttribute('href', '/login');
  await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');

  await guides.nth(0).getByRole('link', { name: expected[0].title }).click();
  await expect(page).toHaveURL(new RegExp(`/help/${expected[0].slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: expected[0].title })).toBeVisible();
});

test('the home FAQ opens one question at a time; choosing the open one closes it', async ({
  page,
}) => {
  await stubYouTube(page, { maxres: true });
  await page.goto('/');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const items = faqTab('general')?.items ?? [];
  expect(items.length).toBeGreaterThanOrEqual(3);
  const [first, second] = items.map((item) => faq.getByRole('button', { name: item.question }));

  for (const question of items) {
    await expect(faq.getByRole('button', { name: question.question })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  }
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(items[0].answer)).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(items[0].answer)).toBeHidden();
  await expect(faq.getByText(items[1].answer)).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(items[1].answer)).toBeHidden();

  // By keyboard: Down moves between questions, Enter and Space toggle.
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(first).toBeFocused();
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
});
