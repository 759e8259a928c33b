import { describe, expect, it } from 'vitest';
import type { Brief } from '../../../../shared/schemas/brief';
import type { KitOutputs } from '../../../../shared/schemas/kit';
import { checkKit } from '../../../kit/kit-check';
import { composeKit } from '../offline-model';

/**
 * A product with no screens (a command-line tool, or an API alone) gets a plan of commands or
 * endpoints: no app shell, routes, views or home screen anywhere on its board or in its phases.
 */

const cliIdea = 'A command-line tool that lints YAML config files for duplicate keys and prints what it found';
const cliBrief: Brief = {
  language: 'en',
  productName: 'YamlGuard',
  summary: 'YamlGuard checks YAML config files for duplicate keys and prints a report developers can act on.',
  platforms: ['cli'],
  roles: [{ name: 'Developer', goals: ['Catch duplicate keys before a deploy'] }],
  entities: [
    {
      name: 'ConfigFile',
      label: 'config file',
      fields: [
        { name: 'path', type: 'string' },
        { name: 'checkedAt', type: 'datetime' },
      ],
      relations: [{ kind: 'hasMany', entity: 'Finding' }],
    },
    {
      name: 'Finding',
      label: 'finding',
      fields: [
        { name: 'key', type: 'string' },
        { name: 'line', type: 'integer' },
        { name: 'severity', type: 'enum' },
      ],
      relations: [{ kind: 'belongsTo', entity: 'ConfigFile' }],
    },
  ],
  features: [
    {
      id: 'FEAT-001',
      name: 'Check config files',
      description: 'Developers point the tool at a folder and every YAML file in it is checked for duplicate keys.',
      priority: 'must',
      entities: ['ConfigFile', 'Finding'],
      integrations: [],
      dependsOn: [],
    },
    {
      id: 'FEAT-002',
      name: 'Print the report',
      description: 'The findings are printed grouped by file, with the line of each duplicate key.',
      priority: 'must',
      entities: ['Finding'],
      integrations: [],
      dependsOn: ['FEAT-001'],
    },
    {
      id: 'FEAT-003',
      name: 'Ignore rules',
      description: 'Developers list keys the check should skip in a config file.',
      priority: 'should',
      entities: ['ConfigFile'],
      integrations: [],
      dependsOn: ['FEAT-001'],
    },
  ],
  integrations: [],
  constraints: [],
  monetisation: 'Free and open source',
  assumptions: [],
  openQuestions: [],
};

const apiIdea = 'An API that returns public holidays for any country so booking systems can skip them';
const apiBrief: Brief = {
  language: 'en',
  productName: 'HolidayAPI',
  summary: 'HolidayAPI gives booking systems the public holidays of any country through one HTTP API.',
  platforms: ['api'],
  roles: [{ name: 'Developer', goals: ['Fetch the holidays of a country for a year'] }],
  entities: [
    {
      name: 'Country',
      label: 'country',
      fields: [
        { name: 'code', type: 'string' },
        { name: 'name', type: 'string' },
      ],
      relations: [{ kind: 'hasMany', entity: 'Holiday' }],
    },
    {
      name: 'Holiday',
      label: 'holiday',
      fields: [
        { name: 'date', type: 'date' },
        { name: 'name', type: 'string' },
      ],
      relations: [{ kind: 'belongsTo', entity: 'Country' }],
    },
  ],
  features: [
    {
      id: 'FEAT-001',
      name: 'List countries',
      description: 'Developers list the countries the API knows, with their codes.',
      priority: 'must',
      entities: ['Country'],
      integrations: [],
      dependsOn: [],
    },
    {
      id: 'FEAT-002',
      name: 'Holidays of a year',
      description: 'Developers fetch the public holidays of one country for one year.',
      priority: 'must',
      entities: ['Holiday', 'Country'],
      integrations: [],
      dependsOn: ['FEAT-001'],
    },
  ],
  integrations: [],
  constraints: [],
  monetisation: 'Paid plans by monthly requests',
  assumptions: [],
  openQuestions: [],
};

const ruIdea = 'Утилита командной строки, которая сжимает картинки в папке и печатает, сколько места сэкономлено';
const ruBrief: Brief = {
  language: 'ru',
  productName: 'Szhimalka',
  summary: 'Szhimalka сжимает картинки в папке и печатает, сколько места удалось сэкономить.',
  platforms: ['cli'],
  roles: [{ name: 'Разработчик', goals: ['Сжать картинки перед публикацией сайта'] }],
  entities: [
    {
      name: 'Image',
      label: 'картинка',
      fields: [
        { name: 'path', type: 'string' },
        { name: 'sizeBefore', type: 'integer' },
        { name: 'sizeAfter', type: 'integer' },
      ],
      relations: [],
    },
  ],
  features: [
    {
      id: 'FEAT-001',
      name: 'Сжатие картинок',
      description: 'Разработчик указывает папку, и все картинки в ней сжимаются без заметной потери качества.',
      priority: 'must',
      entities: ['Image'],
      integrations: [],
      dependsOn: [],
    },
    {
      id: 'FEAT-002',
      name: 'Отчёт об экономии',
      description: 'После сжатия печатается, сколько места сэкономлено по каждой картинке и всего.',
      priority: 'must',
      entities: ['Image'],
      integrations: [],
      dependsOn: ['FEAT-001'],
    },
  ],
  integrations: [],
  constraints: [],
  monetisation: 'Бесплатно, открытый код',
  assumptions: [],
  openQuestions: [],
};

const englishScreenWords = /\b(?:screens?|routes?|views?|UI|navigation|viewport|404 page|popup)\b/i;
const russianScreenWords = /экран|маршрут|навигац|интерфейс|каркас приложения|страниц/i;

/** Every sentence of the board and the phases, with where it was found. */
function planTexts(kit: KitOutputs): Array<[string, string]> {
  return [
    ...kit.tasks.tasks.flatMap((t) =>
      [t.title, t.description, t.testStrategy, ...t.acceptanceCriteria, ...t.subtasks.map((s) => s.title)].map(
        (text) => [t.ref, text] as [string, string],
      ),
    ),
    ...kit.implementation.phases.flatMap((p) => [p.name, p.goal].map((text) => [p.name, text] as [string, string])),
  ];
}

function dependencyProblems(kit: KitOutputs): string[] {
  const refs = kit.tasks.tasks.map((t) => t.ref);
  return kit.tasks.tasks.flatMap((t, index) =>
    t.dependsOn.filter((ref) => !refs.slice(0, index).includes(ref)).map((ref) => `${t.ref} depends on ${ref}`),
  );
}

describe('the plan of a product without screens', () => {
  const cases = [
    { label: 'an English CLI', idea: cliIdea, brief: cliBrief, words: englishScreenWords },
    { label: 'an English API', idea: apiIdea, brief: apiBrief, words: englishScreenWords },
    { label: 'a Russian CLI', idea: ruIdea, brief: ruBrief, words: russianScreenWords },
  ];
  for (const { label, idea, brief, words } of cases) {
    it(`never mentions screens, routes, views or navigation, and each task follows its dependencies: ${label}`, () => {
      const kit = composeKit(idea, {}, 1, brief);
      expect(planTexts(kit).filter(([, text]) => words.test(text))).toEqual([]);
      expect(dependencyProblems(kit)).toEqual([]);
    });
  }

  it('gives a CLI a command structure task and a task for each command', () => {
    const titles = composeKit(cliIdea, {}, 1, cliBrief).tasks.tasks.map((t) => t.title);
    expect(titles).toContainEqual(expect.stringMatching(/command structure/i));
    expect(titles).toContainEqual(expect.stringMatching(/^Build the `[^`]+` command$/));
    expect(titles.join('\n')).toMatch(/CLI smoke tests/);
  });

  it('gives a Russian CLI the same command structure task', () => {
    const titles = composeKit(ruIdea, {}, 1, ruBrief).tasks.tasks.map((t) => t.title);
    expect(titles).toContainEqual(expect.stringMatching(/структур[ау] команд/i));
  });

  it('gives an API alone an API skeleton task, endpoints and contract tests', () => {
    const tasks = composeKit(apiIdea, {}, 1, apiBrief).tasks.tasks;
    const titles = tasks.map((t) => t.title);
    expect(titles).toContainEqual(expect.stringMatching(/API skeleton/i));
    expect(titles.join('\n')).toMatch(/contract tests/i);
    const skeleton = tasks.find((t) => /API skeleton/i.test(t.title))!;
    expect(skeleton.description).toMatch(/OpenAPI/);
    expect(skeleton.description).toMatch(/rate limit/i);
  });
});

describe('the quality strategy of a product without screens', () => {
  it('asks for no phone screen and agrees its verb with the test tool', () => {
    const quality = JSON.stringify(composeKit(cliIdea, {}, 1, cliBrief).quality);
    expect(quality).not.toMatch(/360 px|phone viewport/);
    expect(quality).not.toMatch(/tests with execa walks/);
    expect(quality).toMatch(/CLI smoke tests with execa walk\b/);
  });
});

describe('a command-line tool for one kind of user', () => {
  it('keeps its data on the machine unless the idea asks for sync, and passes the kit check', () => {
    const kit = composeKit(cliIdea, {}, 1, cliBrief);
    const titles = kit.tasks.tasks.map((t) => t.title);
    expect(kit.overview.backendRequired).toBe(false);
    expect(titles).toContainEqual(expect.stringMatching(/^Set up local storage/));
    expect(titles.join('\n')).not.toMatch(/database schema|Build the API/);
    expect(checkKit(kit, cliBrief).checks.filter((c) => !c.passed)).toEqual([]);
    // An idea that asks for sync still gets its server.
    const synced = composeKit(`${cliIdea}, and syncs the findings across a team`, {}, 1, cliBrief);
    expect(synced.overview.backendRequired).toBe(true);
  });
});

describe('the launch of a command-line tool without a server', () => {
  it('publishes the package instead of deploying it', () => {
    for (const [idea, brief, title] of [
      [cliIdea, cliBrief, /^Publish YamlGuard to npm$/],
      [ruIdea, ruBrief, /^Опубликовать Szhimalka в npm$/],
    ] as const) {
      const launch = composeKit(idea, {}, 1, brief).tasks.tasks.at(-1)!;
      expect(launch.title).toMatch(title);
      expect(launch.acceptanceCriteria.join('\n')).not.toMatch(/deploys|analytics|аналитик|развор/i);
    }
  });
});
