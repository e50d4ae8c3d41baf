import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { analysisReportSchema, createQuoteVerifier } from '@redress/analysis-engine';

const POLICY = `ASHFORD COLLEGE
Complaints Procedure

1. Making a complaint

1.1 You must make your complaint within 20 working days of the event.

1.2 We will reply within 10 working days.

2. Review

2.1 If you are not satisfied, you may ask for a review within two weeks of our reply.
`;

const workspace = resolve(__dirname, '..', '..', '..');
const run = promisify(execFile);

describe('analyse CLI (built JavaScript)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'redress-analyse-'));
    writeFileSync(join(dir, 'policy.txt'), POLICY);
    writeFileSync(
      join(dir, 'case.json'),
      JSON.stringify({
        issueCategory: 'service',
        title: 'Laundry broken',
        issueDescription:
          'The laundry has been broken for weeks and nobody replied to my complaint.',
        desiredResolution: 'A refund.',
        actionTaken: 'submittedcomplaint',
        universityName: 'Ashford College',
        policyFile: 'policy.txt',
      }),
    );
    writeFileSync(
      join(dir, 'dated.json'),
      JSON.stringify({
        issueCategory: 'service',
        issueDescription: 'they answered my complaint on 3 March and said nothing was wrong',
        desiredResolution: 'A refund.',
        actionTaken: 'submittedcomplaint',
        policyFile: 'policy.txt',
      }),
    );
    writeFileSync(
      join(dir, 'no-policy.json'),
      JSON.stringify({
        issueCategory: 'academic',
        issueDescription: 'My grade is missing.',
        actionTaken: 'notyet',
      }),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const analyse = async (file: string, ...options: string[]) => {
    const env = { ...process.env, LLM_PROVIDER: '' };
    const { stdout } = await run(
      'node',
      [join(workspace, 'tools', 'analyse', 'run.mjs'), join(dir, file), ...options],
      { cwd: workspace, env },
    );
    return stdout;
  };

  it('prints exactly one JSON report whose quotes are verbatim', async () => {
    const stdout = await analyse('case.json');
    const report = analysisReportSchema.parse(JSON.parse(stdout));
    expect(report.deadlines.map((d) => `${d.amount} ${d.unit}`)).toEqual([
      '20 working_days',
      '2 weeks',
    ]);
    expect(report.grounds).toEqual(['service_failure']);
    const isVerbatim = createQuoteVerifier(POLICY);
    for (const quote of [...report.relevantPolicies, ...report.deadlines].map((q) => q.quote))
      expect(isVerbatim(quote)).toBe(true);
  }, 120_000);

  it('reports from the narrative alone when the case has no policy', async () => {
    const report = JSON.parse(await analyse('no-policy.json'));
    expect(report.relevantPolicies).toEqual([]);
    expect(report.notes[0]).toMatch(/No policy document/);
  }, 120_000);

  it('reads the story’s dates against --today', async () => {
    const lateness = async (today: string) =>
      (
        JSON.parse(await analyse('dated.json', `--today=${today}`)) as {
          warnings: { code: string; message: string }[];
        }
      ).warnings.find((w) => w.code === 'late_submission_risk')?.message ?? '';
    // The review runs two weeks from the reply of 3 March: open on 5 March, passed by 30 March,
    // on the day the report names.
    expect(await lateness('2026-03-05')).not.toMatch(/ended on/);
    expect(await lateness('2026-03-30')).toMatch(
      /time limit to "[^"]+" ended on Mar 17, 2026: 2 weeks from Mar 3, 2026, the date the account gives/,
    );
  }, 120_000);

  it('refuses a --today that is not a date', async () => {
    await expect(analyse('dated.json', '--today=soon')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--today must be a date written YYYY-MM-DD'),
    });
  }, 120_000);
});
