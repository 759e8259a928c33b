import type { BriefLanguage } from '../../../shared/schemas/brief';
import type { CustomDocumentOutput } from '../../../shared/schemas/custom-documents';
import { rankSections, relevantSections, sectionsOf, type KitSection } from '../../kit/kit-sections';
import type { CustomDocumentRequest } from '../kit-model';

/**
 * The offline engine's custom document: it writes nothing new, it gathers the sections of the kit's
 * documents that match the title and the instructions, in the kit's reading order, each naming
 * where it comes from, under an opening that says so. When no section matches, it gathers the
 * overview's first sections and says that nothing matched.
 */

/** The most sections one custom document gathers. */
const MAX_SECTIONS = 8;
/** Sections gathered when nothing matches: the start of the first document (the overview). */
const FALLBACK_SECTIONS = 3;

const words: Record<BriefLanguage, { composed: (sources: string) => string; noMatch: string; asked: string; from: string }> = {
  en: {
    composed: (sources) =>
      `This document was composed offline from the sections of the kit's documents that best match its title and instructions (${sources}); each section says where it comes from. Edit it to make it your own.`,
    noMatch:
      "This document was composed offline from the sections of the kit's documents, but none of them matches its title and instructions, so it gathers the start of the overview. Edit it to write what you need.",
    asked: 'Instructions',
    from: 'From',
  },
  ru: {
    composed: (sources) =>
      `Этот документ собран офлайн из разделов документов набора, лучше всего подходящих к его названию и указаниям (${sources}); у каждого раздела указан источник. Отредактируйте его под себя.`,
    noMatch:
      'Этот документ собран офлайн из разделов документов набора, но ни один из них не подходит к его названию и указаниям, поэтому здесь начало обзора. Отредактируйте его, чтобы написать то, что нужно.',
    asked: 'Указания',
    from: 'Источник',
  },
};

const inline = (text: string) => text.replace(/\s*\n+\s*/g, ' ').trim();

export function composeCustomDocument(request: CustomDocumentRequest): CustomDocumentOutput {
  const w = words[request.language];
  const ranked = rankSections(request.documents, `${request.title}\n${request.instructions}`);
  const matched = relevantSections(ranked, MAX_SECTIONS);
  const chosen: KitSection[] =
    matched.length > 0
      ? matched
      : request.documents
          .slice(0, 1)
          .flatMap((document) => sectionsOf(document))
          .filter((section) => section.body.length > 0)
          .slice(0, FALLBACK_SECTIONS);
  const sources = [...new Set(chosen.map((section) => inline(section.document.title)))].join('; ');
  const opening = matched.length > 0 ? w.composed(sources) : w.noMatch;
  return {
    summary: `${opening}\n\n> ${w.asked}: ${inline(request.instructions)}`,
    sections:
      chosen.length > 0
        ? chosen.map((section) => ({
            heading: section.heading.slice(0, 200),
            body: `${section.body}\n\n_${w.from}: ${inline(section.document.title)} › ${section.path}_`,
          }))
        : [{ heading: inline(request.title).slice(0, 200), body: request.instructions }],
  };
}
