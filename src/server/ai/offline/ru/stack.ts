import { storageKind } from '../model/storage-kind';
import type { StackKind } from '../../../kit/kit-facts';
import type { CompositionModel } from '../model/types';
import type { StackFacts, StackPhrases, StackText } from '../stack';
import { storageNames, storagePlaces } from './backend-reason';
import { planJobs } from '../model/capability';
import { fieldInCode, shownFields } from '../model/record-fields';
import { productCounts, recordLinks, writtenRecord } from '../rule-examples';
import { capitalise, joinAnd, lowerFirst, quote } from './grammar';
import { russianPlacement } from './placement';
import { entityIn, peopleOf, rolesIn } from './words';

/**
 * The sentences of the tech stack in Russian: the composer (stack.ts) chooses the layers, the tools
 * and the hosting; this phrasebook gives each choice its reason, the hosting and the conventions.
 * Tool, vendor and file names stay as they are.
 */

/** The test tools the stack names in English, said in Russian where they are more than a name. */
export const testTools: Record<string, string> = {
  'Jest with React Native Testing Library': 'Jest с React Native Testing Library',
  'contract tests against the OpenAPI document': 'контрактные тесты по документу OpenAPI',
  'CLI smoke tests with execa': 'дымовые тесты CLI с execa',
  'Playwright (Chromium with the built extension loaded)': 'Playwright (Chromium с загруженным собранным расширением)',
};

/**
 * A test tool as a name that follows a noun ("один прогон …", "покрыть тестами …", "… проходит
 * сценарии"): the tool first, what it checks in brackets.
 */
const testToolNames: Record<string, string> = {
  ...testTools,
  'contract tests against the OpenAPI document': 'Vitest (контрактные тесты по документу OpenAPI)',
  'CLI smoke tests with execa': 'execa (дымовые тесты CLI)',
};
export const testToolName = (english: string) => testToolNames[english] ?? english;


export function russianStack(b: CompositionModel, f: StackFacts): StackText {
  const { kind, shape, write } = f;
  const placement = f.placement && russianPlacement(f.placement);
  const storage = storageKind(b.archetype, b.platforms);
  const records = (count: number) => joinAnd(b.entities.slice(0, count).map((e) => entityIn(e, 'nomn', 'plur')));
  const screens = `экранов (${records(3)})`;
  const counts = productCounts(b);
  const jobs = planJobs(b.features).slice(0, 3);
  const writeFields = joinAnd(shownFields(writtenRecord(b, write)?.fields).map(fieldInCode));
  const links = recordLinks(b);
  const among = `в том числе ${joinAnd(b.entities.slice(0, 3).map((e) => entityIn(e, 'gent', 'plur')))}`;
  const people = joinAnd(peopleOf(b).filter((r) => !/admin|администратор/i.test(r.role)).map((r) => rolesIn(r.role)));
  const reasons: Record<string, string | undefined> = {
    Frontend:
      kind === 'next'
        ? shape.internal
          ? `Один код для экранов сотрудников (${records(3)}) и их API за SSO; фреймворк, который ИИ-ассистенты для кода знают лучше всего`
          : `Один код для всех экранов (их ${counts.screens}, ${among}) и API за ними, с отрисовкой на сервере там, где страницы публичные; фреймворк, который ИИ-ассистенты для кода знают лучше всего`
        : kind === 'astro'
          ? 'По умолчанию не отправляет в браузер JavaScript, поэтому сайт быстрый и хорошо проходит проверки Lighthouse и SEO'
          : 'Быстрое одностраничное приложение без своего сервера: только статические файлы',
    Mobile: 'Один код для iOS и Android, обновления по воздуху и сборки в EAS без своего сервера сборки на Mac',
    'Game rendering':
      'Двумерный холст на 60 кадрах в секунду в потоке интерфейса, не выходя из React Native; полноценный движок (Unity, Godot) — только если игре нужны 3D или физика',
    Extension: 'Сборка для Chrome и Firefox из одного кода, с горячей перезагрузкой и типизированными API браузера',
    Desktop: 'Небольшие быстрые нативные приложения для macOS, Windows и Linux с веб-интерфейсом',
    API: 'Типизированные маршруты, чьи zod-схемы порождают документ OpenAPI, поэтому документация никогда не расходится с кодом',
    'API documentation': 'Разработчики подключаются по спецификации и генерируют по ней клиентов',
    CLI: 'Ставится одной командой на любой ОС; флаг --json делает каждую команду пригодной для скриптов',
    'Game engine': 'Зрелый двумерный движок с физикой, управлением и масштабированием под телефоны и компьютеры',
    Styling:
      counts.lists > 0
        ? `Доступные таблицы, формы и диалоги для списков (их ${counts.lists})${counts.records > 0 ? ` и страниц записей (${counts.records})` : ''}, ${among}, оформленные из одного файла токенов, без CSS с нуля`
        : `Доступные таблицы, формы и диалоги для ${screens}, оформленные из одного файла токенов, без CSS с нуля`,
    Backend:
      kind === 'next'
        ? counts.endpoints > 1
          ? `Не нужен отдельный сервер: эндпоинты API (их ${counts.endpoints}${write ? `; ${write} и остальные` : ''}) живут рядом со страницами, которые их вызывают`
          : `Не нужен отдельный сервер: API${write ? ` (${write})` : ''} живёт рядом со страницами, которые его вызывают`
        : shape.service
          ? 'API, в который входит и с которым синхронизируется инструмент командной строки'
          : 'Небольшой быстрый типизированный API, который клиент вызывает по REST',
    // The records that point to others are why the data is relational: the reason names them.
    Database: `${
      links.length > 0
        ? `Связанные данные: ${links
            .slice(0, 3)
            .map(({ parent, children }) => `${joinAnd(children.map((c) => c.name))} ${children.length > 1 ? 'ссылаются' : 'ссылается'} на ${parent.name}`)
            .join(', ')}${links.length > 3 ? ` (остальные связи: docs/backend.md)` : ''}, и внешние ключи с транзакциями держат эти связи`
        : `Связанные данные (${joinAnd(b.entities.slice(0, 4).map((e) => e.name))}) с внешними ключами и транзакциями`
    }; ${placement ? lowerFirst(placement.reason) : 'типизированные запросы'}`,
    Authentication: shape.internal
      ? 'Сотрудники входят рабочим аккаунтом, который у них уже есть; уволившиеся теряют доступ, как только ИТ отключает их аккаунт'
      : shape.game && shape.mobile
        ? 'Игроки начинают играть сразу: между ними и первым уровнем нет формы регистрации'
        : shape.service
          ? 'Программы вызывают API без сессии браузера; утёкший ключ отзывается, не затрагивая остальные'
          : `${capitalise(people || 'пользователи')} входят по почте или через Google; сессии в HttpOnly-cookie хранятся в нашей базе, без платы за каждого пользователя`,
    Content: 'Контент хранится в репозитории вместе с кодом и собирается в статические страницы; базы данных нет',
    Data: 'Сервер не нужен: данные остаются на устройстве, не уходят к третьим лицам и доступны без сети',
    Payments: f.storeBilling
      ? 'Магазины требуют своих платежей за цифровые товары; RevenueCat проверяет чеки и синхронизирует права доступа между устройствами'
      : 'Страницы оплаты на стороне провайдера, соответствующие PCI DSS, и подписанные вебхуки',
    'Game services': 'Игроки уже вошли в эти сервисы, а магазины продвигают игры, которые их используют',
    Email: 'Надёжная отправка транзакционных писем через простой API',
    AI: 'Потоковые ответы, структурированный вывод и провайдер, которого можно заменить за одним интерфейсом',
    Maps: 'Быстрые векторные карты с щедрым бесплатным тарифом',
    Testing:
      kind === 'service'
        ? 'Быстрые тесты при каждом сохранении, а CI падает, когда публичный интерфейс меняется без новой версии'
        : `Быстрые модульные тесты при каждом сохранении и проверки ${kind === 'expo' ? 'на реальных устройствах' : 'в настоящем браузере'} ${
            f.journey && counts.journeys > 1
              ? `основных сценариев (их ${counts.journeys}, в том числе ${quote(f.journey)})`
              : f.journey
                ? `сценария ${quote(f.journey)} и других основных сценариев`
                : 'основных сценариев'
          } в CI`,
    Hosting: placement
      ? placement.reason
      : `Дёшево, пока приходят первые пользователи, и масштабируется без работы по эксплуатации${
          f.backend && jobs.length > 0
            ? `; там же по расписанию или из очереди работают фоновые задачи (${joinAnd(jobs.map((j) => j.name))}) без своего сервера`
            : ''
        }`,
  };
  const api = placement ? `; Hono API на ${placement.host} с ${placement.database}` : '; Hono API на Fly.io с Neon PostgreSQL';
  const withApi = f.honoApi ? api : '';
  const hosting: Record<StackKind, string> = {
    next: placement
      ? `${placement.hosting}: приложение Next.js работает как сервер Node.js, с ${placement.database} и ежедневными зашифрованными резервными копиями`
      : 'Vercel для приложения Next.js (отдельный предварительный деплой на каждый pull request) и Neon для PostgreSQL, с ежедневными резервными копиями',
    vite: 'Cloudflare Pages: статические файлы раздаются через CDN; сервера нет',
    astro: 'Netlify (или Cloudflare Pages) собирает сайт на каждый push в main и показывает превью для каждого pull request',
    expo: `EAS Build и EAS Submit публикуют приложение в App Store и Google Play, EAS Update доставляет исправления по воздуху${withApi}`,
    wxt: `Chrome Web Store и Firefox Add-ons; WXT собирает и упаковывает расширение в CI${withApi}`,
    tauri: `Подписанные установщики на GitHub Releases с обновлениями через Tauri${withApi}`,
    phaser: `Cloudflare Pages для веб-сборки${withApi}`,
    service: [
      ...(f.backend
        ? [placement ? `${placement.hosting}, с ${placement.database}` : 'API на Fly.io (один Docker-образ, проверка работоспособности на /health) с Neon PostgreSQL']
        : []),
      ...(shape.cli ? ['CLI публикуется в npm и как готовые файлы на GitHub Releases силами CI на каждый тег'] : []),
    ].join('; '),
  };
  const typed = joinAnd(b.entities.map((e) => e.name));
  const notes = [
    f.backend
      ? `TypeScript в строгом режиме без \`any\`: типы ${typed} выводятся из схемы Drizzle и zod-схем и никогда не пишутся дважды`
      : `TypeScript в строгом режиме без \`any\`: типы ${typed} объявлены один раз рядом с модулем хранения и проверяются при чтении данных`,
    'npm с закоммиченным package-lock.json; ESLint (typescript-eslint) и Prettier запускаются в CI и перед каждым коммитом',
    ...(f.backend
      ? [
          `Одна zod-схема на каждый запрос и ответ${shape.service ? ', по ним генерируется документ OpenAPI' : ', общая для клиента и сервера'}${write ? `: ${write} разбирает по ней тело запроса${writeFields ? ` (${writeFields})` : ''} и отвечает 400 с ошибками полей` : ''}`,
          accessNote(b, shape),
          `Секреты (${f.secrets.join(', ')}) только в переменных окружения, проверяются один раз при запуске`,
        ]
      : b.archetype.id === 'static_site'
        ? ['Нет сервера и нет секретов в сборке; изменения контента проходят через pull request и превью']
        : ['Нет сервера и нет секретов в сборке; данные не покидают устройство, пока пользователь сам их не экспортирует']),
    ...platformNotes(shape, f.storeBilling),
    ...(placement ? [`Хостинг следует ограничениям продукта: ${lowerFirst(placement.reason)}`] : []),
  ];
  const web = b.platforms.includes('web');
  const unit = testTools[f.unitTests] ?? f.unitTests;
  const e2e = testTools[f.e2eTests] ?? f.e2eTests;
  const signIn = shape.internal
    ? 'Better Auth с единым входом через Google Workspace или Microsoft Entra ID (OIDC); без открытой регистрации'
    : shape.game && shape.mobile
      ? 'Анонимный идентификатор игрока, созданный при первом запуске и привязанный к Sign in with Apple, Google, Game Center или Play Games, чтобы прогресс сохранялся между устройствами'
      : shape.service
        ? shape.cli
          ? 'Личные API-ключи (в базе только хеш, ключ показывается один раз); CLI входит через device-code flow и хранит ключ в связке ключей ОС'
          : 'API-ключи для каждого клиента (в базе только хеш, показываются один раз, отзываются) в заголовке Bearer; ограничение частоты на каждый ключ'
        : `Better Auth (почта и пароль с подтверждением, ${b.platforms.includes('ios') ? 'Sign in with Apple и ' : ''}вход через Google)`;
  const choices: Record<string, string | undefined> = {
    Frontend:
      kind === 'next'
        ? 'Next.js 15 (App Router) с React 19 и TypeScript'
        : kind === 'astro'
          ? 'Astro 5 с TypeScript и коллекциями контента'
          : undefined,
    Mobile: `Expo SDK 53 с Expo Router и TypeScript${web ? ' (iOS, Android и веб из одного кода)' : ''}`,
    'Game rendering': 'React Native Skia с Reanimated для игрового цикла и expo-audio для звука',
    Styling: kind === 'wxt' ? 'Tailwind CSS 4 только для всплывающего окна и страницы параметров' : undefined,
    Data: storageNames[storage],
    Content: storageNames[storage],
    Extension: 'WXT с React 19, TypeScript и Manifest V3 (фоновый service worker, контентные скрипты, всплывающее окно)',
    Desktop: 'Tauri 2 с React 19, Vite и TypeScript',
    API: 'Hono 4 на Node.js 20 с @hono/zod-openapi',
    'API documentation': 'OpenAPI 3.1 по адресу /openapi.json и справочная страница Scalar на /docs',
    CLI: 'CLI на Node.js 20 с commander, публикуется в npm (запуск через npx) и как готовые исполняемые файлы',
    'Game engine': 'Phaser 3 с Vite и TypeScript',
    Backend:
      kind === 'next'
        ? 'Обработчики маршрутов Next.js (среда Node.js) в app/api'
        : 'REST API на Hono 4 и Node.js 20 с проверкой данных через zod',
    Database: placement
      ? `${placement.database} (${placement.databaseDetail}) с Drizzle ORM и миграциями drizzle-kit`
      : 'PostgreSQL 16 (Neon) с Drizzle ORM и миграциями drizzle-kit',
    Authentication: `${signIn}${f.twoFactor ? '; двухфакторная аутентификация (TOTP или passkeys) обязательна для сотрудников' : ''}`,
    Payments: f.storeBilling
      ? `RevenueCat поверх StoreKit 2 и Google Play Billing для ${shape.game ? 'встроенных покупок' : 'подписок и встроенных покупок'}${f.webStripe ? '; Stripe Billing только в вебе' : ''}`
      : f.payouts
        ? 'Stripe Checkout со Stripe Connect Express'
        : 'Stripe Checkout и Billing',
    'Game services':
      'Game Center (iOS) и Google Play Games Services (Android) для профиля игрока, таблиц рекордов и достижений',
    Email: 'Resend с шаблонами React Email',
    AI: 'Vercel AI SDK с OpenAI API (только на сервере)',
    Maps: kind === 'expo' ? 'react-native-maps с тайлами Mapbox' : 'Mapbox GL JS',
    Testing:
      kind === 'service'
        ? `${unit} для модулей и каждого метода или команды; ${e2e}`
        : `${unit} для модулей${f.backend ? ' и API' : ''}; ${e2e} для сквозных сценариев`,
    Hosting: hosting[kind].split(/[,;(:]/)[0]!.trim(),
  };
  const styling: Record<StackKind, string> = {
    next: 'Tailwind CSS 4 и компоненты shadcn/ui (примитивы Radix), один файл дизайн-токенов для цветов, отступов и скруглений',
    vite: 'Tailwind CSS 4 и компоненты shadcn/ui, небольшой набор дизайн-токенов',
    astro: 'Tailwind CSS 4 и несколько компонентов Astro; изображения оптимизирует astro:assets',
    expo: 'NativeWind (Tailwind для React Native) с общим файлом темы; системный размер шрифта соблюдается',
    wxt: 'Tailwind CSS 4 только для всплывающего окна и страницы параметров; интерфейс контентного скрипта — внутри shadow root, чтобы стили страницы в него не проникали',
    tauri: 'Tailwind CSS 4 и компоненты shadcn/ui с отступами, привычными для нативных приложений',
    phaser: 'Игровая графика — в спрайтовых атласах; меню — на обычных HTML и CSS поверх холста',
    service: 'Графического интерфейса нет: единообразные задокументированные ошибки в JSON, а у CLI — простой текстовый вывод и флаг --json',
  };
  const forms = 'формы — на react-hook-form и zod';
  const stateManagement: Record<StackKind, string> = {
    next: `Серверные компоненты загружают данные на сервере; клиентские используют TanStack Query для данных с сервера и состояние React для интерфейса; ${forms}`,
    vite: `Локальные данные хранятся ${storagePlaces[storage]} за небольшим модулем-репозиторием; состояние интерфейса — в React и Zustand`,
    astro:
      'Состояния на клиенте нет: контент берётся из коллекций Markdown и JSON во время сборки; небольшие интерактивные острова — только там, где без них не обойтись',
    expo: f.backend
      ? `TanStack Query для данных с сервера с офлайн-кэшем; Zustand для локального состояния интерфейса; ${forms}`
      : `Все данные хранятся ${storagePlaces[storage]}; Zustand для состояния интерфейса; ${forms}`,
    wxt: f.backend
      ? 'TanStack Query во всплывающем окне; фоновый service worker сам вызывает API и кэширует ответы в chrome.storage'
      : 'chrome.storage.local — единственный источник данных, через типизированный модуль хранилища; состояние React во всплывающем окне',
    tauri: f.backend
      ? 'TanStack Query для данных с сервера; Zustand для локального состояния интерфейса'
      : 'Локальная база SQLite через плагин Tauri SQL; Zustand для состояния интерфейса',
    phaser: f.backend
      ? 'Состояние игры — в сценах Phaser; прогресс сохраняется на устройстве, а очки отправляются в API'
      : 'Состояние игры — в сценах Phaser; прогресс — в localStorage',
    service:
      shape.cli && !shape.api
        ? 'Настройки и учётные данные — в папке конфигурации пользователя (XDG), никогда в папке проекта'
        : 'Обработчики запросов без состояния; всё, что должно сохраниться, хранится в базе данных',
  };
  const frontend: Record<StackKind, string> = {
    next: 'Next.js 15',
    vite: 'React 19 и Vite',
    astro: 'Astro 5',
    expo: 'Expo (React Native)',
    wxt: 'WXT (Manifest V3) и React',
    tauri: 'Tauri 2 и React',
    phaser: 'Phaser 3 и Vite',
    service: shape.api ? 'Hono 4 (API)' : 'Node.js (инструмент командной строки)',
  };
  return {
    frontend: frontend[kind],
    backend: kind === 'next' ? 'Next.js (обработчики маршрутов)' : 'Hono 4 (Node.js 20)',
    database: `${placement?.database ?? 'PostgreSQL 16'} с Drizzle ORM`,
    auth: shape.internal
      ? 'Better Auth с SSO'
      : shape.game && shape.mobile
        ? 'анонимные аккаунты игроков'
        : shape.service
          ? 'API-ключи'
          : 'Better Auth',
    choice: (layer, english) => choices[layer] ?? english,
    reason: (layer, english) => reasons[layer] ?? english,
    styling: styling[kind],
    stateManagement: stateManagement[kind],
    hosting: hosting[kind],
    notes,
  };
}

function accessNote(b: CompositionModel, shape: StackFacts['shape']): string {
  if (shape.internal) return 'Доступ следует роли сотрудника и проверяется на сервере; каждое изменение записывает, кто его сделал';
  if (!b.accounts && !shape.service)
    return shape.extension
      ? 'Аккаунтов нет: каждая установка отправляет случайный токен, созданный при первом запуске, и API возвращает только записи, сделанные с этим токеном'
      : 'Аккаунтов нет: частота запросов к публичным методам ограничена, и присланное одним посетителем не показывается другому, если функция этого не публикует';
  if (shape.service) return 'Каждый запрос авторизуется своим API-ключом; ключ открывает только данные своего аккаунта';
  const open = b.entities.filter((e) => shape.publicEntities.includes(e.name)).map((e) => entityIn(e, 'nomn', 'plur'));
  const reads = open.length > 0 ? `${capitalise(joinAnd(open))} видны без входа; ` : '';
  const writes = 'каждое изменение проверяет на сервере, что запись принадлежит вызывающему (id от клиента не принимаются на веру)';
  return reads ? `${reads}${writes}` : capitalise(writes);
}

function platformNotes(shape: StackFacts['shape'], storeBilling: boolean): string[] {
  return [
    ...(shape.extension
      ? [
          'Manifest V3: фоновый service worker (без постоянной фоновой страницы), контентные скрипты только на тех сайтах, которые нужны функции, всплывающее окно и страница настроек; состояние в chrome.storage, потому что service worker может остановиться в любой момент',
          'Проверка в Chrome Web Store: одна ясная цель, минимум разрешений (сначала activeTab и необязательные разрешения на сайты), каждое объяснено в описании, никакого кода с внешних серверов и политика конфиденциальности',
        ]
      : []),
    ...(shape.mobile
      ? [
          `Проверка в App Store и Google Play: ${storeBilling ? 'цифровые товары продаются только через платежи магазинов, ' : ''}удаление аккаунта внутри приложения, метки приватности совпадают с собираемыми данными`,
        ]
      : []),
    ...(shape.game ? ['Веб-панели нет: игроки пользуются только приложением; операторы настраивают игру через удалённую конфигурацию и консоль базы данных'] : []),
    ...(shape.internal ? ['Нет лендинга и открытой регистрации: приложение закрыто корпоративным SSO, а людей добавляют по домену почты или по приглашению'] : []),
    ...(shape.service
      ? [
          shape.api
            ? 'Фронтенда нет: интерфейс — это документ OpenAPI; несовместимые изменения выходят в новой версии (/v2), а документация показывает пример curl для каждого метода'
            : 'Фронтенда нет: у каждой команды есть --help, вывод --json для скриптов и коды выхода, которые говорят, что пошло не так',
        ]
      : []),
  ];
}

export const stackRu: StackPhrases = { text: russianStack };
