import { readFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import {
  analyseCase,
  caseDetailsSchema,
  type AnalysisReport,
  type PolicyDocument,
} from '@redress/analysis-engine';
import { analyseCaseWithLlm, LlmConfigError, readLlmOptions } from '@redress/analysis-llm';
import { DocumentTextError, extractDocumentText } from '@redress/document-text';

const log = (message: string) => process.stderr.write(`analyse: ${message}\n`);

async function loadPolicy(
  caseFile: string,
  policyFile: string | undefined,
): Promise<PolicyDocument | null> {
  if (!policyFile?.trim()) return null;
  const path = resolve(dirname(caseFile), policyFile);
  try {
    const document = await extractDocumentText(await readFile(path), basename(path));
    return { text: document.text, pages: document.pages };
  } catch (error) {
    // The report is still useful without the policy; it says the policy could not be used.
    if (error instanceof DocumentTextError || (error as NodeJS.ErrnoException).code === 'ENOENT') {
      log(`policy not used: ${(error as Error).message}`);
      return null;
    }
    throw error;
  }
}

export async function runAnalyse(args: string[]): Promise<number> {
  const caseArg = args.find((a) => !a.startsWith('-'));
  if (!caseArg) {
    log('usage: npm run --silent analyse -- <case.json> [--today=YYYY-MM-DD]');
    return 2;
  }
  // The story's dates are read against the day of the analysis; --today fixes it for a replay.
  const todayArg = args.find((a) => a.startsWith('--today='))?.slice('--today='.length);
  const today = todayArg ? new Date(`${todayArg}T12:00:00Z`) : new Date();
  if (Number.isNaN(today.getTime())) {
    log(`--today must be a date written YYYY-MM-DD, not "${todayArg}"`);
    return 2;
  }
  const caseFile = resolve(caseArg);
  let llm;
  try {
    llm = readLlmOptions(process.env);
  } catch (error) {
    if (error instanceof LlmConfigError) {
      log(error.message);
      return 2;
    }
    throw error;
  }
  const details = caseDetailsSchema.parse(JSON.parse(await readFile(caseFile, 'utf8')));
  const policy = await loadPolicy(caseFile, details.policyFile);
  const report: AnalysisReport = llm
    ? await analyseCaseWithLlm({ details, policy, today }, llm, { log })
    : analyseCase({ details, policy, today });
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  return 0;
}

if (require.main === module) {
  runAnalyse(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      log(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exitCode = 1;
    },
  );
}
