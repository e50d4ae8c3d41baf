import { type llmDraftSchema } from './llm-draft.schema';
import { type PromptMessage } from './prompt';

/**
 * The part of a LangChain chat model the LLM mode uses. Declared structurally because the
 * provider packages are loaded as ES modules while this library compiles to CommonJS, and the
 * two builds' class declarations do not unify.
 */
export interface StructuredChatModel {
  withStructuredOutput(
    schema: typeof llmDraftSchema,
    config?: { name?: string; method?: 'functionCalling' | 'jsonMode' | 'jsonSchema' },
  ): { invoke(input: PromptMessage[], options?: { signal?: AbortSignal }): Promise<unknown> };
}

/** How to reach the model. Passed in by the caller; the library never reads the environment. */
export interface LlmOptions {
  provider: 'openai' | 'anthropic';
  model: string;
  apiKey?: string;
  /** An OpenAI-compatible endpoint (Ollama, vLLM, a proxy) or an Anthropic-compatible one. */
  baseUrl?: string;
  timeoutMs?: number;
  temperature?: number;
}

/**
 * Creates the LangChain chat model. Provider packages are loaded on demand so the embedded
 * engine never pays for them. Retries are left to the caller, which falls back to the engine.
 */
export async function createChatModel(options: LlmOptions): Promise<StructuredChatModel> {
  const temperature = options.temperature ?? 0;
  if (options.provider === 'anthropic') {
    const { ChatAnthropic } = await import('@langchain/anthropic');
    return new ChatAnthropic({
      model: options.model,
      apiKey: options.apiKey,
      anthropicApiUrl: options.baseUrl,
      temperature,
      maxRetries: 0,
    });
  }
  const { ChatOpenAI } = await import('@langchain/openai');
  return new ChatOpenAI({
    model: options.model,
    // Local OpenAI-compatible servers accept any key; the client insists on one being set.
    apiKey: options.apiKey ?? 'not-needed',
    configuration: options.baseUrl ? { baseURL: options.baseUrl } : undefined,
    temperature,
    maxRetries: 0,
    timeout: options.timeoutMs,
    useResponsesApi: false,
  });
}
