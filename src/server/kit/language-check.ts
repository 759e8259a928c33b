import type { Brief } from '../../shared/schemas/brief';
import { documentSteps, type DocumentKind, type KitOutputs } from '../../shared/schemas/kit';
import { kitLanguageOf } from './kit-text';
import { renderDocument, renderPromptsMarkdown, renderTasksMarkdown } from './render';

/**
 * How much of a kit's prose is in which script, to tell whether a document is written in the
 * brief's language. Code and identifiers are ASCII in every language (they are left out first), and
 * so are the founder's own words quoted back (the idea and the brief's texts, given as `quotes`).
 */

export interface LetterShares {
  /** Letters left once code, identifiers and quotes are taken out. */
  letters: number;
  /** Share of those letters that are Cyrillic (0 without letters). */
  cyrillic: number;
  /** Share that are Latin (0 without letters). */
  latin: number;
  /** The first Latin words left, to say what made a Russian document less Russian. */
  latinWords: string[];
  /** The first Cyrillic words left, to say what an English document did not quote. */
  cyrillicWords: string[];
}

const codeAndIdentifiers: readonly RegExp[] = [
  /(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1/g, // fenced blocks
  /`[^`\n]*`/g, // inline code
  /\b(?:https?:\/\/|www\.)\S+/g, // URLs
  /(?<![\p{L}\p{N}/])\.?[\w-]+(?:\/[\w.-]+)*\.(?:md|mdc|json|ts|tsx|js|jsx|yml|yaml|env|sql|css|html)\b/gu, // files: .cursor/rules/project.mdc
  /(?<![\p{L}\p{N}])\.?\/[A-Za-z0-9\-_/:.*]*/gu, // routes and paths: /api/lessons/:id
  /\b(?:FEAT|QA|T)-\d+\b/g, // feature, test and task ids
  /\b[A-Z]?[a-z0-9]+(?:[A-Z][a-z0-9]*)+\b/g, // camelCase and PascalCase with two humps or more
  /\b[A-Z][A-Z0-9]+s?\b/g, // acronyms: API, HIPAA, JSON
  // Names of tools, vendors and entities, with their version: React 19, Vercel, Expo, Tutor. An English
  // sentence keeps its lower-case words, so it still counts as English.
  /(?<![\p{L}\p{N}])[A-Z][a-z]+(?: \d+(?:\.\d+)*\+?)?(?![\p{L}\p{N}])/gu,
  /\b[a-z0-9]+(?:[-_][a-z0-9]+)+\b/g, // kebab-case and snake_case
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The clauses of the quoted texts: a document may quote a sentence without its full stop, or one
 * clause of it, and with its first letter lowered.
 */
function clausesOf(quotes: readonly string[]): string[] {
  const clauses = quotes.flatMap((quote) => [quote, ...quote.split(/[.!?;:()«»"“”]+/)]).map((q) => q.trim());
  // Longest first, so a quote that contains another goes whole.
  return [...new Set(clauses.filter((q) => /\p{L}/u.test(q)))].sort((a, b) => b.length - a.length);
}

/** The markdown with code, identifiers and the quoted texts removed. */
export function proseOf(markdown: string, quotes: readonly string[] = []): string {
  let text = markdown;
  for (const quote of clausesOf(quotes)) {
    // Whole words only: a quoted word must not take a piece of a longer one with it. An English
    // plural ending is the English text's grammar around the quote ("Репетиторs"), not a language.
    text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escape(quote)}(?:e?s)?(?![\\p{L}\\p{N}])`, 'giu'), ' ');
  }
  for (const pattern of codeAndIdentifiers) text = text.replace(pattern, ' ');
  return text;
}

export function letterShares(markdown: string, quotes: readonly string[] = []): LetterShares {
  const prose = proseOf(markdown, quotes);
  const letters = prose.match(/\p{L}/gu)?.length ?? 0;
  const cyrillic = prose.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
  const latin = prose.match(/\p{Script=Latin}/gu)?.length ?? 0;
  const words = (script: RegExp) => [...new Set(prose.match(script) ?? [])].slice(0, 20);
  return {
    letters,
    cyrillic: letters > 0 ? cyrillic / letters : 0,
    latin: letters > 0 ? latin / letters : 0,
    latinWords: words(/\p{Script=Latin}+/gu),
    cyrillicWords: words(/\p{Script=Cyrillic}+/gu),
  };
}

/** The texts of a brief that a kit may quote back word for word: the founder's own words. */
export function briefQuotes(brief: Brief): string[] {
  return [
    brief.productName,
    brief.summary,
    brief.monetisation,
    ...brief.roles.flatMap((role) => [role.name, ...role.goals]),
    ...brief.entities.flatMap((entity) => (entity.label ? [entity.label] : [])),
    ...brief.features.flatMap((feature) => [feature.name, feature.description]),
    ...brief.integrations.flatMap((integration) => [integration.name, integration.purpose]),
    ...brief.constraints.flatMap((constraint) => [constraint.name, constraint.text]),
    ...brief.assumptions,
    ...brief.openQuestions,
  ];
}

export type KitDocumentKind = DocumentKind | 'tasks' | 'prompts';

/** Every markdown document of a kit, by kind, in the brief's language (English without a brief). */
export function renderKitDocuments(outputs: KitOutputs, brief?: Brief): Record<KitDocumentKind, string> {
  const language = kitLanguageOf(brief);
  const documents = Object.fromEntries(
    documentSteps.map((kind) => [kind, renderDocument(kind, outputs, language).content]),
  ) as Record<DocumentKind, string>;
  return {
    ...documents,
    tasks: renderTasksMarkdown(outputs.tasks, outputs.overview, outputs.requirements, language),
    prompts: renderPromptsMarkdown(outputs.prompts, outputs.overview, language),
  };
}
