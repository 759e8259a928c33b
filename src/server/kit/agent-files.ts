import type { AiRulesOutput } from '../../shared/schemas/kit';
import { joinList, kebabCase } from '../ai/offline/text';
import { kitText } from './kit-text';
import {
  branchNameOf,
  choiceOf,
  clause,
  exampleFeatureOf,
  hasNoUi,
  languageOf,
  platformPhrase,
  plural,
  productNameOf,
  stackKindOf,
  stackProfiles,
  type RenderInput,
} from './kit-facts';

/**
 * The rules files coding agents read (AGENTS.md, CLAUDE.md and a Cursor rule), rendered from the
 * brief, the overview, the requirements, the tech stack and the rules the engine wrote: the model
 * writes only the rules, the rest is the kit's own data laid out the same way for every engine.
 */

export const cursorRulePath = '.cursor/rules/project.mdc';

const bullets = (items: readonly string[]) => items.map((item) => `- ${item.replace(/\s*\n+\s*/g, ' ').trim()}`).join('\n');
const section = (heading: string, lead: string, items: readonly string[]) =>
  items.length > 0 ? `\n## ${heading}\n${lead}\n${bullets(items)}\n` : '';

const texts = {
  en: {
    guide: 'guide for coding agents',
    stack: 'Stack',
    stackWhy: 'Why each: docs/tech-stack.md',
    commands: 'Commands',
    commandNames: ['Install', 'Develop', 'Test', 'Lint', 'End-to-end'],
    domain: 'Domain',
    entities: 'Entities:',
    features: 'Features:',
    priority: { must: 'must', should: 'should', could: 'could' },
    constraints: ['Constraints', 'Every change must keep these true:'],
    integrations: ['Integrations', 'Each is called from one place only:'],
    assumptions: ['Assumptions', 'Flag any code that contradicts one:'],
    questions: ['Open questions', 'Ask the founder before building on one:'],
    rules: 'Rules',
    featureIds: 'Feature ids',
    featureIdLine: (branch: string, id: string) =>
      `Every change delivers a feature of docs/requirements.md: put its id in the branch name (${branch}), the commit message ("${id}: …") and the test names, and tick the task on the board when its acceptance criteria pass.`,
    noUi: (where: string, store: string) => `It has no user interface: it ships ${where}, with ${store} behind it.`,
    noBackend: (where: string) => `It runs ${where} with no backend: the data stays on the device.`,
    // The server and the database are the stack's, listed right below: the line says where it runs alone.
    withBackend: (where: string) => `It runs ${where}.`,
    localFiles: 'local files',
    // Claude Code loads a file named after @ into its context: the guide is imported, not summarised.
    claudeIntro: (name: string) => `${name}’s stack, commands, domain and rules: @AGENTS.md`,
    howToWork: 'How to work here',
    plan: (feature: string) =>
      `Plan before editing: list the files you will touch and the feature id you are delivering${feature ? ` (for example ${feature})` : ''}.`,
    names: (entities: string) => `Keep the entity names (${entities}) exactly as in docs/requirements.md, and the routes as in docs/frontend.md.`,
    check: (lint: string, test: string, feature: string) =>
      `After each task${feature ? ` of ${feature}` : ''} run \`${lint}\` and \`${test}\`, and fix what fails before moving on.`,
    projectRules: (name: string) => `${name} project rules`,
    reference: 'Reference',
    referenceLines: (ids: string, screens: string, backend: string) => [
      'Stack, commands, layout: AGENTS.md',
      `Requirements (${ids}): docs/requirements.md`,
      ...(screens ? [`Screens and their routes (${screens}): docs/frontend.md and docs/app-flow.md`] : []),
      ...(backend ? [`Endpoints and the entities (${backend}): docs/backend.md`] : []),
      'Build order: docs/implementation.md',
    ],
    to: 'to',
  },
  ru: {
    guide: 'руководство для ИИ-агентов, пишущих код',
    stack: 'Стек',
    stackWhy: 'Почему так: docs/tech-stack.md',
    commands: 'Команды',
    commandNames: ['Установка', 'Разработка', 'Тесты', 'Линтер', 'Сквозные тесты'],
    domain: 'Предметная область',
    entities: 'Сущности:',
    features: 'Функции:',
    priority: { must: 'обязательно', should: 'желательно', could: 'по возможности' },
    constraints: ['Ограничения', 'Каждое изменение должно их соблюдать:'],
    integrations: ['Интеграции', 'Каждая вызывается только из одного места:'],
    assumptions: ['Допущения', 'Отмечайте код, который им противоречит:'],
    questions: ['Открытые вопросы', 'Спросите основателя, прежде чем на них опираться:'],
    rules: 'Правила',
    featureIds: 'Идентификаторы функций',
    featureIdLine: (branch: string, id: string) =>
      `Каждое изменение реализует функцию из docs/requirements.md: её идентификатор стоит в имени ветки (${branch}), в сообщении коммита («${id}: …») и в названиях тестов; задача на доске отмечается выполненной, когда проходят её критерии приёмки.`,
    noUi: (where: string, store: string) =>
      `Пользовательского интерфейса нет: продукт поставляется ${where}. Хранилище: ${store}.`,
    noBackend: (where: string) => `Продукт работает ${where} без бэкенда: данные остаются на устройстве.`,
    withBackend: (where: string) => `Продукт работает ${where}.`,
    localFiles: 'локальные файлы',
    claudeIntro: (name: string) => `Стек, команды, предметная область и правила ${name}: @AGENTS.md`,
    howToWork: 'Как здесь работать',
    plan: (feature: string) =>
      `Прежде чем править код, перечислите файлы, которые затронете, и идентификатор функции, которую реализуете${feature ? ` (например, ${feature})` : ''}.`,
    names: (entities: string) =>
      `Называйте сущности (${entities}) точно как в docs/requirements.md, а маршруты — как в docs/frontend.md.`,
    check: (lint: string, test: string, feature: string) =>
      `После каждой задачи${feature ? ` по ${feature}` : ''} запускайте \`${lint}\` и \`${test}\` и исправляйте всё, что не проходит, прежде чем идти дальше.`,
    projectRules: (name: string) => `Правила проекта ${name}`,
    reference: 'Справка',
    referenceLines: (ids: string, screens: string, backend: string) => [
      'Стек, команды, структура папок: AGENTS.md',
      `Требования (${ids}): docs/requirements.md`,
      ...(screens ? [`Экраны и их маршруты (${screens}): docs/frontend.md и docs/app-flow.md`] : []),
      ...(backend ? [`Эндпоинты и сущности (${backend}): docs/backend.md`] : []),
      'Порядок работ: docs/implementation.md',
    ],
    to: '–',
  },
} as const;

/**
 * The entities' list routes ("/walks, /walkers"), as the route convention names them: the rules
 * files are written beside the frontend, not after it.
 */
function routesOf({ outputs }: RenderInput): string {
  // Every list, so the reference is a complete map of where each record's screens are.
  return (outputs.requirements?.entities ?? []).map((e) => `/${plural(kebabCase(e.name))}`).join(', ');
}

/** The three rules files, from the kit data and the rules the engine wrote. */
export function renderAgentFiles(input: RenderInput, rules: readonly string[]): AiRulesOutput['files'] {
  const t = texts[languageOf(input)];
  const layerName = kitText(languageOf(input)).techStack.layer;
  const { brief, outputs } = input;
  const name = productNameOf(input);
  const stack = outputs.tech_stack;
  const { commands, globs } = stackProfiles[stackKindOf(stack)];
  const features = outputs.requirements?.features ?? [];
  const entities = outputs.requirements?.entities ?? [];
  const example = exampleFeatureOf(input);
  const ruleLines = bullets(rules);
  // What the rules already say is said once: a rules file that repeats itself reads as boilerplate.
  const saidInRules = (...words: string[]) => rules.some((rule) => words.every((word) => rule.includes(word)));
  // The rules step is not sent the overview: a stack with a server or a database layer has a backend.
  const backendRequired = outputs.overview?.backendRequired ?? choiceOf(stack, /backend|database|^api$/i) !== undefined;
  const where = platformPhrase(input);
  const database = choiceOf(stack, /database|storage/i);
  const productLine = hasNoUi(input)
    ? t.noUi(where, database ?? t.localFiles)
    : backendRequired
      ? t.withBackend(where)
      : t.noBackend(where);
  const about = brief?.summary ?? outputs.overview?.tagline ?? '';
  // One line, not the tech stack document's table again: the reasons stay there, the agent gets the choices.
  const stackLine = (stack?.choices ?? []).map((c) => `${layerName(c.layer)}: ${c.choice.replace(/\s*\n+\s*/g, ' ')}`).join(' · ');
  const commandLines = [commands.install, commands.dev, commands.test, commands.lint, commands.e2e].map(
    (command, i) => `${t.commandNames[i]}: \`${command}\``,
  );
  const constraints = (brief?.constraints ?? []).map((c) => `${c.name}: ${c.text}`);
  const integrations = (stack?.integrations ?? []).map((i) => `${i.name} (${clause(i.purpose)}): ${i.calledFrom}`);
  const agents = `# ${name}: ${t.guide}

${[about, productLine].filter(Boolean).join(' ')}

## ${t.stack}
${stackLine}
${t.stackWhy}

## ${t.commands}
${bullets(commandLines)}

## ${t.domain}
${t.entities}
${bullets(entities.map((e) => `${e.name}: ${e.fields.join(', ')}`))}

${t.features}
${bullets(features.map((f) => `${f.id} ${f.name} (${t.priority[f.priority]})`))}
${section(t.constraints[0], t.constraints[1], constraints)}${section(t.integrations[0], t.integrations[1], integrations)}${section(
    t.assumptions[0],
    t.assumptions[1],
    brief?.assumptions ?? outputs.overview?.assumptions ?? [],
  )}${section(t.questions[0], t.questions[1], brief?.openQuestions ?? outputs.overview?.openQuestions ?? [])}
## ${t.rules}
${ruleLines}
${example && !saidInRules(branchNameOf(example)) ? `\n## ${t.featureIds}\n${t.featureIdLine(branchNameOf(example), example.id)}\n` : ''}`;

  const claude = `# CLAUDE.md

${t.claudeIntro(name)}

## ${t.howToWork}
${bullets([
  t.plan(example ? `${example.id} ${example.name}` : ''),
  // Rules that already name the entities and where the routes are leave nothing for this line to add.
  ...(entities.length > 0 && !saidInRules('docs/frontend.md', ...entities.slice(0, 5).map((e) => e.name))
    ? [t.names(entities.slice(0, 5).map((e) => e.name).join(', '))]
    : []),
  ...(saidInRules(commands.lint, commands.test) ? [] : [t.check(commands.lint, commands.test, example?.id ?? '')]),
])}

## ${t.rules}
${ruleLines}
`;

  const first = features[0]?.id ?? 'FEAT-001';
  const last = features[features.length - 1]?.id;
  const ids = last && last !== first ? `${first} ${t.to} ${last}` : first;
  // One line of plain YAML: no colon followed by a space, which would start a mapping. The stack is
  // AGENTS.md's (the Reference section points there), not repeated in the rule's description.
  const description = t.projectRules(name)
    .replace(/:\s/g, ' - ')
    .replace(/\s*\n+\s*/g, ' ');
  const cursor = `---
description: ${description}
globs: ${globs}
alwaysApply: true
---

# ${name}

${about}

## ${t.rules}
${ruleLines}

## ${t.reference}
${bullets(
  t.referenceLines(
    ids,
    hasNoUi(input) ? '' : routesOf(input),
    backendRequired ? joinList(entities.map((e) => e.name), languageOf(input) === 'ru' ? 'и' : 'and') : '',
  ),
)}
`;
  return [
    { path: 'AGENTS.md', content: agents },
    { path: 'CLAUDE.md', content: claude },
    { path: cursorRulePath, content: cursor },
  ];
}
