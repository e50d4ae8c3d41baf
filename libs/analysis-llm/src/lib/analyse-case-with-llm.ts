import {
  analysisReportSchema,
  createQuoteVerifier,
  gatherCaseEvidence,
  passageQuoteText,
  procedureSummary,
  reportDeadline,
  splitSentences,
  warnsOfHeavierPenalty,
  writeReport,
  type AnalyseCaseInput,
  type AnalysisReport,
  type CaseEvidence,
  type Deadline,
  type Passage,
} from '@redress/analysis-engine';
import { createChatModel, type LlmOptions, type StructuredChatModel } from './chat-model';
import { DEFAULT_LLM_TIMEOUT_MS } from './llm-config';
import { llmDraftSchema, type LlmDraft } from './llm-draft.schema';
import { buildPrompt } from './prompt';

export interface LlmRunDependencies {
  log?: (message: string) => void;
  /** Replaces the provider's chat model (tests use LangChain's fake models). */
  chatModel?: StructuredChatModel;
}

export class LlmTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The model did not answer within ${timeoutMs} ms.`);
    this.name = 'LlmTimeoutError';
  }
}

const MAX_PASSAGES_FOR_MODEL = 14;

/** The passages the model sees: the retrieved ones and those the extractors rely on. */
function passagesForModel(evidence: CaseEvidence): Passage[] {
  const ids = new Set<string>();
  const add = (passage: Passage | undefined) => {
    if (passage && ids.size < MAX_PASSAGES_FOR_MODEL) ids.add(passage.id);
  };
  evidence.retrieved.forEach((hit) => add(hit.passage));
  evidence.deadlines.forEach((d) => add(evidence.passages.find((p) => p.id === d.passageId)));
  evidence.warnings.forEach((w) => add(w.policy?.passage));
  Object.values(evidence.groundRules).forEach((rule) => add(rule?.passage));
  return evidence.passages.filter((p) => ids.has(p.id));
}

async function withTimeout<T>(
  work: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new LlmTimeoutError(timeoutMs));
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The model's advice held to the policy's reading: where the policy does not let the appeal
 * body make the penalty heavier (its clause says it cannot, or no clause allows it), a sentence
 * of advice that says it could is taken out, and the engine's own worst case stands in for one
 * left empty. The report says so in its notes.
 */
function advicePolicyAllows(draft: LlmDraft, evidence: CaseEvidence, notes: string[]): LlmDraft {
  if (!evidence.closedWarnings.includes('sanction_may_increase')) return draft;
  let removed = false;
  const keep = (text: string) => {
    const kept = splitSentences(text)
      .map((sentence) => sentence.text)
      .filter((sentence) => {
        const warns = warnsOfHeavierPenalty(sentence);
        removed ||= warns;
        return !warns;
      });
    return kept.join(' ');
  };
  const keepAll = (items: string[]) => items.map(keep).filter(Boolean);
  const advice = {
    ...draft,
    keyIssues: keepAll(draft.keyIssues),
    bestCaseScenario: keep(draft.bestCaseScenario),
    worstCaseScenario: keep(draft.worstCaseScenario),
    potentialChallenges: keepAll(draft.potentialChallenges),
    actionSteps: keepAll(draft.actionSteps),
  };
  if (!removed) return draft;
  const own = writeReport(evidence);
  notes.push(
    'The language model wrote that the penalty could be made heavier, but the policy does not allow it (for example, it says the penalty cannot be increased on appeal); that advice was left out.',
  );
  return {
    ...advice,
    keyIssues: advice.keyIssues.length ? advice.keyIssues : own.keyIssues,
    bestCaseScenario: advice.bestCaseScenario || own.bestCaseScenario,
    worstCaseScenario: advice.worstCaseScenario || own.worstCaseScenario,
    actionSteps: advice.actionSteps.length ? advice.actionSteps : own.actionSteps,
  };
}

/**
 * Turns the model's draft into a report: cited ids become verbatim passage text, deadlines are
 * kept only where the extractor found the same time limit (and the extractor's quote is used),
 * and time limits the model missed are added from the extractor.
 */
export function groundDraft(
  draft: LlmDraft,
  evidence: CaseEvidence,
  offered: Passage[],
): AnalysisReport {
  const isVerbatim = createQuoteVerifier(evidence.policyText);
  const byId = new Map(offered.map((p) => [p.id, p]));
  const notes: string[] = [];
  const advice = advicePolicyAllows(draft, evidence, notes);

  const relevantPolicies = draft.citedPassages.flatMap(({ passageId, why }) => {
    const passage = byId.get(passageId.trim());
    if (!passage) {
      notes.push(`The model cited an unknown passage "${passageId}"; it was left out.`);
      return [];
    }
    const quote = passageQuoteText(passage);
    return isVerbatim(quote)
      ? [{ quote, location: passage.location, passageId: passage.id, reason: why }]
      : [];
  });
  const uniquePolicies = relevantPolicies.filter(
    (p, i) => relevantPolicies.findIndex((q) => q.passageId === p.passageId) === i,
  );

  const deadlines: Deadline[] = [];
  const used = new Set<number>();
  for (const proposed of draft.deadlines) {
    const sameLimit = (i: number) =>
      !used.has(i) &&
      evidence.deadlines[i].amount === proposed.amount &&
      evidence.deadlines[i].unit === proposed.unit;
    const samePassage = evidence.deadlines.findIndex(
      (d, i) => sameLimit(i) && d.passageId === proposed.passageId,
    );
    const index =
      samePassage !== -1 ? samePassage : evidence.deadlines.findIndex((_, i) => sameLimit(i));
    if (index === -1) {
      notes.push(
        `The model's time limit "${proposed.description}" (${proposed.amount} ${proposed.unit}) is not in the policy text; it was left out.`,
      );
      continue;
    }
    used.add(index);
    deadlines.push(reportDeadline(evidence.deadlines[index], evidence, proposed.description));
  }
  evidence.deadlines.forEach((found, i) => {
    if (!used.has(i)) deadlines.push(reportDeadline(found, evidence));
  });

  const grounds = [...new Set(draft.grounds)];
  notes.push(...crossCheck(grounds, evidence));
  // A warning the policy does not allow (its clause says the opposite) is never reported.
  const warnings = draft.warnings.filter((w) => {
    if (!evidence.closedWarnings.includes(w.code)) return true;
    notes.push(
      `The language model raised the warning "${w.code}", but the policy does not allow it (for example, it says the penalty cannot be increased on appeal); it was left out.`,
    );
    return false;
  });

  return analysisReportSchema.parse({
    keyIssues: advice.keyIssues,
    relevantPolicies: uniquePolicies,
    bestCaseScenario: advice.bestCaseScenario,
    worstCaseScenario: advice.worstCaseScenario,
    potentialChallenges: advice.potentialChallenges,
    actionSteps: advice.actionSteps,
    deadlines: deadlines.filter((d) => isVerbatim(d.quote)),
    grounds,
    groundReasons: grounds.map((ground) => ({
      ground,
      because: evidence.groundReasons[ground] ?? [],
    })),
    warnings: warnings.map((w) => ({ ...w, because: evidence.warningReasons[w.code] ?? [] })),
    escalation: draft.escalation,
    procedure: procedureSummary(evidence),
    tags: draft.tags,
    producedBy: 'llm',
    notes,
  });
}

const groundName = (ground: string) => ground.replace(/_/g, ' ');

/**
 * Where the language model and the trained reading model disagree on the grounds, the report
 * says so: the student sees both readings, never a silent choice between them.
 */
export function crossCheck(llmGrounds: string[], evidence: CaseEvidence): string[] {
  const notes: string[] = [];
  for (const ground of llmGrounds) {
    if (!evidence.grounds.includes(ground as CaseEvidence['grounds'][number]))
      notes.push(
        `Cross-check: the language model found ${groundName(ground)}, but Redress's trained reading of your story did not. Check that your account shows it.`,
      );
  }
  for (const ground of evidence.grounds) {
    if (llmGrounds.includes(ground)) continue;
    const because = evidence.groundReasons[ground]?.[0];
    notes.push(
      `Cross-check: Redress's trained reading of your story found ${groundName(ground)}${because ? ` (from “${because}”)` : ''}, but the language model did not include it. Consider whether it applies.`,
    );
  }
  return notes;
}

/**
 * The LLM mode: a LangChain chat model writes the report from the same evidence the engine
 * gathers (retrieved passages with ids, extracted deadlines). A timeout or invalid output is
 * retried once; after that, or on any provider error, the embedded engine's report is returned.
 * `producedBy` says which one wrote it.
 */
export async function analyseCaseWithLlm(
  input: AnalyseCaseInput,
  options: LlmOptions,
  dependencies: LlmRunDependencies = {},
): Promise<AnalysisReport> {
  const log = dependencies.log ?? (() => undefined);
  const evidence = gatherCaseEvidence(input);
  const offered = passagesForModel(evidence);
  const timeoutMs = options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  const messages = buildPrompt(evidence, offered);

  let lastError: unknown;
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const model = dependencies.chatModel ?? (await createChatModel(options));
      const structured = model.withStructuredOutput(llmDraftSchema, {
        name: 'case_analysis',
        ...(options.provider === 'openai' ? { method: 'functionCalling' as const } : {}),
      });
      const draft = await withTimeout(
        (signal) => structured.invoke(messages, { signal }),
        timeoutMs,
      );
      return groundDraft(llmDraftSchema.parse(draft), evidence, offered);
    } catch (error) {
      lastError = error;
      log(
        `LLM attempt ${attempt} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  const report = writeReport(evidence);
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  return {
    ...report,
    notes: [
      ...report.notes,
      `The language model was unavailable (${reason}); this report was produced by the embedded engine.`,
    ],
  };
}

/** A time limit as the policy states it (amount, quote, trigger), described in `description`. */
