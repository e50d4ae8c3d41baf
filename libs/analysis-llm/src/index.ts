export {
  analyseCaseWithLlm,
  groundDraft,
  LlmTimeoutError,
  type LlmRunDependencies,
} from './lib/analyse-case-with-llm';
export { createChatModel, type LlmOptions } from './lib/chat-model';
export {
  DEFAULT_LLM_TIMEOUT_MS,
  llmEnvironmentIssues,
  llmEnvironmentShape,
  llmOptionsFrom,
  LlmConfigError,
  readLlmOptions,
  type LlmSettings,
} from './lib/llm-config';
export { llmDraftSchema, type LlmDraft } from './lib/llm-draft.schema';
export { buildPrompt } from './lib/prompt';
