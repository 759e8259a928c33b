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

/** The words a sentence about a kit's writers is made of, in the reader's language. */
export interface KitWriterWords {
  offline: string;
  /** A model behind an OpenAI-compatible API (or a provider this list does not name). */
  compatible: (model: string) => string;
  writtenBy: (writer: string) => string;
  documentsBy: (count: number, writer: string) => string;
}

/**
 * "Written by OpenAI gpt-4.1; 2 documents by gpt-4.1-mini (…)": the first writer (most documents)
 * wrote the kit, each other one the documents counted. Empty when no writer is known.
 */
export function describeKitWriters(writers: ReadonlyArray<{ model: string; documents: number }>, words: KitWriterWords): string {
  const name = (recorded: string) => {
    const writer = readKitWriter(recorded);
    if (writer.engine === 'offline') return words.offline;
    const provider = providerNames[writer.provider];
    return provider ? `${provider} ${writer.model}` : words.compatible(writer.model);
  };
  const [main, ...others] = writers;
  if (!main) return '';
  return [words.writtenBy(name(main.model)), ...others.map((o) => words.documentsBy(o.documents, name(o.model)))].join('; ');
}
