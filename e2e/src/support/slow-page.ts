import type { Page } from '@playwright/test';

/** Runs the page's scripts `rate` times slower, as on a loaded machine or a slow phone. */
export async function slowDownCpu(page: Page, rate: number): Promise<void> {
  if (rate <= 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Holds the student remote's code back until the returned function is called, so that what is on
 * screen until then is the prerendered HTML.
 */
export async function holdBackStudentRemote(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/student/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds the host's own script (the app's code, which a prerendered page fetches after it has
 * painted) back until the returned function is called: until then the page is its HTML alone.
 */
export async function holdBackHostScript(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const hostScript = /\/main\.[0-9a-f]{8}\.js$/;
  await page.route(hostScript, async (route) => {
    await held;
    // The page that asked may be gone by now (a link was followed).
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await page.unroute(hostScript);
  };
}

/** Waits until React has taken the field matched by `selector` over (it tracks its value then). */
export async function waitForReactToTakeOver(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((fieldSelector) => {
    const field = document.querySelector(fieldSelector);
    return field !== null && '_valueTracker' in field;
  }, selector);
}

/**
 * Waits until React has hydrated the element matched by `selector` (it keeps the element's props
 * on it then): the page is the app's, no longer its prerendered HTML waiting for the code.
 */
export async function waitForReactToHydrate(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((elementSelector) => {
    const element = document.querySelector(elementSelector);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, selector);
}
