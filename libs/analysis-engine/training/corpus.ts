import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  ACTIONS_TAKEN,
  ESCALATION_BODIES,
  GROUNDS,
  ISSUE_CATEGORIES,
  WARNING_CODES,
} from '../src/lib/report/report.schema';

/** One labelled story of the corpus (see corpus/README.md). */
export const corpusStorySchema = z.object({
  id: z.string(),
  issueCategory: z.enum(ISSUE_CATEGORIES),
  jurisdiction: z.string(),
  actionTaken: z.enum(ACTIONS_TAKEN),
  universityName: z.string(),
  policy: z.string(),
  title: z.string(),
  issueDescription: z.string().min(1),
  desiredResolution: z.string(),
  grounds: z.array(z.enum(GROUNDS)),
  warnings: z.array(z.enum(WARNING_CODES)),
  escalation: z.enum(ESCALATION_BODIES).nullable(),
  evidence: z.record(z.string(), z.array(z.string())).default({}),
  register: z.string().default(''),
  notes: z.string().default(''),
});
export type CorpusStory = z.infer<typeof corpusStorySchema> & { batch: string; policyText: string };

export const splitsSchema = z.object({
  train: z.array(z.string()),
  dev: z.array(z.string()),
  test: z.array(z.string()),
});
export type Split = keyof z.infer<typeof splitsSchema>;

export interface Corpus {
  stories: Record<Split, CorpusStory[]>;
  /** SHA-256 of every story and policy file, in a fixed order: the model records it. */
  digest: string;
}

export function loadCorpus(dir: string): Corpus {
  const splits = splitsSchema.parse(JSON.parse(readFileSync(join(dir, 'splits.json'), 'utf8')));
  const hash = createHash('sha256');
  const load = (batch: string): CorpusStory[] => {
    const file = join(dir, batch, 'stories.jsonl');
    if (!existsSync(file)) throw new Error(`Corpus: batch ${batch} has no stories.jsonl`);
    const text = readFileSync(file, 'utf8');
    hash.update(`${batch}\n${text}`);
    const policies = new Map<string, string>();
    const policyDir = join(dir, batch, 'policies');
    for (const name of existsSync(policyDir) ? readdirSync(policyDir).sort() : []) {
      const policy = readFileSync(join(policyDir, name), 'utf8');
      hash.update(`${batch}/${name}\n${policy}`);
      policies.set(name, policy);
    }
    return text
      .split('\n')
      .filter((line) => line.trim())
      .map((line, n) => {
        const parsed = corpusStorySchema.safeParse(JSON.parse(line));
        if (!parsed.success)
          throw new Error(`Corpus: ${batch} line ${n + 1}: ${parsed.error.issues[0]?.message}`);
        return { ...parsed.data, batch, policyText: policies.get(parsed.data.policy) ?? '' };
      });
  };
  const stories = {
    train: splits.train.flatMap(load),
    dev: splits.dev.flatMap(load),
    test: splits.test.flatMap(load),
  };
  return { stories, digest: hash.digest('hex').slice(0, 16) };
}

/** The story as the intake form sends it. */
export function caseDetailsOf(story: CorpusStory) {
  return {
    issueCategory: story.issueCategory,
    title: story.title,
    issueDescription: story.issueDescription,
    desiredResolution: story.desiredResolution,
    actionTaken: story.actionTaken,
    universityName: story.universityName,
  };
}
