import { describe, expect, it } from 'vitest';
import { boardFrom } from '../../../tests/support/task-fixtures';
import type { Brief } from '../../shared/schemas/brief';
import { documentSteps, type KitOutputs } from '../../shared/schemas/kit';
import { dentalBrief, dentalIdea, tutorBrief, tutorIdea } from '../ai/offline/model/test-briefs';
import { composeKit } from '../ai/offline/offline-model';
import { readIdea } from '../ai/offline/reader';
import { kitExportFiles, renderBoardMarkdown, type ExportDocument } from './export';
import { briefQuotes, letterShares, renderKitDocuments, type KitDocumentKind } from './language-check';
import { renderDocument } from './render';
import { composeTaskPrompt } from './task-prompt';

describe('letterShares', () => {
  it('counts the letters of the prose and the share that is Cyrillic', () => {
    expect(letterShares('Урок и ученик')).toMatchObject({ letters: 11, cyrillic: 1, latin: 0, latinWords: [], cyrillicWords: ['Урок', 'и', 'ученик'] });
    const mixed = letterShares('Урок for all');
    expect(mixed.letters).toBe(10);
    expect(mixed.cyrillic).toBeCloseTo(0.4);
    expect(mixed.latinWords).toEqual(['for', 'all']);
    expect(letterShares('123 — 45')).toMatchObject({ letters: 0, cyrillic: 0, latin: 0 });
  });

  it('leaves out code, URLs, routes, file names, ids and identifiers, which are ASCII in every language', () => {
    const markdown = [
      '# Уроки',
      '```ts\nconst lessons = await db.select();\n```',
      'Откройте `npm run dev` и https://example.com/docs, затем /lessons/:id и /api/homework.',
      'Правила в AGENTS.md и .cursor/rules/project.mdc.',
      'Функция FEAT-001, проверка QA-002, задача T-03.',
      'Сущность TimeSlot с полями userId, createdAt; маршрут time-slots, таблица time_slot; протокол API и HIPAA.',
    ].join('\n\n');
    const shares = letterShares(markdown);
    expect(shares.latinWords).toEqual([]);
    expect(shares.cyrillic).toBe(1);
  });

  it('leaves out the names of tools and vendors with their versions, but not an English sentence', () => {
    const names = letterShares('PostgreSQL 16 с Drizzle ORM на Vercel; тесты на Vitest и Playwright, клиент на React 19 и Expo.');
    expect(names.latinWords).toEqual([]);
    expect(names.cyrillic).toBe(1);
    const sentence = letterShares('Cheap while the first users arrive, and it scales without operations work.');
    expect(sentence.cyrillic).toBe(0);
    expect(sentence.latinWords).toEqual(expect.arrayContaining(['while', 'the', 'first', 'users', 'arrive']));
  });

  it('leaves out the founder’s quoted words, whole before their parts, and their clauses quoted alone', () => {
    const shares = letterShares('The tutor app «Репетитор онлайн» plans lessons.', ['Репетитор онлайн', 'Репетитор']);
    expect(shares.cyrillic).toBe(0);
    expect(shares.latin).toBe(1);
    const quote = 'Ученик сдаёт задание: фото или файл.';
    expect(letterShares('Goal: ученик сдаёт задание.', [quote]).cyrillic).toBe(0);
    expect(letterShares('Goal: фото или файл', [quote]).cyrillic).toBe(0);
    // A word of the quote inside a longer word is not the quote.
    expect(letterShares('Ученика нет', ['Ученик']).cyrillic).toBe(1);
    // An English plural ending on a quoted word is the English sentence's grammar.
    expect(letterShares('Репетиторs sign in', ['Репетитор']).cyrillicWords).toEqual([]);
  });
});

/** Every string of the structured outputs: what the engine wrote, as opposed to the kit's own words. */
function writtenTexts(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) writtenTexts(item, found);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) writtenTexts(item, found);
  return found;
}

const kitOf = (idea: string, brief: Brief): KitOutputs => composeKit(idea, {}, 1, brief);

describe('a kit in the brief’s language', () => {
  it('an English brief gives documents with no Cyrillic at all', () => {
    const documents = renderKitDocuments(kitOf(dentalIdea, dentalBrief), dentalBrief);
    for (const [kind, markdown] of Object.entries(documents)) {
      expect(letterShares(markdown).cyrillic, kind).toBe(0);
      expect(markdown, kind).not.toMatch(/\p{Script=Cyrillic}/u);
    }
  });

  it('a Russian idea switched to English gives no Cyrillic outside quotes of the idea and the brief', () => {
    const brief: Brief = { ...tutorBrief, language: 'en' };
    const documents = renderKitDocuments(kitOf(tutorIdea, brief), brief);
    const quotes = [tutorIdea, ...briefQuotes(brief)];
    for (const [kind, markdown] of Object.entries(documents)) {
      expect(letterShares(markdown, quotes).cyrillicWords, kind).toEqual([]);
    }
  });

  describe('a Russian brief', () => {
    const kit = kitOf(tutorIdea, tutorBrief);
    const documents = renderKitDocuments(kit, tutorBrief);
    const written = writtenTexts(kit);
    const russianTitle: Record<KitDocumentKind, RegExp> = {
      overview: /^# УчуЛегко — Обзор проекта$/m,
      requirements: /^# УчуЛегко — Требования к продукту$/m,
      tech_stack: /^# УчуЛегко — Технологический стек$/m,
      frontend: /^# УчуЛегко — Спецификация интерфейса$/m,
      backend: /^# УчуЛегко — Серверная часть и API$/m,
      app_flow: /^# УчуЛегко — Экраны и сценарии$/m,
      quality: /^# УчуЛегко — Контроль качества$/m,
      ai_rules: /^# УчуЛегко — Правила для ИИ-агентов$/m,
      implementation: /^# УчуЛегко — План реализации$/m,
      what_next: /^# УчуЛегко — Что дальше$/m,
      tasks: /^# УчуЛегко — Задачи$/m,
      prompts: /^# УчуЛегко — Промпты$/m,
    };

    it.each(Object.keys(russianTitle) as KitDocumentKind[])('%s: its title, headings and labels are Russian', (kind) => {
      const markdown = documents[kind];
      expect(markdown).toMatch(russianTitle[kind]);
      // What is left once the engine's own texts are taken out is the kit's wording: Russian only
      // (the prompts' headings are the tools' names).
      const names = kind === 'prompts' ? ['Cursor', 'Claude Code', 'Windsurf', 'GitHub Copilot', 'Lovable', 'Bolt', 'Replit'] : [];
      const own = letterShares(markdown, [...written, ...names]);
      expect(own.latinWords, kind).toEqual([]);
      expect(own.cyrillic, kind).toBe(1);
    });

    it('documents not written yet say so in Russian', () => {
      const { title, content } = renderDocument('backend', {}, 'ru');
      expect(title).toBe('Продукт без названия — Серверная часть и API');
      expect(content).toContain('## Ещё не написан');
      expect(content).toContain('Документ «Серверная часть и API» ещё не написан.');
    });

    it('the export’s README and board are Russian around the file names', () => {
      const docs: ExportDocument[] = documentSteps.map((kind) => ({
        kind,
        ...renderDocument(kind, kit, 'ru'),
        version: kind === 'overview' ? 2 : 1,
        source: kind === 'overview' ? 'edited' : 'generated',
      }));
      const files = kitExportFiles({
        projectName: 'УчуЛегко',
        documents: docs,
        prompts: kit.prompts.prompts,
        tasks: boardFrom(kit),
        aiRules: kit.ai_rules,
        exportedAt: new Date('2026-03-01T12:00:00Z'),
        language: 'ru',
      });
      const readme = files.find((f) => f.path === 'README.md')!.content;
      expect(readme).toMatch(/^# УчуЛегко — набор для разработки$/m);
      expect(readme).toContain('Выгружено из Specforge 2026-03-01.');
      expect(readme).toContain('## Как пользоваться');
      expect(readme).toContain('(версия 2, изменена вами)');
      const shares = letterShares(readme, [...written, 'Specforge', 'Cursor', 'Claude Code', 'Windsurf', 'GitHub Copilot', 'Lovable', 'Bolt', 'Replit']);
      expect(shares.latinWords).toEqual([]);

      const board = renderBoardMarkdown('УчуЛегко', boardFrom(kit), 'ru');
      expect(board).toMatch(/^## К работе \(\d+\)$/m);
      expect(board).toMatch(/Статус: К работе · Приоритет: (высокий|средний|низкий)/);
      expect(letterShares(board, written).latinWords).toEqual([]);
    });

    it('a task’s prompt is Russian around the task and the kit it quotes', () => {
      const board = boardFrom(kit).tasks;
      const task = board.find((t) => t.dependsOn.length > 0 && t.featureIds.length > 0)!;
      const prompt = composeTaskPrompt({ platform: 'cursor', productName: 'УчуЛегко', task, board, outputs: kit, language: 'ru' });
      expect(prompt).toContain('Вы разрабатываете **УчуЛегко** в Cursor.');
      expect(prompt).toContain('## Критерии приёмки');
      expect(prompt).toContain('## Опирается на');
      expect(prompt).toContain('## Когда закончите');
      const shares = letterShares(prompt, [...written, 'Cursor', 'Agent']);
      expect(shares.latinWords).toEqual([]);
    });
  });
});

/**
 * The whole kit, as the offline engine writes it from a Russian idea: every document's prose (code,
 * identifiers, tool names and the founder's quoted words aside) is Russian. Ideas of several kinds,
 * so a phrase only one kind of product uses cannot stay English unnoticed.
 */
describe('a Russian kit end to end, offline', () => {
  const mobile = 'Мобильное приложение на Expo для iPhone и Android: семейный бюджет, общие расходы и напоминания о платежах.';
  const cli = 'Консольная утилита (CLI) для разработчиков: проверяет переводы в JSON-файлах локализации и находит пропущенные ключи.';
  const clinic = 'Система для стоматологической клиники: запись пациентов, медицинские карты и хранение данных по 152-ФЗ.';
  const ideas = [
    'Маркетплейс домашней выпечки: пекари выкладывают торты, покупатели заказывают и платят картой, курьер привозит заказ.',
    'Приложение для iPhone и Android для владельцев собак: прогулки, прививки и напоминания о корме.',
    clinic,
    'Внутренний инструмент склада: сотрудники принимают товары, ведут остатки и печатают накладные.',
    'Трекер привычек с напоминаниями и статистикой по дням.',
    mobile,
    cli,
    'Лендинг для студии керамики: расписание мастер-классов, галерея работ и блог.',
    'Мобильная игра-головоломка для телефона: уровни, очки, таблица рекордов и покупки подсказок.',
    'Десктопное приложение для Windows и macOS для фотографов: каталог снимков, теги и экспорт.',
  ];

  function russianKit(idea: string) {
    const read = readIdea(idea);
    if (read.kind !== 'brief') throw new Error(`"${idea}" should read as a brief`);
    expect(read.brief.language).toBe('ru');
    return { brief: read.brief, kit: composeKit(idea, {}, 1, read.brief) };
  }

  /**
   * Each line is Russian: at least three quarters Cyrillic, since a single line keeps the letters of
   * its environment variables and config paths, while an English clause in it takes it below that.
   */
  function expectRussianLines(lines: readonly string[]) {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(letterShares(line).cyrillic, line).toBeGreaterThanOrEqual(0.75);
  }

  it.each(ideas)('every document is at least 90 percent Cyrillic outside code and names: %s', (idea) => {
    const { brief, kit } = russianKit(idea);
    const documents = renderKitDocuments(kit, brief);
    const quotes = briefQuotes(brief);
    const shares = Object.fromEntries(
      (Object.keys(documents) as KitDocumentKind[]).map((kind) => [kind, letterShares(documents[kind], quotes)]),
    );
    for (const [kind, share] of Object.entries(shares)) {
      expect(share.cyrillic, `${kind}: ${share.latinWords.join(' ')}`).toBeGreaterThanOrEqual(0.9);
    }
  });

  it.each([mobile, cli])('the stack’s styling and state, the quality targets and the launch checklist are Russian: %s', (idea) => {
    const { kit } = russianKit(idea);
    expectRussianLines([kit.frontend!.styling, kit.frontend!.stateManagement]);
    expectRussianLines(kit.quality.nonFunctional);
    expectRussianLines(kit.what_next.launchChecklist);
  });

  it('an Expo app says in Russian how it is styled, where its state lives, and how it ships to the stores', () => {
    const { kit } = russianKit(mobile);
    expect(kit.tech_stack.choices.map((c) => c.choice).join('\n')).toMatch(/Expo SDK/);
    expect(kit.frontend!.styling).toMatch(/^NativeWind \(Tailwind для React Native\)/);
    expect(kit.frontend!.stateManagement).toMatch(/TanStack Query для данных с сервера/);
    const launch = kit.tasks.tasks.at(-1)!;
    expect(launch.title).toMatch(/App Store и Google Play/);
    expectRussianLines([launch.description, launch.testStrategy, ...launch.acceptanceCriteria]);
  });

  it('a kit whose data must stay in Russia says where it is hosted in Russian', () => {
    const { kit } = russianKit(clinic);
    const choice = (layer: string) => kit.tech_stack.choices.find((c) => c.layer === layer)!;
    expect(choice('Hosting').choice).toBe('Серверы в России');
    expect(choice('Database').choice).toMatch(/^PostgreSQL 16 в Yandex Managed Service for PostgreSQL \(в регионе ru-central1\)/);
    expect(kit.tech_stack.hosting).toMatch(/^Серверы в России \(Yandex Cloud, регион ru-central1, или Selectel\)/);
  });
});
