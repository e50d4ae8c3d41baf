// From a finished analysis to a letter: composed, edited and saved, copied, exported as DOCX and
// PDF; then a step with a decision date recorded on the case page. Real server, nothing stubbed.
import { localIsoDate } from '@redress/domain';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/fixtures';
import { signInWithEmailLink, toastWithTitle, uniqueEmail } from './support/accounts';
import { answerWithChangedJson } from './support/stubs';

const POLICY_TEXT = `Academic Appeals Policy

1. Scope
1.1 This policy applies to all taught students who wish to appeal against a decision of a Board of Examiners.

2. Grounds for appeal
2.1 An appeal may be made on the grounds of procedural irregularity in the conduct of the assessment.
2.2 An appeal may also be made where there were extenuating circumstances which the student could not, for good reason, disclose before the Board met.

3. How to appeal
3.1 You must submit your appeal within ten (10) working days of the date of the decision.
3.2 Appeals must be made in writing on the appeal form and include supporting evidence.

4. Review
4.1 If you are dissatisfied with the outcome of your appeal, you may request a review within 10 working days of the appeal outcome.
`;

const CASE_DESCRIPTION =
  'My final project was marked down after the deadline was changed without notice. ' +
  'The module handbook said the 14 March deadline, but the Board of Examiners used 7 March. ' +
  'I was also ill that week and have a doctor’s note. I want the mark reviewed.';

/** Submits a case with a TXT policy as the signed-in user of `page`; returns its id. */
async function submitTxtCase(page: Page, title: string): Promise<number> {
  const response = await page.request.post('/api/analysis/upload', {
    multipart: {
      title,
      issueCategory: 'academic',
      actionTaken: 'notyet',
      issueDescription: CASE_DESCRIPTION,
      desiredResolution: 'A review of my project mark.',
      universityName: 'Northfield University',
      policyFile: {
        name: 'appeals-policy.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(POLICY_TEXT, 'utf8'),
      },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Opens the finished analysis of case `id`, then its draft page through the report's link. */
async function openDraftFromAnalysis(page: Page, id: number, title: string): Promise<void> {
  await page.goto(`/analysis/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('link', { name: 'Draft your letter' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/analysis/${id}/draft$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Draft Your Appeal or Complaint' }),
  ).toBeVisible();
}

const saveStatus = (page: Page) => page.locator('#rd-letter-title ~ [role="status"]');

/** Today in the browser's (and this machine's) time zone, as a date field expects it. */
const today = () => localIsoDate();

test('a student drafts, edits, copies and exports a letter, then records a decision on the case', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo);
  await signInWithEmailLink(page, email);
  const title = `Project mark appeal ${testInfo.workerIndex}-${Date.now().toString(36)}`;
  const id = await submitTxtCase(page, title);

  await openDraftFromAnalysis(page, id, title);

  const overview = page.getByRole('complementary', { name: 'Case Overview' });
  await expect(overview).toContainText('Your Goal');
  await expect(overview).toContainText('A review of my project mark.');
  await expect(overview).toContainText('Initial appeal');
  await expect(overview).toContainText('Northfield University');
  await expect(overview).toContainText('marked down after the deadline was changed');

  const letter = page.getByLabel('Letter text');
  const signature = email.split('@')[0];
  await expect(letter).toHaveValue(new RegExp(`Yours faithfully,\\n\\n${signature}\\n`));
  await expect(letter).toHaveValue(/“[^”]*within ten \(10\) working days[^”]*”/);
  // Written to the institution from the student's side: their facts, their address, no gaps.
  await expect(letter).toHaveValue(/What happened: My final project was marked down/);
  await expect(letter).toHaveValue(new RegExp(`\\nEmail: ${email.replace(/[.+]/g, '\\$&')}$`));
  await expect(letter).not.toHaveValue(/\[Your|Next time limit|you obtain/i);

  const saveState = saveStatus(page);
  await expect(saveState).toHaveText('Your changes are saved as you type');

  // An edit is saved to the server while typing, and comes back from there after a reload.
  const edit = 'I attach my doctor’s note from the week of 7 March.';
  await letter.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(`\n\n${edit}`);
  await expect(saveState).toHaveText('Saved');
  const saved = await page.request.get(`/api/analysis/documents/${id}/draft`);
  expect(saved.status()).toBe(200);
  expect(((await saved.json()) as { text: string }).text).toContain(edit);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(page.getByLabel('Letter text')).toHaveValue(new RegExp(`${edit}$`));
  await expect(saveState).toHaveText('Saved');

  // Asked once for the name to sign with: the signature becomes it, and the question goes.
  await page.getByRole('button', { name: 'Use my name' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await page.getByLabel('Your full name').fill('Amira Khan');
  await page.getByRole('button', { name: 'Use my name' }).click();
  await expect(toastWithTitle(page, 'Name saved')).toBeVisible();
  await expect(page.getByLabel('Letter text')).toHaveValue(
    /Yours faithfully,\n\nAmira Khan\nEmail: /,
  );
  await expect(page.getByLabel('Your full name')).toHaveCount(0);
  await expect(saveState).toHaveText('Saved');
  const text = await page.getByLabel('Letter text').inputValue();

  // Copy Text puts the whole letter on the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.getByRole('button', { name: 'Copy Text' }).click();
  await expect(toastWithTitle(page, 'Copied!')).toContainText('Letter copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

  // Both downloads are real files of the letter on screen.
  const docxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .docx' }).click();
  const docx = await docxDownload;
  expect(docx.suggestedFilename()).toBe(`redress-letter-${id}.docx`);
  const docxBytes = await readFile(await docx.path());
  expect(docxBytes.length).toBeGreaterThan(0);
  expect(docxBytes.subarray(0, 2).toString('latin1')).toBe('PK');

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .pdf' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`redress-letter-${id}.pdf`);
  const pdfBytes = await readFile(await pdf.path());
  expect(pdfBytes.length).toBeGreaterThan(0);
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // On the case page: every time limit waits for the event that starts it.
  await page.goto(`/analysis/${id}`);
  const caseFile = page.getByRole('region', { name: 'Case file' });
  const timeline = caseFile.getByRole('list', { name: 'Case timeline' });
  await expect(timeline).toContainText('Submitted for analysis');
  await expect(timeline).toContainText('Letter drafted');
  await expect(caseFile.getByText('No due dates yet.')).toBeVisible();
  const waiting = caseFile.getByRole('list', { name: 'Time limits not started' });
  await expect(waiting).toContainText('Starts when you receive the decision');
  await expect(waiting).toContainText('Starts when you receive the outcome');
  const nextSteps = caseFile.getByRole('region', { name: 'Next steps' });
  await expect(nextSteps).toContainText('Raise it with the institution');

  const record = async (what: string, reference?: string) => {
    await caseFile.getByLabel('What happened').selectOption({ label: what });
    await expect(caseFile.getByLabel('Date it happened')).toHaveValue(today());
    if (reference) await caseFile.getByLabel('Reference number').fill(reference);
    await caseFile.getByRole('button', { name: 'Record step' }).click();
    await expect(
      toastWithTitle(page, 'Step recorded').filter({ hasText: `${what} was added.` }),
    ).toBeVisible();
  };

  // The decision arrives: exactly the appeal limit becomes a date; the review still waits.
  await record('Decision received', 'APP-2026-117');
  const step = timeline.getByRole('listitem').filter({ hasText: 'Decision received' });
  await expect(step).toContainText('Reference APP-2026-117');
  const dueDates = caseFile.getByRole('list', { name: 'Due dates' });
  await expect(dueDates.getByRole('listitem')).toHaveCount(1);
  await expect(dueDates).toContainText('within ten (10) working days');
  await expect(dueDates.getByRole('listitem').first()).toContainText(
    /Due \w{3} \d{1,2}, \d{4} in \d+ days/,
  );
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  await expect(waiting).toContainText('Starts when you receive the outcome');
  await expect(caseFile.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
    'href',
    `/api/analysis/documents/${id}/deadlines.ics`,
  );

  // The dashboard leads with it: "in N days", and the next step is this case's due date.
  await page.goto('/dashboard');
  const upcoming = page.getByRole('list', { name: 'Upcoming due dates' });
  await expect(upcoming.getByRole('listitem').first()).toContainText(/in \d+ days/);
  await expect(upcoming.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/analysis/${id}`,
  );
  const next = page.getByRole('region', { name: 'Your next step' });
  await expect(next).toContainText(title);
  await expect(next).toContainText(
    /within 10 working days of the date of the decision: due \w{3} \d{1,2}, \d{4} in \d+ days/,
  );

  // The appeal is lodged: its date is met, nothing is due until the outcome comes.
  await page.goto(`/analysis/${id}`);
  await record('Appeal lodged');
  await expect(caseFile.getByText('No due dates yet.')).toBeVisible();
  await expect(caseFile.getByRole('list', { name: 'Time limits met' })).toContainText(
    'met by “Appeal lodged”',
  );
  await expect(nextSteps).toContainText('Wait for the outcome, then decide on a review');

  // The outcome arrives: the review limit becomes the due date.
  await record('Outcome received');
  await expect(dueDates.getByRole('listitem')).toHaveCount(1);
  await expect(dueDates).toContainText(
    'Request a review within 10 working days of the appeal outcome',
  );
  await expect(nextSteps).toContainText('Decide whether to ask for a review');
});

test('a letter downloaded as composed, without an edit, counts as drafted on the case', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInWithEmailLink(page, uniqueEmail(testInfo));
  const title = `Untouched letter ${testInfo.workerIndex}-${Date.now().toString(36)}`;
  const id = await submitTxtCase(page, title);
  await openDraftFromAnalysis(page, id, title);
  await expect(page.getByLabel('Letter text')).toHaveValue(/Yours faithfully,/);

  const docx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .docx' }).click();
  expect((await docx).suggestedFilename()).toBe(`redress-letter-${id}.docx`);
  await expect(saveStatus(page)).toHaveText('Saved');

  await page.goto(`/analysis/${id}`);
  const timeline = page
    .getByRole('region', { name: 'Case file' })
    .getByRole('list', { name: 'Case timeline' });
  await expect(timeline).toContainText('Letter drafted');
});

test('a letter typed while offline stays on the device and is saved when the student returns', async ({
  page,
  context,
  browser,
  baseURL,
  extraHTTPHeaders,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInWithEmailLink(page, uniqueEmail(testInfo));
  const title = `Saved later ${testInfo.workerIndex}-${Date.now().toString(36)}`;
  const id = await submitTxtCase(page, title);
  await openDraftFromAnalysis(page, id, title);

  await context.setOffline(true);
  const edit = 'Written on a train with no signal.';
  await page.getByLabel('Letter text').focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(`\n\n${edit}`);
  await expect(saveStatus(page)).toHaveText('Not saved — retrying');
  // The student comes back later in the same browser: its storage (session and the copy of the
  // letter), with the connection back. The first tab stays offline, so none of its saves (nor
  // the one sent as a tab closes) can reach the server first.
  const returned = await browser.newContext({
    storageState: await context.storageState(),
    baseURL,
    extraHTTPHeaders,
  });
  const nothingSaved = await returned.request.get(`/api/analysis/documents/${id}/draft`);
  expect(nothingSaved.status()).toBe(404);

  const again = await returned.newPage();
  await again.goto(`/analysis/${id}/draft`);
  await expect(again.getByLabel('Letter text')).toHaveValue(new RegExp(`${edit}$`));
  await expect(
    again.getByText('We restored the changes you made on this device last time.'),
  ).toBeVisible();
  await expect(saveStatus(again)).toHaveText('Saved');
  const saved = await returned.request.get(`/api/analysis/documents/${id}/draft`);
  expect(((await saved.json()) as { text: string }).text).toMatch(new RegExp(`${edit}$`));
  await returned.close();
});

test('the draft page says why there is no letter to draft', async ({ page }, testInfo) => {
  await signInWithEmailLink(page, uniqueEmail(testInfo));

  // A case that does not exist (or is someone else's).
  await page.goto('/analysis/987654321/draft');
  await expect(page.getByRole('heading', { level: 1, name: 'Analysis Not Found' })).toBeVisible();
  await expect(
    page.getByText(
      "The analysis you're looking for doesn't exist, is incomplete, or you don't have permission to view it.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );

  // A case still being analysed: the real case, answered as if it were still running.
  const title = `Still running ${testInfo.workerIndex}-${Date.now().toString(36)}`;
  const id = await submitTxtCase(page, title);
  await page.route(`**/api/analysis/documents/${id}`, (route) =>
    answerWithChangedJson<Record<string, unknown>>(route, (analysis) => ({
      ...analysis,
      status: 'processing',
    })),
  );
  await page.goto(`/analysis/${id}/draft`);
  await expect(page.getByRole('heading', { level: 1, name: 'Analysis Not Found' })).toBeVisible();
  await expect(page.getByText(`Your analysis of “${title}” is still running.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Follow your analysis' })).toHaveAttribute(
    'href',
    `/analysis/${id}`,
  );
});
