import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersCase, qaCases, qaKitDocuments } from '../../../../tests/support/qa-cases';
import { documentSteps } from '../../../shared/schemas/kit';
import { readIdea } from '../../ai/offline/reader';
import { composeKit } from '../../ai/offline/offline-model';
import { openDatabase, type Database } from '../../db/client';
import { renderDocument } from '../../kit/render';
import { kitSections, questionTopic } from './kit-search';
import { findAnswerSections } from './questions.service';

describe('kitSections', () => {
  it('cuts each document into the sections that have words of their own, named by the document’s first heading', () => {
    const sections = kitSections([
      {
        kind: 'implementation',
        title: 'Untitled product — Implementation Plan',
        content: '# PawWalk — Implementation Plan\n\n## Phases\n\n### 1. Setup (6 h)\n\nCreate the repository.\n\n## Risks\n\n- Double bookings\n- No-shows',
      },
    ]);
    expect(sections.map((s) => [s.title, s.heading, s.anchor, s.parents, s.sentences])).toEqual([
      ['PawWalk — Implementation Plan', '1. Setup (6 h)', 'section-1-setup-6-h', ['PawWalk — Implementation Plan', 'Phases'], ['Create the repository.']],
      ['PawWalk — Implementation Plan', 'Risks', 'section-risks', ['PawWalk — Implementation Plan'], ['Double bookings', 'No-shows']],
    ]);
  });
});

describe('questionTopic', () => {
  it('leaves out the words of asking, in the kit’s language, keeping what the question is about', () => {
    expect(questionTopic('Which database do we use?', 'en').replace(/\s+/g, ' ').trim()).toBe('database we ?');
    expect(questionTopic('Какие риски у проекта?', 'ru').replace(/\s+/g, ' ').trim()).toBe('риски у проекта?');
    // A question of asking words only is searched as it is.
    expect(questionTopic('What is what?', 'en')).toBe('What is what?');
  });
});

describe('answers from the sections about the question (BM25 over the kit’s sections, ADR 0047)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });
  afterAll(() => database.close());

  const cases = (...questions: string[]) => qaCases.filter((qaCase) => questions.includes(qaCase.question));

  it.each(
    cases(
      'How are instructor payouts handled?',
      'What happens if a member disputes a card payment?',
      'Как тренеры получают деньги за проведённые тренировки?',
      'Как директор узнаёт о долгах родителей?',
      'How do the low-stock alerts work?',
    ),
  )('cites a section that answers “$question” among the first three', async (qaCase) => {
    const { language, documents } = qaKitDocuments(qaCase.kit);
    const found = await findAnswerSections(database.db, language, qaCase.question, documents);
    expect(found.answered).toBe(true);
    const cited = found.citations.filter((citation) => answersCase(qaCase, citation));
    expect(cited, found.citations.map((citation) => `${citation.kind} › ${citation.heading}`).join('; ')).not.toHaveLength(0);
  });

  it('does not cite the sections that only mention the words once among many (payouts, not Authentication or the problem)', async () => {
    const { language, documents } = qaKitDocuments('yoga');
    const found = await findAnswerSections(database.db, language, 'How are instructor payouts handled?', documents);
    expect(found.citations.map((citation) => citation.heading)).not.toContain('Authentication');
    expect(found.citations.map((citation) => citation.heading)).not.toContain('Problem');
  });

  it('says the kit does not say when no section is about the question', async () => {
    const { language, documents } = qaKitDocuments('yoga');
    for (const question of ['What is the capital of France?', 'How do I deploy it to Kubernetes?']) {
      const found = await findAnswerSections(database.db, language, question, documents);
      expect(found.answered, question).toBe(false);
    }
    const russian = qaKitDocuments('football');
    expect((await findAnswerSections(database.db, russian.language, 'Какая погода будет завтра в Париже?', russian.documents)).answered).toBe(false);
  });
});

describe('a question in a founder’s words finds the fixed section it is about (section topics, ADR 0051)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });
  afterAll(() => database.close());

  // Questions and ideas of this test's own, in words none of the sections' headings use.
  const kits = {
    en: 'A marketplace where dog owners book vetted walkers, pay by card and see each walk on a map.',
    ru: 'Приложение для пекарни: покупатели заказывают торты к празднику, кондитеры видят заказы, владелец смотрит выручку.',
  };
  const kitDocuments = (idea: string) => {
    const read = readIdea(idea);
    const brief = read.kind === 'brief' ? read.brief : undefined;
    const outputs = composeKit(idea, {}, 1, brief);
    return { language: brief?.language ?? 'en', documents: documentSteps.map((kind) => ({ kind, ...renderDocument(kind, outputs, brief?.language ?? 'en') })) };
  };
  it.each([
    ['en', 'How does someone get into their account?', 'Authentication'],
    ['en', 'How long until we can ship it?', 'Estimate'],
    ['en', 'Which outside services will we pay for?', 'Integrations'],
    ['ru', 'Как люди заходят в приложение по паролю?', 'Аутентификация'],
    ['ru', 'Для кого это приложение?', 'Аудитория'],
  ] as const)('%s: “%s” cites %s among the first three', async (language, question, heading) => {
    const { documents } = kitDocuments(kits[language]);
    const found = await findAnswerSections(database.db, language, question, documents);
    expect(found.citations.map((citation) => citation.heading)).toContain(heading);
  });
});
