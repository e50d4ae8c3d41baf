import { z } from 'zod';
import { type LlmOptions } from './chat-model';

/** How long the model may take to answer, unless LLM_TIMEOUT_MS says otherwise. */
export const DEFAULT_LLM_TIMEOUT_MS = 30_000;

const DEFAULT_MODELS = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' } as const;

/** The model the configuration names, with every default filled in. */
export type LlmSettings = LlmOptions & { timeoutMs: number };

const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be a URL starting with http:// or https://');

/**
 * The LLM_* variables: the one place that knows their names and rules. The API folds them into
 * its own environment schema; the analyse CLI reads them with `readLlmOptions`. Unset
 * LLM_PROVIDER (or "none") means the embedded engine.
 */
export const llmEnvironmentShape = {
  LLM_PROVIDER: z.enum(['openai', 'anthropic', 'none']).optional(),
  LLM_BASE_URL: httpUrl.optional(),
  LLM_API_KEY: z.string().trim().min(1).optional(),
  LLM_MODEL: z.string().trim().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600000).default(DEFAULT_LLM_TIMEOUT_MS),
};

const llmEnvironment = z.object(llmEnvironmentShape);
export type LlmEnvironment = z.infer<typeof llmEnvironment>;

/** What the variables cannot say one by one: a hosted model needs a key. */
export function llmEnvironmentIssues(env: LlmEnvironment): { path: string; message: string }[] {
  const needsKey =
    env.LLM_PROVIDER === 'anthropic' || (env.LLM_PROVIDER === 'openai' && !env.LLM_BASE_URL);
  return needsKey && !env.LLM_API_KEY
    ? [
        {
          path: 'LLM_API_KEY',
          message: `is required for LLM_PROVIDER=${env.LLM_PROVIDER} (only a local OpenAI-compatible LLM_BASE_URL works without one)`,
        },
      ]
    : [];
}

/** The model to call, from checked variables; null: the embedded engine writes every report. */
export function llmOptionsFrom(env: LlmEnvironment): LlmSettings | null {
  const provider = env.LLM_PROVIDER;
  if (!provider || provider === 'none') return null;
  return {
    provider,
    model: env.LLM_MODEL ?? DEFAULT_MODELS[provider],
    apiKey: env.LLM_API_KEY,
    baseUrl: env.LLM_BASE_URL,
    timeoutMs: env.LLM_TIMEOUT_MS,
  };
}

export class LlmConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlmConfigError';
  }
}

/**
 * For a program without a configuration of its own (the analyse CLI): reads the LLM_* variables
 * with the same rules as the API, or throws an LlmConfigError naming each bad one.
 */
export function readLlmOptions(env: Record<string, string | undefined>): LlmSettings | null {
  // Empty strings in an env file mean "not set", as for the API.
  const cleaned = Object.fromEntries(
    Object.keys(llmEnvironmentShape)
      .map((name) => [name, env[name]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = llmEnvironment.safeParse(cleaned);
  const problems = result.success
    ? llmEnvironmentIssues(result.data)
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  if (!result.success || problems.length > 0) {
    throw new LlmConfigError(problems.map(({ path, message }) => `${path}: ${message}`).join('; '));
  }
  return llmOptionsFrom(result.data);
}
