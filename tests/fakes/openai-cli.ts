/**
 * Runs the OpenAI stand-in as its own process, for browser tests and benchmarks: every kit step and
 * evaluation gets a valid answer (see `openai-kit-responder.ts`).
 *
 *   tsx tests/fakes/openai-cli.ts [--port 4010] [--latency 250] [--chunk-delay 0] [--api-key sk-...]
 *
 * Each option falls back to the environment: PORT, FAKE_AI_LATENCY_MS, FAKE_AI_CHUNK_DELAY_MS,
 * FAKE_AI_API_KEY. Point the app at it with AI_PROVIDER=openai-compatible (or openai) and
 * AI_BASE_URL=<printed URL>. `POST /control` changes the latency, queues faults or makes a model fail a share
 * of its calls for good (`modelFailures`) while it runs.
 */
import { parseArgs } from 'node:util';
import { kitResponder } from './openai-kit-responder';
import { FakeOpenAI } from './openai-server';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    latency: { type: 'string' },
    'chunk-delay': { type: 'string' },
    'api-key': { type: 'string' },
  },
});

const number = (value: string | undefined, name: string) => {
  const parsed = Number(value ?? 0);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got ${value}`);
  return parsed;
};

const fake = new FakeOpenAI({
  responder: kitResponder,
  latencyMs: number(values.latency ?? process.env.FAKE_AI_LATENCY_MS, 'latency'),
  chunkDelayMs: number(values['chunk-delay'] ?? process.env.FAKE_AI_CHUNK_DELAY_MS, 'chunk delay'),
  apiKey: values['api-key'] ?? process.env.FAKE_AI_API_KEY,
});
const baseURL = await fake.start(number(values.port ?? process.env.PORT, 'port'));
console.log(`fake OpenAI at ${baseURL} (latency ${fake.latencyMs} ms)`);
const stop = () => void fake.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
