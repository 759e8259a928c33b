import { platforms, type KitTask, type Platform, type PromptsOutput } from '../../shared/schemas/kit';
import { joinList, pluralPhrase } from '../ai/offline/text';
import {
  choiceOf,
  clause,
  constraintRules,
  exampleFeatureOf,
  firstVersionFeatures,
  hasNoUi,
  languageOf,
  lowerFirst,
  mainChoiceOf,
  platformPhrase,
  platformRulesOf,
  productNameOf,
  stackKindOf,
  stackProfiles,
  type RenderInput,
} from './kit-facts';
import { cursorRulePath } from './agent-files';
import { counted } from '../../shared/plural';

/** "В плане 21 задача в 1 фазе", "The plan has 2 tasks in 1 phase": the counts agree with their nouns. */
const ruTasks = counted('ru', { one: 'задача', few: 'задачи', many: 'задач' });
const ruPhases = counted('ru', { one: 'фазе', few: 'фазах', many: 'фазах' });
const enTasks = counted('en', { one: 'task', few: 'tasks', many: 'tasks' });
const enPhases = counted('en', { one: 'phase', few: 'phases', many: 'phases' });

/**
 * The ready-to-paste prompt of each code-generation tool, rendered from the brief and the kit's
 * documents, task board and rules: no model writes them, so they cost no tokens and read the same
 * whichever engine wrote the kit. Agents in the repository are sent to AGENTS.md for the stack and
 * the rules; app builders get one self-contained prompt in the form their tool works best with.
 */

/** The tasks that build a feature, in board order; tasks spanning more features (end-to-end tests) are not its own. */
function tasksOf(tasks: readonly KitTask[], featureId: string | undefined): KitTask[] {
  const covering = tasks.filter((t) => featureId !== undefined && t.featureIds.includes(featureId));
  const fewest = Math.min(...covering.map((t) => t.featureIds.length));
  return covering.filter((t) => t.featureIds.length === fewest);
}

/** Everything a prompt may say, computed once for the eight tools. */
function factsOf(input: RenderInput) {
  const { brief, outputs } = input;
  const ru = languageOf(input) === 'ru';
  const and = ru ? 'и' : 'and';
  const name = productNameOf(input);
  const stack = outputs.tech_stack;
  const kind = stackKindOf(stack);
  const features = outputs.requirements?.features ?? [];
  const entities = outputs.requirements?.entities ?? [];
  const screens = outputs.frontend?.screens ?? [];
  const endpoints = outputs.backend?.required ? outputs.backend.endpoints : [];
  const tasks = outputs.tasks?.tasks ?? [];
  const phases = outputs.implementation?.phases ?? [];
  const example = exampleFeatureOf(input);
  const exampleTasks = tasksOf(tasks, example?.id);
  const web = brief ? brief.platforms.includes('web') : (outputs.overview?.platforms ?? []).some((p) => /web/i.test(p));
  const limits = constraintRules(input);
  const calls = stack?.integrations ?? [];
  const constraintsLine =
    limits.length > 0
      ? `${ru ? 'Ограничения' : 'Constraints'}: ${limits.map((l) => `${l.name}: ${l.rules.length > 0 ? l.rules.join('; ') : clause(l.text)}`).join('. ')}.`
      : '';
  const integrationsLine =
    calls.length > 0 ? `${ru ? 'Интеграции' : 'Integrations'}: ${calls.map((i) => `${i.name} (${lowerFirst(clause(i.calledFrom))})`).join('; ')}.` : '';
  const briefLines = [constraintsLine, integrationsLine].filter(Boolean).join('\n');
  const platformLines = platformRulesOf(input)
    .slice(0, 2)
    .map((r) => `${clause(r)}.`)
    .join('\n');
  const forRepo = [briefLines, platformLines].filter(Boolean).join('\n');
  const task = exampleTasks[0] ?? tasks.find((t) => t.featureIds.length > 0);
  const lastTask = exampleTasks[exampleTasks.length - 1];
  return {
    ru,
    and,
    name,
    about: clause(outputs.overview?.tagline ?? brief?.summary ?? name),
    where: platformPhrase(input),
    kind,
    commands: stackProfiles[kind].commands,
    main: mainChoiceOf(stack) ?? '',
    server: choiceOf(stack, /backend|^api$/i),
    styling: clause(outputs.frontend?.styling ?? ''),
    noUi: hasNoUi(input),
    api: endpoints.length > 0,
    web,
    backendRequired: outputs.overview?.backendRequired ?? endpoints.length > 0,
    accounts: endpoints.some((e) => e.auth),
    auth: clause(outputs.backend?.auth ?? ''),
    signIn: choiceOf(stack, /^auth/i),
    roles: (outputs.requirements?.users ?? []).map((u) => lowerFirst(u.role)),
    features,
    musts: firstVersionFeatures(input).map((f) => `${f.id} ${f.name}`),
    ids: features.length <= 1 ? (features[0]?.id ?? '') : `${features[0]!.id} ${ru ? '–' : 'to'} ${features[features.length - 1]!.id}`,
    entityNames: joinList([...entities.slice(0, 4).map((e) => e.name), ...(entities.length > 4 ? [ru ? 'остальные' : 'the rest'] : [])], and),
    entityLine: entities
      .map((e) => `${e.name} (${e.fields.filter((f) => !['id', 'createdAt', 'updatedAt'].includes(f)).slice(0, 5).join(', ')})`)
      .join('; '),
    screens,
    // The states worth designing first are those of the screens that show the product's data, not the sign-in forms.
    screenNames: joinList(
      (screens.some((s) => s.featureIds.length > 0) ? screens.filter((s) => s.featureIds.length > 0) : screens)
        .slice(0, 3)
        .map((s) => s.name),
      and,
    ),
    // Every table gets sample records, or the screens that show the others stay empty.
    sample: joinList(entities.map((e) => e.name), and),
    screenLine: screens.map((s) => `${s.name} ${s.route}`).join(', '),
    endpointLine: endpoints.slice(0, 8).map((e) => `${e.method} ${e.path}`).join(', '),
    moreEndpoints: endpoints.length > 8,
    tasks,
    phases,
    example,
    taskLabel: task ? `${task.ref} (${task.title})` : undefined,
    lastTaskLabel: lastTask ? `${lastTask.ref} (${lastTask.title})` : undefined,
    featurePhase: phases.find((p) => task !== undefined && p.featureIds.some((id) => task.featureIds.includes(id))) ?? phases[0],
    rules: outputs.ai_rules?.rules ?? [],
    forRepo,
    forBuilder: web || kind === 'expo' ? forRepo : briefLines,
    briefLines,
    extension: kind === 'wxt' || (brief?.platforms.includes('browser-extension') ?? false),
  };
}

type Facts = ReturnType<typeof factsOf>;

const featureNames = (f: Facts, ids: readonly string[]) =>
  joinList(
    ids
      .map((id) => f.features.find((feature) => feature.id === id))
      .filter((feature) => feature !== undefined)
      .slice(0, 4)
      .map((feature) => lowerFirst(feature.name)),
    f.and,
  );

/** What an app builder is asked to draw for a product that is not a web app, or nothing for one that is. */
function prototypeLine(f: Facts): string {
  if (f.noUi)
    return f.ru
      ? `У ${f.name} нет пользовательского интерфейса (${f.where}); сделайте только сайт документации для разработчиков: что продукт делает, как авторизоваться и по одному примеру на ${f.api ? 'каждый эндпоинт' : 'каждую команду'}.`
      : `${f.name} has no user interface (${f.where}); build only its developer documentation site: what it does, how to authenticate, and one example per ${f.api ? 'endpoint' : 'command'}.`;
  if (f.web) return '';
  const frame = f.extension
    ? f.ru
      ? 'в размере всплывающего окна (360×600)'
      : 'at popup size (360×600)'
    : f.ru
      ? 'в рамках размером с телефон'
      : 'in phone-sized frames';
  return f.ru
    ? `${f.name} работает ${f.where} на ${f.main}; сделайте кликабельный веб-прототип его экранов ${frame}, чтобы проверить сценарии, а не готовое приложение.`
    : `${f.name} runs ${f.where}, built with ${f.main}; build a clickable web prototype of its screens ${frame} to test the flow, not the production app.`;
}

function repoAgent(f: Facts, rulesFile: string, tool: string): string {
  const plan = f.phases.slice(0, 3).map((p) => `- ${p.name}: ${clause(p.goal)}`).join('\n');
  const where = f.noUi
    ? `${f.ru ? 'Эндпоинты' : 'Endpoints'}: ${f.endpointLine}.`
    : `${f.ru ? 'Маршруты' : 'Routes'}: ${f.screenLine}.`;
  const firstFeature = f.features[0];
  const commit = firstFeature ? `${firstFeature.id}: ${lowerFirst(firstFeature.name)}` : 'FEAT-001: …';
  // The agent reads the rules file first: when its rules already say to run the checks and put the
  // feature id in commits, the prompt does not say it again.
  const said = (...words: string[]) => f.rules.some((rule) => words.every((word) => rule.includes(word)));
  const checks = said(f.commands.lint, f.commands.test) && said(commit)
    ? ''
    : f.ru
      ? `После каждой задачи запускайте \`${f.commands.lint}\` и \`${f.commands.test}\`, исправляйте то, что не проходит, и делайте коммит с идентификатором функции в сообщении (например, «${commit}»). `
      : `After each task: run \`${f.commands.lint}\` and \`${f.commands.test}\`, fix what fails, and commit with the feature id in the message (for example "${commit}"). `;
  if (f.ru)
    return `Вы создаёте ${f.name}. ${f.about}.

Прежде чем писать код, прочитайте ${rulesFile} и документы набора в docs/; используйте их идентификаторы функций (${f.ids}), имена сущностей (${f.entityNames}) и маршруты в точности.

В плане ${ruTasks(f.tasks.length)} в ${ruPhases(f.phases.length)}, по одной задаче за раз; первые фазы:
${plan}

Обязательные функции: ${f.musts.join('; ')}.
${where}

${checks}${tool}`;
  return `You are building ${f.name}. ${f.about}.

Before writing code, read ${rulesFile} and the kit documents in docs/; use their feature ids (${f.ids}), entity names (${f.entityNames}) and routes exactly.

The plan has ${enTasks(f.tasks.length)} in ${enPhases(f.phases.length)}, done one at a time; the first phases:
${plan}

Must-have features: ${f.musts.join('; ')}.
${where}

${checks}${tool}`;
}

const lines = (...parts: Array<string | false | undefined>) => parts.filter((p): p is string => Boolean(p)).join('\n');

function promptFor(f: Facts, platform: Platform): string {
  const ru = f.ru;
  const example = f.example ? lowerFirst(f.example.name) : ru ? 'первую функцию' : 'the first feature';
  const taskLabel = f.taskLabel ?? (ru ? 'первой задачи функции' : 'the first feature task');
  const prototype = prototypeLine(f);
  switch (platform) {
    case 'cursor':
      return repoAgent(
        f,
        `AGENTS.md ${ru ? 'и' : 'and'} ${cursorRulePath}`,
        ru
          ? `Для задач на несколько файлов, таких как ${taskLabel}, используйте режим Agent, и пусть каждое изменение будет достаточно небольшим для ревью.`
          : `Use Agent mode for multi-file tasks such as ${taskLabel} and keep each change small enough to review.`,
      );
    case 'claude_code':
      return repoAgent(
        f,
        ru ? 'CLAUDE.md и AGENTS.md' : 'CLAUDE.md and AGENTS.md',
        ru
          ? `Начинайте каждую задачу в режиме планирования: для ${taskLabel} перечислите файлы, которые измените, и дождитесь одобрения, прежде чем править.`
          : `Start each task in plan mode: for ${taskLabel}, list the files you will change and wait for approval before editing.`,
      );
    case 'windsurf':
      return repoAgent(
        f,
        ru ? 'AGENTS.md (скопируйте его правила в .windsurf/rules, если их там нет)' : 'AGENTS.md (copy its rules into .windsurf/rules if they are missing)',
        ru
          ? `Пусть Cascade сам запускает команды и после каждой задачи кратко пишет, что изменилось; после ${f.lastTaskLabel ?? taskLabel} остановитесь, чтобы я сам попробовал «${example}».`
          : `Let Cascade run the commands itself, stop after each task with a short summary of what changed, and after ${f.lastTaskLabel ?? taskLabel} stop so I can try “${example}” myself.`,
      );
    case 'copilot': {
      const phase = f.featurePhase;
      const delivers = phase ? featureNames(f, phase.featureIds) : '';
      return repoAgent(
        f,
        ru ? 'AGENTS.md и .github/copilot-instructions.md (копию правил из AGENTS.md)' : 'AGENTS.md and .github/copilot-instructions.md (a copy of the AGENTS.md rules)',
        ru
          ? `В режиме агента открывайте по пулреквесту на фазу, с номерами задач в описании${phase && delivers ? `; пулреквест фазы «${phase.name}» реализует ${delivers}` : ''}.`
          : `In agent mode, open a pull request per phase with the task refs in the description${phase && delivers ? `; the one for ${phase.name} delivers ${delivers}` : ''}.`,
      );
    }
    case 'lovable': {
      const pages = f.screens.map((s) => `${s.name} (${s.route}): ${lowerFirst(clause(s.purpose))}`).join('; ');
      const data = f.backendRequired
        ? ru
          ? `Используйте Supabase для ${f.accounts ? 'авторизации и ' : ''}базы данных с такими таблицами: ${f.entityLine}. Включите row-level security: ${f.auth}.`
          : `Use Supabase for ${f.accounts ? 'authentication and ' : ''}the database with these tables: ${f.entityLine}. Turn on row-level security: ${f.auth}.`
        : ru
          ? 'Храните всё в локальном хранилище браузера; без входа и без базы данных.'
          : "Store everything in the browser's local storage; no sign-in and no database.";
      const start = f.screens[0]?.name;
      return ru
        ? lines(
            `Создай ${f.name}. ${f.about}.`,
            prototype,
            pages && `Страницы: ${pages}.`,
            '',
            `Функции первой версии: ${f.musts.join('; ')}.`,
            data,
            f.web ? f.forRepo : f.briefLines,
            f.styling && `Внешний вид: ${f.styling}; сначала мобильная версия, доступность по WCAG 2.2 AA.`,
            `Начни со страницы ${start ?? 'главной'} и функции «${example}», затем добавляй остальные страницы по одной.`,
          )
        : lines(
            `Build ${f.name}. ${f.about}.`,
            prototype,
            pages && `Pages: ${pages}.`,
            '',
            `Features for the first version: ${f.musts.join('; ')}.`,
            data,
            f.web ? f.forRepo : f.briefLines,
            f.styling && `Look and feel: ${f.styling}; mobile first and accessible (WCAG 2.2 AA).`,
            `Start with the ${start ?? 'home'} page and “${example}”, then add the other pages one by one.`,
          );
    }
    case 'bolt': {
      const build = f.noUi
        ? ru
          ? `Интерфейса нет: сделай ${f.api ? 'API и его документацию OpenAPI' : 'инструмент командной строки'}.`
          : `There is no UI: build the ${f.api ? 'API and its OpenAPI docs' : 'command-line tool'}.`
        : ru
          ? `Сделай эти экраны с рабочей навигацией: ${f.screenLine}.`
          : `Build these screens with working navigation: ${f.screenLine}.`;
      const data = f.api
        ? ru
          ? `API: ${f.endpointLine}${f.moreEndpoints ? ' и остальные из документа о бэкенде' : ''}. Заполни базу правдоподобными примерами (${f.sample}), чтобы на каждом экране было содержимое.`
          : `API: ${f.endpointLine}${f.moreEndpoints ? ', and the rest from the backend document' : ''}. Seed realistic sample data (${f.sample}) so every screen has content.`
        : ru
          ? `Храни данные на устройстве; при первом запуске добавь несколько правдоподобных записей (${f.sample}).`
          : `Keep data on the device; add a few realistic sample records (${f.sample}) on first run.`;
      const stack = [f.main, f.server].filter(Boolean).join(ru ? ' и ' : ' and ');
      return ru
        ? lines(
            `Создай ${f.name} на ${stack}. ${f.about}.`,
            '',
            build,
            `Модель данных: ${f.entityLine}.`,
            data,
            f.forBuilder,
            `Сначала реализуй: ${f.musts.slice(0, 4).join('; ')}.${f.styling ? ` Внешний вид: ${f.styling}.` : ''}`,
          )
        : lines(
            `Create ${f.name} with ${stack}. ${f.about}.`,
            '',
            build,
            `Data model: ${f.entityLine}.`,
            data,
            f.forBuilder,
            `Implement first: ${f.musts.slice(0, 4).join('; ')}.${f.styling ? ` Look and feel: ${f.styling}.` : ''}`,
          );
    }
    case 'v0': {
      const screens = f.screens.map((s) => `${s.name} (${s.route}) ${ru ? 'с компонентами' : 'with'} ${s.components.slice(0, 4).join(', ')}`).join('; ');
      return ru
        ? lines(
            `Спроектируй интерфейс ${f.name} (React, Tailwind CSS и shadcn/ui): ${lowerFirst(f.about)}.`,
            prototype,
            '',
            screens && `Экраны: ${screens}.`,
            `Используй тестовые данные в форме сущностей: ${f.entityLine}.`,
            `Покажи состояния загрузки, пустого списка и ошибки на экранах ${f.screenNames}, адаптивность от 360 px и работу с одной клавиатуры.${f.styling ? ` Внешний вид: ${f.styling}.` : ''} Только тестовые данные: без кода бэкенда.`,
          )
        : lines(
            `Design the UI for ${f.name} (React, Tailwind CSS and shadcn/ui): ${lowerFirst(f.about)}.`,
            prototype,
            '',
            screens && `Screens: ${screens}.`,
            `Use mock data shaped like these entities: ${f.entityLine}.`,
            `Show the loading, empty and error states of ${f.screenNames}, responsive from 360 px and usable by keyboard alone.${f.styling ? ` Look and feel: ${f.styling}.` : ''} Mock data only: no backend code.`,
          );
    }
    case 'replit': {
      const where = f.noUi
        ? `${ru ? 'Эндпоинты' : 'Endpoints'}: ${f.endpointLine}.`
        : `${ru ? 'Экраны' : 'Screens'}: ${f.screenLine}.`;
      const stack = [f.main, f.server].filter(Boolean).join(', ');
      return ru
        ? lines(
            `Создай на Replit полноценное приложение ${f.name}: ${lowerFirst(f.about)}.`,
            '',
            `Стек: ${stack}, TypeScript${f.backendRequired ? `; PostgreSQL (база данных Replit) с такими таблицами: ${f.entityLine}; секреты храни в Replit Secrets` : ''}.`,
            f.backendRequired ? undefined : 'Без базы данных: данные остаются на устройстве, сервер отдаёт статические файлы.',
            f.accounts && f.signIn && `Вход (${joinList(f.roles, f.and)}): ${clause(f.signIn)}.`,
            where,
            `Функции по порядку: ${f.musts.join('; ')}.`,
            f.web ? f.forRepo : f.briefLines,
            `Добавь проверку работоспособности, запускай \`${f.commands.test}\` перед каждым развёртыванием и опубликуй через Replit Deployments, как только «${example}» заработает от начала до конца.`,
          )
        : lines(
            `Create a full-stack ${f.name} app on Replit: ${lowerFirst(f.about)}.`,
            '',
            `Stack: ${stack}, TypeScript${f.backendRequired ? `; PostgreSQL (Replit database) for these tables: ${f.entityLine}; secrets in Replit Secrets` : ''}.`,
            f.backendRequired ? undefined : 'No database: keep data on the device and serve static files.',
            f.accounts && f.signIn && `Sign-in for ${joinList(f.roles.map(pluralPhrase))}: ${clause(f.signIn)}.`,
            where,
            `Features in order: ${f.musts.join('; ')}.`,
            f.web ? f.forRepo : f.briefLines,
            `Add a health check, run \`${f.commands.test}\` before deploying, and publish with Replit Deployments once “${example}” works end to end.`,
          );
    }
  }
}

/** One prompt per platform, in the platforms' order. */
export function renderPlatformPrompts(input: RenderInput): PromptsOutput {
  const facts = factsOf(input);
  return { prompts: platforms.map((platform) => ({ platform, content: promptFor(facts, platform) })) };
}
