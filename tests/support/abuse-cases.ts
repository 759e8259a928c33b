/**
 * Hostile requests for every operation of /api/openapi.json: malformed and mistyped bodies, control
 * characters in every string, oversize values, odd path and query values. Each case says whether the
 * control-character guard must refuse it (ADR 0019).
 */

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** With `{name}` placeholders. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

export interface AbuseCase {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** A control character in a JSON string, the path or the query: must be answered 400. */
  mustRefuse?: boolean;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation in the document, plus `extraRoutes` (Hono's `/api/x/:id` form) the document lacks. */
export function operationsOf(doc: OpenApiDoc, extraRoutes: Array<{ method: string; path: string }>): Operation[] {
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined =>
    schema?.$ref ? resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!]) : schema;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) })),
        body: resolve(operation.requestBody?.content?.['application/json']?.schema),
      });
    }
  }
  const known = new Set(operations.map((o) => `${o.method} ${o.path}`));
  for (const route of extraRoutes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    if (known.has(`${route.method} ${path}`)) continue;
    known.add(`${route.method} ${path}`);
    const parameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name: name!, in: 'path' as const }));
    operations.push({ method: route.method, path, parameters, body: route.method === 'GET' ? undefined : { type: 'object' } });
  }
  return operations;
}

/** The values a person might plausibly send: what the schema asks for, or something close. */
export function plausible(schema: JsonSchema | undefined, key = '', ids: Record<string, string> = {}): unknown {
  if (!schema) return {};
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return plausible(options.find((o) => o.type !== 'null') ?? options[0], key, ids);
  if (schema.allOf?.[0]) return plausible(schema.allOf[0], key, ids);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return ids[key] ?? ids.id ?? '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email' || /email/i.test(key)) return 'someone@example.com';
      if (schema.format === 'uri' || /url|image/i.test(key)) return 'https://example.com/a.png';
      if (/password/i.test(key)) return 'Plaus1ble!Passw0rd';
      return 'Plausible text'.padEnd(schema.minLength ?? 0, ' words');
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => plausible(schema.items, key, ids));
    default:
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, child]) => [name, plausible(child, name, ids)]));
  }
}

const nested = (depth: number, leaf: unknown = 'x'): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

/** Control characters a person never types; every one must be refused. */
export const CONTROL_SAMPLES = ['a\u0000b', '\u0000', '\u0001x', 'x\u0007', 'a\u000Bb', '\u000C', 'x\u001By', '\u001F'];

/** What replaces one value of a plausible body: control characters (refused), then oversize and mistyped values. */
function replacements(value: unknown): Array<{ label: string; value: unknown; mustRefuse?: boolean }> {
  const common = [
    { label: 'null', value: null },
    { label: 'array', value: [] },
    { label: 'object', value: {} },
    { label: 'deep object', value: nested(28) },
    { label: 'too deep object', value: nested(40) },
    { label: 'big array', value: Array.from({ length: 10_000 }, (_, i) => i) },
    { label: 'big array of strings', value: Array.from({ length: 2_000 }, () => 'x'.repeat(100)) },
  ];
  if (typeof value === 'string') {
    return [
      ...CONTROL_SAMPLES.map((sample) => ({ label: `control ${JSON.stringify(sample)}`, value: sample, mustRefuse: true })),
      { label: 'control in a long text', value: `${'word '.repeat(50)}\u0000`, mustRefuse: true },
      { label: 'tab and newlines', value: 'a\tb\nc\r\nd' },
      { label: 'empty', value: '' },
      { label: 'blank', value: '   ' },
      { label: 'long string', value: 'x'.repeat(100_000) },
      { label: 'long multibyte', value: '😀'.repeat(50_000) },
      { label: 'lone surrogate', value: '\uD800x' },
      { label: 'html', value: '<script>alert(1)</script>' },
      { label: 'sql', value: "'; drop table profiles; --" },
      { label: 'number', value: 12345 },
      { label: 'boolean', value: true },
      ...common,
    ];
  }
  if (typeof value === 'number') {
    return [
      { label: 'huge', value: 1e308 },
      { label: '-huge', value: -1e308 },
      { label: '2^64', value: 2 ** 64 },
      { label: 'negative', value: -1 },
      { label: 'zero', value: 0 },
      { label: 'fraction', value: 1.5 },
      { label: 'numeric string', value: '12' },
      { label: 'string', value: 'abc' },
      { label: 'control string', value: '1\u0000', mustRefuse: true },
      ...common,
    ];
  }
  if (typeof value === 'boolean') {
    return [{ label: 'string', value: 'true' }, { label: 'number', value: 0 }, ...common];
  }
  return [{ label: 'string', value: 'x' }, { label: 'number', value: 7 }, { label: 'control string', value: 'x\u0000', mustRefuse: true }, ...common];
}

/** Every path inside a JSON value (objects and arrays), the root first. */
function leafPaths(value: unknown, path: string[] = []): string[][] {
  const paths = [path];
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) paths.push(...leafPaths(child, [...path, key]));
  }
  return paths;
}

function withValueAt(root: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

const IMPLAUSIBLE_SEGMENTS = [
  '%00',
  'a%01b',
  '%1F',
  'x'.repeat(3000),
  '..',
  '%ZZ',
  '%',
  '-1',
  '99999999999999999999999',
  '1e309',
  'NaN',
  '%E2%80%AE',
  'a%2Fb',
  "'%20or%201=1--",
  '%F0%9F%98%80',
  '%C0%AF',
  '00000000-0000-0000-0000-000000000000',
];
const IMPLAUSIBLE_QUERY = ['%00', '%01', 'x'.repeat(5000), '-1', '1e309', 'NaN', '[]', '%ZZ', '99999999999999999999'];

/** The hostile requests for one operation; `ids` fills uuid path parameters with real rows when given. */
export function abuseCases(operation: Operation, ids: Record<string, string>, headers: Record<string, string>): AbuseCase[] {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const fill = (overrides: Record<string, string> = {}) =>
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name in overrides) return overrides[name]!;
      const schema = pathParams.find((p) => p.name === name)?.schema;
      return encodeURIComponent(String(plausible(schema ?? { type: 'string', format: 'uuid' }, name, ids)));
    });
  const path = fill();
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const json = { ...headers, 'Content-Type': 'application/json' };
  const body = hasBody ? plausible(operation.body, '', ids) : undefined;
  const send = (label: string, value: unknown, mustRefuse = false): AbuseCase => ({
    label,
    method: operation.method,
    path,
    headers: json,
    body: JSON.stringify(value),
    mustRefuse,
  });
  const cases: AbuseCase[] = [{ label: 'plausible', method: operation.method, path, headers: hasBody ? json : headers, body: hasBody ? JSON.stringify(body) : undefined }];

  for (const param of pathParams) {
    for (const segment of IMPLAUSIBLE_SEGMENTS) {
      cases.push({
        label: `path ${param.name}=${segment.slice(0, 30)}`,
        method: operation.method,
        path: fill({ [param.name]: segment }),
        headers: hasBody ? json : headers,
        body: hasBody ? JSON.stringify(body) : undefined,
        mustRefuse: /%(00|01|1F)/.test(segment),
      });
    }
  }
  for (const param of [...queryParams, { name: 'unknown', in: 'query' as const }]) {
    for (const value of IMPLAUSIBLE_QUERY) {
      cases.push({
        label: `query ${param.name}=${value.slice(0, 30)}`,
        method: operation.method,
        path: `${path}?${encodeURIComponent(param.name)}=${value}`,
        headers: hasBody ? json : headers,
        body: hasBody ? JSON.stringify(body) : undefined,
        mustRefuse: value === '%00' || value === '%01',
      });
    }
    cases.push({ label: `query ${param.name} twice`, method: operation.method, path: `${path}?${param.name}=1&${param.name}=2`, headers });
  }
  if (!hasBody) return cases;

  for (const at of leafPaths(body)) {
    const current = at.reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], body);
    for (const replacement of replacements(current)) {
      cases.push(send(`${at.join('.') || 'body'} ← ${replacement.label}`, withValueAt(body, at, replacement.value), replacement.mustRefuse));
    }
  }
  cases.push(send('control character in a key', { ...(body as object), 'a\u0000': 1 }, true));
  for (const raw of ['{', '{"a":', '[', 'nul', '"open', '{"a":1}}', '{"a":"\u0000"}', '\u0000', '{"a":1,}', '\uFEFF{}']) {
    cases.push({ label: `malformed ${JSON.stringify(raw)}`, method: operation.method, path, headers: json, body: raw });
  }
  for (const value of [null, [], 'text', 1, true, {}]) cases.push(send(`body ${JSON.stringify(value)}`, value));
  cases.push({ label: 'empty JSON body', method: operation.method, path, headers: json, body: '' });
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16', 'application/jsonx', '']) {
    cases.push({ label: `content type ${type || '(none)'}`, method: operation.method, path, headers: { ...headers, 'Content-Type': type }, body: JSON.stringify(body) });
  }
  cases.push(send('over the body limit', { a: 'x'.repeat(1_100_000) }));
  return cases;
}
