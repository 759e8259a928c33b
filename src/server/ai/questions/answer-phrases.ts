import type { BriefLanguage } from '../../../shared/schemas/brief';

/** The fixed words of answers to questions about a kit, in the kit's language. */
export const answerPhrases = {
  en: {
    fromTheKit: 'From the kit (quoted word for word):',
    doesNotSay: 'The kit does not say.',
    nearest: 'The nearest sections:',
    nothingNear: 'No section of the kit uses the words of this question.',
  },
  ru: {
    fromTheKit: 'Из набора (цитаты дословно):',
    doesNotSay: 'В наборе об этом не сказано.',
    nearest: 'Ближе всего к вопросу эти разделы:',
    nothingNear: 'Ни один раздел набора не говорит словами этого вопроса.',
  },
} as const satisfies Record<BriefLanguage, Record<string, string>>;

/** Where a section is: its document and its heading ("Backend API › Authentication"). */
export function sectionPlace(section: { title: string; heading: string }): string {
  return section.heading === section.title ? section.title : `${section.title} › ${section.heading}`;
}

/** Whether an answer says the kit does not say (as its first words). */
export function saysKitDoesNotSay(answer: string, language: BriefLanguage): boolean {
  return answer.trim().startsWith(answerPhrases[language].doesNotSay);
}

/** The answer to a question the kit does not cover: it says so, and lists the nearest sections. */
export function notCoveredAnswer(language: BriefLanguage, nearest: ReadonlyArray<{ title: string; heading: string }>): string {
  const words = answerPhrases[language];
  if (nearest.length === 0) return `${words.doesNotSay} ${words.nothingNear}`;
  return [`${words.doesNotSay} ${words.nearest}`, '', ...nearest.map((section) => `- ${sectionPlace(section)}`)].join('\n');
}
