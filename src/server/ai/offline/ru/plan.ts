import type { PlanPhrases, ScreenRef, Thing } from '../model/plan-phrases';
import { checkedField, fieldInCode, shownFields } from '../model/record-fields';
import { camelCase } from '../text';
import { testToolName as tool } from './stack';
import { agree, capitalise, count, inflect, joinAnd, lowerFirst, opensWithInfinitive, plural, quote, type Case } from './grammar';

/**
 * The build plan in Russian: the same phrases as model/plan-phrases.ts, written from the founder's
 * own words (entity labels, role and feature names) inflected by ./grammar.ts. Identifiers (`Lesson`,
 * routes, endpoints, ids) stay as the code will spell them.
 */

/** The founder's word for a thing (the English label when the brief gave none). */
const word = (t: Thing) => t.founderLabel ?? t.label;
const one = (t: Thing, c: Case = 'nomn') => inflect(word(t), c);
const many = (t: Thing, c: Case = 'nomn') => plural(word(t), c);
const manyOf = (things: readonly Thing[], c: Case = 'nomn') => joinAnd(things.map((t) => many(t, c)));
/** A record's first fields by their names in code: `title`, `salary` и `location`. */
const fieldsOf = (t: Thing | undefined, count = 3) => joinAnd(shownFields(t?.fields, count).map(fieldInCode));
/** An identifier with what it means, where the plan introduces it: "Lesson (урок)". */
const meaning = (t: Thing) => (t.founderLabel ? `${t.name} (${t.founderLabel})` : t.name);
const names = (items: ReadonlyArray<{ name: string }>) => joinAnd(items.map((i) => i.name));
const quoted = (name: string) => quote(name);
const screenText = (s: ScreenRef) => `${quote(s.name)} (${s.route})`;
const sentence = (text: string) => text.trim().replace(/[.!]+$/, '');
/** The foreign key that points to a parent record: `tutorId`. */
const keyOf = (parent: Thing) => `${camelCase(parent.name)}Id`;

const gwt = (given: string, when: string, then: string) => `Дано: ${given}; когда ${when}, тогда ${then}`;
const screenOf = (mobile: boolean) => (mobile ? 'экран «не найдено»' : 'страница 404');
const forRoles = (roles: readonly string[]) =>
  roles.length > 0 ? ` для ${joinAnd(roles.map((r) => inflect(r, 'gent', 'plur')))}` : '';

export const ruPlan: PlanPhrases = {
  gwt,
  list: (items) => joinAnd(items),
  quoted,
  seed: (counts) => joinAnd(counts.map(({ n, thing }) => count(n, word(thing)))),

  setup: {
    title: (frontend) => `Создать проект на ${frontend}`,
    featureRange: (first, last) =>
      last
        ? `от ${first.id} ${quoted(first.name)} до ${last.id} ${quoted(last.name)}`
        : `${first.id} ${quoted(first.name)}`,
    description: (product, frontend, unitTests, featureRange, secrets = []) =>
      `Создать репозиторий ${product} на ${frontend} со строгим режимом TypeScript, ESLint, Prettier, ${tool(unitTests)} и CI, который на каждом pull request запускает линтер, проверку типов и тесты${
        secrets.length > 0 ? `, и .env.example с переменными ${joinAnd(secrets)}` : ''
      }. Положить AGENTS.md и документы набора в docs/${
        featureRange
          ? `: docs/requirements.md закрепляет идентификаторы функций, на которые ссылаются все следующие задачи (${featureRange})`
          : ''
      }.`,
    cloneRuns: (install, dev, product, extension) =>
      gwt(
        'свежий клон репозитория',
        `выполняются \`${install}\` и \`${dev}\``,
        extension
          ? `${product} загружается в браузер с пустым всплывающим окном`
          : `${product} открывается на пустом главном экране`,
      ),
    ciBlocks: (product, lint, test) =>
      gwt(
        `pull request в репозиторий ${product}`,
        'запускается CI',
        `\`${lint}\`, проверка типов и \`${test}\` должны пройти, прежде чем его можно будет слить`,
      ),
    agentReads: (first, entities = 0) =>
      gwt(
        'ИИ-агент открывает репозиторий',
        'он читает AGENTS.md',
        `он находит стек, команды, структуру папок, ${entities > 0 ? `${count(entities, 'сущность')} ` : ''}и идентификаторы функций из docs/requirements.md${
          first ? `, начиная с ${first.id} ${quoted(first.name)}` : ''
        }`,
      ),
    testStrategy: (unitTests, product) =>
      `Проверяет CI: линтер, проверка типов и один smoke-тест (${tool(unitTests)}), который отрисовывает пустой главный экран ${product}, запускаются на каждом pull request; один раз отправьте падающий тест и убедитесь, что CI блокирует слияние.`,
    scaffold: (product) => `Создать репозиторий ${product} и docs/`,
    tooling: (product) => `Настроить линтеры и CI для ${product}`,
    mobile: 'Настроить EAS Build и идентификаторы приложения для обоих магазинов',
    extension: 'Объявить точки входа Manifest V3 и только те разрешения, без которых не обойтись',
    desktop: 'Настроить подпись кода и автообновление',
  },

  schema: {
    title: (things) => `Создать схему базы данных: ${names(things)}`,
    description: (things, database, links, seed) =>
      `Описать ${joinAnd(things.map(meaning))} в ${database}: сначала родительские таблицы, затем те, что на них ссылаются${
        links.length > 0 ? ` (${links.map(([child, parent]) => `${child.name} → ${parent.name}`).join(', ')})` : ''
      }; поля перечислены в документе о бэкенде. Сгенерировать первую миграцию и тестовые данные для разработки: ${seed}.`,
    migrationsRun: (tables) =>
      gwt(
        'пустая база данных PostgreSQL',
        'выполняются миграции',
        `в базе ${tables === 1 ? 'есть таблица' : count(tables, 'таблица')}, а у каждой связи есть внешний ключ и индекс`,
      ),
    orphanRefused: (child, parent) =>
      gwt(
        `${one(child)}, чей ${keyOf(parent)} не указывает ни на одну запись`,
        'запись вставляют в базу',
        'база данных её отклоняет',
      ),
    seedTwice: (seed) =>
      gwt('скрипт тестовых данных', 'его запускают дважды', `в базе ровно ${seed}, без дубликатов`),
    testStrategy: (serverTests, first, last, orphan) =>
      `Тесты миграций (${serverTests}) на настоящей базе PostgreSQL (новая одноразовая база на каждый прогон, без моков): миграции с нуля, затем по одной записи каждой сущности в порядке сборки (${
        first ? `сначала ${first.name}` : 'по порядку'
      }${last ? `, в конце ${last.name}` : ''})${
        orphan ? `, и проверка, что внешний ключ не пропустит ${one(orphan[0], 'accs')} без ${one(orphan[1], 'gent')}` : ''
      }.`,
    define: (group, parents) => `Описать ${names(group)}${parents.length > 0 ? ` с внешними ключами (${parents.map(keyOf).join(', ')})` : ''}`,
    migrate: (seed) => `Сгенерировать и применить первую миграцию, затем заполнить базу: ${seed}`,
  },

  content: {
    title: (things) => `Настроить коллекции контента: ${manyOf(things)}`,
    description: (things) =>
      `Описать типизированные коллекции контента для ${joinAnd(things.map(meaning))} в src/content/ и добавить первые настоящие записи, чтобы страницы собирались из файлов контента, а не из текста в коде.`,
    criteria: [
      ['запись, нарушающая схему своей коллекции', 'собирается сайт', 'сборка падает и называет эту запись'],
      ['первые настоящие записи', 'собирается сайт', 'у каждой коллекции есть хотя бы одна страница'],
      ['изображение в записи', 'собирается сайт', 'оно отдаётся в современном формате и в тех размерах, которые нужны вёрстке'],
    ],
    testStrategy:
      'Проверяет сборка: `npm run build` падает на некорректном контенте; проверка на Playwright открывает по одной странице каждой коллекции.',
    parts: ['Описать схемы коллекций', 'Добавить первые записи и изображения', 'Настроить обработку изображений'],
  },

  local: {
    title: (things) => `Настроить локальное хранилище: ${manyOf(things)}`,
    description: (things, storage) =>
      `Создать типизированный модуль хранения для ${joinAnd(things.map(meaning))}: данные лежат ${storage}, а версия схемы позволит будущим изменениям перенести старые данные.`,
    kept: (thing) =>
      gwt(
        `${agree('сохранённый', word(thing))} ${word(thing)}`,
        'приложение закрывают и открывают снова',
        `${word(thing)} по-прежнему на месте`,
      ),
    criteria: [
      ['любой экран', 'ему нужны сохранённые данные', 'он получает их через модуль хранения, а не напрямую из хранилища'],
      ['данные, сохранённые предыдущей версией схемы', 'запускается новая версия', 'данные переносятся без потерь'],
    ],
    testStrategy: (unitTests, storage) =>
      `Модульные тесты модуля хранения (${tool(unitTests)}), где хранилище ${storage} заменено заглушкой в памяти: запись и чтение каждого хранимого типа и обновление с предыдущей версии схемы.`,
    parts: ['Описать хранимые типы', 'Написать модуль хранения с тестами', 'Добавить версию схемы и хук миграции'],
  },

  shell: {
    rolesPlural: (role) => plural(role),
    title: (extension, roles) =>
      extension ? 'Сделать всплывающее окно, страницу настроек и навигацию' : `Сделать каркас приложения и навигацию${forRoles(roles)}`,
    description: (routes, mobile, nav) =>
      `Сделать макет, навигацию и маршрут для каждого экрана из карты переходов (${routes.join(', ')}), с общими состояниями загрузки, пустого списка и ошибки и ${
        mobile ? 'экраном «не найдено»' : 'страницей 404'
      }.${
        nav.length > 0
          ? ` Навигация показывает каждой роли её экраны: ${nav.map((n) => `${n.roles} — ${joinAnd(n.screens.map(quote))}`).join('; ')}.`
          : ''
      }`,
    anyRoute: (routes) =>
      gwt(
        'запущенное приложение',
        `кто-то открывает любой из его маршрутов (всего ${count(routes, 'маршрут')})`,
        'экран отрисовывается, а там, где данных ещё нет, показывает пустое состояние',
      ),
    largestFont: gwt(
      'телефон с самым крупным размером шрифта',
      'пользователь переходит между экранами',
      'каждая подпись остаётся читаемой и доступной в VoiceOver и TalkBack',
    ),
    popup: gwt('значок на панели браузера', 'открывается всплывающее окно', 'оно появляется сразу и целиком управляется с клавиатуры'),
    keyboard: (role, screens) =>
      gwt(
        'экран шириной 360 px и только клавиатура',
        `${role ?? 'пользователь'} проходит по навигации${role ? ` к экранам ${joinAnd(screens.map(quote))}` : ''}`,
        'каждая ссылка достижима, и фокус на ней хорошо виден',
      ),
    missingDetail: (route, thing, mobile, list) =>
      gwt(
        `ссылка на ${route} с id ${one(thing, 'gent')}, которого нет в базе, или на неизвестный маршрут`,
        'ссылку открывают',
        `${screenOf(mobile)} предлагает вернуться на экран ${screenText(list)}`,
      ),
    unknownRoute: (mobile) =>
      gwt(
        mobile ? 'ссылка на несуществующий экран' : 'неизвестный маршрут',
        mobile ? 'её открывают' : 'его открывают',
        `${screenOf(mobile)} предлагает вернуться на главную`,
      ),
    testStrategy: (unitTests, e2eTests, roles, routes) =>
      `Компонентные тесты (${tool(unitTests)}) навигации${roles.length > 0 ? ` ${joinAnd(roles.map((r) => inflect(r, 'gent', 'plur')))}` : ''} и общих компонентов загрузки, пустого состояния и ошибки; один smoke-прогон ${tool(e2eTests)}, который открывает все маршруты (${count(routes, 'маршрут')})${
        roles.length > 1 ? ', входя под каждой ролью' : ''
      }.`,
    layout: (roles) => `Сделать макет и навигацию${forRoles(roles)}`,
    routes: (routes) => `Добавить маршрут для каждого экрана (всего ${count(routes, 'экран')})`,
    states: (listed) =>
      listed.length > 0
        ? `Сделать общие компоненты загрузки и ошибки и пустые состояния списков: ${manyOf(listed)}`
        : 'Сделать общие компоненты загрузки, пустого состояния и ошибки',
  },

  headless: {
    cloneRuns: (install, build, kind, slug) =>
      gwt(
        'свежий клон репозитория',
        `выполняются \`${install}\` и \`${build}\``,
        kind === 'cli'
          ? `\`${slug} --help\` выводит список команд и завершается с кодом 0`
          : 'GET /health отвечает 200, а /openapi.json отдаётся',
      ),
    setupTestStrategy: (unitTests, kind, slug) =>
      `Проверяет CI: линтер, проверка типов и один smoke-тест (${tool(unitTests)}), который ${
        kind === 'cli' ? `запускает \`${slug} --help\`` : 'вызывает GET /health'
      }, запускаются на каждом pull request; один раз отправьте падающий тест и убедитесь, что CI блокирует слияние.`,
    setupGoal: (product, kind, slug) =>
      `Репозиторий ${product} собирается и проходит линтер и тесты в CI, ${
        kind === 'cli' ? `\`${slug} --help\` выводит список команд` : 'API отвечает на проверку работоспособности'
      }`,
    foundation: (kind, local) =>
      `${local ? 'Локальные данные' : 'Модель данных'} и ${kind === 'cli' ? 'структура команд' : 'основа API'}`,
    local: {
      kept: (thing) =>
        gwt(`${agree('сохранённый', word(thing))} ${word(thing)}`, 'команду запускают снова', 'запись по-прежнему на месте'),
      criteria: [
        ['любая команда', 'ей нужны сохранённые данные', 'она обращается к ним через модуль хранения, а не напрямую к файлу'],
        ['данные, сохранённые прошлой версией схемы', 'запускается новая версия', 'данные переносятся без потерь'],
      ],
    },
    ready: (kind) =>
      kind === 'cli'
        ? 'каждая команда разбирает свои аргументы, выводит --help и завершается с описанным кодом'
        : 'каждый эндпоинт отвечает в едином формате ошибок и описан в документе OpenAPI',
    commands: {
      title: 'Сделать структуру команд',
      description: (slug, commands) =>
        `Сделать точку входа \`${slug}\` на commander (поддерживаемый разборщик аргументов): подкоманда для каждой функции (${joinAnd(
          commands.map((c) => `\`${c}\``),
        )}), --help и --version, описанные коды выхода (0 — успех, 1 — сбой, 2 — неверный вызов), вывод простым текстом и в JSON с флагом --json, ошибки в stderr и файл настроек в папке проекта или в папке настроек пользователя.`,
      help: (slug) =>
        gwt(`собранный \`${slug}\``, 'его запускают с --help или без аргументов', 'он выводит каждую команду с описанием в одну строку и завершается с кодом 0'),
      wrongUsage: (slug) =>
        gwt(`собранный \`${slug}\``, 'его запускают с неизвестным флагом или без нужного аргумента', 'он называет ошибку в stderr, показывает, как вызывать команду, и завершается с кодом 2'),
      json: (slug) =>
        gwt(`любая команда \`${slug}\` с флагом --json`, 'её вывод разбирают', 'в stdout ровно один корректный JSON-документ и больше ничего'),
      testStrategy: (unitTests, e2eTests, slug) =>
        `Модульные тесты (${tool(unitTests)}) разбора аргументов, файла настроек и кодов выхода; тесты ${tool(e2eTests)}, которые запускают собранный \`${slug}\` с --help, с неверным флагом и с --json.`,
      parts: [
        'Настроить commander: подкоманда для каждой функции, --help и --version',
        'Описать коды выхода, вывод текстом и в JSON (--json) и сообщения об ошибках в stderr',
        'Читать файл настроек и объединять его с флагами',
      ],
    },
    skeleton: {
      title: 'Сделать основу API',
      description: (backend) =>
        `Настроить приложение на ${backend}: маршрутизация по модулю на каждый ресурс, единый JSON-формат ошибок ({ error: { code, message } }) для любого сбоя, документ OpenAPI, который строится из схем эндпоинтов, по адресу /openapi.json, промежуточный слой проверки ключа API или сессии, ограничение частоты запросов для каждого ключа и эндпоинт /health.`,
      unknownPath: gwt('запрос по неизвестному пути', 'он приходит', 'API отвечает 404 в едином формате ошибок'),
      rateLimited: gwt('клиент превысил лимит запросов', 'он отправляет ещё один запрос', 'API отвечает 429 с заголовком Retry-After'),
      documented: gwt('запущенный API', 'запрашивают /openapi.json', 'это корректный документ OpenAPI 3.1, в котором есть каждый эндпоинт'),
      testStrategy: (serverTests) =>
        `Интеграционные тесты (${serverTests}) по HTTP: 404 и 401 в едином формате ошибок, 429 сверх лимита, /health и проверка документа OpenAPI в CI.`,
      parts: [
        'Настроить маршрутизацию по модулю на ресурс и единый формат ошибок',
        'Добавить проверку ключа или сессии и лимиты запросов',
        'Строить документ OpenAPI по адресу /openapi.json и проверять его в CI',
      ],
    },
    command: {
      title: (command) => `Сделать команду \`${command}\``,
      description: (feature, command, a) =>
        `Реализовать ${feature.id} ${quoted(feature.name)} как команду \`${command}\`: ${lowerFirst(sentence(feature.description))}.${
          a.integrations.length > 0 ? ` Команда вызывает ${names(a.integrations)} через клиентский модуль.` : ''
        }${
          a.endpoints.length > 0 && a.apiRef
            ? ` Она обращается к ${joinAnd(a.endpoints)} (${a.apiRef}).`
            : a.touched.length > 0
              ? ` Она читает и записывает ${manyOf(a.touched, 'accs')} через ${a.backend ? 'API' : 'модуль хранения'}.`
              : ''
        } Вывод — простой текст или JSON с флагом --json.`,
      criterion: (role, command, criterion) =>
        gwt(`${role} запускает \`${command}\``, 'команда выполняется', lowerFirst(sentence(criterion))),
      empty: (things, role, command) =>
        gwt(`${many(things[0]!, 'gent')} ещё нет`, `${role} запускает \`${command}\``, 'команда подсказывает, с чего начать, и завершается с кодом 0'),
      fails: (role, command, backend) =>
        gwt(
          backend ? 'API отвечает ошибкой' : 'файл не удаётся прочитать',
          `${role} запускает \`${command}\``,
          'команда пишет в stderr, что пошло не так, завершается с кодом 1, и ничего не сохраняется наполовину',
        ),
      testStrategy: (unitTests, command, journey) =>
        `Модульные тесты (${tool(unitTests)}) логики \`${command}\`; ${journey}, с проверкой текстового вывода, вывода --json и кодов выхода.`,
      parse: (command) => `Разобрать аргументы и флаги \`${command}\``,
      output: 'Выводить результат текстом и в JSON с флагом --json',
      tests: (e2eTests, command) => `Написать модульные тесты и тесты ${tool(e2eTests)} для \`${command}\``,
    },
    endpoint: {
      criterion: (role, endpoint, criterion) =>
        gwt(`${role} вызывает ${endpoint}`, 'запрос обрабатывается', lowerFirst(sentence(criterion))),
      place: (feature) => `эндпоинты функции ${quoted(feature.name)}`,
      tests: (e2eTests, feature) => `Написать тесты ${tool(e2eTests)} для функции ${quoted(feature.name)}`,
    },
    e2eTitle: (kind, features) =>
      `Написать ${kind === 'cli' ? 'дымовые тесты CLI' : 'контрактные тесты'} ${
        features.length <= 3
          ? `функций ${joinAnd(features.map((f) => quoted(f.name)))}`
          : `основных сценариев (${count(features.length, 'сценарий')}): от ${quoted(features[0]!.name)} до ${quoted(features.at(-1)!.name)}`
      }`,
    e2eTestStrategy: (kind, e2eTests, seeded) =>
      kind === 'cli'
        ? `${capitalise(tool(e2eTests))}: запуск пакета, собранного \`npm pack\`, с ${seeded}, в CI на каждом pull request, на Linux, macOS и Windows.`
        : `${capitalise(tool(e2eTests))} на продакшен-сборке с ${seeded}, в CI на каждом pull request; каждый ответ сверяется со своей схемой.`,
  },

  feature: {
    // The user story is written in English; a feature named by a verb ("Бронировать урок") says it itself.
    goal: (feature) =>
      opensWithInfinitive(feature.name)
        ? lowerFirst(feature.name)
        : `пользоваться разделом ${quoted(feature.name)}`,
    view: (feature) => quoted(feature.name),
    screens: (screens) => joinAnd(screens.map(screenText)),
    onPlace: (role, place, criterion) =>
      gwt(`${role} в разделе ${place}`, 'он им пользуется', lowerFirst(sentence(criterion))),
    place: (screen) => screenText(screen),
    empty: (things, role, where) =>
      gwt(
        `${many(things[0]!, 'gent')} ещё нет`,
        `${role} открывает ${where}`,
        fieldsOf(things[0])
          ? `пустое состояние предлагает добавить ${one(things[0]!, 'accs')} и заполнить ${fieldsOf(things[0])}`
          : 'пустое состояние подсказывает, с чего начать',
      ),
    journey: (e2eTests, role, goal, mobile, extension) =>
      `один сценарий ${tool(e2eTests)}, который доказывает, что ${role} может ${goal}${
        mobile ? ', на симуляторе iOS и эмуляторе Android' : extension ? ', с расширением, загруженным в Chromium' : ''
      }`,
    layOut: (screen, shows) => {
      const fields = shows && fieldsOf(shows.thing, shows.list ? 3 : 5);
      return `Сверстать экран ${screenText(screen)}${!shows || !fields ? '' : shows.list ? `: в строке — ${fields}` : `: поля ${fields}`}`;
    },
    layOutView: (feature) => `Сверстать экран ${quoted(feature.name)}`,
    load: (things, feature, main) =>
      things.length > 0
        ? `Загрузить ${manyOf(things, 'accs')}${main?.status ? ` с фильтром по полю ${fieldInCode(main.status)}` : ''}${
            main && main.children.length > 0 ? `, к каждой записи — ${manyOf(main.children, 'accs')},` : ''
          } и обработать состояния загрузки, пустого списка и ошибки`
        : `Подключить ${quoted(feature.name)} к данным и обработать состояния загрузки, пустого списка и ошибки`,
    paymentStep: (integration) => `Показать шаг ${integration.name} и его ошибки`,
    tests: (e2eTests, feature) => `Написать компонентные тесты и сценарий ${tool(e2eTests)} для функции ${quoted(feature.name)}`,
    call: (integration) => `Вызывать ${integration.name} через клиентский модуль`,
    meet: (constraint, things) =>
      `Выполнить здесь требования ${constraint.name}: записи в журнал аудита и проверки ролей для ${
        things.length > 0 ? manyOf(things, 'gent') : 'её данных'
      }`,
    integrationFails: (integration, role, goal, thing) =>
      gwt(
        `${integration.name} не отвечает`,
        `${role} пытается ${goal}`,
        `${thing ? one(thing) : 'данные'} ${thing ? 'остаётся' : 'остаются'} без изменений, и можно повторить попытку`,
      ),
    audited: (constraint, things, feature) =>
      gwt(
        `${constraint.name} защищает ${things.length > 0 ? manyOf(things, 'accs') : 'эти данные'}`,
        `функция ${quoted(feature.name)} читает или меняет их`,
        'журнал аудита фиксирует, кто, что и когда сделал',
      ),
  },

  api: {
    title: (feature) => `Сделать API функции ${quoted(feature.name)}`,
    description: (a) => {
      const work = [
        ...(a.fresh.length > 0 ? [`реализовать ${joinAnd(a.fresh)}`] : []),
        ...(a.reused.length > 0 ? [`расширить ${joinAnd(a.reused)} (сделаны в ${joinAnd(a.reusedFrom)})`] : []),
      ];
      const tables =
        a.tables.length > 0 ? ` для ${a.tables.length === 1 ? 'таблицы' : 'таблиц'} ${names(a.tables)}` : '';
      const fields = fieldsOf(a.tables[0]);
      return `${capitalise(joinAnd(work))} на ${a.backend}${tables}, с проверкой ${fields ? `полей ${fields}` : 'входных данных'} через zod${a.auth ? ' и проверкой сессии' : ''}${
        a.integrations.length > 0 ? `; вызывать ${names(a.integrations)} через клиентский модуль` : ''
      }${a.constraints.length > 0 ? `; соблюдать ${names(a.constraints)} при каждом чтении и записи` : ''}.`;
    },
    invalid: (auth, role, endpoint, thing) => {
      const field = checkedField(thing?.fields);
      return gwt(
        auth ? `${agree('авторизованный', role)} ${role}` : role,
        field
          ? `он отправляет ${endpoint} без поля ${fieldInCode(field)} или с неверным значением в нём`
          : `он отправляет ${endpoint} с пропущенным или неверным полем`,
        `API отвечает 400 и называет поле${field ? ` ${fieldInCode(field)}` : ''}, а в базе ничего не сохраняется`,
      );
    },
    noSession: (feature) => gwt('сессии нет', `вызывается любой эндпоинт функции ${quoted(feature.name)}`, 'он отвечает 401'),
    orphan: (child, parent) =>
      gwt(
        `${one(child)}, чей ${keyOf(parent)} не указывает ни на одну запись`,
        'запрос на сохранение приходит в API',
        'API отвечает 422 и ничего не сохраняет',
      ),
    testStrategy: (a) =>
      `Интеграционные тесты API (${a.serverTests} по HTTP на настоящей базе PostgreSQL, новая на каждый прогон): успешный путь ${joinAnd(a.endpoints)}${fieldsOf(a.record) ? ` с заполненными ${fieldsOf(a.record)}` : ''}, 400 на неверные данные${
        a.auth ? ', 401 без сессии' : ''
      }${a.orphan ? `, 422 для ${one(a.orphan[0], 'gent')} без ${one(a.orphan[1], 'gent')}` : ''}${
        a.integrations.length > 0 ? `; ${names(a.integrations)} заменены заглушками на границе HTTP, включая сбои` : ''
      }${a.constraints.length > 0 ? `; запись аудита ${names(a.constraints)} проверяется при каждом чтении и записи` : ''}; модульные тесты (${a.serverTests}) для правил функции ${quoted(a.feature.name)}.`,
    schemas: (tables, feature) =>
      `Написать zod-схемы для ${
        tables.length > 0 ? joinAnd(tables.map((t) => (fieldsOf(t) ? `${t.name} (${fieldsOf(t)})` : t.name))) : quoted(feature.name)
      }`,
    implement: (endpoints) => (endpoints.length === 1 ? `Реализовать ${endpoints[0]}` : `Реализовать новые эндпоинты (${endpoints.length})`),
    extend: (endpoints, feature) => `Расширить ${joinAnd(endpoints)} для функции ${quoted(feature.name)}`,
    checkParents: (child, parents) =>
      `Проверять, что ${agree('каждый', word(child))} ${word(child)} ссылается на ${joinAnd(parents.map((p) => one(p, 'accs')))} из базы (${parents.map(keyOf).join(', ')})`,
    test: (feature) => `Проверить эндпоинты функции ${quoted(feature.name)} на настоящей базе`,
  },

  ui: {
    screensWord: (mobile, extension) => (mobile ? 'экраны' : extension ? 'всплывающее окно и страницы' : 'интерфейс'),
    title: (screensWord, feature) => `Сделать ${screensWord} функции ${quoted(feature.name)}`,
    description: (feature, screenList, several, apiRef) =>
      `Реализовать ${feature.id} ${quoted(feature.name)} (экраны: ${screenList}): ${lowerFirst(sentence(feature.description))}. Подключить ${
        several ? 'их' : 'его'
      } к эндпоинтам ${apiRef}.`,
    apiFails: (role, record) => {
      // A profile is saved by the person it describes: "their changes", not "a tutor saves a tutor".
      const thing = record && word(record) !== role ? record : undefined;
      const fields = fieldsOf(thing);
      return gwt(
        'API отвечает ошибкой',
        thing ? `${role} сохраняет ${one(thing, 'accs')}` : `${role} сохраняет изменения`,
        `сообщение объясняет, что пошло не так, а ${fields ? `введённые ${fields}` : 'введённые данные'} остаются для повторной попытки`,
      );
    },
    testStrategy: (unitTests, screenList, journey) =>
      `Компонентные тесты (${tool(unitTests)}) состояний загрузки, пустого списка и ошибки на экранах ${screenList}; ${journey}.`,
  },

  single: {
    title: (feature) => `Сделать функцию ${quoted(feature.name)}`,
    description: (feature, screenList, integrations, touched, backend) =>
      `Реализовать ${feature.id} ${quoted(feature.name)} (экраны: ${screenList}): ${lowerFirst(sentence(feature.description))}.${
        integrations.length > 0 ? ` Функция вызывает ${names(integrations)} через клиентский модуль.` : ''
      }${touched.length > 0 ? ` Она читает и записывает ${manyOf(touched, 'accs')} через ${backend ? 'API' : 'модуль хранения'}.` : ''}`,
    kept: (thing, role) =>
      gwt(
        `${many(thing)}, сохранённые ${inflect(role, 'ablt')}`,
        'приложение закрывают и открывают снова',
        'они по-прежнему на месте',
      ),
    testStrategy: (a) =>
      `Модульные тесты (${tool(a.unitTests)}) для правил${a.touched ? ` и обращений к ${a.backend ? 'API' : 'хранилищу'}` : ''} функции ${quoted(a.feature.name)}${
        a.integrations.length > 0 ? ` с заглушками ${names(a.integrations)}` : ''
      }${a.constraints.length > 0 ? `, с проверкой записи аудита ${names(a.constraints)}` : ''}; ${a.journey}.`,
    logic: (touched, backend) =>
      touched.length > 0
        ? `Написать логику и обращения к ${backend ? 'API' : 'хранилищу'} для ${manyOf(touched, 'gent')}`
        : 'Написать логику',
  },

  signIn: {
    title: (kind, auth, slug) =>
      ({
        people: `Сделать регистрацию, вход и сессии на ${auth}`,
        staff: `Сделать единый вход для сотрудников (${auth})`,
        players: 'Сделать личность игрока: анонимный аккаунт с привязкой ко входу через магазин',
        keys: 'Сделать API-ключи: выдача, проверка и отзыв',
        cli: `Сделать API-ключи и команду \`${slug} login\``,
      })[kind],
    description: (kind, a) => {
      const guard = (who: string) =>
        `Добавить одну проверку, через которую проходит каждый эндпоинт${kind === 'people' ? ' для вошедших' : ''}: она кладёт в запрос ${who}`;
      const screens = a.screens.length > 0 ? `, и сверстать экраны ${joinAnd(a.screens.map(screenText))}` : '';
      switch (kind) {
        case 'people':
          return `Настроить ${a.auth} на сервере: регистрация${a.roles.length > 0 ? ` (${joinAnd(a.roles.map((r) => `как ${r}`), 'или')})` : ''} с подтверждением почты, вход по почте и паролю${a.ios ? ', через Apple' : ''} или через Google, сброс пароля и выход; сессии хранятся в cookie с флагами HttpOnly, Secure и SameSite=Lax. ${guard('пользователя и его роль')}${screens}.`;
        case 'staff':
          return `Настроить ${a.auth}: вход по OIDC через Google Workspace или Microsoft Entra ID, без публичной регистрации, аккаунт создаётся при первом входе с адресом домена компании, роль назначает администратор. ${guard('сотрудника и его роль')}${screens}.`;
        case 'players':
          return `Создавать анонимный идентификатор игрока при первом запуске и хранить его токен в защищённом хранилище устройства; дать игроку привязать Sign in with Apple, Google, Game Center или Play Games, чтобы не потерять прогресс на новом устройстве. ${guard('игрока')}.`;
        case 'keys':
          return `Дать аккаунту создавать, смотреть и отзывать свои API-ключи: ключ показывается один раз, хранится в виде хеша, привязан к своему аккаунту и передаётся как Bearer-токен. Промежуточный слой проверяет его в каждом запросе, кладёт в запрос аккаунт и ограничивает частоту запросов по ключу.`;
        case 'cli':
          return `Дать аккаунту создавать и отзывать API-ключи (показываются один раз, хранятся в виде хеша, привязаны к аккаунту). \`${a.slug} login\` входит по коду устройства, подтверждённому в браузере, и хранит ключ в связке ключей ОС; каждый запрос передаёт его как Bearer-токен, а сервер его проверяет.`;
      }
    },
    criteria: (kind, a) => {
      const noSession = gwt(
        'сессии нет или она истекла',
        'вызывается эндпоинт, которому нужен вошедший пользователь',
        'он отвечает 401, а человека отправляют ко входу',
      );
      const badKey = gwt('запрос без ключа, с неверным или отозванным ключом', 'он приходит на любой эндпоинт', 'API отвечает 401 в общем формате ошибок');
      switch (kind) {
        case 'people':
          return [
            gwt(`${agree('новый', a.role)} ${a.role}`, 'он регистрируется и открывает ссылку из письма с подтверждением', `он уже вошёл и попадает на ${a.hub}`),
            noSession,
            gwt('пять неверных паролей к одной почте за десять минут', 'приходит шестая попытка', 'вход на время блокируется, а попытка пишется в журнал'),
          ];
        case 'staff':
          return [
            gwt('сотрудник с корпоративным аккаунтом', 'он входит впервые', 'для него создаётся аккаунт, который ждёт, пока администратор назначит роль'),
            gwt('человек не из домена компании', 'он пытается войти', 'ему отказано, и аккаунт не создаётся'),
            noSession,
          ];
        case 'players':
          return [
            gwt('первый запуск', 'игра открывается', 'идентификатор игрока есть ещё до первого уровня, и прогресс сохраняется за ним'),
            gwt('игрок привязал аккаунт магазина', 'он входит на новом устройстве', 'его прогресс на месте'),
            gwt('запрос без действующего токена игрока', 'он приходит на любой эндпоинт', 'он отвечает 401'),
          ];
        case 'keys':
          return [
            gwt('аккаунт', 'он создаёт API-ключ', 'ключ показывается один раз, а хранится только его хеш'),
            badKey,
            gwt('два аккаунта со своими ключами', 'один из них читает записи', 'возвращаются только записи его аккаунта'),
          ];
        case 'cli':
          return [
            gwt(`\`${a.slug} login\``, 'человек подтверждает код устройства в браузере', 'ключ сохраняется в связке ключей ОС и нигде не печатается'),
            badKey,
            gwt(`\`${a.slug} logout\``, 'команда выполняется', 'ключ отзывается на сервере и удаляется из связки ключей'),
          ];
      }
    },
    testStrategy: (kind, a) =>
      ({
        people: `Интеграционные тесты (${a.serverTests} по HTTP на настоящей базе PostgreSQL): регистрация, подтверждение почты, вход, сброс пароля и выход, 401 от защищённого эндпоинта без сессии и ограничение попыток входа; один сценарий ${tool(a.e2eTests)}, который регистрируется и попадает на ${a.hub}.`,
        staff: `Интеграционные тесты (${a.serverTests}) с заглушкой провайдера удостоверений: первый вход создаёт аккаунт, чужой домен получает отказ, защищённый эндпоинт без сессии отвечает 401; один сценарий ${tool(a.e2eTests)}, который входит через заглушку и попадает на ${a.hub}.`,
        players: `Интеграционные тесты (${a.serverTests}): создаётся анонимный игрок, привязка аккаунта магазина сохраняет того же игрока, любой эндпоинт без токена отвечает 401; один сценарий ${tool(a.e2eTests)}: сыграть, переустановить игру, войти и найти свой прогресс.`,
        keys: `Интеграционные тесты (${a.serverTests} по HTTP): ключ работает после создания и перестаёт после отзыва, 401 без ключа или с неверным ключом, один аккаунт никогда не читает записи другого, лимит запросов по ключу.`,
        cli: `Интеграционные тесты (${a.serverTests}) эндпоинтов ключей (создание, отзыв, 401 для неверного ключа) и ${tool(a.e2eTests)}: запуск \`${a.slug} login\` и \`${a.slug} logout\` с заглушкой входа по коду устройства.`,
      })[kind],
    parts: (kind, auth, slug, roles = []) =>
      ({
        people: [
          `Настроить ${auth} с таблицами пользователей, сессий и подтверждений`,
          `Добавить проверку сессии, которая кладёт в каждый запрос пользователя и его роль${roles.length > 1 ? ` (${joinAnd(roles, 'или')})` : ''}`,
          roles.length > 1
            ? `Сверстать экран регистрации с выбором роли (${joinAnd(roles, 'или')}) и экран входа со сбросом пароля`
            : 'Сверстать экраны регистрации и входа со сбросом пароля',
          `Проверить регистрацию${roles.length > 1 ? ` (${joinAnd(roles.map((r) => `как ${r}`))})` : ''}, подтверждение, вход и 401 без сессии`,
        ],
        staff: [
          `Зарегистрировать приложение у провайдера удостоверений и настроить ${auth}`,
          'Создавать аккаунт при первом входе и дать администратору назначать роли',
          'Добавить проверку сессии, которая кладёт в каждый запрос сотрудника и его роль',
          'Проверить первый вход, чужой домен и 401 без сессии',
        ],
        players: [
          'Создавать анонимного игрока и хранить его токен в защищённом хранилище',
          'Привязать вход через Apple, Google, Game Center и Play Games',
          'Добавить проверку, которая кладёт в каждый запрос игрока',
          'Проверить анонимную игру, привязку и 401 без токена',
        ],
        keys: [
          'Хранить API-ключи в виде хешей с привязкой к аккаунту',
          'Добавить эндпоинты создания, просмотра и отзыва ключей',
          'Проверять ключ в каждом запросе и ограничивать частоту запросов по ключу',
          'Проверить ключи, отзыв и изоляцию аккаунтов',
        ],
        cli: [
          'Хранить API-ключи в виде хешей с привязкой к аккаунту',
          `Добавить вход по коду устройства за командами \`${slug} login\` и \`${slug} logout\``,
          'Хранить ключ в связке ключей ОС и передавать его в каждом запросе',
          'Проверить вход, выход и 401 для неверного ключа',
        ],
      })[kind],
    goal: (kind) =>
      ({
        people: 'люди регистрируются, входят и остаются в системе',
        staff: 'сотрудники входят через корпоративный аккаунт',
        players: 'у каждого игрока есть личность, которая хранит его прогресс',
        keys: 'API-ключи выдаются, проверяются и отзываются',
        cli: 'API-ключи выдаются, проверяются и отзываются',
      })[kind],
  },

  capability: {
    description: (feature, step, steps, detail) => `${feature.id} ${quoted(feature.name)}, шаг ${step} из ${steps}: ${detail}`,
    calls: (integrations) => ` Функция вызывает ${names(integrations)} через клиентский модуль.`,
    meets: (constraints) => ` Она соблюдает ${names(constraints)} при каждом чтении и записи.`,
    serves: (endpoints) => ` Сделать и ${joinAnd(endpoints)}.`,
    schedules: (jobs) =>
      ` Запланировать ${jobs.length > 1 ? 'фоновые задачи' : 'фоновую задачу'} ${joinAnd(
        jobs.map((j) => `\`${j.name}\` (${lowerFirst(sentence(j.trigger))}: ${lowerFirst(sentence(j.work))})`),
      )}.`,
    done: (feature, step, detail) =>
      gwt(
        `шаг ${step} функции ${quoted(feature.name)} готов`,
        'его тесты запускаются в CI',
        `они проходят и подтверждают обещанное: ${lowerFirst(sentence(detail))}`,
      ),
    testStrategy: (a) =>
      a.kind === 'table'
        ? `Тесты миграций (${a.serverTests}) на настоящей базе PostgreSQL для шага ${a.step} из ${a.steps} функции ${quoted(a.feature.name)}, ${quote(sentence(a.title))}: миграция с пустой базы, затем проверка ключей и индексов, которые добавляет шаг.`
        : a.kind === 'api'
        ? `Интеграционные тесты API (${a.serverTests} по HTTP на настоящей базе PostgreSQL) для шага ${a.step} из ${a.steps} функции ${quoted(a.feature.name)}, ${quote(sentence(a.title))}: успешный путь, 400 на неверные данные${a.auth ? ', 401 без сессии' : ''} и то, что обещает шаг.`
        : `Тесты (${tool(a.unitTests)}) шага ${a.step} из ${a.steps} функции ${quoted(a.feature.name)}, ${quote(sentence(a.title))}, в CI на каждом pull request.`,
    checks: (journey, qa) =>
      ` Затем ${journey}${qa.length > 0 ? `; перед релизом — проверки качества: ${qa.map((q) => lowerFirst(sentence(q))).join('; ')}` : ''}.`,
  },

  e2e: {
    title: (features) =>
      features.length <= 3
        ? `Написать сквозные тесты функций ${joinAnd(features.map((f) => quoted(f.name)))}`
        : `Написать сквозные тесты основных сценариев (${count(features.length, 'сценарий')}): от ${quoted(features[0]!.name)} до ${quoted(features.at(-1)!.name)}`,
    description: (e2eTests, features) =>
      `Покрыть сценарий каждой обязательной функции тестами ${tool(e2eTests)}, в порядке сборки: ${joinAnd(
        features.map((f) => `${f.id} ${quoted(f.name)}`),
      )}.`,
    seeded: (backend, seed, stores) =>
      backend
        ? `базой, заполненной тестовыми данными (${seed})`
        : stores.length > 0
          ? `тестовыми данными (${manyOf(stores)})`
          : 'тестовыми данными',
    pass: (seeded, features) =>
      gwt(`свежая сборка с ${seeded}`, 'CI запускает сценарии', `сценарии ${joinAnd(features.map((f) => quoted(f.name)))} проходят`),
    isolated: (stores) =>
      gwt(
        'два прогона подряд',
        `каждый создаёт собственные данные${stores.length > 0 ? ` (${manyOf(stores)})` : ''}`,
        'ни один не зависит от того, что оставил другой',
      ),
    testStrategy: (e2eTests, seeded, mobile, extension) =>
      `${capitalise(tool(e2eTests))} на продакшен-сборке с ${seeded}, в CI на каждом pull request; ${
        mobile
          ? 'на симуляторе iOS и эмуляторе Android'
          : extension
            ? 'с упакованным расширением, загруженным в Chromium'
            : 'на экране телефона шириной 360 px и на десктопе'
      }.`,
    setUp: (e2eTests, seeded) => `Настроить ${tool(e2eTests)} в CI с ${seeded}`,
    journey: (feature, walk) => {
      const fields = walk?.record && fieldsOf(walk.record);
      const profile = walk?.record && word(walk.record).toLowerCase() === walk.role.toLowerCase();
      return `Написать сценарий ${quoted(feature.name)}${
        !walk
          ? ''
          : fields
            ? profile
              ? `: ${walk.role} заполняет ${fields} и видит их в своём профиле`
              : `: ${walk.role} сохраняет ${one(walk.record!, 'accs')} (${fields}) и находит запись в списке`
            : `: ${walk.role} может ${walk.goal}`
      }`;
    },
  },

  verify: {
    title: (constraint) => `Проверить перед запуском: ${constraint.name}`,
    description: (constraint, performance, slug) =>
      `${constraint.name}: ${sentence(constraint.text)}. ${
        performance ? 'Измерить на продакшен-сборке под ожидаемой нагрузкой' : 'Проверить продукт на соответствие'
      } и записать результат в docs/compliance/${slug}.md.`,
    holds: (constraint, performance) =>
      gwt(
        'продакшен-сборка',
        `${performance ? 'выполняется замер' : 'выполняется проверка'} (${constraint.name})`,
        lowerFirst(sentence(constraint.text)),
      ),
    ciFails: (constraint) =>
      gwt(`изменение, которое нарушает ${constraint.name}`, 'запускается CI', 'проверка падает до слияния'),
    testStrategy: (constraint, performance, backend, slug) =>
      performance
        ? `Нагрузочный тест (k6) основных ${backend ? 'эндпоинтов' : 'экранов'} и прогон Lighthouse в CI с порогами из ${constraint.name}; цифры хранятся в docs/compliance/${slug}.md как подтверждение соответствия.`
        : `Проверка соответствия: docs/compliance/${slug}.md перечисляет каждое требование ${constraint.name} с подтверждением (тест, настройка или скриншот) и проверяется перед запуском.`,
    first: (constraint, performance) =>
      performance ? 'Написать нагрузочный тест и пороги' : `Перечислить требования ${constraint.name}`,
    fix: 'Исправить то, что не проходит, и записать подтверждения',
    verified: (constraint) => `${constraint.name}: проверено`,
  },

  phases: {
    setup: 'Настройка проекта',
    setupGoal: (product) =>
      `Репозиторий ${product} собирается и проходит линтер и тесты в CI, приложение открывается на пустом главном экране`,
    foundation: (kind) =>
      ({
        content: 'Контент и вёрстка',
        accounts: 'Модель данных и аккаунты',
        shell: 'Модель данных и каркас приложения',
        local: 'Локальные данные и каркас приложения',
      })[kind],
    stored: (kind, things, linked) =>
      kind === 'content'
        ? `Коллекции контента хранят ${manyOf(things, 'accs')}`
        : kind === 'database'
          ? `База данных хранит ${manyOf(things, 'accs')}${linked ? ' и связи между ними' : ''}`
          : `${capitalise(manyOf(things))} хранятся на устройстве`,
    safeguards: (constraints) => `меры защиты по ${names(constraints)} работают`,
    routed: (staticSite) =>
      staticSite ? 'у каждой страницы сайта есть свой маршрут' : 'у каждого экрана из карты переходов есть свой маршрут',
    outcomes: (features) => features.map((f) => `${f.name}: ${lowerFirst(sentence(f.description))}`).join('; '),
    goal: (parts) => parts.join('; '),
    core: (part) => (part ? `Основные функции, часть ${part}` : 'Основные функции'),
    should: (part) => (part ? `Желательные функции, часть ${part}` : 'Желательные функции'),
    launch: 'Доработка и запуск',
    live: (product, where) => `${product} работает ${where}, основные сценарии проверены сквозными тестами`,
  },

  safeguard: {
    personalData: 'персональные данные',
    what: (things) => manyOf(things),
    checkRole: 'Проверять роль на каждом эндпоинте и экране, где она нужна',
    rateLimit: 'Ограничить частоту попыток входа и не пускать секреты в клиент',
    consent: 'Сохранять согласие или принятие условий, которого требует правило, с датой',
    auditLog: 'Вести журнал аудита каждого чтения и изменения',
    encrypt: 'Шифровать данные при хранении и передаче',
    roleAccess: 'Проверять доступ по ролям',
    exportDelete: 'Дать человеку выгрузить и удалить свои данные',
    agreement: (vendors) => `Подписать соглашение об обработке данных с ${joinAnd(vendors)}`,
    checklist: (constraint) => `Написать чек-лист ${constraint.name} с подтверждениями`,
    title: (constraint) => `Встроить требования ${constraint.name}`,
    description: (constraint, backend, what, parts) =>
      `${constraint.name}: ${sentence(constraint.text)}. Всё, чего требует это правило, сделать один раз ${
        backend ? 'на сервере' : 'на устройстве'
      }, до того как какая-либо функция начнёт хранить эти данные (${what}): ${joinAnd(parts.map(lowerFirst))}.`,
    audited: (constraint, what) =>
      gwt(
        `${constraint.name} распространяется на данные (${what})`,
        'любые из них читают или меняют',
        'журнал аудита фиксирует, кто, что и когда сделал',
      ),
    refused: (what, backend) =>
      gwt(
        `пользователь без роли, дающей доступ к данным (${what})`,
        'он их запрашивает',
        `${backend ? 'API отвечает 403' : 'приложение отказывает'}, а попытка записывается в журнал`,
      ),
    evidence: (constraint, slug) =>
      gwt(
        `чек-лист в docs/compliance/${slug}.md`,
        'его проверяют перед запуском',
        `у каждого требования ${constraint.name} (${lowerFirst(sentence(constraint.text))}) есть подтверждение: тест, настройка или подписанный документ`,
      ),
    testStrategy: (constraint, slug, backend, unitTests, audit) =>
      `Проверка соответствия: docs/compliance/${slug}.md сопоставляет каждое требование ${constraint.name} с подтверждением и проверяется перед запуском; ${
        backend ? 'интеграционные тесты API на настоящей базе' : `тесты ${tool(unitTests)}`
      } доказывают ${audit ? 'запись в журнал аудита и отказ' : 'отказ'} без нужной роли.`,
  },

  connect: {
    title: (integration) => `Подключить ${integration.name}`,
    description: (integration, backend, money, calledBy) =>
      `Добавить клиентский модуль ${integration.name}${backend ? ' на сервере' : ''}: ключи${
        backend ? ' в серверных переменных окружения, никогда в клиентском бандле' : ''
      }, тестовый аккаунт (sandbox) для разработки${
        money ? ' и маршрут вебхука, который проверяет подписи и обрабатывает каждое событие один раз' : ''
      }${calledBy.length > 0 ? `. Модуль вызывают ${joinAnd(calledBy.map((f) => `${f.id} ${quoted(f.name)}`))}` : ''}.`,
    sandbox: (integration, first, backend) =>
      gwt(
        `тестовые ключи ${integration.name}`,
        `клиент отправляет запрос, ${first ? `нужный для ${quoted(first.name)}` : 'ради которого он сделан'}`,
        `запрос проходит${backend ? ', и ни один ключ не попадает в клиентский бандл' : ''}`,
      ),
    fails: (integration) =>
      gwt(
        `${integration.name} отвечает ошибкой или не отвечает`,
        'клиент к нему обращается',
        'он возвращает типизированную ошибку после ограниченного числа повторов, и ничего не сохраняется наполовину',
      ),
    webhook: gwt('вебхук с неверной подписью или уже обработанный', 'он приходит', 'он ничего не меняет'),
    testStrategy: (integration, money) =>
      `Модульные тесты, где ${integration.name} заменён заглушкой на границе HTTP (успех, ошибка, таймаут${
        money ? ', неверная подпись, повторное событие' : ''
      }); один контрактный тест против sandbox ${integration.name} перед каждым релизом, а не на каждом push.`,
    account: (integration) => `Создать sandbox-аккаунт и ключи ${integration.name}`,
    client: (integration, calledBy) =>
      `Написать клиент ${integration.name} для ${
        calledBy.length > 0 ? joinAnd(calledBy.map((f) => quoted(f.name))) : 'будущих функций'
      } с таймаутами и повторами`,
    webhookPart: 'Добавить маршрут вебхука с проверкой подписи',
    test: (integration) => `Проверить клиент ${integration.name} с заглушкой, затем один раз на sandbox`,
  },

  launch: {
    stores: {
      where: 'в App Store и Google Play',
      title: (product) => `Отправить ${product} в App Store и Google Play`,
      description: () =>
        'Настроить хостинг из документа о стеке. Написать описания для магазинов, заполнить метки приватности App Store и форму Data safety в Google Play, проверить релизные сборки на реальных устройствах через TestFlight и внутреннее тестирование, затем отправить на ревью.',
      criteria: [
        ['релизные сборки', 'их устанавливают через TestFlight и внутреннее тестирование', 'основные сценарии работают на реальном iPhone и реальном Android-телефоне'],
        ['метки приватности App Store и форма Data safety в Google Play', 'их сверяют с тем, что собирает приложение', 'они совпадают'],
        ['ревьюер магазина', 'он открывает приложение', 'демо-аккаунт позволяет ему дойти до каждого экрана'],
      ],
      testStrategy: (storeBilling) =>
        `Чек-лист ревью магазинов перед отправкой: метки приватности и форма Data safety соответствуют собираемым данным, демо-аккаунт для ревьюеров, ${
          storeBilling ? 'цифровые покупки только через биллинг магазинов' : 'никаких платежей за цифровые товары в обход биллинга магазинов'
        }, скриншоты для каждого размера устройства; релизные сборки проверены smoke-тестом на реальных устройствах.`,
      parts: [
        'Настроить EAS Submit и релизные сборки',
        'Написать описания для магазинов, метки приватности и форму Data safety',
        'Проверить на реальных устройствах через TestFlight и внутреннее тестирование',
        'Отправить на ревью и ответить ревьюерам',
      ],
    },
    extension: {
      where: 'в Chrome Web Store и Firefox Add-ons',
      title: (product) => `Опубликовать ${product} в Chrome Web Store и Firefox Add-ons`,
      description: () =>
        'Настроить публикацию из документа о стеке. Обосновать каждое разрешение, заполнить раздел о конфиденциальности и отправить упакованную сборку на ревью.',
      criteria: [
        ['упакованная сборка', 'её устанавливают в чистый профиль браузера', 'основные сценарии работают без режима разработчика'],
        ['каждое разрешение, в том числе на доступ к сайтам', 'заполняется форма магазина', 'у каждого есть обоснование в одну строку, привязанное к функции'],
        ['ревьюер магазина', 'он читает описание', 'единственное назначение расширения понятно'],
      ],
      testStrategy:
        'Чек-лист ревью расширения перед отправкой: единственное назначение указано, каждое разрешение обосновано, нет кода, загружаемого с сервера, раздел о конфиденциальности заполнен; упакованная сборка проверена smoke-тестом в чистом профиле браузера.',
      parts: [
        'Собирать и упаковывать релиз в CI',
        'Написать описание, обоснования разрешений и раздел о конфиденциальности',
        'Проверить упакованную сборку в чистом профиле',
        'Отправить на ревью и ответить ревьюерам',
      ],
    },
    package: {
      where: 'в npm',
      title: (product) => `Опубликовать ${product} в npm`,
      description: (hosting, slug) =>
        `Настроить: ${lowerFirst(hosting).replace(/\.$/, '')}. Написать README с установкой и примерами каждой команды, проверить содержимое пакета через \`npm pack --dry-run\`, затем поставить тег первой версии, чтобы CI опубликовал \`${slug}\`.`,
      criteria: (slug) => [
        ['тег версии в main', 'CI проходит', `\`${slug}\` публикуется в npm и как исполняемые файлы в GitHub Releases без ручных шагов`],
        ['чистая машина с Node.js 20', `запускается \`npx ${slug} --help\``, 'список команд выводится на Linux, macOS и Windows'],
        ['опубликованный пакет', 'смотрят его содержимое', 'в нём собранный код, README и лицензия, без тестов и секретов'],
      ],
      testStrategy: (slug) =>
        `Чек-лист релиза перед первым тегом: просмотрен вывод \`npm pack --dry-run\`, а \`npx ${slug} --help\` и одна команда проверены из опубликованного пакета на Linux, macOS и Windows.`,
      parts: ['Настроить процесс релиза и токен npm', 'Написать README со всеми командами', 'Поставить тег, опубликовать и проверить пакет'],
    },
    web: {
      where: (target) => `на ${target}`,
      secrets: (backend, accounts, integrations) => [
        ...(backend ? ['URL базы данных'] : []),
        ...(accounts && backend ? ['секрет авторизации'] : []),
        ...integrations.map((i) => `ключи ${i.name}`),
      ],
      title: (product, target) => `Развернуть ${product} на ${target}`,
      description: (_hosting, secrets) =>
        `Настроить продакшен-окружение по документу о стеке${
          secrets.length > 0 ? `; у продакшена свои ${joinAnd(secrets)}` : ''
        }.`,
      deploys: (product, target) =>
        gwt('push в main', 'CI проходит', `${product} разворачивается на ${target} без ручных шагов`),
      monitored: (route) =>
        gwt(
          `ошибка в продакшене${route ? ` на ${route}` : ''}`,
          'она возникает',
          'мониторинг сообщает о ней вместе с версией релиза',
        ),
      firstValue: (role, goal) =>
        gwt(
          'продакшен-сборка',
          `${role} пытается ${goal}`,
          'всё работает от начала до конца, а событие первой пользы доходит до аналитики',
        ),
      backup: (things) =>
        gwt(
          'вчерашняя резервная копия',
          'её восстанавливают во временную базу',
          `все ${manyOf(things)} на месте`,
        ),
      testStrategy: (first, role, goal) =>
        `Smoke-тест ${quoted(first)} (${role} может ${goal}) на продакшене после каждого деплоя и чек-лист запуска (тестовая ошибка доходит до мониторинга, бэкапы восстанавливаются, переменные окружения заданы), проверенный перед релизом.`,
      configure: (target, secrets) =>
        `Настроить ${target}${secrets.length > 0 ? ` и продакшен-секреты: ${joinAnd(secrets)}` : ' для продакшена'}`,
      monitoring: (first) => `Добавить мониторинг ошибок и событие аналитики ${quoted(first)}`,
      release: (first) => `Выпустить релиз и проверить ${quoted(first)} в продакшене`,
    },
    mainJourney: 'основной сценарий',
    use: 'пользоваться продуктом',
  },
  implementation: {
    step: (ref, title) => `${ref} ${title}`,
    chain: (hours, refs) =>
      `Самая длинная цепочка задач, которые ждут друг друга, занимает ${count(hours, 'час')} (${refs.join(' → ')}): она задаёт самый ранний срок готовности, поэтому начните с неё, а остальные задачи ведите параллельно`,
    scope: (musts) =>
      `Разрастание объёма: сначала выпустите обязательные функции (${count(musts, 'функция')}), а всё остальное ведите в списке «на потом»`,
    estimate: (hours) =>
      `Оценка в ${count(hours, 'час')} рассчитана на одного разработчика с ИИ-ассистентом; заложите запас в 20% и первыми вычёркивайте функции с приоритетом «could»`,
    unsettled: (questions, assumptions) =>
      `${[
        ...(questions > 0 ? [`открытые вопросы (${questions})`] : []),
        ...(assumptions > 0 ? [`неподтверждённые допущения (${assumptions})`] : []),
      ]
        .join(' и ')
        .replace(/^./, (c) => c.toUpperCase())} из обзора могут изменить этот план: решите каждый пункт до задач, которые он затрагивает`,
  },
};
