/**
 * The CLI's only reader of the environment: LLM_* variables, validated once. No LLM_PROVIDER
 * (or "none") means the embedded engine.
 */
export interface CliLlmConfig {
  provider: 'openai' | 'anthropic';
  model: string;
  apiKey?: string;
  baseUrl?: string;
  timeoutMs: number;
}

export class LlmConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlmConfigError';
  }
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MODELS = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' } as const;

export function readLlmConfig(env: Record<string, string | undefined>): CliLlmConfig | null {
  const provider = (env.LLM_PROVIDER ?? '').trim().toLowerCase();
  if (provider === '' || provider === 'none') return null;
  if (provider !== 'openai' && provider !== 'anthropic') {
    throw new LlmConfigError(
      `LLM_PROVIDER must be "openai", "anthropic" or "none", not "${env.LLM_PROVIDER}".`,
    );
  }
  const baseUrl = env.LLM_BASE_URL?.trim() || undefined;
  if (baseUrl && !/^https?:\/\/\S+$/.test(baseUrl))
    throw new LlmConfigError(`LLM_BASE_URL must be an http(s) URL, not "${baseUrl}".`);
  const timeoutText = env.LLM_TIMEOUT_MS?.trim();
  const timeoutMs = timeoutText ? Number(timeoutText) : DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new LlmConfigError(
      `LLM_TIMEOUT_MS must be a positive whole number of milliseconds, not "${timeoutText}".`,
    );
  const apiKey = env.LLM_API_KEY?.trim() || undefined;
  // A local OpenAI-compatible server (Ollama, vLLM) needs no key; the hosted APIs do.
  if (!apiKey && !(provider === 'openai' && baseUrl))
    throw new LlmConfigError(`LLM_API_KEY is required for LLM_PROVIDER=${provider}.`);
  return {
    provider,
    model: env.LLM_MODEL?.trim() || DEFAULT_MODELS[provider],
    apiKey,
    baseUrl,
    timeoutMs,
  };
}
