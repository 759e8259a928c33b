import { z } from 'zod';
import { messageKeys } from '../message-keys';
import { documentKind } from './kit';
import { plainString } from './text';

/** The texts of questions asked about a kit, word for word. */
export const questionMessages = {
  questionRequired: 'Please enter a question.',
  questionTooLong: 'Please ask in at most 500 characters.',
  plan: 'Upgrade to the Growth plan to ask questions about your kit.',
} as const;
export const questionMessageKeys = messageKeys('questions.messages', questionMessages);

export const QUESTION_MAX = 500;

/** `POST /api/projects/:id/questions`. */
export const askQuestionInput = z.object({
  question: plainString({ error: questionMessageKeys.questionRequired })
    .trim()
    .min(1, questionMessageKeys.questionRequired)
    .max(QUESTION_MAX, questionMessageKeys.questionTooLong),
});
export type AskQuestionInput = z.input<typeof askQuestionInput>;

/** A section of the kit an answer rests on (or, when the kit does not say, one of the nearest). */
export const citationDto = z.object({
  kind: documentKind,
  /** The document's title. */
  title: z.string(),
  heading: z.string(),
  /** The heading's anchor in the rendered document (`headingAnchor`), '' for text before any heading. */
  anchor: z.string(),
  /** The section's words that answer the question. */
  excerpt: z.string(),
});
export type CitationDto = z.infer<typeof citationDto>;

export const questionDto = z.object({
  id: z.uuid(),
  question: z.string(),
  answer: z.string(),
  /** False when the kit does not say: `citations` are then the nearest sections. */
  answered: z.boolean(),
  citations: z.array(citationDto),
  /** Which engine answered: 'offline', or provider:model; 'none' when the kit does not cover the question (no engine is asked). */
  model: z.string(),
  createdAt: z.string(),
});
export type QuestionDto = z.infer<typeof questionDto>;

export const questionsDto = z.object({ questions: z.array(questionDto) });
export type QuestionsDto = z.infer<typeof questionsDto>;

/**
 * The server-sent events of `POST /api/projects/:id/questions`, in order: `citations` once (the
 * sections found, and whether they answer), `delta` for every piece of the answer's text, then
 * `done` with the stored question, or `error` with `{ code, message }` when the answer failed.
 */
export const QUESTION_EVENTS = {
  citations: 'citations',
  delta: 'delta',
  done: 'done',
  error: 'error',
} as const;
export type QuestionEvent = (typeof QUESTION_EVENTS)[keyof typeof QUESTION_EVENTS];

export const questionCitationsEvent = z.object({ answered: z.boolean(), citations: z.array(citationDto) });
export type QuestionCitationsEvent = z.infer<typeof questionCitationsEvent>;
export const questionDeltaEvent = z.object({ text: z.string() });
