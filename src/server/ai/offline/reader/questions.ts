import type { BriefLanguage, BriefQuestion } from '../../../../shared/schemas/brief';
import { MAX_QUESTIONS } from '../../../../shared/schemas/brief';
import { texts } from './texts';

/** The questions the reader asks about what the idea leaves open, in the brief's language. */

export interface OpenPoints {
  platforms: boolean;
  monetisation: boolean;
  roles: boolean;
}

export function questionsFor(open: OpenPoints, language: BriefLanguage): BriefQuestion[] {
  const t = texts[language];
  const c = t.choices;
  const questions: BriefQuestion[] = [];
  if (open.platforms) {
    questions.push({
      id: 'platforms',
      topic: 'platforms',
      text: t.questionPlatforms,
      choices: [
        { value: 'web', label: c.web },
        { value: 'ios', label: c.ios },
        { value: 'android', label: c.android },
        { value: 'desktop', label: c.desktop },
      ],
      multiple: true,
    });
  }
  if (open.monetisation) {
    questions.push({
      id: 'monetisation',
      topic: 'monetisation',
      text: t.questionMonetisation,
      choices: [c.subscription, c.commission, c.oneTime, c.free].map((label) => ({ value: label, label })),
      multiple: false,
    });
  }
  if (open.roles) {
    questions.push({
      id: 'roles',
      topic: 'roles',
      text: t.questionRoles,
      choices: [c.consumers, c.businesses, c.both].map((label) => ({ value: label, label })),
      multiple: true,
    });
  }
  return questions.slice(0, MAX_QUESTIONS);
}

/** What to ask when the idea cannot be read: what it is, and which kind of product. */
export function unclearQuestions(language: BriefLanguage): BriefQuestion[] {
  const t = texts[language];
  return [
    { id: 'idea', topic: 'other', text: t.unclearWhat, choices: [], multiple: false },
    {
      id: 'kind',
      topic: 'other',
      text: t.unclearKind,
      choices: Object.values(t.kinds).map((label) => ({ value: label, label })),
      multiple: false,
    },
  ];
}
