import type { DocumentKind } from './schemas/kit';

/**
 * The product's own words, in English and Russian: one name for each thing Specforge sells or
 * shows, so a founder never meets two words for one thing ("набор" beside "комплект"). The screens
 * (locale files), the mail and the kits' fixed words use these; `glossary.test.ts` reads all of them
 * and fails on a word listed under `avoid` (ADR 0050).
 */

export type GlossaryLanguage = 'en' | 'ru';

/** Where a word to avoid is wrong. */
export type AvoidScope =
  /** In what Specforge says about itself: screens, mail, messages, the kits' fixed words. */
  | 'interface'
  /**
   * Also in what the kits say about the founder's product: the word can mean nothing but our term
   * (a kit's "кит" is never a whale in a planning document).
   */
  | 'everywhere';

export interface Term {
  /** What the term names in the product. */
  meaning: string;
  en: string;
  ru: string;
  /**
   * Second names a text must not use for the term. Each is a whole word or phrase: a Russian entry
   * is a pattern holding every form ("комплект(?:а|у)?"), so "комплектовщик" is not a kit.
   */
  avoid: { en?: readonly string[]; ru?: readonly string[] };
  scope: AvoidScope;
}

/** The case endings of a hard masculine noun (набор, набора, набору, наборе, наборы, наборов…). */
const hardMasculine = '(?:|а|у|ом|е|ы|ов|ам|ами|ах)';
/** The case endings of a feminine noun in -а after a hissing consonant or -к (фича, фичи, фичей…). */
const feminineA = '(?:а|и|ы|е|у|ой|ей|ею|ам|ами|ах|ек|)';

export const glossary = {
  kit: {
    meaning: 'What one credit buys: the planning documents, prompts, task board and roadmap of one idea',
    en: 'kit',
    ru: 'набор',
    avoid: { en: ['package', 'doc pack', 'spec pack'], ru: [`комплект${hardMasculine}`, `кит${hardMasculine}`] },
    scope: 'everywhere',
  },
  credit: {
    meaning: 'The unit a kit is paid in',
    en: 'credit',
    ru: 'кредит',
    avoid: { en: ['coin', 'coins', 'token credit'], ru: ['балл(?:|а|у|ом|е|ы|ов|ам|ами|ах)', 'монет(?:а|ы|е|у|ой|ам|ами|ах|)', 'жетон(?:|а|ы|ов)'] },
    scope: 'interface',
  },
  bundle: {
    meaning: 'Credits bought once, without a subscription',
    en: 'credit bundle',
    ru: 'пакет кредитов',
    avoid: { en: ['credit pack', 'credit packs'], ru: [`бандл${hardMasculine}`] },
    scope: 'interface',
  },
  plan: {
    meaning: 'A subscription level: Free, Founder, Growth',
    en: 'plan',
    ru: 'тариф',
    avoid: {
      en: ['tier', 'tiers'],
      // «План» alone is the implementation plan; a subscription is never one.
      ru: [
        '(?:тарифн|платн|бесплатн)(?:ый|ого|ому|ым|ом|ые|ых|ыми) план(?:|а|у|ом|е|ы|ов|ам|ами|ах)',
        'план(?:|а|у|ом|е) (?:Free|Founder|Growth)',
      ],
    },
    scope: 'interface',
  },
  evaluation: {
    meaning: 'The free viability check of an idea',
    en: 'evaluation',
    ru: 'оценка',
    avoid: { ru: ['экспертиз(?:а|ы|е|у|ой|ам|ами|ах|)'] },
    scope: 'interface',
  },
  brief: {
    meaning: 'What the product understood of the idea, confirmed by the founder before the kit is written',
    en: 'brief',
    ru: 'бриф',
    avoid: { ru: ['техзадани(?:е|я|ю|ем|и|й|ям|ями|ях)', 'ТЗ'] },
    scope: 'interface',
  },
  document: {
    meaning: 'One of the kit’s planning documents',
    en: 'document',
    ru: 'документ',
    avoid: {},
    scope: 'interface',
  },
  roadmap: {
    meaning: 'The implementation plan’s phases laid out on working days',
    en: 'roadmap',
    ru: 'дорожная карта',
    avoid: { en: ['timeline'], ru: ['роа?дмап[а-яё]*', 'роудмап[а-яё]*'] },
    scope: 'everywhere',
  },
  phase: {
    meaning: 'A step of the implementation plan and a row of the roadmap',
    en: 'phase',
    ru: 'фаза',
    avoid: { en: ['milestone', 'milestones'], ru: [`этап${hardMasculine}`] },
    scope: 'interface',
  },
  board: {
    meaning: 'The kit’s tasks in columns: to do, in progress, done',
    en: 'task board',
    ru: 'доска задач',
    avoid: { en: ['kanban'], ru: ['канбан[а-яё]*'] },
    scope: 'interface',
  },
  task: {
    meaning: 'One card of the board',
    en: 'task',
    ru: 'задача',
    avoid: { en: ['ticket', 'tickets'], ru: [`тикет${hardMasculine}`, `таск${hardMasculine}`] },
    scope: 'interface',
  },
  evidence: {
    meaning: 'What shows a done task is done: its commits, files and the tests of its criteria (ADR 0054)',
    en: 'evidence',
    ru: 'подтверждения',
    avoid: { ru: ['доказательств(?:о|а|у|ом|е)'] },
    scope: 'interface',
  },
  feature: {
    meaning: 'Something the founder’s product does, as the brief lists it',
    en: 'feature',
    ru: 'функция',
    avoid: { ru: [`фич${feminineA}`] },
    scope: 'everywhere',
  },
  entity: {
    meaning: 'A kind of record the founder’s product keeps',
    en: 'entity',
    ru: 'сущность',
    avoid: {},
    scope: 'interface',
  },
  assumption: {
    meaning: 'What the product guessed where the idea said nothing',
    en: 'assumption',
    ru: 'допущение',
    avoid: { ru: ['предположени(?:е|я|ю|ем|и|й|ям|ями|ях)'] },
    scope: 'interface',
  },
  prompt: {
    meaning: 'The text given to an AI coding tool',
    en: 'prompt',
    ru: 'промпт',
    avoid: { ru: [`промт${hardMasculine}`] },
    scope: 'everywhere',
  },
  version: {
    meaning: 'A saved text of a document',
    en: 'version',
    ru: 'версия',
    avoid: { en: ['revision', 'revisions'], ru: ['ревизи(?:я|и|ю|ей|ям|ями|ях|й)'] },
    scope: 'interface',
  },
  dashboard: {
    meaning: 'The signed-in home: projects, credits, tasks',
    en: 'dashboard',
    ru: 'панель',
    avoid: { ru: [`кабинет${hardMasculine}`] },
    scope: 'interface',
  },
  team: {
    meaning: 'The people an owner opens their projects to',
    en: 'team',
    ru: 'команда',
    avoid: {},
    scope: 'interface',
  },
  member: {
    meaning: 'A person in a team',
    en: 'member',
    ru: 'участник',
    avoid: { en: ['collaborator', 'collaborators'], ru: ['член(?:|а|у|ом|е|ы|ов|ам|ами|ах) команды'] },
    scope: 'interface',
  },
  editor: {
    meaning: 'A member who edits documents and moves tasks',
    en: 'editor',
    ru: 'редактор',
    avoid: {},
    scope: 'interface',
  },
  viewer: {
    meaning: 'A member who reads, copies and exports',
    en: 'viewer',
    ru: 'наблюдатель',
    avoid: { ru: ['читател(?:ь|я|ю|ем|е|и|ей|ям|ями|ях)', 'зрител(?:ь|я|ю|ем|е|и|ей|ям|ями|ях)'] },
    scope: 'interface',
  },
  project: {
    meaning: 'An idea and everything written for it',
    en: 'project',
    ru: 'проект',
    avoid: {},
    scope: 'interface',
  },
} as const satisfies Record<string, Term>;

export type TermId = keyof typeof glossary;

/** Names that read the same in both languages: the product, its plans and its bundles. */
export const names = ['Specforge', 'Free', 'Founder', 'Growth', 'Solo Sprint', 'Builder', 'Scale'] as const;

/** The kit's documents: the full name (a document's title) in each language. */
export const documentNames: Readonly<Record<DocumentKind, Readonly<Record<GlossaryLanguage, string>>>> = {
  overview: { en: 'Project overview', ru: 'Обзор проекта' },
  requirements: { en: 'Product requirements', ru: 'Требования к продукту' },
  tech_stack: { en: 'Tech stack', ru: 'Технологический стек' },
  frontend: { en: 'Frontend specification', ru: 'Спецификация интерфейса' },
  backend: { en: 'Backend API', ru: 'Серверная часть и API' },
  app_flow: { en: 'App flow', ru: 'Экраны и сценарии' },
  quality: { en: 'Quality assurance', ru: 'Контроль качества' },
  ai_rules: { en: 'AI rules', ru: 'Правила для ИИ-агентов' },
  implementation: { en: 'Implementation plan', ru: 'План реализации' },
  what_next: { en: 'What next', ru: 'Что дальше' },
};

const letter = '[\\p{L}\\p{N}]';

/** One pattern for a word to avoid: whole words only, any capitalisation. */
export function avoidedWord(word: string): RegExp {
  return new RegExp(`(?<!${letter})(?:${word})(?!${letter})`, 'iu');
}

export interface AvoidedUse {
  term: TermId;
  word: string;
  found: string;
}

/** The words to avoid that a text uses, in one language; `scope` narrows to the terms held everywhere. */
export function avoidedIn(text: string, language: GlossaryLanguage, scope: AvoidScope = 'interface'): AvoidedUse[] {
  return (Object.entries(glossary) as Array<[TermId, Term]>).flatMap(([term, entry]) => {
    if (scope === 'everywhere' && entry.scope !== 'everywhere') return [];
    return (entry.avoid[language] ?? []).flatMap((word) => {
      const found = avoidedWord(word).exec(text);
      return found ? [{ term, word, found: found[0] }] : [];
    });
  });
}
