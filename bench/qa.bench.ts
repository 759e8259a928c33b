/**
 * `npm run bench -- qa`: how long a question about a kit takes to answer with the offline engine,
 * from the question to the whole answer (full-text search of the sections in the database, scoring
 * their sentences, the extractive answer): median and p95 over 50 questions on a 12-document kit
 * (the kit's ten documents, and its task board and prompts as two more), on PGlite, and on
 * PostgreSQL too when TEST_DATABASE_URL is set. The first question about a kit parses its sections
 * into tsvectors, kept for the next questions; it is reported apart. Timings are of a warm process
 * and vary with the machine's load.
 *
 * Then citation recall: over three kits and thirty questions in a founder's words whose answering
 * sections are known (`tests/support/qa-cases.ts`, written by reading the kits), the share whose top
 * three citations include an answering section (goal ≥ 0.9), and how many of them the kit answers.
 */
import { openDatabase, type Database } from '../src/server/db/client';
import { createOfflineModel, composeKit } from '../src/server/ai/offline/offline-model';
import { readIdea } from '../src/server/ai/offline/reader';
import { renderDocument, renderPromptsMarkdown, renderTasksMarkdown } from '../src/server/kit/render';
import { clearVectorCache, kitSections, type KitDocumentText } from '../src/server/modules/questions/kit-search';
import { answerPieces, findAnswerSections } from '../src/server/modules/questions/questions.service';
import { documentSteps } from '../src/shared/schemas/kit';
import { answersCase, qaCases, qaKitDocuments, qaKits, type QaKitName } from '../tests/support/qa-cases';
import type { BenchResult } from './lib/bench';

const QUESTIONS = 50;
const WARM_UP = 5;
const idea =
  'A booking app called PawWalk where dog owners book vetted local walkers, pay in the app and get GPS walk reports.';

/** The twelve documents: the ten of the kit, then the task board and the prompts beside the documents they belong with. */
function twelveDocuments(): KitDocumentText[] {
  const read = readIdea(idea);
  const brief = read.kind === 'brief' ? read.brief : undefined;
  const kit = composeKit(idea, {}, 1, brief);
  const documents: KitDocumentText[] = documentSteps.map((kind) => ({ kind, ...renderDocument(kind, kit, 'en') }));
  documents.push(
    { kind: 'implementation', title: 'Tasks', content: renderTasksMarkdown(kit.tasks, kit.overview, kit.requirements, 'en') },
    { kind: 'ai_rules', title: 'Prompts', content: renderPromptsMarkdown(kit.prompts, kit.overview, 'en') },
  );
  return documents;
}

/**
 * Fifty questions made from the kit itself, spread over its sections (about a heading, or about the
 * longest words of one of its sentences), and a few the kit does not cover.
 */
function questionsAbout(documents: KitDocumentText[]): string[] {
  const sections = kitSections(documents);
  const outside = ['What is the capital of France?', 'How do I deploy it to Kubernetes?', 'Which font does the logo use?', 'What will the weather be tomorrow?', 'Who won the World Cup?'];
  const questions: string[] = [];
  const step = Math.max(1, Math.floor(sections.length / (QUESTIONS - outside.length)));
  for (let i = 0; questions.length < QUESTIONS - outside.length; i += step) {
    const section = sections[i % sections.length]!;
    if (questions.length % 2 === 0) questions.push(`What does the kit say about ${section.heading.toLowerCase()}?`);
    else {
      const words = section.sentences[0]!.split(/\W+/).filter((word) => word.length > 4).sort((a, b) => b.length - a.length);
      questions.push(`How does ${words.slice(0, 3).join(' ').toLowerCase() || section.heading} work?`);
    }
  }
  return [...questions, ...outside];
}

/** The goal for citation recall. */
const RECALL_GOAL = 0.9;

/** Citation recall over the known questions, with the questions missed. */
async function citationRecall(database: Database) {
  const kits = new Map((Object.keys(qaKits) as QaKitName[]).map((name) => [name, qaKitDocuments(name)]));
  let found = 0;
  let answered = 0;
  const missed: string[] = [];
  for (const qaCase of qaCases) {
    const { language, documents } = kits.get(qaCase.kit)!;
    const prepared = await findAnswerSections(database.db, language, qaCase.question, documents);
    if (prepared.answered) answered += 1;
    if (prepared.citations.some((citation) => answersCase(qaCase, citation))) found += 1;
    else missed.push(`${qaCase.question} → ${prepared.citations.map((citation) => `${citation.kind} › ${citation.heading}`).join('; ')}`);
  }
  return { recall: found / qaCases.length, found, answered, missed };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function latencies(database: Database, documents: KitDocumentText[], questions: string[]) {
  const model = createOfflineModel();
  clearVectorCache();
  const answerOne = async (question: string) => {
    const prepared = await findAnswerSections(database.db, 'en', question, documents);
    let answer = '';
    for await (const piece of answerPieces(model, { projectId: '', ...prepared })) answer += piece;
    return prepared.answered && answer.length > 0;
  };
  // The first question parses the kit's sections (kept for the next ones).
  const coldStarted = performance.now();
  await answerOne(questions[0]!);
  const first = performance.now() - coldStarted;
  for (const question of questions.slice(1, WARM_UP)) await answerOne(question);
  const times: number[] = [];
  let answered = 0;
  for (const question of questions) {
    const started = performance.now();
    if (await answerOne(question)) answered += 1;
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { first, median: percentile(sorted, 50), p95: percentile(sorted, 95), answered };
}

export default async function run(): Promise<BenchResult> {
  const documents = twelveDocuments();
  const questions = questionsAbout(documents);
  const sections = kitSections(documents).length;
  console.log(`  ${documents.length} documents, ${sections} sections, ${questions.length} questions (offline engine)…`);

  const pglite = await openDatabase({ kind: 'pglite' });
  let embedded;
  try {
    embedded = await latencies(pglite, documents, questions);
  } finally {
    await pglite.close();
  }
  const recallDatabase = await openDatabase({ kind: 'pglite' });
  let recall;
  try {
    recall = await citationRecall(recallDatabase);
  } finally {
    await recallDatabase.close();
  }
  console.log(
    `    citation recall: ${recall.found} of ${qaCases.length} questions (${recall.recall.toFixed(2)}, goal ≥ ${RECALL_GOAL}) have an answering section among their top three citations; ${recall.answered} answered from the kit`,
  );
  for (const miss of recall.missed) console.log(`      missed: ${miss}`);
  console.log(
    `    PGlite: first question ${embedded.first.toFixed(0)} ms, then median ${embedded.median.toFixed(1)} ms, p95 ${embedded.p95.toFixed(1)} ms, ${embedded.answered} answered`,
  );
  const metrics: Record<string, number> = {
    documents: documents.length,
    sections,
    questions: questions.length,
    pgliteFirstMs: Math.round(embedded.first),
    pgliteMedianMs: Math.round(embedded.median * 10) / 10,
    pgliteP95Ms: Math.round(embedded.p95 * 10) / 10,
    answered: embedded.answered,
    citationRecall: Math.round(recall.recall * 1000) / 1000,
    citationRecallGoal: RECALL_GOAL,
    knownQuestionsAnswered: recall.answered,
  };
  let server = '';
  if (process.env.TEST_DATABASE_URL) {
    const postgres = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL });
    try {
      const measured = await latencies(postgres, documents, questions);
      metrics.postgresFirstMs = Math.round(measured.first);
      metrics.postgresMedianMs = Math.round(measured.median * 10) / 10;
      metrics.postgresP95Ms = Math.round(measured.p95 * 10) / 10;
      server = `; PostgreSQL median ${measured.median.toFixed(1)} ms, p95 ${measured.p95.toFixed(1)} ms (first ${measured.first.toFixed(0)} ms)`;
    } finally {
      await postgres.close();
    }
  }
  return {
    name: 'qa',
    summary: `qa: question to answer on a ${documents.length}-document kit (offline engine, ${questions.length} questions): PGlite median ${embedded.median.toFixed(1)} ms, p95 ${embedded.p95.toFixed(1)} ms (first ${embedded.first.toFixed(0)} ms)${server}; ${embedded.answered} answered from the kit, ${questions.length - embedded.answered} "the kit does not say"; citation recall ${recall.recall.toFixed(2)} over ${qaCases.length} known questions (goal ≥ ${RECALL_GOAL})`,
    metrics,
  };
}
