import { encode, encodeChat } from 'gpt-tokenizer/encoding/o200k_base';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kitResponder } from '../../../tests/fakes/openai-kit-responder';
import { FakeOpenAI } from '../../../tests/fakes/openai-server';
import { sampleBrief } from '../../../tests/support/brief-fixtures';
import { overviewOutput, type StepContext } from '../../shared/schemas/kit';
import { parseEnv } from '../env';
import { createKitModel } from './create-model';
import { withFallback, type FallbackListener } from './fallback-model';
import { KitModelError } from './kit-model';
import { createSdkModel, type SdkModelConfig } from './sdk-model';

// Two stand-ins over real HTTP: the main provider and the fallback, each with its own key.
const main = new FakeOpenAI({ responder: kitResponder, apiKey: 'sk-main' });
const spare = new FakeOpenAI({ responder: kitResponder, apiKey: 'sk-spare' });
let mainURL = '';
let spareURL = '';

beforeAll(async () => {
  [mainURL, spareURL] = await Promise.all([main.start(), spare.start()]);
});
afterAll(() => Promise.all([main.stop(), spare.stop()]));
beforeEach(() => {
  main.reset();
  spare.reset();
  main.apiKey = 'sk-main';
});

const brief = sampleBrief();
const context: StepContext = { idea: 'Book dental appointments online.', options: {}, brief, variant: 1, outputs: {} };

function models(overrides: { main?: Partial<SdkModelConfig>; spare?: Partial<SdkModelConfig> } = {}) {
  const common = { provider: 'openai', timeoutMs: 5_000, maxRetries: 2, retryBaseDelayMs: 10 } as const;
  const events: Parameters<FallbackListener>[0][] = [];
  const model = withFallback(
    createSdkModel({ ...common, apiKey: 'sk-main', model: 'gpt-4.1', baseURL: mainURL, ...overrides.main }),
    createSdkModel({ ...common, apiKey: 'sk-spare', model: 'gpt-4.1-mini', baseURL: spareURL, ...overrides.spare }),
    (event) => events.push(event),
  );
  return { model, events };
}

describe('a fallback provider', () => {
  it('writes the step when the main provider refuses the key (401), which is tried exactly once', async () => {
    main.apiKey = 'sk-revoked';
    const { model, events } = models();
    const result = await model.generateStep('overview', context);

    expect(overviewOutput.parse(result.output).productName).toBeTruthy();
    expect(result.model).toBe('openai:gpt-4.1-mini');
    expect(result.usage.inputTokens).toBeGreaterThan(0);
    expect(result.usage.outputTokens).toBeGreaterThan(0);
    expect(main.completions.map((r) => r.status)).toEqual([401]);
    expect(spare.completions.map((r) => r.status)).toEqual([200]);
    expect(events.map((e) => [e.call, e.error.kind])).toEqual([['step', 'auth']]);
  });

  it('writes the step when the main model is unknown (404), which is not retried', async () => {
    main.fail({ status: 404 });
    const { model } = models();
    const result = await model.generateStep('overview', context);
    expect(result.model).toBe('openai:gpt-4.1-mini');
    expect(main.completions.map((r) => r.status)).toEqual([404]);
    expect(spare.completions).toHaveLength(1);
  });

  it('takes over a call the main provider let time out, without a second attempt there', async () => {
    main.fail({ hang: true });
    const { model, events } = models({ main: { timeoutMs: 300 } });
    const result = await model.generateStep('overview', context);
    expect(result.model).toBe('openai:gpt-4.1-mini');
    expect(main.completions).toHaveLength(1);
    expect(events.map((e) => e.error.kind)).toEqual(['timeout']);
  });

  it('takes over once the main provider’s retries are exhausted, and not before', async () => {
    main.fail({ status: 500 }, { status: 503 }, { status: 502 });
    const { model } = models();
    const result = await model.generateStep('overview', context);
    expect(main.completions.map((r) => r.status)).toEqual([500, 503, 502]);
    expect(result.model).toBe('openai:gpt-4.1-mini');

    // A transient failure the main provider's own retry gets past never reaches the fallback.
    main.reset();
    spare.reset();
    main.fail({ status: 500 });
    const recovered = await model.generateStep('overview', context);
    expect(recovered.model).toBe('openai:gpt-4.1');
    expect(spare.completions).toHaveLength(0);
  });

  it('takes over the evaluation and the brief too', async () => {
    main.apiKey = 'sk-revoked';
    const { model, events } = models();
    expect((await model.proposeBrief('Book dental appointments online for small practices.')).model).toBe('openai:gpt-4.1-mini');
    expect((await model.evaluate('Book dental appointments online.', brief)).model).toBe('openai:gpt-4.1-mini');
    expect(events.map((e) => e.call)).toEqual(['brief', 'evaluate']);
  });

  it('keeps the job’s rules when both fail: a retryable failure wins, else the fallback’s final one', async () => {
    main.apiKey = 'sk-revoked';
    spare.fail({ status: 500 }, { status: 500 }, { status: 500 });
    const { model } = models();
    const retryable = await model.generateStep('overview', context).catch((e: unknown) => e);
    expect(retryable).toBeInstanceOf(KitModelError);
    expect(retryable).toMatchObject({ kind: 'provider', retryable: true });

    main.reset();
    spare.reset();
    main.apiKey = 'sk-main';
    main.fail({ status: 500 }, { status: 500 }, { status: 500 });
    spare.fail({ status: 404 });
    const mainTransient = await model.generateStep('overview', context).catch((e: unknown) => e);
    expect(mainTransient).toMatchObject({ kind: 'provider', retryable: true });

    main.reset();
    spare.reset();
    main.apiKey = 'sk-revoked';
    spare.fail({ status: 404 });
    const final = await model.generateStep('overview', context).catch((e: unknown) => e);
    expect(final).toMatchObject({ kind: 'unknown_model', retryable: false });
    expect((final as Error).message).toContain("'gpt-4.1-mini'");
  });

  it('does not call the fallback when the caller gave up', async () => {
    main.fail({ hang: true });
    const { model } = models();
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('the caller stopped')), 200);
    await expect(model.generateStep('overview', context, controller.signal)).rejects.toThrow('the caller stopped');
    expect(spare.completions).toHaveLength(0);
  });
});

describe('createKitModel with AI_FALLBACK_*', () => {
  const base = { AI_PROVIDER: 'openai', AI_API_KEY: 'sk-main', AI_MODEL: 'gpt-4.1', AI_MAX_RETRIES: '0' };

  it('puts the fallback behind the main provider, sharing its timeout and retries', async () => {
    const env = parseEnv({
      ...base,
      AI_BASE_URL: mainURL,
      AI_FALLBACK_PROVIDER: 'openai-compatible',
      AI_FALLBACK_MODEL: 'gpt-4.1-mini',
      AI_FALLBACK_API_KEY: 'sk-spare',
      AI_FALLBACK_BASE_URL: spareURL,
    });
    const model = createKitModel(env);
    expect(model.name).toBe('openai:gpt-4.1, falling back to openai-compatible:gpt-4.1-mini');
    main.fail({ status: 500 });
    const result = await model.generateStep('overview', context);
    expect(result.model).toBe('openai-compatible:gpt-4.1-mini');
    expect(main.completions).toHaveLength(1);
  });

  it('is the main provider alone without AI_FALLBACK_PROVIDER', () => {
    expect(createKitModel(parseEnv(base)).name).toBe('openai:gpt-4.1');
  });

  it('names every missing or stray fallback setting', () => {
    const problems = (source: Record<string, string>) => {
      try {
        parseEnv(source);
        return [];
      } catch (error) {
        return (error as { problems: string[] }).problems;
      }
    };
    expect(problems({ ...base, AI_FALLBACK_PROVIDER: 'anthropic' })).toEqual([
      'AI_FALLBACK_MODEL: required when AI_FALLBACK_PROVIDER is anthropic',
      'AI_FALLBACK_API_KEY: required when AI_FALLBACK_PROVIDER is anthropic',
    ]);
    expect(problems({ ...base, AI_FALLBACK_PROVIDER: 'openai-compatible', AI_FALLBACK_MODEL: 'llama3.1' })).toEqual([
      'AI_FALLBACK_BASE_URL: required when AI_FALLBACK_PROVIDER is openai-compatible',
    ]);
    expect(problems({ ...base, AI_FALLBACK_MODEL: 'gpt-4.1-mini' })).toEqual([
      'AI_FALLBACK_MODEL: set without AI_FALLBACK_PROVIDER',
    ]);
    expect(
      problems({ AI_FALLBACK_PROVIDER: 'openai', AI_FALLBACK_MODEL: 'gpt-4.1-mini', AI_FALLBACK_API_KEY: 'sk' }),
    ).toEqual(['AI_FALLBACK_PROVIDER: needs a main provider (AI_PROVIDER is offline)']);
    expect(problems({ AI_FALLBACK_PROVIDER: 'gemini' })[0]).toMatch(/^AI_FALLBACK_PROVIDER:/);
  });
});

describe('the stand-in’s token counts', () => {
  it('are what OpenAI bills: the chat encoded with the model’s tokenizer, not characters ÷ 4', async () => {
    const model = createSdkModel({ provider: 'openai', apiKey: 'sk-spare', model: 'gpt-4.1-mini', baseURL: spareURL, timeoutMs: 5_000, maxRetries: 0 });
    const result = await model.generateStep('overview', { ...context, brief: sampleBrief({ language: 'ru' }) });
    const [request] = spare.completions;
    const messages = request!.messages.map((m) => ({ role: m.role as 'system' | 'user', content: String(m.content) }));
    expect(result.usage.inputTokens).toBe(encodeChat(messages, 'gpt-4.1-mini').length);
    expect(result.usage.outputTokens).toBe(encode(JSON.stringify(result.output)).length);
    const characters = messages.reduce((sum, m) => sum + m.content.length, 0);
    expect(result.usage.inputTokens).not.toBe(Math.ceil(characters / 4));
  });

  it('fails a seeded share of one model’s calls for good, and leaves other models alone', async () => {
    spare.failModel({ model: 'gpt-4.1-mini', share: 0.5, status: 404, seed: 7 });
    const statuses = async (id: string) => {
      const sdk = createSdkModel({ provider: 'openai', apiKey: 'sk-spare', model: id, baseURL: spareURL, timeoutMs: 5_000, maxRetries: 0 });
      const outcomes = [];
      for (let i = 0; i < 10; i++) outcomes.push(await sdk.proposeBrief('Book dental appointments online.').then(() => 200, (e: KitModelError) => e.kind));
      return outcomes;
    };
    const first = await statuses('gpt-4.1-mini');
    expect(first.filter((s) => s === 'unknown_model').length).toBeGreaterThanOrEqual(2);
    expect(first.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    expect(await statuses('gpt-4.1')).toEqual(Array(10).fill(200));
    spare.failModel({ model: 'gpt-4.1-mini', share: 0.5, status: 404, seed: 7 });
    expect(await statuses('gpt-4.1-mini')).toEqual(first);
  });
});
