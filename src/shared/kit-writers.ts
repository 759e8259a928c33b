/**
 * Who wrote a kit's documents, as recorded with each version: 'offline' for the offline engine, or
 * provider:model ('openai:gpt-4.1', 'openai-compatible:llama3.1') for an AI provider's model.
 */
export type KitWriter = { engine: 'offline' } | { engine: 'model'; provider: string; model: string };

export function readKitWriter(recorded: string): KitWriter {
  if (recorded === 'offline') return { engine: 'offline' };
  const colon = recorded.indexOf(':');
  if (colon < 0) return { engine: 'model', provider: '', model: recorded };
  return { engine: 'model', provider: recorded.slice(0, colon), model: recorded.slice(colon + 1) };
}

/** The providers' names as they spell them (an OpenAI-compatible server is named by its model alone). */
export const providerNames: Readonly<Record<string, string>> = { openai: 'OpenAI', anthropic: 'Anthropic' };
