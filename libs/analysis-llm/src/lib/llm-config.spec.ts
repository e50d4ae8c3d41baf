import { LlmConfigError, readLlmOptions } from './llm-config';

describe('readLlmOptions', () => {
  it('uses the embedded engine when no provider is set', () => {
    expect(readLlmOptions({})).toBeNull();
    expect(readLlmOptions({ LLM_PROVIDER: 'none' })).toBeNull();
  });

  it('reads an OpenAI-compatible local endpoint without a key', () => {
    expect(
      readLlmOptions({
        LLM_PROVIDER: 'openai',
        LLM_BASE_URL: 'http://localhost:11434/v1',
        LLM_MODEL: 'llama3.1',
        LLM_TIMEOUT_MS: '5000',
      }),
    ).toEqual({
      provider: 'openai',
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1',
      apiKey: undefined,
      timeoutMs: 5000,
    });
  });

  it.each([
    [{ LLM_PROVIDER: 'gemini' }, 'LLM_PROVIDER'],
    [{ LLM_PROVIDER: 'anthropic' }, 'LLM_API_KEY'],
    [{ LLM_PROVIDER: 'openai', LLM_API_KEY: 'k', LLM_TIMEOUT_MS: 'soon' }, 'LLM_TIMEOUT_MS'],
    [{ LLM_PROVIDER: 'openai', LLM_API_KEY: 'k', LLM_BASE_URL: 'localhost' }, 'LLM_BASE_URL'],
  ])('names the bad variable in %j', (env, variable) => {
    expect(() => readLlmOptions(env)).toThrow(LlmConfigError);
    expect(() => readLlmOptions(env)).toThrow(variable);
  });
});
