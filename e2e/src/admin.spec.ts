import { expect, test, type Page } from './support/fixtures';
import { followDeletionConfirmationLink, toastWithTitle, uniqueEmail } from './support/accounts';
import { adminPassword, logIn } from './support/admin';
import { E2E_ADMIN_USERNAME } from './support/server-env';

test('an administrator logs in, is welcomed by name, and logs out', async ({ page }) => {
  await page.goto('/admin/login');
  await logIn(page, E2E_ADMIN_USERNAME, adminPassword());

  await expect(toastWithTitle(page, 'Login successful')).toContainText(
    `Welcome, ${E2E_ADMIN_USERNAME}!`,
  );
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  // The admin area's own shell names the operator signed in.
  const bar = page.getByRole('banner');
  await expect(bar).toContainText(`Signed in as ${E2E_ADMIN_USERNAME}`);

  // The session is the server's: a reload keeps it, and the login page has nothing to offer.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // An admin session is not a student session: the public site still offers Sign In.
  await page.goto('/help');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/admin/dashboard');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(toastWithTitle(page, 'Logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a refused login shows the server message', async ({ page }) => {
  // An unknown name, so the test administrator is never slowed down by failed attempts.
  await page.goto('/admin/login');
  await logIn(page, `nobody-${Date.now()}`, 'not-the-password');
  const toast = toastWithTitle(page, 'Login failed');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(toast).toContainText('Invalid username or password.');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
});

test('the button says Logging in... while the server answers', async ({ page }) => {
  await page.goto('/admin/login');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/login', async (route) => {
    await released;
    await route.continue();
  });
  await logIn(page, E2E_ADMIN_USERNAME, adminPassword());
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a login refused without a message says only Login failed', async ({ page }) => {
  // A bare refusal (a proxy's error page) cannot be produced by the real API on demand.
  await page.route('**/api/admin/login', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await page.goto('/admin/login');
  await logIn(page, 'operator', 'secret-password');
  const toast = toastWithTitle(page, 'Login failed');
  await expect(toast).toBeVisible();
  await expect(toast.locator('.rd-toast__description')).toHaveCount(0);
});

test('a failed logout keeps the administrator signed in and says so', async ({ page }) => {
  await page.goto('/admin/login');
  await logIn(page, E2E_ADMIN_USERNAME, adminPassword());
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.route('**/api/admin/logout', (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }),
  );
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(toastWithTitle(page, 'Logout failed')).toHaveAttribute(
    'data-variant',
    'destructive',
  );
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeEnabled();
});

// The admin area's tools: each signs in first, through the login page.
async function openDashboard(page: Page) {
  await page.goto('/admin/login');
  await logIn(page, E2E_ADMIN_USERNAME, adminPassword());
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const TABS = [
  { label: 'Users', count: 'users', heading: 'Users', path: 'users' },
  {
    label: 'Documents',
    count: 'analysisDocuments',
    heading: 'Student Submissions',
    path: 'analysis-documents',
  },
  {
    label: 'Results',
    count: 'analysisResults',
    heading: 'AI Analysis Results',
    path: 'analysis-results',
  },
  { label: 'Orders', count: 'serviceOrders', heading: 'Customer Orders', path: 'service-orders' },
  { label: 'Services', count: 'services', heading: 'Service Catalog', path: 'services' },
  { label: 'Admins', count: 'adminUsers', heading: 'Admin Users', path: 'admin-users' },
  { label: 'Bookings', count: 'bookings', heading: 'Bookings', path: 'bookings' },
  {
    label: 'Data Deletion',
    count: 'dataDeletionRequests',
    heading: 'Data Deletion Requests',
    path: 'data-deletion-requests',
  },
  { label: 'Audit Log', count: 'auditLog', heading: 'Audit Log', path: 'audit-log' },
] as const;

const listingOf = (path: string) => (response: { url(): string }) =>
  new URL(response.url()).pathname === `/api/admin/${path}`;

test('the dashboard shows every tab with its count and its table', async ({ page }) => {
  // Other tests add users meanwhile: compare with what this page fetched, not a later count.
  const countsResponse = page.waitForResponse('**/api/admin/counts');
  let listing = page.waitForResponse(listingOf('users'));
  await openDashboard(page);
  const counts = (await (await countsResponse).json()) as Record<string, number>;
  const tabs = page.getByRole('tab');
  for (const [index, tab] of TABS.entries()) {
    const title = tabs.filter({ hasText: new RegExp(`^${tab.label} \\(`) });
    await expect(title).toHaveText(`${tab.label} (${counts[tab.count].toLocaleString('en-US')})`);
    if (index > 0) {
      listing = page.waitForResponse(listingOf(tab.path));
      await title.click();
    }
    const answered = await listing;
    const total = Number(answered.headers()['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(counts[tab.count]);
    const panel = page.getByRole('region', { name: tab.heading, exact: true });
    await expect(panel.getByRole('heading', { level: 2, name: tab.heading })).toBeVisible();
    await expect(panel.getByRole('table')).toBeVisible();
    if (total > 0) {
      await expect(panel.locator('.ant-pagination-total-text')).toHaveText(
        `${total.toLocaleString('en-US')} record${total === 1 ? '' : 's'}`,
      );
    }
  }
  // The administrator is listed without a password hash anywhere on the page.
  await page.getByRole('tab', { name: /^Admins/ }).click();
  const admins = page.getByRole('region', { name: 'Admin Users' });
  await expect(admins.getByRole('cell', { name: E2E_ADMIN_USERNAME, exact: true })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('$argon2');
  // Services follow the display rules: the stored price and currency or 'Free', price ids or 'Not configured'.
  await page.getByRole('tab', { name: /^Services/ }).click();
  const services = page.getByRole('region', { name: 'Service Catalog' });
  await expect(
    services.getByRole('cell', { name: /^(\$|£|€|A\$)\d|^Free$/ }).first(),
  ).toBeVisible();
});

test('auto refresh refetches the active tab every 30 s until Manual is chosen', async ({
  page,
}) => {
  await page.clock.install();
  await openDashboard(page);
  await expect(page.getByRole('region', { name: 'Users' }).getByRole('table')).toBeVisible();
  const auto = page.getByRole('switch', { name: 'Auto refresh' });
  await expect(auto).toBeChecked();

  const refetched = page.waitForRequest((request) => request.url().includes('/api/admin/users?'));
  await page.clock.runFor(31_000);
  await refetched;

  await auto.click();
  await expect(auto).not.toBeChecked();
  await expect(page.getByText('Manual refresh', { exact: true })).toBeVisible();
  let fetched = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/users?')) fetched += 1;
  });
  await page.clock.runFor(65_000);
  await page.waitForTimeout(300);
  expect(fetched).toBe(0);

  // The manual refresh button still fetches on demand.
  const manual = page.waitForRequest((request) => request.url().includes('/api/admin/users?'));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await manual;
});

test('the SQL tool opens in a new tab, runs a query, downloads CSV and refuses secrets', async ({
  page,
  context,
}) => {
  await openDashboard(page);
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'SQL', exact: true }).click();
  const tool = await opened;
  await expect(tool).toHaveURL(/\/admin\/sql-tool$/);
  await expect(tool.getByRole('heading', { level: 1, name: 'SQL Tool' })).toBeVisible();

  // Beside the editor: the tables and their columns, as the database lists them, and rules that
  // are true for this database (SQLite here: no SHOW or DESCRIBE).
  const schema = tool.getByRole('region', { name: 'Tables' });
  await expect(schema.getByText('users', { exact: true })).toBeVisible();
  const adminUsers = schema
    .getByRole('listitem')
    .filter({ has: tool.getByText('admin_users', { exact: true }) });
  await adminUsers.getByText('admin_users', { exact: true }).click();
  await expect(adminUsers.getByText('username', { exact: true })).toBeVisible();
  await expect(adminUsers.getByRole('listitem').filter({ hasText: /^password/ })).toContainText(
    '(cannot be read)',
  );
  await expect(tool.getByText('This database (SQLite) has no SHOW or DESCRIBE')).toBeVisible();

  const editor = tool.getByRole('textbox', { name: 'SQL query' });
  await editor.fill('SELECT id, username, role FROM admin_users ORDER BY id');
  await tool.getByRole('button', { name: 'Run query' }).click();
  const results = tool.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('columnheader', { name: 'username' })).toBeVisible();
  await expect(results.getByRole('cell', { name: E2E_ADMIN_USERNAME, exact: true })).toBeVisible();
  await expect(results.getByRole('status')).toHaveText(/^\d+ rows? in \d+ ms$/);

  const download = tool.waitForEvent('download');
  await results.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^redress-query-.*\.csv$/);
  const csv = await new Promise<string>((resolve, reject) => {
    void file.createReadStream().then((stream) => {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => resolve(text));
      stream.on('error', reject);
    }, reject);
  });
  expect(csv.split('\r\n')[0]).toBe('id,username,role');
  expect(csv).toMatch(new RegExp(`\\r\\n\\d+,${E2E_ADMIN_USERNAME},admin\\r\\n`));

  await editor.fill('SELECT username, password FROM admin_users');
  await tool.getByRole('button', { name: 'Run query' }).click();
  const refused = tool.getByRole('alert').filter({ hasText: 'Query refused' });
  await expect(refused).toContainText(
    'admin_users.password holds secrets and cannot be read here.',
  );

  await editor.fill('DELETE FROM users');
  await tool.getByRole('button', { name: 'Run query' }).click();
  await expect(tool.getByRole('alert').filter({ hasText: 'Query refused' })).toContainText(
    'Only SELECT, WITH and EXPLAIN statements can run on SQLite',
  );
});

test('the e-mail test goes through the dev outbox and says so', async ({ page }, testInfo) => {
  await openDashboard(page);
  await page.getByRole('link', { name: 'E-mail test' }).click();
  await expect(page).toHaveURL(/\/admin\/email-test$/);
  const address = uniqueEmail(testInfo, 'ops');
  await page.getByLabel('Email address').fill('not-an-address');
  await page.getByRole('button', { name: 'Send test e-mail' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

  await page.getByLabel('Email address').fill(address);
  await page.getByRole('button', { name: 'Send test e-mail' }).click();
  const outcome = page.getByRole('region', { name: 'What happened' });
  await expect(outcome.getByRole('status')).toContainText('Kept in the dev outbox');
  await expect(outcome).toContainText(
    `SMTP_URL is not set: the message for ${address} was kept in the dev outbox.`,
  );
  const link = outcome.getByRole('link', { name: 'Open in the dev outbox' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/dev\/mail\//);

  await page.goto('/dev/mail');
  const row = page.locator('tr', { has: page.locator('td', { hasText: address }) });
  await expect(row).toContainText('Redress e-mail test');
  await page.goto(href as string);
  await expect(page.getByRole('heading', { level: 1, name: 'Redress e-mail test' })).toBeVisible();
  await expect(page.locator('pre')).toContainText(`Sent by: ${E2E_ADMIN_USERNAME}`);
});

test('the queues page shows the counts of the queue', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('link', { name: 'Queues' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Queues' })).toBeVisible();
  const queue = page.getByRole('region', { name: 'Queue “jobs”' });
  for (const label of ['Waiting', 'Active', 'Delayed', 'Failed', 'Completed']) {
    await expect(
      queue.locator('.ant-statistic-title').getByText(label, { exact: true }),
    ).toBeVisible();
  }
  await expect(queue.getByRole('heading', { level: 3, name: 'Failed jobs' })).toBeVisible();
});

test("a listing that cannot be fetched says so in the spec's words", async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/admin/service-orders',
    (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await openDashboard(page);
  await page.getByRole('tab', { name: /^Orders/ }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to fetch service orders' });
  await expect(failure).toBeVisible();
  await page.unroute((url) => url.pathname === '/api/admin/service-orders');
  await failure.getByRole('button', { name: 'Try Again' }).click();
  await expect(
    page.getByRole('region', { name: 'Customer Orders' }).getByRole('table'),
  ).toBeVisible();
});

test('an operator fulfils a data deletion request from the Data Deletion tab', async ({
  page,
  request,
}, testInfo) => {
  // Two loads of the dashboard and the owner's confirmation by e-mail in one test.
  test.slow();
  // A request for an address with no account: closing it deletes nothing and tells the person so.
  // Sent signed out, so it waits for the address's owner to confirm it by the e-mailed link.
  const email = uniqueEmail(testInfo);
  const sent = await request.post('/api/data-deletion-requests', {
    data: { fullName: 'Dana Example', email },
  });
  expect(sent.status()).toBe(201);

  const openTab = async () => {
    const listed = page.waitForResponse(listingOf('data-deletion-requests'));
    await page.getByRole('tab', { name: /^Data Deletion/ }).click();
    const rows = (await (await listed).json()) as { id: number; email: string }[];
    return rows.find((row) => row.email === email)?.id;
  };
  await openDashboard(page);
  const id = await openTab();
  expect(id).toBeDefined();

  const panel = page.getByRole('region', { name: 'Data Deletion Requests', exact: true });
  const row = panel.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('received');
  // Unconfirmed: shown as such, and the operator cannot complete it.
  await expect(row).toContainText('Not confirmed');
  const blocked = row.getByRole('button', { name: `Delete data and close request ${id}` });
  await expect(blocked).toBeDisabled();
  await expect(blocked).toHaveAccessibleDescription(
    'Waiting for the owner of the address to confirm this request with the emailed link. It cannot be completed before that.',
  );

  // The owner of the address follows the e-mailed link (the admin session plays no part in it).
  await followDeletionConfirmationLink(page, email);
  await page.getByRole('button', { name: 'Confirm deletion request' }).click();
  await expect(toastWithTitle(page, 'Request Confirmed')).toBeVisible();

  await page.goto('/admin/dashboard');
  await openTab();
  await expect(row).toContainText('Yes (emailed link)');
  await row.getByRole('button', { name: `Delete data and close request ${id}` }).click();
  // The confirmation says what will happen before anything does.
  await expect(page.getByText(`Delete the data of request ${id} and close it?`)).toBeVisible();
  await page.getByRole('button', { name: 'Delete data and close', exact: true }).click();

  await expect(toastWithTitle(page, 'Request completed')).toBeVisible();
  await expect(row).toContainText('completed');
  await expect(row.getByRole('button', { name: /^Delete data and close/ })).toHaveCount(0);
});
