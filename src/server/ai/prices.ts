/** What a model costs, in US dollars per million tokens. */
export interface ModelPrice {
  input: number;
  output: number;
}

/**
 * List prices of common models (USD per million tokens, standard tier, late 2025), used to estimate
 * what kits cost on the admin page; AI_PRICES adds models and overrides these. Prices change, and a
 * proxy or a self-hosted model bills differently: an estimate, never an invoice.
 */
export const builtInPrices: Readonly<Record<string, ModelPrice>> = {
  offline: { input: 0, output: 0 },
  'gpt-5': { input: 1.25, output: 10 },
  'gpt-5-mini': { input: 0.25, output: 2 },
  'gpt-5-nano': { input: 0.05, output: 0.4 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'claude-opus-4-1': { input: 15, output: 75 },
  'claude-sonnet-4-5': { input: 3, output: 15 },
  'claude-haiku-4-5': { input: 1, output: 5 },
};

export type PriceTable = Readonly<Record<string, ModelPrice>>;

/** The built-in table with AI_PRICES over it. */
export function priceTable(overrides: PriceTable = {}): PriceTable {
  return { ...builtInPrices, ...overrides };
}

/**
 * The price of a recorded model ('provider:model' or 'offline'): the table's entry for the whole name,
 * else for the model id after the provider. Undefined when the table does not know it.
 */
export function priceOf(table: PriceTable, model: string): ModelPrice | undefined {
  return table[model] ?? table[model.slice(model.indexOf(':') + 1)];
}

/** The estimated cost in USD of these tokens, or null for a model without a price. */
export function estimateCost(
  table: PriceTable,
  model: string,
  tokens: { inputTokens: number; outputTokens: number },
): number | null {
  const price = priceOf(table, model);
  if (!price) return null;
  return (tokens.inputTokens * price.input + tokens.outputTokens * price.output) / 1_000_000;
}
