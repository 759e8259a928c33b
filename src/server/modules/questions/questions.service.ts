import { documentSteps, type DocumentKind } from '../../../shared/schemas/kit';
import type { KitSearchDto } from '../../../shared/schemas/projects';
import type { CitationDto, QuestionDto } from '../../../shared/schemas/questions';
import type { KitModel, KitQuestion } from '../../ai/kit-model';
import { notCoveredAnswer, saysKitDoesNotSay } from '../../ai/questions/answer-phrases';
import { bestSentences } from '../../ai/questions/extractive-answer';
import { citedSectionIndexes } from '../../ai/questions/question-prompt';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { RateLimitRule } from '../../lib/rate-limit';
import { kitLanguageOf, type KitLanguage } from '../../kit/kit-text';
import { currentBriefOf } from '../briefs/briefs.repo';
import { listCurrentDocuments } from '../kits/kits.repo';
import { authorizeProject } from '../projects/project-access';
import { kitSections, scoreSentences, searchSections, type KitDocumentText, type KitSection } from './kit-search';
import { insertQuestion, listQuestions, type QuestionRow } from './questions.repo';

/** The least share of a question's nouns (by weight) a section must hold for the kit to answer it. */
export const ANSWER_THRESHOLD = 0.5;
/** Sections an answer rests on, or nearest sections listed, at most. */
const CITED_SECTIONS = 3;
/** The longest excerpt of a citation. */
const EXCERPT_CHARS = 280;

/** A question with what the kit holds for it, ready to be answered. */
export interface PreparedQuestion {
  projectId: string;
  /** Whether a section holds enough of the question to answer it; if not, the kit does not say. */
  answered: boolean;
  citations: CitationDto[];
  kitQuestion: KitQuestion;
}

const isKitDocument = (kind: string): kind is DocumentKind => (documentSteps as readonly string[]).includes(kind);

function excerptOf(text: string): string {
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.slice(0, EXCERPT_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_CHARS / 2)).trimEnd()}…`;
}

/**
 * Finds what the kit says about `question`: a project the actor may ask about, on a plan that answers questions,
 * with at least one document written. The current version of every document is searched.
 */
/**
 * Model calls one account may start per hour, each paid to the AI provider: questions, and
 * regenerations of one document (which the Growth plan does not count otherwise). The name keeps
 * the counts questions have always had.
 */
export const modelCallLimitRule = { name: 'questions', points: 60, durationSeconds: 60 * 60 } satisfies RateLimitRule;

export async function prepareQuestion(db: Db, actorId: string, projectId: string, question: string): Promise<PreparedQuestion> {
  await authorizeProject(db, actorId, projectId, 'questions.ask');
  const { documents, language } = await kitDocumentsOf(db, projectId);
  return { projectId, ...(await findAnswerSections(db, language, question, documents)) };
}

/** The current version of every kit document and the kit's language; 409 before the first document is written. */
async function kitDocumentsOf(db: Db, projectId: string): Promise<{ documents: KitDocumentText[]; language: KitLanguage }> {
  const documents = (await listCurrentDocuments(db, projectId)).flatMap((row) =>
    isKitDocument(row.kind) ? [{ kind: row.kind, title: row.title, content: row.content }] : [],
  );
  if (documents.length === 0) throw new AppError('KIT_NOT_READY');
  return { documents, language: kitLanguageOf(await currentBriefOf(db, projectId)) };
}

/**
 * The kit's sections that hold the query's words, best first, each with its best sentences: where an
 * agent should read, without reading the whole kit. Anyone who may read the project may search it.
 */
export async function searchKit(db: Db, actorId: string, projectId: string, query: string, limit: number): Promise<KitSearchDto> {
  await authorizeProject(db, actorId, projectId, 'project.read');
  const { documents, language } = await kitDocumentsOf(db, projectId);
  const sections = kitSections(documents);
  const found = await searchSections(db, language, query, sections);
  const hits = found.hits.slice(0, limit);
  const chosen = hits.map((hit) => sections[hit.index]!);
  const scores = await scoreSentences(db, language, query, found.weights, chosen.flatMap((section) => section.sentences));
  let next = 0;
  return {
    hits: hits.map((hit, index) => {
      const section = chosen[index]!;
      const sentences = section.sentences.map((text) => ({ text, score: scores[next++] ?? 0 }));
      return {
        kind: section.kind,
        title: section.title,
        heading: section.heading,
        anchor: section.anchor,
        excerpt: excerptOf(bestSentences({ ...section, sentences }).join(' ')),
        score: Math.round(hit.score * 1000) / 1000,
      };
    }),
  };
}

/**
 * The sections of `documents` that answer `question`, searched in the kit's language: the best ranked,
 * which answer when one of them holds enough of the question, or else (the kit does not say) are
 * the nearest ones.
 */
export async function findAnswerSections(
  db: Db,
  language: KitLanguage,
  question: string,
  documents: readonly KitDocumentText[],
): Promise<Omit<PreparedQuestion, 'projectId'>> {
  const sections = kitSections(documents);
  const found = await searchSections(db, language, question, sections);
  // The best-ranked sections are cited; the kit answers when one of them holds enough of what the
  // question is about (its nouns), so its other words ("biggest", "handled") do not make it unanswered.
  const best = found.hits.slice(0, CITED_SECTIONS);
  const answered = best.some((hit) => hit.subjectCoverage >= ANSWER_THRESHOLD);
  const chosen: KitSection[] = best.map((hit) => sections[hit.index]!);

  const scores = await scoreSentences(db, language, question, found.weights, chosen.flatMap((section) => section.sentences));
  let next = 0;
  const questionSections = chosen.map((section) => ({
    kind: section.kind,
    title: section.title,
    heading: section.heading,
    body: section.body,
    sentences: section.sentences.map((text) => ({ text, score: scores[next++] ?? 0 })),
  }));
  const citations = chosen.map((section, index) => ({
    kind: section.kind,
    title: section.title,
    heading: section.heading,
    anchor: section.anchor,
    excerpt: excerptOf(bestSentences(questionSections[index]!).join(' ')),
  }));
  return { answered, citations, kitQuestion: { question, language, sections: questionSections } };
}

/**
 * The answer's text in pieces: the model's, from the sections found; or, when the kit does not
 * cover the question, that it does not say, with the nearest sections (no model is asked).
 */
export async function* answerPieces(model: KitModel, prepared: PreparedQuestion, signal?: AbortSignal): AsyncGenerator<string> {
  if (!prepared.answered) {
    yield notCoveredAnswer(prepared.kitQuestion.language, prepared.kitQuestion.sections);
    return;
  }
  yield* model.answerQuestion(prepared.kitQuestion, signal);
}

/**
 * Keeps the answer in the project's history. A model that says the kit does not say makes the
 * question unanswered; one that cites sections by number keeps only the sections it cited.
 */
export async function saveAnswer(db: Db, prepared: PreparedQuestion, answer: string, model: string): Promise<QuestionDto> {
  const language = prepared.kitQuestion.language;
  const answered = prepared.answered && !saysKitDoesNotSay(answer, language);
  const cited = answered ? citedSectionIndexes(answer, prepared.citations.length) : [];
  const citations = cited.length > 0 ? cited.map((index) => prepared.citations[index]!) : prepared.citations;
  const row = await insertQuestion(db, {
    projectId: prepared.projectId,
    question: prepared.kitQuestion.question,
    answer,
    answered,
    citations,
    model: prepared.answered ? model : 'none',
  });
  return toQuestionDto(row);
}

/** The project's questions and answers, oldest first. */
export async function questionHistory(db: Db, actorId: string, projectId: string): Promise<QuestionDto[]> {
  await authorizeProject(db, actorId, projectId, 'project.read');
  return (await listQuestions(db, projectId)).map(toQuestionDto);
}

function toQuestionDto(row: QuestionRow): QuestionDto {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    answered: row.answered,
    citations: row.citations,
    model: row.model,
    createdAt: row.createdAt.toISOString(),
  };
}
