import type { Brief, BriefLanguage, BriefPlatform } from '../../shared/schemas/brief';
import type { KitOutputs, PrdFeature, TechStackOutput } from '../../shared/schemas/kit';
import { joinList, kebabCase } from '../ai/offline/text';

/**
 * What the rendered parts of a kit (the rules files, the per-platform prompts) read from the brief
 * and the kit's structured outputs. Only schema fields: whichever engine wrote the documents, the
 * same data gives the same text.
 */

export interface RenderInput {
  brief?: Brief;
  outputs: Partial<KitOutputs>;
}

/** The kit's language: the brief's; kits made before briefs are English. */
export const languageOf = (input: RenderInput): BriefLanguage => input.brief?.language ?? 'en';

export const productNameOf = ({ brief, outputs }: RenderInput): string =>
  outputs.overview?.productName ?? brief?.productName ?? 'the product';

/** The kinds of stack a kit's tech stack can be recognised as; each has its commands and file globs. */
export type StackKind = 'next' | 'vite' | 'astro' | 'expo' | 'wxt' | 'tauri' | 'phaser' | 'service';

export interface StackProfile {
  commands: { install: string; dev: string; test: string; lint: string; e2e: string };
  globs: string;
}

const npm = { install: 'npm install', dev: 'npm run dev', test: 'npm test', lint: 'npm run lint', e2e: 'npm run test:e2e' };

export const stackProfiles: Record<StackKind, StackProfile> = {
  next: { commands: npm, globs: 'app/**/*.{ts,tsx},components/**/*.tsx,lib/**/*.ts,db/**/*.ts' },
  vite: { commands: npm, globs: 'src/**/*.{ts,tsx}' },
  astro: { commands: { ...npm, test: 'npm run build && npm test' }, globs: 'src/**/*.{astro,ts,md}' },
  expo: {
    commands: { ...npm, dev: 'npx expo start', e2e: 'maestro test e2e' },
    globs: 'app/**/*.tsx,components/**/*.tsx,lib/**/*.ts',
  },
  wxt: { commands: npm, globs: 'entrypoints/**/*.{ts,tsx},lib/**/*.ts' },
  tauri: { commands: { ...npm, dev: 'npm run tauri dev' }, globs: 'src/**/*.{ts,tsx}' },
  phaser: { commands: npm, globs: 'src/**/*.{ts,tsx}' },
  service: { commands: { ...npm, e2e: 'npm run test:contract' }, globs: 'src/**/*.ts' },
};

/** The kind of stack the tech stack's choices describe (a web single-page app when nothing more specific). */
export function stackKindOf(techStack: TechStackOutput | undefined): StackKind {
  const choices = techStack?.choices ?? [];
  const text = choices.map((c) => `${c.layer}: ${c.choice}`).join('\n');
  if (/\bExpo\b|React Native/i.test(text)) return 'expo';
  if (/\bWXT\b|Manifest V3/i.test(text)) return 'wxt';
  if (/\bTauri\b/i.test(text)) return 'tauri';
  if (/\bPhaser\b/i.test(text)) return 'phaser';
  const hasUi = choices.some((c) => /^(frontend|styling|mobile|desktop)$/i.test(c.layer));
  if (!hasUi && choices.some((c) => /^(api|cli)\b/i.test(c.layer))) return 'service';
  if (/\bAstro\b/i.test(text)) return 'astro';
  if (/\bNext\.js\b/i.test(text)) return 'next';
  return 'vite';
}

/** The choice of the first layer whose name matches. */
export const choiceOf = (techStack: TechStackOutput | undefined, layer: RegExp): string | undefined =>
  techStack?.choices.find((c) => layer.test(c.layer))?.choice;

/** The layer the product's code is built on: its frontend, app, extension, engine, API or CLI. */
export const mainChoiceOf = (techStack: TechStackOutput | undefined): string | undefined =>
  choiceOf(techStack, /frontend|mobile|extension|desktop|game|^api$|^cli$/i) ?? techStack?.choices[0]?.choice;

const serviceOnly = (platforms: readonly BriefPlatform[]) =>
  platforms.length > 0 && platforms.every((p) => p === 'api' || p === 'cli');

/** True for an API or a command-line tool: nothing to draw. */
export function hasNoUi(input: RenderInput): boolean {
  if (input.brief && serviceOnly(input.brief.platforms)) return true;
  if (input.outputs.frontend) return input.outputs.frontend.screens.length === 0;
  return stackKindOf(input.outputs.tech_stack) === 'service';
}

const asNames: Record<BriefLanguage, Partial<Record<BriefPlatform, string>>> = {
  en: { 'browser-extension': 'a browser extension', api: 'an API', cli: 'a command-line tool' },
  ru: { 'browser-extension': 'расширение браузера', api: 'API', cli: 'инструмент командной строки' },
};
const onNames: Record<BriefLanguage, Partial<Record<BriefPlatform, string>>> = {
  en: { web: 'the web', desktop: 'the desktop', ios: 'iOS', android: 'Android' },
  ru: { web: 'веб', desktop: 'десктоп', ios: 'iOS', android: 'Android' },
};

/** "as a browser extension and on the web", "on the web, iOS and Android" (Russian: "как …", "на платформах …"). */
export function platformPhrase(input: RenderInput): string {
  const language = languageOf(input);
  const and = language === 'ru' ? 'и' : 'and';
  if (!input.brief) {
    const named = input.outputs.overview?.platforms ?? [];
    return named.length === 0 ? '' : language === 'ru' ? `на платформах ${joinList(named, and)}` : `on ${joinList(named)}`;
  }
  const as = input.brief.platforms.flatMap((p) => asNames[language][p] ?? []);
  const on = input.brief.platforms.flatMap((p) => onNames[language][p] ?? []);
  const parts = [
    ...(as.length > 0 ? [`${language === 'ru' ? 'как' : 'as'} ${joinList(as, and)}`] : []),
    ...(on.length > 0 ? [`${language === 'ru' ? 'на платформах' : 'on'} ${joinList(on, and)}`] : []),
  ];
  return parts.join(` ${and} `);
}

/** The features of the first version: the musts, or the most urgent ones a kit without musts has. */
export function firstVersionFeatures(input: RenderInput): PrdFeature[] {
  const features = input.outputs.requirements?.features ?? [];
  const top = (['must', 'should', 'could'] as const).find((p) => features.some((f) => f.priority === p));
  return features.filter((f) => f.priority === top);
}

/** Sign-in, accounts, settings and the like: features every product has, poor examples of this one. */
const support = /\b(sign[- ]?(in|up)|log[- ]?in|accounts?\b|auth|settings|onboarding|notification)|вход|регистрац|аккаунт|настройк|уведомлен/i;

/** The feature the conventions are shown with: the first must-have about the product's first entity, else about any. */
export function exampleFeatureOf(input: RenderInput): PrdFeature | undefined {
  const musts = firstVersionFeatures(input);
  const entities = (input.outputs.requirements?.entities ?? []).map((e) => e.name.toLowerCase());
  const core = musts.filter((f) => !support.test(f.name));
  const naming = (entity: string) => core.find((f) => f.name.toLowerCase().includes(entity));
  const aboutData = entities.map(naming).find((f) => f !== undefined);
  return aboutData ?? core[0] ?? musts[0] ?? input.outputs.requirements?.features[0];
}

/** "feat/FEAT-006-book-walks" (the id alone when the name has no Latin letters after transliteration). */
export function branchNameOf(feature: Pick<PrdFeature, 'id' | 'name'>): string {
  const slug = kebabCase(feature.name).split('-').slice(0, 5).join('-');
  return `feat/${feature.id}${slug ? `-${slug}` : ''}`;
}

/** "Book walks" → "book walks"; names with capitals inside (NativeWind, PostgreSQL, API) stay as they are. */
export const lowerFirst = (text: string): string => {
  const first = text.split(/\s/, 1)[0] ?? '';
  return /^\p{Lu}[^\p{Lu}]*$/u.test(first) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
};

/** "player" → "players", "company" → "companies": English nouns (role names, routes) in the plural. */
export const plural = (noun: string): string =>
  /(s|x|ch|sh)$/.test(noun) ? `${noun}es` : /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;

/** A sentence without its final full stop, to be embedded in another. */
export const clause = (text: string): string => text.trim().replace(/[.!]+$/, '');

/** The brief's constraints, each with the rules that enforce it (the rules naming it), or its own text. */
export function constraintRules(input: RenderInput): Array<{ name: string; text: string; rules: string[] }> {
  const rules = input.outputs.ai_rules?.rules ?? [];
  return (input.brief?.constraints ?? []).map((c) => ({
    name: c.name,
    text: c.text,
    rules: rules.filter((r) => r.startsWith(`${c.name}:`)).map((r) => clause(r.slice(c.name.length + 1).trim())),
  }));
}

/** The rules about the platform the stack builds for, which tools building that platform must follow. */
const platformRulePatterns: Partial<Record<StackKind, RegExp>> = {
  // "React Native" as a rule's subject, not inside the stack's name ("Expo (React Native)").
  expo: /React Native\b(?!\))|accessibilityLabel|StoreKit|Play Billing|\bDOM\b/i,
  wxt: /Manifest V3|content script|service worker|chrome\.|Web Store/i,
  tauri: /\bTauri\b|\bRust\b/i,
  service: /endpoint|OpenAPI|--help|exit code/i,
};

export function platformRulesOf(input: RenderInput): string[] {
  const pattern = platformRulePatterns[stackKindOf(input.outputs.tech_stack)];
  return pattern ? (input.outputs.ai_rules?.rules ?? []).filter((r) => pattern.test(r)) : [];
}
