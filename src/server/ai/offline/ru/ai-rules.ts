import type { AiRulesPhrases } from '../ai-rules-text';
import { storageKind } from '../model/storage-kind';
import type { Stack } from '../plan';
import type { StandardScreen } from '../standard-states';
import { productShape } from '../model/product-shape';
import { storagePlaces } from './backend-reason';
import { testTools } from './stack';
import { count, joinAnd, quote } from './grammar';
import { entityIn, peopleOf, roleWord, rolesIn } from './words';

/** The standard states of each kind of screen, each said once for every screen of its kind (ADR 0043). */
const standardStatesRu: Record<StandardScreen, string> = {
  landing: 'Лендинг собран заранее и никогда не бывает пустым; раздел, который не загрузился, скрывается, а регистрация работает всегда.',
  form: 'Форма (регистрация, вход, настройки) показывает индикатор на кнопке и блокирует элементы управления, пока работает, объясняет ошибку рядом с полем и сохраняет введённое; настройки начинаются со значений по умолчанию с объяснением в одну строку, а неудачный вход не уточняет, что неверно — email или пароль.',
  home: 'Главный экран показывает скелетоны карточек, пока загружается, приветствие и одну кнопку к первой функции для нового аккаунта, а при ошибке — баннер с кнопкой «Повторить».',
  list: 'Список показывает строки-заглушки со своими полями, пока загружается, объяснение, зачем он нужен, и кнопку «Добавить», когда он пуст, а при ошибке — «Не удалось загрузить» с кнопкой «Повторить», сохраняя поиск или фильтр.',
  record: 'Страница записи показывает свои поля скелетонами, пока загружается, а для записи, которой больше нет, — сообщение «Не найдено», при ошибке — «Не удалось загрузить» с кнопкой «Повторить», в обоих случаях со ссылкой обратно на список.',
};

/** Rules for coding agents in Russian; paths, commands and identifiers stay as they are. */
export const ru: AiRulesPhrases = {
  scope: (n, first, last) =>
    `docs/requirements.md — источник правды об объёме: ${count(n, 'функция')}${first ? `, от ${first.id} ${quote(first.name)}` : ''}${last && last !== first ? ` до ${last.id} ${quote(last.name)}` : ''}; ничего сверх ${n === 1 ? 'неё' : 'них'} не делать без вопроса`,
  build: (libs, tables, _n, backend, auth) =>
    `Стек: ${joinAnd(libs)}; спрашивать, прежде чем добавлять зависимость, менять то, как ${backend ? 'хранятся' : 'сохраняются'} ${joinAnd(tables)}${auth ? `, или трогать вход (${auth})` : ''}`,
  layout(dirs, p) {
    if (!p) return `Сохранять структуру папок (${dirs})`;
    const places: Partial<Record<Stack['kind'], string>> = {
      next: `app/${p.dir}/ — экраны, app/api/${p.dir}/ — обработчики маршрутов, db/ — таблица`,
      vite: 'src/routes/ — экраны, src/data/ — хранение',
      expo: `app/${p.dir}/ — экраны, lib/ — доступ к данным${p.backend ? ', server/ — API' : ''}`,
      tauri: 'src/ — экраны, src/lib/ — логика',
      service: p.api ? `src/routes/${p.dir}.ts — эндпоинты, src/db/ — таблица` : 'src/cli/ — команды',
    };
    const place = places[p.kind];
    return `Сохранять структуру папок (${dirs})${place ? `; код ${p.entity}: ${place}` : ''}`;
  },
  names: (entities, routes) =>
    `Называть сущности точно как в требованиях (${joinAnd(entities)})${routes ? ', а маршруты — как в docs/frontend.md' : ''}; не переименовывать поля без миграции`,
  validate: (write) =>
    `Проверять тело и параметры каждого запроса его zod-схемой${write ? ` (начиная с ${write})` : ''} и отвечать 400 с ошибками по полям; никаких \`any\` и \`!\` для внешних данных`,
  secrets: (names) => `Читать ${joinAnd(names)} только через один модуль конфигурации; никогда не коммитить файлы .env`,
  storage: (tables, b) =>
    `Читать и записывать ${joinAnd(tables)} только через модуль хранения (данные лежат ${storagePlaces[storageKind(b.archetype, b.platforms)]}), проверяя всё, что он возвращает; никаких \`any\` и \`!\` для сохранённых данных`,
  noServer: 'Никогда не отправлять данные пользователя на сервер или третьим лицам',
  expo: [
    'Только React Native: View, Text, Pressable и FlatList — никаких DOM-элементов, CSS-файлов и веб-API (window, document, localStorage)',
    'У каждого нажимаемого элемента есть accessibilityLabel и accessibilityRole, зона нажатия не меньше 44×44 точек, а текст следует системному размеру шрифта',
  ],
  storeBilling:
    'Продавать цифровые товары только через SDK RevenueCat (StoreKit и Google Play Billing); никогда не вести из приложения на веб-оплату',
  game: 'Правила игры (очки, уровни, награды) — в чистых детерминированных функциях с юнит-тестами, отдельно от отрисовки; сервер проверяет каждый присланный результат',
  extension: [
    'Manifest V3: фоновая логика — в service worker, который может остановиться в любой момент, поэтому состояние хранится в chrome.storage; никакого удалённого кода и eval',
    'Контентные скрипты только читают и меняют страницу; с service worker они общаются типизированными сообщениями и никогда не хранят секреты',
    'Добавлять разрешение только вместе с обоснованием для карточки в Chrome Web Store; предпочитать activeTab и необязательные разрешения для сайтов',
  ],
  internal: 'Никакой публичной регистрации, лендинга и маркетинговых экранов: каждый маршрут закрыт корпоративным SSO',
  api: 'Каждый эндпоинт объявлен со своими zod-схемами и поэтому попадает в документ OpenAPI; несовместимое изменение требует новой версии',
  cli: 'У каждой команды есть --help, вывод --json и описанные коды выхода; никогда не задавать вопросов, если stdin не терминал',
  problems: 'Ошибки — JSON-документы по RFC 9457 (`type`, `title`, `detail`) со стабильным кодом; никогда не показывать трассировку стека',
  states: (screens, standard) =>
    `${screens.length === 1 ? 'Экран' : 'Экраны'} ${joinAnd(screens.map(quote))} ${screens.length === 1 ? 'показывает' : 'показывают'} состояния загрузки, пустого списка и ошибки, как описано в сценариях приложения${
      standard.length > 0
        ? `; где там написано «Стандарт», состояние стандартное: ${standard.map((k) => standardStatesRu[k]).join(' ').replace(/\.$/, '')}`
        : ''
    }`,
  access(b) {
    const shape = productShape(b);
    const open = b.entities.filter((e) => shape.publicEntities.includes(e.name)).map((e) => entityIn(e, 'nomn', 'plur'));
    const people = joinAnd(peopleOf(b).map((r) => rolesIn(roleWord(r.role))));
    return open.length > 0
      ? `${joinAnd(open).replace(/^./, (c) => c.toUpperCase())} видны всем без входа, но менять и удалять запись может только её автор — это проверяется на сервере`
      : `${people.replace(/^./, (c) => c.toUpperCase())} видят и меняют только свои записи — это проверяется на сервере; чужая запись — это 404, а не 403`;
  },
  integration: (name) => `Вызывать ${name} только так, как описано в документе о техническом стеке`,
  tests: (unit, e2e, lint, test, backend, feature) =>
    `Каждое изменение — с тестом${feature ? `, названным по id функции («${feature.id} ${feature.name}»)` : ''}: ${testTools[unit] ?? unit} для логики${backend ? ' и эндпоинтов' : ''}, ${testTools[e2e] ?? e2e} для сценариев; перед завершением запускать \`${lint}\` и \`${test}\``,
  branches: (branch, commit, refs) =>
    `Писать id функции в названиях веток (${branch}) и в сообщениях коммитов («${commit}») и отмечать ${refs.length > 0 ? `её задачи (${refs.join(', ')})` : 'её задачи'} на доске, когда проходят её критерии приёмки`,
  small: (opening) =>
    `Небольшие изменения, которые легко проверить: по одной задаче с доски, по порядку${opening ? `; первая задача по функциям — ${opening.ref} ${quote(opening.title)}` : ''}`,
  ai: 'Вызывать провайдера ИИ только с сервера, стримить ответы и записывать расход токенов по каждому пользователю',
};
