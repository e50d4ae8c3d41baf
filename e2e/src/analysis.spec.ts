// The case intake and the analysis, end to end against the real server: the embedded queue and
// engine finish an analysis in a second or two, so nothing here is stubbed unless it says so.
import type { Browser } from '@playwright/test';
import { localIsoDate } from '@redress/domain';
import { expect, test, type Page } from './support/fixtures';
import { signInWithEmailLink, toastWithTitle, uniqueEmail } from './support/accounts';

const DEADLINE_SENTENCE =
  'You must submit your appeal within ten (10) working days of the date of the decision.';

const POLICY_TEXT = `Academic Appeals Policy

1. Scope
1.1 This policy applies to all taught students who wish to appeal against a decision of a Board of Examiners.

2. Grounds for appeal
2.1 An appeal may be made on the grounds of procedural irregularity in the conduct of the assessment.
2.2 An appeal may also be made where there were extenuating circumstances which the student could not, for good reason, disclose before the Board met.
2.3 Disagreement with the academic judgement of the examiners is not a ground for appeal.

3. How to appeal
3.1 ${DEADLINE_SENTENCE}
3.2 Appeals must be made in writing on the appeal form and include supporting evidence.

4. Review
4.1 If you are dissatisfied with the outcome you may request a review within 10 working days of the outcome letter.
`;

const CASE_DESCRIPTION =
  'My final project was marked down after the deadline was changed without notice. ' +
  'The module handbook said the 14 March deadline, but the Board of Examiners used 7 March. ' +
  'I was also ill that week and have a doctor’s note. I want the mark reviewed.';

async function openIntakeForm(page: Page) {
  await page.goto('/input');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit an Issue' })).toBeVisible();
}

const descriptionField = (page: Page) => page.getByLabel('Describe your issue');

/** Submits a case through the API as the signed-in user of `page`; returns its id. */
async function submitCaseThroughApi(page: Page, title: string): Promise<number> {
  const response = await page.request.post('/api/analysis/upload', {
    data: {
      title,
      issueCategory: 'academic',
      actionTaken: 'notyet',
      issueDescription: CASE_DESCRIPTION,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  // A client address of its own, like the fixture gives every test's page.
  const address = `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  const page = await context.newPage();
  await signInWithEmailLink(page, email);
  return page;
}

test('a student submits a case with a TXT policy, watches it run and reads the cited report', async ({
  page,
}, testInfo) => {
  // Every value the progress bar announces, so a quick analysis cannot pass the view unseen.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const text = bar?.getAttribute('aria-valuetext');
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await signInWithEmailLink(page, uniqueEmail(testInfo));
  await openIntakeForm(page);

  // The spec's defaults.
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByLabel('Type of issue')).toHaveValue('academic');
  await expect(page.getByLabel('What action have you taken so far?')).toHaveValue('notyet');
  await expect(page.getByLabel('Type of issue').locator('option')).toHaveText([
    'Admissions complaints and appeals',
    'Appeals about academic decisions',
    'Service issue complaints',
  ]);
  await expect(page.getByLabel('What action have you taken so far?').locator('option')).toHaveText([
    'Not yet',
    'Tried informally',
    'Submitted complaint',
    'Requested review',
    'Escalated to ombudsman',
  ]);

  const title = `Project mark appeal ${testInfo.workerIndex}-${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await descriptionField(page).fill(CASE_DESCRIPTION);
  await page.getByLabel('What outcome would you like?').fill('A review of my project mark.');
  await page.getByLabel('What action have you taken so far?').selectOption('Tried informally');
  await page.getByLabel('University or college').fill('Northfield University');
  const policyInput = page.getByLabel('Policy document');
  await expect(policyInput).toHaveAttribute('accept', /\.pdf/);
  await policyInput.setInputFiles({
    name: 'appeals-policy.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(POLICY_TEXT, 'utf8'),
  });
  await expect(page.getByText('appeals-policy.txt')).toBeVisible();
  await expect(page.getByText(`(${Buffer.byteLength(POLICY_TEXT)} bytes)`)).toBeVisible();

  // The upload is held back in the browser until the pending button has been seen.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/analysis/upload', async (route) => {
    await released;
    await route.continue();
  });
  const uploaded = page.waitForResponse('**/api/analysis/upload');
  await page.getByRole('button', { name: 'Submit for Analysis' }).click();
  const pendingButton = page.getByRole('button', { name: 'Analyzing...' });
  await expect(pendingButton).toBeDisabled();
  release();
  const response = await uploaded;
  expect(response.status()).toBe(201);
  const created = (await response.json()) as { id: number; policySource: string };
  expect(created.policySource).toBe('upload');

  await expect(toastWithTitle(page, 'Analysis Started')).toContainText(
    'Your university policy is being analyzed',
  );
  await expect(page).toHaveURL(new RegExp(`/analysis/${created.id}$`));

  // The report, once the analysis has run.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 20_000,
  });
  const progressSeen = await page.evaluate(
    () => (window as unknown as { progressSeen: string[] }).progressSeen,
  );
  expect(progressSeen.length).toBeGreaterThan(0);
  expect(progressSeen[0]).toMatch(/\d+%$/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'At a glance' })).toBeVisible();
  await expect(main).toContainText('Appeals about academic decisions');
  await expect(main).toContainText('appeals-policy.txt');

  const viewFull = page.getByRole('button', { name: 'View Full Analysis' });
  await expect(viewFull).toHaveAttribute('aria-expanded', 'false');
  await viewFull.click();
  await expect(viewFull).toHaveAttribute('aria-expanded', 'true');
  const fullHeading = page.getByRole('heading', { level: 2, name: 'Full Analysis' });
  await expect(fullHeading).toBeFocused();

  for (const section of [
    'Key Issues',
    'Relevant Policies',
    'Best Case',
    'Worst Case',
    'Potential Challenges',
    'Action Steps',
    'Deadlines',
  ]) {
    await expect(main.getByRole('heading', { level: 3, name: section, exact: true })).toBeVisible();
  }
  // Each ground says why: the student's own sentence behind it, shown on request.
  const keyIssues = main.getByRole('region', { name: 'Key Issues' });
  const illness = keyIssues.getByRole('listitem').filter({ hasText: 'Extenuating circumstances' });
  const why = illness.getByText('Why we think this applies');
  await expect(why).toBeVisible();
  await expect(illness.getByText('From what you wrote:')).toBeHidden();
  await why.click();
  await expect(illness.locator('q')).toContainText([
    'I was also ill that week and have a doctor’s note.',
  ]);
  // Never the title: the reasons are what the student wrote about the case.
  await expect(illness.locator('q', { hasText: title })).toHaveCount(0);

  // Citations quote the uploaded policy word for word, with where they come from.
  const policies = main.getByRole('region', { name: 'Relevant Policies' });
  await expect(policies.locator('blockquote').first()).toBeVisible();
  await expect(
    policies.locator('blockquote', { hasText: 'within ten (10) working days' }),
  ).not.toHaveCount(0);
  await expect(policies.locator('.rd-quote__location').first()).toContainText(/\S/);

  const deadlines = main.getByRole('region', { name: 'Deadlines' });
  await expect(deadlines).toContainText('10 working days');
  await expect(deadlines.locator('blockquote').first()).toContainText(
    'within ten (10) working days',
  );
  // The limit for the student's next step is marked, and only that one.
  const marked = deadlines.getByRole('listitem').filter({ hasText: 'Your next step' });
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText('within ten (10) working days');

  await page.getByRole('button', { name: 'Back to Analysis' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();

  await expect(main.getByRole('link', { name: 'Draft your letter' }).first()).toHaveAttribute(
    'href',
    `/analysis/${created.id}/draft`,
  );
  const services = main.getByRole('region', { name: 'Recommended Services' });
  await expect(services.getByRole('link', { name: 'Choose Professional Review' })).toHaveAttribute(
    'href',
    `/checkout?serviceId=19&caseId=${created.id}`,
  );
  await expect(services.getByRole('link', { name: 'Choose Video Consultation' })).toHaveAttribute(
    'href',
    `/checkout?serviceId=20&caseId=${created.id}`,
  );
  await expect(services).toContainText(/\$\d+/);

  // The dashboard lists the case, completed, with its category and date.
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  const caseLink = page.getByRole('link', { name: new RegExp(title) });
  await expect(caseLink).toHaveAttribute('href', `/analysis/${created.id}`);
  const row = page.getByRole('listitem').filter({ has: caseLink });
  await expect(row).toContainText('Report ready');
  await expect(row).toContainText('Appeals about academic decisions');
  const today = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date());
  await expect(row).toContainText(today);
  const nextStep = page.getByRole('region', { name: 'Your next step' });
  await expect(nextStep).toContainText(title);
  await expect(nextStep.getByRole('link', { name: 'Open your analysis' })).toHaveAttribute(
    'href',
    `/analysis/${created.id}`,
  );

  // A started analysis leaves no draft behind.
  await openIntakeForm(page);
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(descriptionField(page)).toHaveValue('');
});

test('an empty submit shows the messages of the spec beside the fields and sends nothing', async ({
  page,
}, testInfo) => {
  await signInWithEmailLink(page, uniqueEmail(testInfo));
  await openIntakeForm(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/analysis/upload')) uploads.push(request.url());
  });

  await page.getByRole('button', { name: 'Submit for Analysis' }).click();
  const description = descriptionField(page);
  await expect(page.getByText('Please describe your issue.', { exact: true })).toBeVisible();
  await expect(description).toBeFocused();
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(description).toHaveAccessibleDescription(/Please describe your issue\./);

  await description.fill('Too short.');
  await page.getByLabel('Link to the policy').fill('not a web address');
  await page.getByRole('button', { name: 'Submit for Analysis' }).click();
  await expect(
    page.getByText('Please describe your issue in at least 20 characters.'),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Please enter a valid website address (e.g., example.edu/policy or redress.example/policy).',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Link to the policy')).toHaveAttribute('aria-invalid', 'true');
  await expect(description).toBeFocused();

  // A file over 10 MB is refused before anything is uploaded.
  await description.fill(CASE_DESCRIPTION);
  await page.getByLabel('Link to the policy').fill('example.edu/appeals-policy');
  await page.getByLabel('Policy document').setInputFiles({
    name: 'huge-policy.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
  });
  await expect(page.getByText('This file is larger than 10 MB.')).toBeVisible();
  await expect(page.getByText('huge-policy.pdf')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit for Analysis' }).click();
  await expect(page.getByLabel('Policy document')).toBeFocused();
  expect(uploads).toEqual([]);
  await page.getByRole('button', { name: 'Continue without a file' }).click();
  await expect(page.getByText('This file is larger than 10 MB.')).toHaveCount(0);

  // A bare policy link is sent with https:// in front.
  const uploaded = page.waitForRequest('**/api/analysis/upload');
  await page.getByRole('button', { name: 'Submit for Analysis' }).click();
  const sent = (await uploaded).postDataJSON() as { policyLink: string };
  expect(sent.policyLink).toBe('https://example.edu/appeals-policy');
  await expect(toastWithTitle(page, 'Analysis Started')).toBeVisible();
});

test("the server's refusal is shown beside the field it names", async ({ page }, testInfo) => {
  await signInWithEmailLink(page, uniqueEmail(testInfo));
  await openIntakeForm(page);
  // The form's own checks pass; on the way, the case is changed into one the server refuses,
  // as a stale page with older rules would send it.
  await page.route('**/api/analysis/upload', (route) =>
    route.continue({
      postData: JSON.stringify({
        ...(route.request().postDataJSON() as object),
        issueDescription: 'Too short.',
      }),
    }),
  );
  await descriptionField(page).fill(CASE_DESCRIPTION);
  const answered = page.waitForResponse('**/api/analysis/upload');
  await page.getByRole('button', { name: 'Submit for Analysis' }).click();
  expect((await answered).status()).toBe(400);
  const description = descriptionField(page);
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(description).toHaveAccessibleDescription(
    /Please describe your issue in at least 20 characters\./,
  );
  await expect(description).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'at least 20 characters' })).toHaveCount(
    0,
  );
});

test("on a 390 px phone every choice of the form's menus shows in full", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithEmailLink(page, uniqueEmail(testInfo));
  await openIntakeForm(page);
  const menus = [
    page.getByLabel('Type of issue'),
    page.getByLabel('What action have you taken so far?'),
  ];
  for (const menu of menus) {
    const labels = await menu.locator('option').allTextContents();
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) {
      await menu.selectOption({ label });
      // A closed select shows its choice on one line: the text must fit the select's inner width.
      const fit = await menu.evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) throw new Error('No canvas');
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.selectedOptions[0]?.text ?? '';
        const room =
          select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const right = select.getBoundingClientRect().right;
        return { text, width: context.measureText(text).width, room, right };
      });
      expect(fit.text).toBe(label);
      expect(fit.width, `"${label}" fits its menu`).toBeLessThanOrEqual(fit.room);
      expect(fit.right).toBeLessThanOrEqual(390);
    }
  }
});

test('the draft of the form survives a reload', async ({ page }, testInfo) => {
  await signInWithEmailLink(page, uniqueEmail(testInfo));
  await openIntakeForm(page);
  await page.getByLabel('Title').fill('Housing repair complaint');
  await page.getByLabel('Type of issue').selectOption('Service issue complaints');
  await descriptionField(page).fill('The heating in my room has been broken for six weeks.');
  await page.getByLabel('What action have you taken so far?').selectOption('Submitted complaint');
  await page.getByLabel('Link to the policy').fill('uni.example/housing');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Submit an Issue' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Housing repair complaint');
  await expect(page.getByLabel('Type of issue')).toHaveValue('service');
  await expect(descriptionField(page)).toHaveValue(
    'The heating in my room has been broken for six weeks.',
  );
  await expect(page.getByLabel('What action have you taken so far?')).toHaveValue(
    'submittedcomplaint',
  );
  await expect(page.getByLabel('Link to the policy')).toHaveValue('uni.example/housing');
  await expect(page.getByRole('status').filter({ hasText: 'We kept the draft' })).toBeVisible();
  // A file is not kept with the draft, and the page says so rather than promise it.
  await expect(page.getByRole('status').filter({ hasText: 'We kept the draft' })).toContainText(
    'attach it again',
  );
  await expect(page.getByText('an attached file is not, so attach it again')).toBeVisible();

  // Start over gives the spec's defaults back, and that survives a reload too.
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByLabel('Type of issue')).toHaveValue('academic');
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(descriptionField(page)).toHaveValue('');
});

test("another student's analysis is not found", async ({ page, browser }, testInfo) => {
  const owner = await signedInPage(browser, uniqueEmail(testInfo, 'owner'));
  const id = await submitCaseThroughApi(owner, 'A private case');
  await owner.context().close();

  await signInWithEmailLink(page, uniqueEmail(testInfo, 'other'));
  await page.goto(`/analysis/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Analysis Not Found' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    "The analysis you're looking for doesn't exist, is incomplete, or you don't have permission to view it.",
  );
  await expect(page.getByRole('main')).not.toContainText('A private case');
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your cases will appear here' })).toBeVisible();
});

test('a case whose answer was lost on the way is stored once when the student sends it again', async ({
  page,
}, testInfo) => {
  await signInWithEmailLink(page, uniqueEmail(testInfo));
  await openIntakeForm(page);
  const title = `Lost answer ${testInfo.workerIndex}-${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await descriptionField(page).fill(CASE_DESCRIPTION);

  // The first submission reaches the server, which stores the case; its answer never arrives.
  const keys: string[] = [];
  let lose = true;
  await page.route('**/api/analysis/upload', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!lose) return route.continue();
    lose = false;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Submit for Analysis' }).click();
  await expect(toastWithTitle(page, 'Analysis Error')).toBeVisible();
  await expect(page).toHaveURL(/\/input$/);

  const again = page.waitForResponse('**/api/analysis/upload');
  await page.getByRole('button', { name: 'Submit for Analysis' }).click();
  const response = await again;
  expect(response.status()).toBe(201);
  expect(response.headers()['idempotent-replayed']).toBe('true');
  const { id } = (await response.json()) as { id: number };
  await expect(page).toHaveURL(new RegExp(`/analysis/${id}$`));
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);

  // One case, not two.
  const { user } = (await (await page.request.get('/api/auth/me')).json()) as {
    user: { id: number };
  };
  const cases = (await (
    await page.request.get(`/api/analysis/documents/user/${user.id}`)
  ).json()) as { title: string }[];
  expect(cases.filter((item) => item.title === title)).toHaveLength(1);
});

test('a renamed binary is refused with the server message and the form is kept', async ({
  page,
}, testInfo) => {
  await signInWithEmailLink(page, uniqueEmail(testInfo));
  await openIntakeForm(page);
  await descriptionField(page).fill(CASE_DESCRIPTION);
  // PNG bytes under a PDF name: the server checks the content, not the name.
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(512, 7),
  ]);
  await page.getByLabel('Policy document').setInputFiles({
    name: 'policy.pdf',
    mimeType: 'application/pdf',
    buffer: png,
  });

  const uploaded = page.waitForResponse('**/api/analysis/upload');
  await page.getByRole('button', { name: 'Submit for Analysis' }).click();
  const response = await uploaded;
  expect(response.status()).toBe(415);
  const { message } = (await response.json()) as { message: string };
  expect(message.length).toBeGreaterThan(0);

  const toast = toastWithTitle(page, 'Analysis Error');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(toast).toContainText(message);
  await expect(page).toHaveURL(/\/input$/);
  await expect(descriptionField(page)).toHaveValue(CASE_DESCRIPTION);
  await expect(page.getByText('policy.pdf', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for Analysis' })).toBeEnabled();
});

test('a decision date given with the case starts the time limits that run from the decision', async ({
  page,
}, testInfo) => {
  await signInWithEmailLink(page, uniqueEmail(testInfo));
  await openIntakeForm(page);
  await descriptionField(page).fill(CASE_DESCRIPTION);
  const decided = page.getByLabel('When did you receive the decision?');
  // A day that has not come yet is refused beside the field, and nothing is sent.
  const tomorrow = new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10);
  await decided.fill(tomorrow);
  await page.getByRole('button', { name: 'Submit for Analysis' }).click();
  await expect(
    page.getByText('Please enter the day the decision reached you (it cannot be in the future).'),
  ).toBeVisible();
  await expect(decided).toBeFocused();

  await decided.fill(localIsoDate());
  await page.getByLabel('Policy document').setInputFiles({
    name: 'appeals-policy.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(POLICY_TEXT, 'utf8'),
  });
  await page.getByRole('button', { name: 'Submit for Analysis' }).click();
  await expect(page).toHaveURL(/\/analysis\/\d+$/);

  // Once the report is in: the decision is on the case file, the appeal limit is a date, and
  // the review limit waits for the outcome.
  const caseFile = page.getByRole('region', { name: 'Case file' });
  await expect(caseFile.getByRole('list', { name: 'Case timeline' })).toContainText(
    'Decision received',
    { timeout: 30_000 },
  );
  const dueDates = caseFile.getByRole('list', { name: 'Due dates' });
  await expect(dueDates.getByRole('listitem')).toHaveCount(1);
  await expect(dueDates).toContainText(DEADLINE_SENTENCE.match(/within ten \(10\)[^.]*/)![0]);
  await expect(caseFile.getByRole('list', { name: 'Time limits not started' })).toContainText(
    'Starts when you receive the outcome',
  );

  // The letter says when the decision arrived.
  await page.goto(`${new URL(page.url()).pathname}/draft`);
  await expect(page.getByLabel('Letter text')).toHaveValue(
    /I received the decision on \d{1,2} [A-Z][a-z]+ \d{4}\./,
  );

  // A second case whose decision came ten days ago is more urgent: the dashboard leads with it.
  const second = await page.request.post('/api/analysis/upload', {
    multipart: {
      title: 'Older decision',
      issueCategory: 'academic',
      actionTaken: 'notyet',
      issueDescription: CASE_DESCRIPTION,
      policyFile: {
        name: 'appeals-policy.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(POLICY_TEXT, 'utf8'),
      },
    },
  });
  expect(second.status()).toBe(201);
  const secondId = ((await second.json()) as { id: number }).id;
  await expect
    .poll(async () => (await page.request.get(`/api/analysis/results/${secondId}`)).status(), {
      timeout: 30_000,
    })
    .toBe(200);
  const recorded = await page.request.post(`/api/analysis/documents/${secondId}/steps`, {
    data: {
      stage: 'decision_received',
      date: localIsoDate(new Date(Date.now() - 10 * 24 * 3600_000)),
    },
  });
  expect(recorded.status()).toBe(201);
  await page.goto('/dashboard');
  const upcoming = page.getByRole('list', { name: 'Upcoming due dates' });
  await expect(upcoming.getByRole('listitem')).toHaveCount(2);
  await expect(upcoming.getByRole('listitem').first()).toContainText('Older decision');
  await expect(upcoming.getByRole('listitem').first()).toContainText(/in \d days|tomorrow|today/);
  await expect(page.getByRole('region', { name: 'Your next step' })).toContainText(
    'Older decision',
  );
});
