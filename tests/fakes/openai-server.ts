import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chatUsage } from './openai-tokens';

/** One chat message as the client sent it (Anthropic's `system` is logged as a first system message). */
export interface FakeChatMessage {
  role: string;
  content: unknown;
}

/** What a responder is asked: the structured output's name, the conversation and the raw body. */
export interface FakeOpenAIRequest {
  schemaName?: string;
  messages: FakeChatMessage[];
  model: string;
  body: Record<string, unknown>;
}

/**
 * Writes the answer: any value is JSON-stringified into the assistant message's content; a string
 * is sent as it is (for plain-text requests).
 */
export type FakeOpenAIResponder = (request: FakeOpenAIRequest) => unknown;

/** A scripted fault; each completion request consumes the next one in the queue. */
export type FakeOpenAIFault =
  | { status: 429; retryAfterSeconds?: number }
  | { status: 500 | 502 | 503 | 529 }
  /** The model the request names does not exist (as the APIs answer an unknown model id). */
  | { status: 404 }
  /** Never answers until the client gives up (aborts). */
  | { hang: true }
  /** Answers 200 with content that is not JSON. */
  | { malformedJson: true }
  /** Answers 200 with valid JSON that fails any step's schema. */
  | { wrongShape: true };

/** A lasting outage for some requests: every completion whose body contains the text gets `status`. */
export interface FakeOpenAIOutage {
  whenBodyContains: string;
  status: 500 | 502 | 503;
}

/**
 * A model that fails a share of its calls for good: each completion naming `model` answers `status`
 * (401 a refused key, 404 an unknown model, 400 a rejected request) with probability `share`, drawn
 * from a generator seeded with `seed`, so a run repeats exactly.
 */
export interface FakeOpenAIModelFailure {
  model: string;
  share: number;
  status: 400 | 401 | 404;
  seed?: number;
}

type Api = 'openai' | 'anthropic';

/** One request, for assertions. */
export interface FakeOpenAILogEntry {
  api: Api;
  method: string;
  path: string;
  model?: string;
  stream: boolean;
  /** OpenAI: `stream_options.include_usage` was set. */
  includeUsage: boolean;
  schemaName?: string;
  /** OpenAI's `response_format`, or Anthropic's `output_config.format`. */
  responseFormat?: unknown;
  messages: FakeChatMessage[];
  /** The bearer (OpenAI) or `x-api-key` (Anthropic) credential. */
  apiKey?: string;
  /** The fault this request consumed, if any. */
  fault?: FakeOpenAIFault;
  /** The status it answered with (undefined while it hangs). */
  status?: number;
  body: Record<string, unknown>;
}

export interface FakeOpenAIOptions {
  responder?: FakeOpenAIResponder;
  /** Fixed delay before every answer, in milliseconds. */
  latencyMs?: number;
  /** Delay between streamed pieces, in milliseconds (default 0). */
  chunkDelayMs?: number;
  /** When set, requests with another key get the API's 401. */
  apiKey?: string;
  /** Model ids listed by GET /v1/models (any model is accepted by the completions endpoint). */
  models?: string[];
}

/**
 * A local stand-in for OpenAI's chat-completions API (and so for every OpenAI-compatible server),
 * speaking the real wire format on loopback:
 *
 * - `POST /v1/chat/completions`: a `chat.completion` JSON body, or with `stream: true` server-sent
 *   events of `chat.completion.chunk`s (role, content pieces, a chunk with `finish_reason`, a usage
 *   chunk when `stream_options.include_usage`, then `data: [DONE]`).
 * - `GET /v1/models`: the model list.
 * - Errors as OpenAI sends them: `{ error: { message, type, param, code } }` with the status, and
 *   `retry-after` on a 429.
 *
 * It also speaks Anthropic's Messages API (`POST /v1/messages`, `x-api-key`, JSON or the
 * `message_start … message_stop` event stream, a text block for native structured output or a
 * `tool_use` block for the JSON-tool fallback, `{ type: 'error', error }` bodies), so the anthropic
 * provider is tested with the same faults.
 *
 * The answer comes from `responder`. The schema name is `response_format.json_schema.name` (OpenAI);
 * Anthropic's requests do not carry one, so it is read from the prompt's `the "kit_…" schema`.
 * Faults are scripted with `fail(...)` and consumed one per completion request; `requests` logs every
 * request. A running process (the CLI) is steered with `POST /control`
 * `{ latencyMs?, chunkDelayMs?, faults?: [...], outages?: [...], modelFailures?: [...], reset? }` and observed with `GET /control`.
 */
export class FakeOpenAI {
  readonly requests: FakeOpenAILogEntry[] = [];
  responder: FakeOpenAIResponder;
  latencyMs: number;
  chunkDelayMs: number;
  apiKey?: string;
  private readonly faults: FakeOpenAIFault[] = [];
  readonly outages: FakeOpenAIOutage[] = [];
  private readonly modelFailures = new Map<string, { failure: FakeOpenAIModelFailure; next: () => number }>();
  private readonly models: string[];
  private server?: Server;

  constructor(options: FakeOpenAIOptions = {}) {
    this.responder = options.responder ?? (() => 'OK');
    this.latencyMs = options.latencyMs ?? 0;
    this.chunkDelayMs = options.chunkDelayMs ?? 0;
    this.apiKey = options.apiKey;
    this.models = options.models ?? ['gpt-4.1-mini', 'gpt-4.1'];
  }

  /** Queues faults: the next completion requests fail this way, one each, in order. */
  fail(...faults: FakeOpenAIFault[]): this {
    this.faults.push(...faults);
    return this;
  }

  /** From now on, `failure.share` of the calls to `failure.model` fail for good (replacing an earlier rule). */
  failModel(failure: FakeOpenAIModelFailure): this {
    this.modelFailures.set(failure.model, { failure, next: seededRandom(failure.seed ?? 1) });
    return this;
  }

  /** Faults still queued. */
  get pendingFaults(): number {
    return this.faults.length;
  }

  /** The completion requests received (chat completions and messages; the model list aside). */
  get completions(): FakeOpenAILogEntry[] {
    return this.requests.filter((r) => r.path === '/v1/chat/completions' || r.path === '/v1/messages');
  }

  /** Forgets the log, the queued faults, the outages and the failing models. */
  reset(): void {
    this.requests.length = 0;
    this.faults.length = 0;
    this.outages.length = 0;
    this.modelFailures.clear();
  }

  /** Listens on loopback; resolves with the base URL, ending in `/v1`. */
  async start(port = 0): Promise<string> {
    const server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        if (!res.headersSent)
          sendJson(res, 500, { error: { message: String(error), type: 'server_error', param: null, code: null } });
        else res.destroy();
      });
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  }

  /** Stops listening and drops open connections (hanging requests included). */
  stop(): Promise<void> {
    const server = this.server;
    if (!server) return Promise.resolve();
    this.server = undefined;
    return new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/\/+$/, '');
    const method = req.method ?? 'GET';
    const raw = await readBody(req);

    if (path === '/control') return this.control(method, raw, res);

    const api: Api = path === '/v1/messages' ? 'anthropic' : 'openai';
    const body = parseObject(raw);
    const apiKey =
      api === 'anthropic'
        ? headerValue(req.headers['x-api-key'])
        : /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const entry: FakeOpenAILogEntry = {
      api,
      method,
      path,
      stream: false,
      includeUsage: false,
      messages: [],
      apiKey,
      body: body ?? {},
    };
    this.requests.push(entry);
    const fail = (status: number, message: string, code?: string | null, headers?: Record<string, string>) => {
      entry.status = status;
      sendError(res, api, status, message, code ?? null, headers);
    };

    if (this.apiKey !== undefined && apiKey !== this.apiKey) {
      if (api === 'anthropic') return fail(401, 'invalid x-api-key');
      return apiKey
        ? fail(
            401,
            `Incorrect API key provided: ${redact(apiKey)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
            'invalid_api_key',
          )
        : fail(
            401,
            "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
          );
    }

    if (method === 'GET' && path === '/v1/models') {
      entry.status = 200;
      return sendJson(res, 200, {
        object: 'list',
        data: this.models.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'system' })),
      });
    }
    if (path !== '/v1/chat/completions' && path !== '/v1/messages') {
      return fail(404, `Invalid URL (${method} ${url.pathname})`);
    }
    if (method !== 'POST') return fail(405, `Invalid method for URL (${method} ${url.pathname})`);
    if (!body) {
      return fail(
        400,
        "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly.)",
      );
    }

    const request = api === 'anthropic' ? readAnthropicRequest(body) : readOpenAIRequest(body);
    Object.assign(entry, request);
    if (!entry.model) return fail(400, "Missing required parameter: 'model'.", 'missing_required_parameter');
    if (entry.messages.every((m) => m.role === 'system')) {
      return fail(400, "Missing required parameter: 'messages'.", 'missing_required_parameter');
    }

    const fault = this.faults.shift();
    entry.fault = fault;
    if (fault && 'hang' in fault) {
      // Holds the request open; the client's abort (or stop()) closes it.
      return new Promise<void>((resolve) => res.once('close', () => resolve()));
    }
    if (this.latencyMs > 0 && !(await delay(this.latencyMs, res))) return;

    const outage = this.outages.find((o) => raw.includes(o.whenBodyContains));
    if (outage) return fail(outage.status, 'The server had an error while processing your request. Sorry about that!');
    const failing = this.modelFailures.get(entry.model);
    if (failing && failing.next() < failing.failure.share) {
      const status = failing.failure.status;
      if (status === 404) return this.unknownModel(api, entry.model, fail);
      if (status === 401) return fail(401, api === 'anthropic' ? 'invalid x-api-key' : 'Incorrect API key provided.', 'invalid_api_key');
      return fail(400, `Invalid value for 'model': ${entry.model} cannot serve this request.`, 'invalid_value');
    }
    if (fault && 'status' in fault) {
      if (fault.status === 429) {
        const headers: Record<string, string> =
          fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) };
        return fail(
          429,
          api === 'anthropic'
            ? 'This request would exceed the rate limit for your organization of 50 requests per minute.'
            : `Rate limit reached for ${entry.model} in organization org-fake on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.`,
          'rate_limit_exceeded',
          headers,
        );
      }
      if (fault.status === 404) return this.unknownModel(api, entry.model, fail);
      return fail(
        fault.status,
        fault.status === 529
          ? 'Overloaded'
          : 'The server had an error while processing your request. Sorry about that!',
      );
    }

    let content: string;
    if (fault && 'malformedJson' in fault) {
      content = 'Sure! Here is the document you asked for: {"productName": "Unfinished';
    } else if (fault && 'wrongShape' in fault) {
      content = JSON.stringify({ document: 'This is not the shape you asked for.', items: [1, 2, 3] });
    } else {
      let answer: unknown;
      try {
        answer = await this.responder({
          schemaName: entry.schemaName,
          messages: entry.messages,
          model: entry.model,
          body,
        });
      } catch (error) {
        // A responder that throws is the fake's own bug: a 500 that names it.
        return fail(500, `The fake's responder failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      content = typeof answer === 'string' ? answer : JSON.stringify(answer);
    }
    entry.status = 200;
    const usage = chatUsage(entry.model, entry.messages, content);
    if (api === 'anthropic') return this.answerAnthropic(res, entry, content, usage);
    return this.answerOpenAI(res, entry, content, usage);
  }

  /** The API's answer to a model id it does not know. */
  private unknownModel(api: Api, model: string, fail: (status: number, message: string, code?: string) => void): void {
    if (api === 'anthropic') return fail(404, `model: ${model}`);
    return fail(404, `The model \`${model}\` does not exist or you do not have access to it.`, 'model_not_found');
  }

  private async answerOpenAI(
    res: ServerResponse,
    entry: FakeOpenAILogEntry,
    content: string,
    tokens: Tokens,
  ): Promise<void> {
    const id = `chatcmpl-${randomBytes(12).toString('base64url')}`;
    const created = Math.floor(Date.now() / 1000);
    const usage = {
      prompt_tokens: tokens.input,
      completion_tokens: tokens.output,
      total_tokens: tokens.input + tokens.output,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: {
        reasoning_tokens: 0,
        audio_tokens: 0,
        accepted_prediction_tokens: 0,
        rejected_prediction_tokens: 0,
      },
    };
    const base = { id, created, model: entry.model, service_tier: 'default', system_fingerprint: 'fp_fake0001' };
    if (!entry.stream) {
      return sendJson(res, 200, {
        ...base,
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content, refusal: null, annotations: [] },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage,
      });
    }
    startEventStream(res);
    const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) => {
      const payload = {
        ...base,
        object: 'chat.completion.chunk',
        choices,
        ...(entry.includeUsage ? { usage: null } : {}),
      };
      res.write(`data: ${JSON.stringify({ ...payload, ...extra })}\n\n`);
    };
    chunk([
      { index: 0, delta: { role: 'assistant', content: '', refusal: null }, logprobs: null, finish_reason: null },
    ]);
    for (const piece of pieces(content)) {
      if (res.destroyed) return;
      chunk([{ index: 0, delta: { content: piece }, logprobs: null, finish_reason: null }]);
      if (this.chunkDelayMs > 0 && !(await delay(this.chunkDelayMs, res))) return;
    }
    chunk([{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }]);
    if (entry.includeUsage) chunk([], { usage });
    res.end('data: [DONE]\n\n');
  }

  private async answerAnthropic(
    res: ServerResponse,
    entry: FakeOpenAILogEntry,
    content: string,
    tokens: Tokens,
  ): Promise<void> {
    const id = `msg_${randomBytes(12).toString('hex')}`;
    // The JSON-tool fallback (models without native structured output) answers with a tool call.
    const tools = Array.isArray(entry.body.tools) ? (entry.body.tools as Array<{ name?: string }>) : [];
    const tool = tools.find((t) => t.name === 'json');
    const stopReason = tool ? 'tool_use' : 'end_turn';
    const block = tool
      ? { type: 'tool_use', id: `toolu_${randomBytes(12).toString('hex')}`, name: 'json', input: {} }
      : { type: 'text', text: '' };
    const message = {
      id,
      type: 'message',
      role: 'assistant',
      model: entry.model,
      stop_sequence: null,
      usage: {
        input_tokens: tokens.input,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        output_tokens: tokens.output,
      },
    };
    if (!entry.stream) {
      const input = tool ? parseObject(content) : undefined;
      return sendJson(res, 200, {
        ...message,
        content: [tool && input ? { ...block, input } : { type: 'text', text: content }],
        stop_reason: tool && input ? stopReason : 'end_turn',
      });
    }
    startEventStream(res);
    const event = (type: string, data: Record<string, unknown>) =>
      res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
    event('message_start', {
      message: { ...message, content: [], stop_reason: null, usage: { ...message.usage, output_tokens: 1 } },
    });
    event('content_block_start', { index: 0, content_block: block });
    event('ping', {});
    for (const piece of pieces(content)) {
      if (res.destroyed) return;
      const delta = tool ? { type: 'input_json_delta', partial_json: piece } : { type: 'text_delta', text: piece };
      event('content_block_delta', { index: 0, delta });
      if (this.chunkDelayMs > 0 && !(await delay(this.chunkDelayMs, res))) return;
    }
    event('content_block_stop', { index: 0 });
    event('message_delta', {
      delta: { stop_reason: stopReason, stop_sequence: null },
      usage: { output_tokens: tokens.output },
    });
    event('message_stop', {});
    res.end();
  }

  private control(method: string, raw: string, res: ServerResponse): void {
    if (method === 'POST') {
      const control = (parseObject(raw) ?? {}) as {
        latencyMs?: number;
        chunkDelayMs?: number;
        faults?: FakeOpenAIFault[];
        outages?: FakeOpenAIOutage[];
        modelFailures?: FakeOpenAIModelFailure[];
        reset?: boolean;
      };
      if (control.reset) this.reset();
      if (typeof control.latencyMs === 'number') this.latencyMs = control.latencyMs;
      if (typeof control.chunkDelayMs === 'number') this.chunkDelayMs = control.chunkDelayMs;
      if (Array.isArray(control.faults)) this.fail(...control.faults);
      if (Array.isArray(control.outages)) this.outages.push(...control.outages);
      for (const failure of control.modelFailures ?? []) this.failModel(failure);
    }
    sendJson(res, 200, {
      latencyMs: this.latencyMs,
      chunkDelayMs: this.chunkDelayMs,
      pendingFaults: this.faults.length,
      outages: this.outages,
      requests: this.requests.map(({ body: _body, messages: _messages, apiKey: _apiKey, ...rest }) => rest),
    });
  }
}

function readOpenAIRequest(body: Record<string, unknown>): Partial<FakeOpenAILogEntry> {
  const responseFormat = body.response_format as { type?: string; json_schema?: { name?: string } } | undefined;
  const streamOptions = body.stream_options as { include_usage?: boolean } | undefined;
  return {
    model: typeof body.model === 'string' ? body.model : undefined,
    messages: Array.isArray(body.messages) ? (body.messages as FakeChatMessage[]) : [],
    stream: body.stream === true,
    includeUsage: streamOptions?.include_usage === true,
    responseFormat,
    schemaName: responseFormat?.type === 'json_schema' ? responseFormat.json_schema?.name : undefined,
  };
}

function readAnthropicRequest(body: Record<string, unknown>): Partial<FakeOpenAILogEntry> {
  const messages: FakeChatMessage[] = [];
  if (body.system !== undefined) messages.push({ role: 'system', content: textOf(body.system) });
  if (Array.isArray(body.messages)) {
    for (const m of body.messages as Array<{ role?: string; content?: unknown }>) {
      messages.push({ role: m.role ?? 'user', content: textOf(m.content) });
    }
  }
  const lastUser = [...messages].reverse().find((m) => m.role === 'user');
  const outputConfig = body.output_config as { format?: unknown } | undefined;
  return {
    model: typeof body.model === 'string' ? body.model : undefined,
    messages,
    stream: body.stream === true,
    responseFormat: outputConfig?.format,
    schemaName: /the "(kit_[a-z_]+)" schema/.exec(String(lastUser?.content ?? ''))?.[1],
  };
}

/** Anthropic's content: a string or blocks; the text blocks joined. */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((block: { type?: string; text?: string }) => (block.type === 'text' ? (block.text ?? '') : ''))
    .join('\n');
}

interface Tokens {
  input: number;
  output: number;
}

/** A small seeded generator (mulberry32) of numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Splits content into small pieces, as a model streams tokens (about 200 pieces for long content). */
function pieces(content: string): string[] {
  const size = Math.max(4, Math.ceil(content.length / 200));
  const out: string[] = [];
  for (let i = 0; i < content.length; i += size) out.push(content.slice(i, i + size));
  return out;
}

/** Waits; false when the client went away meanwhile. */
function delay(ms: number, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(!res.destroyed);
    }, ms);
    res.once('close', onClose);
  });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function parseObject(raw: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function redact(key: string): string {
  return key.length <= 8 ? '*'.repeat(key.length) : `${key.slice(0, 3)}${'*'.repeat(key.length - 7)}${key.slice(-4)}`;
}

function startEventStream(res: ServerResponse): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
    'x-request-id': `req_${randomBytes(8).toString('hex')}`,
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
}

const openaiErrorTypes: Record<number, string> = { 429: 'requests' };
const anthropicErrorTypes: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  405: 'invalid_request_error',
  429: 'rate_limit_error',
  529: 'overloaded_error',
};

/** An error body in the API's own shape. */
function sendError(
  res: ServerResponse,
  api: Api,
  status: number,
  message: string,
  code: string | null,
  headers: Record<string, string> = {},
): void {
  if (api === 'anthropic') {
    const type = anthropicErrorTypes[status] ?? 'api_error';
    return sendJson(
      res,
      status,
      { type: 'error', error: { type, message } },
      { 'request-id': `req_${randomBytes(8).toString('hex')}`, ...headers },
    );
  }
  const type = openaiErrorTypes[status] ?? (status >= 500 ? 'server_error' : 'invalid_request_error');
  sendJson(res, status, { error: { message, type, param: null, code } }, headers);
}
