import { expect, test, type Page } from './support/fixtures';
import {
  followNewestSignInLink,
  requestSignInLink,
  signInLinkFromOutbox,
  signInWithEmailLink,
  toastWithTitle,
  uniqueEmail,
} from './support/accounts';

const header = (page: Page) => page.getByRole('banner');

function storedEmail(page: Page) {
  return page.evaluate(() => window.localStorage.getItem('emailForSignIn'));
}

test('a student signs in with the e-mailed link and signs out again', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign In | Redress');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Redress' })).toBeVisible();

  // The address is trimmed and lower-cased before it is sent and stored.
  await requestSignInLink(page, `  ${email.toUpperCase()} `);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText(`We sent a sign-in link to ${email}.`);
  expect(await storedEmail(page)).toBe(email);

  await followNewestSignInLink(page, email);
  await expect(toastWithTitle(page, 'Sign In Successful')).toContainText('You are now signed in.');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('main')).toContainText(`Welcome back, ${email}`);
  await expect(page.getByRole('heading', { name: 'Your cases will appear here' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Submit an Issue' }),
  ).toHaveAttribute('href', '/input');
  expect(await storedEmail(page)).toBeNull();

  const nav = header(page).getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // The session is the server's: it survives a reload, and /login has nothing more to offer.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(toastWithTitle(page, 'Signed Out')).toContainText(
    'You have been signed out successfully.',
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test('a guarded page sends the visitor to sign in and back again afterwards', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.goto('/input');
  await expect(page).toHaveURL(/\/login\?next=%2Finput$/);
  await expect(page.getByRole('main')).toContainText('Please sign in to continue.');

  await requestSignInLink(page, email);
  await followNewestSignInLink(page, email);
  await expect(toastWithTitle(page, 'Sign In Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/input$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Submit an Issue' })).toBeVisible();
});

// /services is open to visitors (they sign in at Buy).
for (const path of ['/analysis/12', '/analysis/12/draft']) {
  test(`${path} is for signed-in users only`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Redress' })).toBeVisible();
  });
}

test('a sign-in link works only once', async ({ page, browser }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signInWithEmailLink(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const href = await signInLinkFromOutbox(page, email);

  // Someone else opening the same link later, in a browser without the session.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await otherPage.goto(new URL(href, page.url()).toString());
    await expect(toastWithTitle(otherPage, 'Authentication Error')).toContainText(
      'The sign-in link is invalid or has expired. Please request a new one.',
    );
    // The form comes back with the address of the link filled in.
    await expect(otherPage).toHaveURL(`/login?email=${encodeURIComponent(email)}`);
    await expect(otherPage.getByRole('button', { name: 'Send sign-in link' })).toBeVisible();
    await expect(otherPage.getByLabel('Email address')).toHaveValue(email);
    await expect(header(otherPage).getByRole('link', { name: 'Sign In' })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a link without any e-mail address is refused without asking the server', async ({ page }) => {
  const verifications: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/magic-link/verify')) verifications.push(request.url());
  });
  await page.goto('/login?token=abcdef0123456789');
  await expect(toastWithTitle(page, 'Sign In Link Invalid')).toContainText(
    'Please request a new sign-in link.',
  );
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Send sign-in link' })).toBeVisible();
  expect(verifications).toEqual([]);
});

test('a link opened without the email parameter uses the address stored when it was requested', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.goto('/login');
  await requestSignInLink(page, email);
  const href = await signInLinkFromOutbox(page, email);
  const url = new URL(href, page.url());
  url.searchParams.delete('email');
  await page.goto(`${url.pathname}${url.search}`);
  await expect(toastWithTitle(page, 'Sign In Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('main')).toContainText(`Welcome back, ${email}`);
});

test('an address that is not an e-mail address is caught before anything is sent', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/magic-link')) sent.push(request.url());
  });
  await page.goto('/login');
  const input = page.getByLabel('Email address');
  await input.fill('student.example.edu');
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(toastWithTitle(page, 'Invalid Email')).toContainText(
    'Please enter a valid email address.',
  );
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(/Please enter a valid email address\./);
  await expect(input).toBeFocused();
  expect(sent).toEqual([]);

  await input.fill('student@example.edu');
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
});

test('an address the API would refuse is refused by the page with the same rule', async ({
  page,
}) => {
  // The page and the API share one address rule (@redress/domain), so an underscore in the
  // domain, which a looser check would let through, never reaches the server.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/magic-link')) sent.push(request.url());
  });
  await page.goto('/login');
  await page.getByLabel('Email address').fill('student@exam_ple.edu');
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(toastWithTitle(page, 'Invalid Email')).toContainText(
    'Please enter a valid email address.',
  );
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
});

test('after sending, the link can be sent again or to another address', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.goto('/login');
  await requestSignInLink(page, email);

  await page.getByRole('button', { name: 'Resend link' }).click();
  await expect(toastWithTitle(page, 'Email Sent')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`We sent a sign-in link to ${email}.`);

  await page.getByRole('button', { name: 'Use a different email' }).click();
  const input = page.getByLabel('Email address');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(email);
});

test.describe('what the page says when the server refuses', () => {
  // These answers cannot be produced on demand against the shared test server (a rate limit
  // would block the other tests, an expiry needs a controlled clock; the API's integration
  // tests cover them), so the browser is given the API's documented error bodies.
  test('too many requests: the server message', async ({ page }) => {
    await page.route('**/api/auth/magic-link', (route) =>
      route.fulfill({
        status: 429,
        json: {
          statusCode: 429,
          error: 'Too Many Requests',
          code: 'rate-limited',
          message: 'Too many sign-in links requested. Please wait a few minutes and try again.',
          requestId: 'e2e',
        },
      }),
    );
    await page.goto('/login');
    await page.getByLabel('Email address').fill('student@example.edu');
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await expect(toastWithTitle(page, 'Error')).toContainText(
      'Too many sign-in links requested. Please wait a few minutes and try again.',
    );
    await expect(page.getByRole('button', { name: 'Send sign-in link' })).toBeEnabled();
  });

  test('an address the server refuses: Invalid Email beside the field', async ({ page }) => {
    await page.route('**/api/auth/magic-link', (route) =>
      route.fulfill({
        status: 400,
        json: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'invalid-email',
          message: 'The email address is invalid.',
          requestId: 'e2e',
        },
      }),
    );
    await page.goto('/login');
    await page.getByLabel('Email address').fill('student@example.edu');
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await expect(toastWithTitle(page, 'Invalid Email')).toContainText(
      'Please enter a valid email address.',
    );
    await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Redress' })).toBeVisible();
  });

  test('a server failure without a message: the generic text', async ({ page }) => {
    await page.route('**/api/auth/magic-link', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await page.goto('/login');
    await page.getByLabel('Email address').fill('student@example.edu');
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await expect(toastWithTitle(page, 'Error')).toContainText(
      'Failed to send sign-in link. Please try again.',
    );
  });

  test('the button says it is busy while the link is being sent', async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/magic-link', async (route) => {
      await released;
      await route.fulfill({ status: 202, json: { message: 'Sent' } });
    });
    await page.goto('/login');
    await page.getByLabel('Email address').fill('student@example.edu');
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    const busy = page.getByRole('button', { name: 'Sending link…' });
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  });

  for (const { code, message, expected } of [
    {
      code: 'expired-action-code',
      message: 'expired',
      expected: 'The sign-in link has expired. Please request a new one.',
    },
    { code: 'invalid-email', message: 'bad', expected: 'The email address is invalid.' },
    {
      code: undefined,
      message: 'Session store unavailable',
      expected: 'Sign-in failed: Session store unavailable',
    },
  ]) {
    test(`an opened link refused with ${code ?? 'no code'}`, async ({ page }) => {
      await page.route('**/api/auth/magic-link/verify', (route) =>
        route.fulfill({
          status: code === 'invalid-email' ? 400 : code ? 401 : 500,
          json: { statusCode: 401, error: 'Unauthorized', code, message, requestId: 'e2e' },
        }),
      );
      await page.goto('/login?email=student%40example.edu&token=t0ken&next=%2Finput');
      await expect(toastWithTitle(page, 'Authentication Error')).toContainText(expected);
      // The token leaves the address bar; the address and where the student was heading stay.
      await expect(page).toHaveURL(/\/login\?email=student%40example\.edu&next=%2Finput$/);
      await expect(page.getByLabel('Email address')).toHaveValue('student@example.edu');
    });
  }
});

test.describe('Google sign-in popup', () => {
  test('is not offered while the server has no Google configuration', async ({ page, request }) => {
    // The test server runs without GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET.
    expect(await (await request.get('/api/auth/providers')).json()).toEqual({ google: false });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Send sign-in link' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  });

  // The test server has no Google configuration, so these tests tell the page that Google is
  // available and stand in for the API's popup pages (`/api/auth/google` redirects to Google
  // and ends on a page of this site that posts the result to the opener). What they check is
  // the page's side: the popup, the message handling and the toasts.
  async function offerGoogle(page: Page, popupScript: string) {
    await page.route('**/api/auth/providers', (route) => route.fulfill({ json: { google: true } }));
    await page.context().route('**/api/auth/google**', async (route) => {
      // The stand-in keeps the API's own opener policy: if the API's pages cut the popup off
      // from the page that opened it, these tests fail as the real sign-in would.
      const real = await route.fetch();
      const policy = real.headers()['cross-origin-opener-policy'];
      await route.fulfill({
        contentType: 'text/html',
        headers: policy ? { 'cross-origin-opener-policy': policy } : {},
        body: `<!doctype html><title>Sign in with Google</title><p>Signing in</p><script>${popupScript}</script>`,
      });
    });
  }

  const post = (message: object) =>
    `window.opener.postMessage(${JSON.stringify(message)}, location.origin);`;

  test('a blocked popup is explained', async ({ page }) => {
    await offerGoogle(page, '');
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(toastWithTitle(page, 'Popup Blocked')).toContainText(
      'Your browser blocked the sign-in popup. Please allow popups for this site and try again.',
    );
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  test('closing the popup before finishing cancels, and foreign messages are ignored', async ({
    page,
  }) => {
    await offerGoogle(page, post({ type: 'some-other-widget', status: 'success' }));
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        (window as unknown as { openedWith: unknown[] }).openedWith = args.map(String);
        return open(...args);
      };
    });
    await page.goto('/login?next=%2Finput');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await expect(page.getByRole('button', { name: 'Waiting for Google…' })).toBeDisabled();

    const [url, , features] = await page.evaluate(
      () => (window as unknown as { openedWith: string[] }).openedWith,
    );
    expect(url).toBe('/api/auth/google?next=%2Finput');
    expect(features).toContain('width=500');
    expect(features).toContain('height=600');

    await popup.waitForLoadState();
    await popup.close();
    await expect(toastWithTitle(page, 'Sign-in Cancelled')).toContainText(
      'You closed the sign-in window before completing authentication.',
    );
    await expect(page).toHaveURL(/\/login\?next=%2Finput$/);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  test('a successful popup signs the student in and continues to the page they wanted', async ({
    page,
  }) => {
    let signedIn = false;
    await page.route('**/api/auth/me', (route) =>
      signedIn
        ? route.fulfill({ json: { user: { id: 7, email: 'google-student@example.edu' } } })
        : route.fulfill({ status: 401, json: { statusCode: 401, message: 'Unauthorized' } }),
    );
    await offerGoogle(
      page,
      `${post({ type: 'redress:google-auth', status: 'success', next: '/input' })} window.close();`,
    );
    page.on('popup', () => {
      signedIn = true;
    });
    await page.goto('/login?next=%2Finput');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(toastWithTitle(page, 'Sign In Successful')).toContainText(
      'You are now signed in with Google.',
    );
    await expect(page).toHaveURL(/\/input$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Submit an Issue' })).toBeVisible();
  });

  test('a popup that reports an error shows its message', async ({ page }) => {
    await offerGoogle(
      page,
      `${post({ type: 'redress:google-auth', status: 'error', message: 'Google did not share an e-mail address.' })} window.close();`,
    );
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(toastWithTitle(page, 'Authentication Error')).toContainText(
      'Google did not share an e-mail address.',
    );
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
