// Starting again from a case (/remix/{id}): the form comes filled from the student's own case,
// the policy is used again without uploading it, and the new report says what changed.
import { expect, test } from './support/fixtures';
import { signInWithEmailLink, toastWithTitle, uniqueEmail } from './support/accounts';

const POLICY_TEXT = `Ashford College Complaints Procedure

1. Making a complaint

1.1 You must make your complaint within 20 working days of the event you are complaining about.

1.2 We will reply within 10 working days.

2. Review

2.1 If you are not satisfied with the outcome, you may ask for a review within two weeks of our reply.
`;

const STORY =
  'The heating in my hall of residence has been broken for five weeks. I reported it to the accommodation office twice and nothing was repaired. I had to buy a heater.';
const ADDED =
  ' I have asthma and a disability support plan, and the office refused the adjustment my plan asks for, a warm room.';

test('a student starts again from a case, adds what they left out and sees what changed', async ({
  page,
  browser,
}, testInfo) => {
  await signInWithEmailLink(page, uniqueEmail(testInfo));
  const title = `Broken heating ${testInfo.workerIndex}-${Date.now().toString(36)}`;
  const submitted = await page.request.post('/api/analysis/upload', {
    multipart: {
      title,
      issueCategory: 'service',
      actionTaken: 'triedinformally',
      issueDescription: STORY,
      universityName: 'Ashford College',
      policyFile: {
        name: 'complaints.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(POLICY_TEXT),
      },
    },
  });
  expect(submitted.status()).toBe(201);
  const earlierId = ((await submitted.json()) as { id: number }).id;

  await page.goto(`/analysis/${earlierId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('link', { name: 'Resubmit as a new analysis' }).click();

  await expect(page).toHaveURL(new RegExp(`/remix/${earlierId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start again from this case' }),
  ).toBeVisible();
  // The case as it was sent, and its policy used again rather than asked for.
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Type of issue')).toHaveValue('service');
  await expect(page.getByLabel('Describe your issue')).toHaveValue(STORY);
  await expect(page.getByLabel('What action have you taken so far?')).toHaveValue(
    'triedinformally',
  );
  await expect(page.getByLabel('University or college')).toHaveValue('Ashford College');
  await expect(page.getByLabel('What outcome would you like?')).toHaveValue('');
  await expect(page.getByText(/The document you uploaded with this case,/)).toContainText(
    'complaints.txt',
  );
  await expect(page.getByLabel('Policy document')).toHaveCount(0);
  await expect(page.getByText(/free analyses? left today/)).toBeVisible();

  await page.getByLabel('Describe your issue').fill(STORY + ADDED);
  const remixed = page.waitForResponse(`**/api/analysis/documents/${earlierId}/remix`);
  await page.getByRole('button', { name: 'Submit for Analysis' }).click();
  const response = await remixed;
  expect(response.status()).toBe(201);
  const laterId = ((await response.json()) as { id: number }).id;
  await expect(toastWithTitle(page, 'Analysis Started')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/analysis/${laterId}$`));

  const changes = page.getByRole('region', { name: 'What changed' });
  await expect(changes).toBeVisible({ timeout: 20_000 });
  await expect(changes.getByRole('list', { name: 'Grounds' })).toHaveText(
    /New\s*Disability adjustments/,
  );
  await expect(changes.getByRole('list', { name: 'Time limits' })).toHaveCount(0);
  await changes.getByRole('link', { name: 'the case you started from' }).click();
  await expect(page).toHaveURL(new RegExp(`/analysis/${earlierId}$`));
  await expect(page.getByRole('region', { name: 'What changed' })).toHaveCount(0);

  // Another student asking for this case gets what any case not theirs gets.
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.252.${testInfo.workerIndex}.9` },
  });
  const other = await context.newPage();
  await signInWithEmailLink(other, uniqueEmail(testInfo, 'other'));
  await other.goto(`/remix/${earlierId}`);
  await expect(other.getByRole('heading', { level: 1, name: 'Analysis Not Found' })).toBeVisible();
  await context.close();
});
