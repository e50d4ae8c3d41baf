import type { Page, Route } from '@playwright/test';

/** A 480×360 PNG: what YouTube's hqdefault thumbnail is, stood in for (no network here). */
export const THUMBNAIL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAeAAAAFoCAIAAAAAVb93AAAD30lEQVR42u3UMQ0AAAgEsTeCEsTg3wUOmBmaVMENl+oB4KFIAGDQABg0gEEDYNAABg2AQQNg0AAGDYBBAxg0AAYNgEEDGDQABg1g0AAYNIBBA2DQABg0gEEDYNAABg2AQQNg0AAGDYBBAxg0AAYNYNAAGDQABg1g0AAYNIBBA2DQABg0gEEDYNAABg2AQQMYtAoABg2AQQMYNAAGDWDQABg0AAYNYNAAGDSAQQNg0AAYNIBBA2DQAAYNgEEDGDQABg2AQQMYNAAGDWDQABg0AAYNYNAAGDSAQQNg0AAGDYBBA2DQAAYNgEEDGDQABg2AQQMYNAAGDWDQABg0gEGrAGDQABg0gEEDYNAABg2AQQNg0AAGDYBBAxg0AAYNgEEDGDQABg1g0AAYNIBBA2DQABg0gEEDYNAABg2AQQNg0AAGDYBBAxg0AAYNYNAAGDQABg1g0AAYNIBBA2DQABg0gEEDYNAABg2AQQMYNAAGDYBBAxg0AAYNYNAAGDQABg1g0AAYNIBBA2DQABg0gEEDYNAABg2AQQMYNAAGDYBBAxg0AAYNYNAAGDQABg1g0AAYNIBBA2DQAAYNgEEDYNAABg2AQQMYNAAGDYBBAxg0AAYNYNAAGDSAQQNg0AAYNIBBA2DQAAYNgEEDYNAABg2AQQMYNAAGDYBBAxg0AAYNYNAAGDSAQQNg0AAYNIBBA2DQAAYNgEEDYNAABg2AQQMYNAAGDWDQABg0AAYNYNAAGDSAQQNg0AAYNIBBA2DQAAYNgEEDGDQABg2AQQMYNAAGDWDQABg0AAYNYNAAGDSAQQNg0AAYNIBBA2DQAAYNgEEDGDQABg2AQQMYNAAGDWDQABg0AAYNYNAAGDSAQQNg0AAGDYBBA2DQAAYNgEEDGDQABg2AQQMYNAAGDWDQABg0gEEDYNAAGDSAQQNg0AAGDYBBA2DQAAYNgEEDGDQABg1g0BIAGDQABg1g0AAYNIBBA2DQABg0gEEDYNAABg2AQQNg0AAGDYBBAxg0AAYNYNAAGDQABg1g0AAYNIBBA2DQABg0gEEDYNAABg2AQQMYNAAGDYBBAxg0AAYNYNAAGDQABg1g0AAYNIBBA2DQAAatAoBBA2DQAAYNgEEDGDQABg2AQQMYNAAGDWDQABg0AAYNYNAAGDSAQQNg0AAGDYBBA2DQAAYNgEEDGDQABg2AQQMYNAAGDWDQABg0gEEDYNAAGDSAQQNg0AAGDYBBA2DQAAYNgEEDGDQABg1g0CoAGDQABg1g0AAYNIBBA2DQABg0gEEDYNAABg2AQQNg0AAGDYBBAxg0AAYNYNAAGDQAlwVX9qE/OLGoGQAAAABJRU5ErkJggg==',
  'base64',
);

export interface YouTubeStub {
  /** Thumbnail file names asked for, in order (e.g. 'maxresdefault.jpg'). */
  thumbnails: string[];
  /** Addresses the player frame was opened at. */
  embeds: string[];
}

/**
 * Answers YouTube's thumbnail and player addresses in the browser (this machine has no network).
 * `maxres: false` makes the highest-resolution thumbnail fail, as it does for many videos.
 */
export async function stubYouTube(
  page: Page,
  { maxres }: { maxres: boolean },
): Promise<YouTubeStub> {
  const stub: YouTubeStub = { thumbnails: [], embeds: [] };
  await page.route('https://i.ytimg.com/**', (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    stub.thumbnails.push(file);
    if (file === 'maxresdefault.jpg' && !maxres) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ status: 200, contentType: 'image/png', body: THUMBNAIL_PNG });
  });
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    stub.embeds.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title><p>Playing</p>',
    });
  });
  return stub;
}

// What Playwright says of a request the page dropped while its handler was still at work (a
// navigation, or the app asking again once it has taken over a prerendered page).
const DROPPED_REQUEST =
  /disposed|Target (?:page, context or browser )?(?:has been )?closed|Route is already handled/i;

/**
 * Answers a request with the server's own JSON, changed by `edit`. A request the page has
 * already dropped needs no answer; its next request is answered the same way.
 */
export async function answerWithChangedJson<T>(route: Route, edit: (json: T) => unknown) {
  try {
    const response = await route.fetch();
    const json = (await response.json()) as T;
    await route.fulfill({ response, json: edit(json) });
  } catch (error) {
    if (!(error instanceof Error && DROPPED_REQUEST.test(error.message))) throw error;
  }
}
