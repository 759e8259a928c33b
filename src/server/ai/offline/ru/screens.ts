import { ruCatalogueScreenNames, ruCatalogueScreenPurposes } from './catalogue-screens';
import type { JourneyFeature, Listed, ScreenPhrases } from '../model/screen-phrases';
import { fieldInCode, shownFields, statusField } from '../model/record-fields';
import type { ModelEntity } from '../model/types';
import {
  agree,
  agreementOf,
  capitalise,
  count,
  inflect,
  joinAnd,
  lowerFirst,
  opensWithInfinitive,
  plural,
  withPhrase,
  type Case,
} from './grammar';

/**
 * Screen names and purposes in Russian, written from the founder's words: "Список уроков",
 * "Карточка урока". Routes and component names stay as the code spells them.
 */

const word = (e: ModelEntity) => e.founderLabel ?? e.label;
const many = (e: ModelEntity, c: Case = 'nomn') => plural(word(e), c);
/** A role as the founder named it; the composer's English stand-ins ("admin", "user") in Russian. */
const role = (r: string) => ({ admin: 'администратор', user: 'пользователь' })[r.toLowerCase()] ?? lowerFirst(r);
const roles = (list: readonly string[], c: Case = 'nomn', conjunction = 'и') =>
  joinAnd(
    list.map((r) => plural(role(r), c)),
    conjunction,
  );
const quoted = (name: string) => `«${name}»`;
/** What a list or detail screen shows, in the case a sentence needs ("записи" when it has no entity). */
const thing = (l: Listed, c: Case = 'nomn') => inflect(l.entity ? word(l.entity) : 'запись', c);
const things = (l: Listed, c: Case = 'nomn') => plural(l.entity ? word(l.entity) : 'запись', c);
/** The record's first fields by their names in code: `title`, `salary` и `location`. */
const formFields = (e: ModelEntity | undefined) => joinAnd(shownFields(e?.fields).map(fieldInCode));
const fieldsIn = (l: Listed) => formFields(l.entity);
const noStop = (text: string) => text.trim().replace(/[.!]+$/, '');
/** The user story is written in English; a feature named by a verb ("Бронировать урок") says what people do. */
const goalOf = (f: JourneyFeature) =>
  opensWithInfinitive(f.name) ? lowerFirst(f.name) : `поработать с разделом ${quoted(f.name)}`;
/** The page an extension works on, in the case a sentence needs: "странице Wikipedia в текущей вкладке". */
const pageIn = (site: string | undefined, c: Case) =>
  `${inflect('страница', c)}${site ? ` ${site}` : ''} в текущей вкладке`;
/** What one plays in a game, in the founder's word ("викторина"), or a round. */
const loopWord = (loop: ModelEntity | undefined) => (loop ? word(loop) : 'раунд');
const fieldList = (fields: readonly string[]) => fields.map((f) => `\`${f}\``).join(', ');

export const ruScreens: ScreenPhrases = {
  catalogue: (spec) => ({
    ...spec,
    name: ruCatalogueScreenNames[spec.name] ?? spec.name,
    purpose: ruCatalogueScreenPurposes[spec.purpose] ?? spec.purpose,
  }),
  landing: {
    name: 'Главная страница',
    purpose: (product, list, core) =>
      `Рассказывает посетителям, что ${product} даёт ${roles(list, 'datv')} (${joinAnd(core.map(quoted))}), и ведёт к регистрации`,
  },
  signUp: {
    name: 'Регистрация',
    purpose: (list) =>
      list.length > 1
        ? `Новые ${roles(list, 'nomn', 'или')} создают аккаунт и указывают, кто они`
        : `${capitalise(agree('новый', role(list[0] ?? 'пользователь')))} ${role(list[0] ?? 'пользователь')} создаёт аккаунт по email или через Google`,
  },
  signIn: {
    name: 'Вход',
    purpose: (product, list) => `${capitalise(roles(list))} возвращаются в ${product} и входят в свой аккаунт`,
    staff: (product) =>
      `Сотрудники входят через корпоративный аккаунт Google Workspace или Microsoft; публичной регистрации в ${product} нет, новые люди приходят по приглашению администратора`,
  },
  welcome: {
    name: 'Приветствие',
    purpose: (product, main) =>
      `Первый экран после установки: одна строка о том, что ${product} даёт ${plural(role(main), 'datv')}, затем вход в один шаг`,
  },
  people: {
    name: 'Сотрудники и роли',
    purpose: (admin, list) =>
      `${capitalise(role(admin))} приглашает сотрудников по email, назначает каждому роль (${joinAnd(list.map(role), 'или')}) и отключает уволившихся в день ухода`,
  },
  teamHub: {
    name: (primary, by) =>
      by === 'date' ? `${capitalise(many(primary))} на сегодня` : by === 'status' ? `Открытые ${many(primary)}` : capitalise(many(primary)),
    purpose: (main, primary, by, _status, others) =>
      `Сюда ${plural(role(main))} попадают после входа: ${
        by === 'date'
          ? `${many(primary)} на сегодня по времени`
          : by === 'status'
            ? `${many(primary)}, которые ещё нужно обработать, по статусу`
            : `все ${many(primary)} команды`
      }${others.length > 0 ? `, вместе ${withPhrase(joinAnd(others.map((e) => many(e, 'ablt'))))}` : ''}`,
  },
  today: {
    name: 'Сегодня',
    purpose: (primary) =>
      `${capitalise(many(primary))} на сегодня; ${agree('каждый', word(primary), 'accs')} отмечают одним касанием`,
  },
  siteHome: {
    name: 'Главная',
    purpose: (product, primary) => `Что предлагает ${product}, лучшие ${many(primary)} и способ связаться`,
  },
  home: {
    name: 'Главная',
    purpose: (primary) => `Стартовый экран: последние ${many(primary)} и кнопка, чтобы добавить новую запись`,
  },
  dashboard: {
    name: (app) => (app ? 'Главная' : 'Панель'),
    purpose: (main, shown, core) =>
      `Главный экран ${inflect(role(main), 'gent')} после входа: ${joinAnd(
        shown.map(({ entity, dated }) => `${dated ? 'ближайшие' : 'последние'} ${many(entity)}`),
      )}${core ? `, в одном касании от раздела ${quoted(core)}` : ''}`,
  },
  list: { name: (entity) => `Список ${many(entity, 'gent')}` },
  detail: {
    name: (entity) => `Карточка ${inflect(word(entity), 'gent')}`,
    purpose: (entity, fields, children, owner) =>
      `${capitalise(agree('один', word(entity)))} ${word(entity)}${fields.length > 0 ? ` с полями ${fieldList(fields)}` : ''}${
        children.length > 0 ? `, вместе ${withPhrase(joinAnd(children.map((c) => many(c, 'ablt'))))}` : ''
      }; ${role(owner)} редактирует ${agreementOf(word(entity)) === 'femn' ? 'её' : agreementOf(word(entity)) === 'plur' ? 'их' : 'его'} здесь`,
  },
  settings: {
    name: 'Настройки',
    purpose: (owner, internal, notify, integrations) =>
      `${capitalise(agree('каждый', role(owner)))} ${role(owner)} настраивает ${joinAnd([
        internal ? 'своё имя и рабочие часы' : 'профиль',
        ...(notify ? [`время уведомлений ${quoted(notify)}`] : []),
        ...(integrations.length > 0 ? [`подключение ${joinAnd(integrations)}`] : []),
        ...(internal ? [] : ['выгрузку данных и удаление аккаунта']),
      ])}`,
  },
  styling: (primary) => [
    `Спокойная контрастная палитра с одним акцентным цветом; ${many(primary)} лежат на просторных карточках`,
    `Чистый дружелюбный стиль: один акцентный цвет, скруглённые карточки ${many(primary, 'gent')} и понятная иерархия`,
    `Нейтральные поверхности, один фирменный цвет и читаемый основной текст 16 px, чтобы в центре внимания были ${many(primary)}`,
  ],
  nativeAccessibility: (touchable, primary, fields) => [
    `Каждый нажимаемый элемент ${touchable.length > 0 ? `на экранах ${joinAnd(touchable.map(quoted))}` : 'на каждом экране'} получает accessibilityLabel и accessibilityRole (button, link, header)`,
    `Текст следует Dynamic Type на iOS и масштабу шрифта на Android до 200%; карточки ${many(primary, 'gent')} растут, а не обрезают текст`,
    `VoiceOver и TalkBack читают ${inflect(word(primary), 'accs')} в осмысленном порядке (${
      fields.length > 0 ? fieldList(fields) : 'сначала название'
    }); сохранения и ошибки объявляются через AccessibilityInfo.announceForAccessibility`,
    'Области нажатия не меньше 44×44 pt на iOS и 48×48 dp на Android',
    'Настройки Reduce Motion и Bold Text учитываются; контраст не ниже 4.5:1 в светлой и тёмной теме',
  ],
  webAccessibility: (a) => [
    `WCAG 2.2 AA ${a.main.length > 0 ? `на экранах ${joinAnd(a.main.map(quoted))}` : 'на всех экранах'}: контраст текста не ниже 4.5:1 и видимая рамка фокуса на каждом элементе управления`,
    `У каждого поля формы ${inflect(word(a.form), 'gent')}${formFields(a.form) ? ` (${formFields(a.form)})` : ''} есть подпись; ошибки объявляются через aria-live и связаны с полем через aria-describedby`,
    `${a.keyboard.length > 0 ? `Экранами ${joinAnd(a.keyboard.map(quoted))}` : 'Основными экранами'} можно пользоваться только с клавиатуры, в логичном порядке табуляции${
      a.internal ? ', с горячими клавишами для действий, которые сотрудники повторяют весь день' : ''
    }`,
    `Кнопки в строках и карточках ${many(a.primary, 'gent')} не меньше 44×44 px, и ни одно действие не зависит от наведения курсора`,
    `Анимации учитывают prefers-reduced-motion${a.photo ? `; у каждой фотографии (${word(a.photo)}) есть alt-текст` : ''}`,
  ],
  states: {
    standard: 'Стандарт (AGENTS.md)',
    prerendered: (kind, listed, parent, primary) => ({
      loading: 'Страница собрана заранее, поэтому её текст виден сразу; изображения подгружаются лениво, с размытым превью',
      empty:
        kind === 'list'
          ? `Если ${things(listed, 'gent')} пока нет — короткая заметка «Скоро здесь появится больше» и ссылка на страницу контактов`
          : kind === 'detail'
            ? `${capitalise(inflect(`несуществующий ${listed.entity ? word(listed.entity) : 'запись'}`, 'nomn'))} открывает страницу 404 со ссылкой обратно на ${parent}`
            : `Никогда не пустая: заголовок, ${inflect(`избранный ${word(primary)}`, 'nomn', 'plur')} и призыв к действию входят в сборку`,
      error: 'Если изображение не загрузилось, его alt-текст и подпись остаются читаемыми, а остальная страница работает',
    }),
    landing: (product, users, primary) => ({
      loading: `Страница собрана заранее: заголовок ${product} и примеры ${many(primary, 'gent')} видны сразу, изображения плавно проявляются`,
      empty: `Никогда не пустая: что ${product} даёт ${plural(role(users), 'datv')}, пример ${inflect(word(primary), 'gent')} и кнопка регистрации входят в сборку`,
      error: `Если раздел не загрузился, он скрывается; кнопка регистрации в ${product} работает всегда`,
    }),
    staffSignIn: (admin) => ({
      loading: 'Кнопка единого входа показывает индикатор загрузки, пока отвечает корпоративный провайдер учётных записей',
      empty: 'Кнопка входа через корпоративный аккаунт и, для тех, кто пришёл по приглашению, форма, чтобы его принять',
      error: `Аккаунту вне компании или без приглашения предлагают попросить доступ у ${inflect(role(admin), 'gent')}`,
    }),
    welcome: (product, apple) => ({
      loading: `Окно входа через ${apple ? 'Apple или ' : ''}Google открывается поверх экрана приветствия, пока ${product} ждёт`,
      empty: `Экран приветствия: одна строка о том, что делает ${product}, и способы входа`,
      error: 'Отменённый или неудачный вход возвращает на экран приветствия с причиной, и все способы входа остаются на месте',
    }),
    signUp: (product, list) => ({
      loading: `Кнопка показывает индикатор загрузки, пока ${product} создаёт аккаунт`,
      empty: `Пустая форма с фокусом на поле email${list.length > 1 ? ` и выбором роли: ${joinAnd(list.map(role), 'или')}` : ''}`,
      error: 'Занятый email или слабый пароль объясняются рядом с полем, а всё введённое сохраняется',
    }),
    signIn: (product) => ({
      loading: `Кнопка показывает индикатор загрузки, пока ${product} проверяет пароль`,
      empty: `Поля email и пароля ${product}, кнопка входа через Google и ссылки на регистрацию и на сброс забытого пароля`,
      errors: [
        '«Неверный email или пароль» без уточнения, что именно; email остаётся заполненным для следующей попытки',
        `Короткое сообщение над формой входа в ${product} объясняет, что пошло не так, а email сохраняется`,
      ],
    }),
    teamHub: (primary, screen, owner) => ({
      loading: `Скелетоны строк в форме ${many(primary, 'gent')}, пока загружается экран ${quoted(screen)}`,
      empty: `${capitalise(many(primary, 'gent'))} ещё нет: строка об этом и кнопка «Добавить ${inflect(word(primary), 'accs')}» для ${inflect(role(owner), 'gent')}`,
      error: '«Не удалось загрузить данные» с кнопкой «Повторить»; последний загруженный список остаётся на экране с пометкой, что он устарел',
    }),
    hub: (primary, screen, user, first) => ({
      loadings: [
        `Скелетоны карточек ${many(primary, 'gent')}, пока загружается экран ${quoted(screen)}`,
        `Лёгкий скелетон карточек ${many(primary, 'gent')}: экран ${quoted(screen)} никогда не бывает пустым`,
      ],
      empty: `Приветствие для ${agree('новый', role(user), 'gent')} ${inflect(role(user), 'gent')} и одна понятная кнопка, чтобы начать${first ? ` с раздела ${quoted(first)}` : ''}`,
      error: `Баннер сообщает, что ${many(primary)} не загрузились, и предлагает повторить; навигация продолжает работать`,
    }),
    feed: (listed, hub) => ({
      loading: `Пять строк-заглушек, пока загружается список ${things(listed, 'gent')}`,
      empty: `«Здесь пока пусто»: ${things(listed)} появятся здесь, как только будут, со ссылкой обратно на ${hub}`,
      error: `«Не удалось загрузить ${things(listed, 'accs')}» с кнопкой «Повторить»`,
    }),
    list: (listed) => ({
      loading: `Пять строк-заглушек${fieldsIn(listed) ? ` с местом для ${fieldsIn(listed)}` : ''}, пока загружается список ${things(listed, 'gent')}`,
      empties: [
        `«${capitalise(things(listed, 'gent'))} пока нет» и кнопка «Добавить ${thing(listed, 'accs')}»`,
        `Короткое объяснение, зачем нужны ${things(listed)}, и кнопка «Добавить ${thing(listed, 'accs')}»`,
      ],
      error: `«Не удалось загрузить ${things(listed, 'accs')}» с кнопкой «Повторить»; ${
        statusField(listed.entity?.fields) ? `фильтр по ${fieldInCode(statusField(listed.entity?.fields)!)} сохраняет выбор` : 'поиск сохраняет введённое'
      }`,
    }),
    detail: (listed, back) => ({
      loading: `Заголовок и поля ${thing(listed, 'gent')}${fieldsIn(listed) ? ` (${fieldsIn(listed)})` : ''} появляются в виде скелетонов`,
      empty: `Если ${thing(listed)} больше не существует, сообщение «Не найдено» со ссылкой обратно на ${back}`,
      error: `«Не удалось загрузить ${thing(listed, 'accs')}» с кнопкой «Повторить» и ссылкой обратно на ${back}`,
    }),
    settings: (product, owner) => ({
      loading: `Сохранённые настройки ${inflect(role(owner), 'gent')} заполняют форму по мере загрузки; до этого элементы управления недоступны`,
      empty: `Новые аккаунты начинают с настроек ${product} по умолчанию, и у каждой есть объяснение в одну строку`,
      error: 'Изменение настроек, которое не удалось сохранить, отмечается рядом с элементом управления, а сохранённое значение остаётся',
    }),
    people: (product, admin) => ({
      loading: `Строки сотрудников ${product} показываются скелетонами, пока список загружается`,
      empty: `Сначала здесь только ${role(admin)} и открытая форма приглашения`,
      error: 'Приглашение, которое не удалось отправить, объясняет причину (например, адрес вне компании), а выбранная роль сохраняется',
    }),
    page: (screen, purpose) => ({
      loading: `Макет экрана ${quoted(screen)} появляется сразу и заполняется по мере прихода данных`,
      empty: `Пока показать нечего, экран ${quoted(screen)} объясняет, что здесь появится: ${lowerFirst(purpose.replace(/[.!]+$/, ''))}`,
      error: `Если экран ${quoted(screen)} не загрузился, сообщение на месте предлагает повторить, и ничего введённого не теряется`,
    }),
  },
  journeys: {
    place: (name, route) => `${quoted(name)} (${route})`,
    use: (f) => capitalise(goalOf(f)),
    there: (f) => `Не уходя с этого экрана, ${goalOf(f)}`,
    openAnd: (place, f) => `Открыть экран ${place} и ${goalOf(f)}`,
    see: (f) => `Убедиться, что всё сработало: ${lowerFirst(noStop(f.description))}`,
    land: (place) => `Попасть на экран ${place}`,
    stores: (ios, android) =>
      joinAnd([...(ios ? ['App Store'] : []), ...(android ? ['Google Play'] : [])], 'или') || 'магазина приложений',
    install: (product, stores) => `Установить ${product} из ${stores}`,
    download: (product) => `Скачать ${product} для macOS, Windows или Linux и открыть`,
    continueWith: (apple, place) => `Продолжить через ${apple ? 'Apple, ' : ''}Google или email на экране ${place}`,
    opensOn: (place) => `Приложение открывается на экране ${place}`,
    appNames: (primary) => [
      'От установки до первой пользы',
      `От установки до ${agree('первый', word(primary), 'gent')} ${inflect(word(primary), 'gent')}`,
    ],
    invited: (admin) => `Принять приглашение от ${inflect(role(admin), 'gent')} и войти через корпоративный аккаунт на /sign-in`,
    openOn: (product, place) => `Открыть ${product} на экране ${place}`,
    teamNames: (hub) => [hub ? `Вход и экран ${quoted(hub)}` : 'Вход и работа на день', 'Начало рабочего дня'],
    landing: (product) => `Открыть главную страницу ${product} (/) и нажать «Начать»`,
    signUp: 'Зарегистрироваться на /sign-up и подтвердить email',
    open: (product, hub) => `Открыть ${product} (${hub})`,
    onboarding: 'Ответить на вопросы знакомства на /onboarding',
    webNames: ['От первого визита до первой пользы', 'От первого визита до первого результата', 'Новый пользователь: первая польза за пять минут'],
    signIn: (how, product) =>
      how === 'staff' ? 'Войти через корпоративный аккаунт' : how === 'open' ? `Открыть ${product}` : 'Войти',
    goTo: (signIn, place) => `${signIn} и перейти на экран ${place}`,
    backOn: (place, f) =>
      `Вернувшись на экран ${place}, найти там ${f.entity ? inflect(word(f.entity), 'accs') : `раздел ${quoted(f.name)}`}`,
    teammate: {
      name: 'Дать доступ новому сотруднику',
      steps: (admin, people, hub) => [
        `${capitalise(role(admin))} открывает экран ${people} и приглашает человека по email, сразу с ролью`,
        `Новый сотрудник входит через корпоративный аккаунт и попадает на экран ${hub}`,
        'Уволившегося сотрудника отключают в один клик, и он больше не может войти',
      ],
    },
    pay: {
      name: (subscription) => (subscription ? 'Перейти на платный тариф' : 'Оплатить заказ'),
      steps: (route, product) => [
        `Выбрать, за что платить, и открыть ${route}`,
        'Оплатить на странице Stripe тестовой картой',
        `Вернуться в ${product} и увидеть подтверждение`,
        'Получить чек на email',
      ],
    },
    returning: {
      name: (user) => `Возвращение ${inflect(role(user), 'gent')}`,
      signIn: 'Войти на /sign-in',
      open: (product) => `Открыть ${product}`,
      openPlace: (place) => `Открыть экран ${place}`,
      result: (f) => `Убедиться, что всё работает: ${lowerFirst(noStop(f.description))}`,
    },
  },  game: {
    home: {
      name: 'Главный экран',
      purpose: (loop, currency, event) =>
        `Начать ${agree('следующий', loopWord(loop), 'accs')} ${inflect(loopWord(loop), 'accs')} одним касанием${currency ? `, увидеть баланс (${many(currency)})` : ''}${event ? ` и ${agree('текущий', word(event))} ${word(event)}` : ''}`,
    },
    map: {
      name: (loop) => `Карта: ${many(loop)}`,
      purpose: (loop) =>
        `Выбрать ${agree('открытый', word(loop), 'accs')} ${inflect(word(loop), 'accs')}; у закрытых видно, что их открывает`,
    },
    play: {
      name: (loop) => capitalise(loopWord(loop)),
      purpose: (loop, inner) =>
        inner
          ? `${capitalise(agree('один', loopWord(loop)))} ${loopWord(loop)}: ${many(inner)} по очереди, ответ на время, со счётом по ходу игры`
          : `${capitalise(agree('один', loopWord(loop)))} ${loopWord(loop)} от начала до конца, с паузой и счётом по ходу игры`,
    },
    results: {
      name: 'Результаты',
      purpose: (loop, run, currency) =>
        `Счёт ${agree('законченный', loopWord(loop), 'gent')} ${inflect(loopWord(loop), 'gent')}${run ? ` (${word(run)})` : ''}${currency ? `, заработанные ${many(currency)}` : ''} и личный рекорд, с кнопкой «Играть ещё»`,
    },
    leaderboard: {
      name: 'Таблица лидеров',
      purpose: (player, event) =>
        `Место ${agree('каждый', role(player), 'gent')} ${inflect(role(player), 'gent')} ${event ? `в ${agree('текущий', word(event), 'loct')} ${inflect(word(event), 'loct')} и за всё время` : 'за сегодня и за всё время'}, своё место закреплено сверху`,
    },
    events: {
      name: (event) => capitalise(many(event)),
      purpose: (event) => `${capitalise(many(event))}, к которым можно присоединиться, скоро начинающиеся и завершённые`,
    },
    event: {
      name: (event) => capitalise(word(event)),
      purpose: (event, fields) =>
        `${capitalise(agree('один', word(event)))} ${word(event)}: ${fields.length > 0 ? `поля ${fieldList(fields)}` : 'правила и призы'}, турнирная таблица и кнопка «Участвовать»`,
    },
    shop: {
      name: 'Магазин',
      purpose: (currency, goods, stores) =>
        `Купить ${joinAnd(
          [...(currency ? [`наборы: ${many(currency)}`] : []), ...goods.map((g) => many(g, 'accs'))].concat(
            currency || goods.length > 0 ? [] : ['отключение рекламы'],
          ),
        )} ${stores ? `через встроенные покупки ${joinAnd([...stores])}` : 'картой'}; прошлые покупки можно восстановить`,
    },
    profile: {
      name: 'Профиль',
      purpose: (player, fields) =>
        `${capitalise(fields.length > 0 ? `поля ${fieldList(fields)}` : 'имя и аватар')} ${inflect(role(player), 'gent')} и статистика`,
    },
    social: {
      name: (social) => capitalise(many(social)),
      purpose: (social) => `${capitalise(many(social))}: пригласить и вызвать на состязание`,
    },
    settings: {
      name: 'Настройки',
      purpose: (reminders, sells) =>
        `Звук, музыка, вибрация${reminders ? ', напоминания об игре' : ''}${sells ? ', восстановление покупок' : ''} и язык`,
    },
    states: {
      home: (product, currency, coins) => ({
        loading: `Логотип ${product}, пока с устройства загружаются сохранённый прогресс${currency ? ` и баланс (${coins ? many(coins) : currency})` : ''}`,
        empty: 'Новый игрок видит только кнопку «Играть» и подсказку в одну строку, настраивать ничего не нужно',
        error: `Без сети «Играть» работает с последним сохранённым прогрессом; сетевые части ${product} показывают «Нет сети», пока связь не вернётся`,
      }),
      play: (loop) => ({
        loading: `${capitalise(loopWord(loop))} готовится во время трёхсекундного отсчёта; вместо индикатора загрузки — карточка «Приготовьтесь»`,
        empty: `Если ${agree('новый', loopWord(loop), 'gent')} ${inflect(loopWord(loop), 'gent')} нет, игра предлагает повторить предыдущую игру или выбрать игру посложнее`,
        error: `Если связь пропала посреди игры, игра продолжается, а счёт отправляется, когда устройство снова в сети`,
      }),
      results: (listed, earned) => ({
        loading: `Счёт показывается сразу с устройства; место${earned ? ' и заработанные монеты' : ''} появляются, когда сервер их подтвердит`,
        empty: `${capitalise(thing(listed))}, ${agree('прерванный', thing(listed))} до конца, не показывает счёта, только кнопку «Играть ещё»`,
        error: `Если ${thing(listed, 'accs')} не удаётся отправить, ${agreementOf(thing(listed)) === 'femn' ? 'она остаётся' : agreementOf(thing(listed)) === 'plur' ? 'они остаются' : 'он остаётся'} на устройстве и отправляется повторно; экран показывает «Место уточняется»`,
      }),
      ranking: (product) => ({
        loading: `Десять строк-заглушек, пока загружается рейтинг ${product}; первой идёт строка самого игрока`,
        empty: 'Пока в этом периоде никто не играл — «Станьте первым в таблице» и кнопка «Играть»',
        error: `«Не удалось загрузить таблицу лидеров ${product}» с кнопкой «Повторить»; лучший результат игрока остаётся на экране`,
      }),
      shop: (product, stores) => ({
        loading: `Цены приходят из ${stores ?? 'платёжного сервиса'} в валюте игрока; пока цена набора не пришла, на её месте заглушка`,
        empty: `Если магазин не вернул товаров (регион без оплаты), магазин ${product} сообщает, что покупки там недоступны`,
        error: 'Отменённая или неудачная покупка ничего не списывает и сообщает об этом; оплаченная, но не выданная покупка восстанавливается при следующем запуске',
      }),
      map: (listed) => ({
        loading: `Карта (${things(listed)}) рисуется сразу по прогрессу, сохранённому на устройстве`,
        empty: `При первом запуске ${agree('открыт', thing(listed))} только ${agree('первый', thing(listed))} ${thing(listed)}; у остальных видно, что их открывает`,
        error: `Если новые ${things(listed)} не удаётся скачать, уже скачанные остаются доступны для игры`,
      }),
      events: (listed) => ({
        loading: `Карточки в форме ${things(listed, 'gent')}, пока загружается расписание`,
        empty: `Сейчас открытых ${things(listed, 'gent')} нет: время начала следующего и кнопка напоминания`,
        error: `«Не удалось загрузить ${things(listed, 'accs')}» с кнопкой «Повторить»; ${agree('начатый', thing(listed))} ${thing(listed)} остаётся доступным`,
      }),
      profile: (player) => ({
        loading: `Сначала появляется карточка ${inflect(role(player), 'gent')}; статистика подгружается из последних синхронизированных данных`,
        empty: `${capitalise(agree('новый', role(player)))} ${role(player)} видит имя и аватар по умолчанию и нули, с приглашением сыграть`,
        error: `Если статистика не загрузилась, карточка ${inflect(role(player), 'gent')} всё равно видна, а под статистикой есть кнопка «Повторить»`,
      }),
    },
    nativeAccessibility: (controls, play, loop) => [
      `У каждого элемента управления ${controls.length > 0 ? `на экранах ${joinAnd(controls.map(quoted))}` : 'в меню'} есть accessibilityLabel и accessibilityRole, поэтому VoiceOver и TalkBack читают «Играть, кнопка»`,
      `Счёт и таймер ${play ? `экрана ${quoted(play)}` : 'раунда'} доступны как accessibilityValue и объявляются при изменении`,
      'Меню, результаты и магазин следуют Dynamic Type и масштабу шрифта Android до 200% без обрезки',
      'Верный и неверный ответ никогда не обозначаются только цветом: с каждым идут значок и тактильный отклик',
      'Reduce Motion (AccessibilityInfo.isReduceMotionEnabled) отключает тряску экрана и вспышки частиц',
      `Настройка даёт больше времени на ${agree('каждый', loopWord(loop), 'accs')} ${inflect(loopWord(loop), 'accs')}, а игру можно поставить на паузу в любой момент`,
    ],
    webAccessibility: [
      'Игровым полем можно управлять с клавиатуры, а не только мышью и касанием; клавиши перечислены в меню паузы',
      'Счёт, таймер и результаты дублируются в HTML-слое с aria-live, чтобы их слышали экранные дикторы',
      'Меню соответствуют контрасту WCAG 2.2 AA; верный и неверный ответ никогда не обозначаются только цветом',
      'prefers-reduced-motion отключает тряску экрана и эффекты частиц',
    ],
    journeys: {
      firstNames: ['От установки до первого раунда', 'От первого запуска до первого результата'],
      install: (product, stores, place) => `Установить ${product} из ${stores} и открыть на экране ${place}`,
      open: (product, place) => `Открыть ${product} в браузере на экране ${place}`,
      play: (loop) =>
        `Нажать «Играть»: игра сразу начинает ${agree('первый', loopWord(loop), 'accs')} ${inflect(loopWord(loop), 'accs')}, без аккаунта и без обязательного обучения`,
      finish: (loop, results) =>
        `Закончить ${inflect(loopWord(loop), 'accs')} и увидеть ${results ? `экран ${results}` : 'результат'} со счётом`,
      signIn: (services) =>
        services
          ? `Один раз войти через ${joinAnd([...services], 'или')}, чтобы сохранить прогресс и попасть в рейтинги`
          : 'Выбрать имя игрока, чтобы сохранить прогресс и попасть в рейтинги',
      rank: (place) => `Открыть экран ${place} и найти своё место`,
      shop: {
        name: 'Покупка в магазине',
        open: (place) => `Открыть экран ${place} с главного экрана или из результатов`,
        choose: (currency, stores, coins) =>
          `Выбрать ${currency ? `набор (${coins ? many(coins) : currency})` : 'товар'} и подтвердить ${stores ? `в окне оплаты ${stores}` : 'в форме оплаты картой'}`,
        see: (currency, coins) =>
          `Сразу увидеть на главном экране ${currency ? `обновлённый баланс (${coins ? many(coins) : currency})` : 'купленный товар'}`,
        restore: 'На новом устройстве «Восстановить покупки» возвращает всё купленное',
      },
    },
  },
  extension: {
    popup: {
      name: 'Всплывающее окно',
      purpose: (product, site, found) =>
        `Открывается по значку на панели инструментов: что расширение ${product} сделало на ${pageIn(site, 'loct')}${found ? ` (найденные ${many(found)})` : ''}, и переключатель, чтобы приостановить его на этом сайте`,
    },
    overlay: {
      name: 'Слой на странице',
      purpose: (site, what, found) =>
        `Контентный скрипт встраивает слой в ${pageIn(site, 'accs')}: ${what ?? `отмечает ${agree('каждый', word(found), 'accs')} ${agree('найденный', word(found), 'accs')} ${inflect(word(found), 'accs')}`}`,
    },
    sidePanel: {
      name: 'Боковая панель',
      purpose: (kept, fields) =>
        `Сохранённые ${many(kept)} рядом со страницей, с поиском ${fields.length > 0 ? `по полям ${fieldList(fields)}` : 'по тексту'}`,
    },
    report: {
      name: (report, feature) => (report ? capitalise(word(report)) : feature),
      purpose: (what, report) =>
        `Страница расширения в отдельной вкладке: ${what ?? (report ? `${agree('последний', word(report))} ${word(report)}` : 'последний отчёт')}`,
    },
    options: {
      name: 'Параметры',
      purpose: (product, rules, accounts) =>
        `Выбрать ${joinAnd([
          rules.length > 0 ? joinAnd(rules.map((r) => many(r, 'accs'))) : `сайты, на которых работает ${product}`,
          'сочетание клавиш',
          accounts ? 'аккаунт для входа' : 'синхронизацию настроек между браузерами',
        ])}`,
    },
    states: {
      popup: (product, found) => ({
        loading: `Всплывающее окно открывается сразу с заголовком текущей вкладки; счётчики ${many(found, 'gent')} заполняются из chrome.storage`,
        empty: `На странице, где ${product} ничего не находит (${many(found)} не найдены), окно говорит об этом и всё равно предлагает переключатель паузы`,
        error: `На страницах, к которым расширения не допускаются (служебные страницы браузера, магазин расширений), окно объясняет, что ${product} не может там работать`,
      }),
      overlay: (product, listed) => ({
        loading: `Пока страница не загрузилась, ничего не показывается; ${things(listed)} отмечаются по мере нахождения, не сдвигая страницу`,
        empty: `На странице без ${things(listed, 'gent')} слой ничего не добавляет, а счётчик во всплывающем окне остаётся нулевым`,
        error: `Если вёрстка страницы изменилась и ${things(listed)} больше не находятся, слой остаётся скрытым, а всплывающее окно сообщает, что ${product} нужно обновить`,
      }),
      options: (product) => ({
        loading: `Параметры ${product} загружаются из chrome.storage до отрисовки страницы`,
        empty: 'Пока ничего не настроено, показываются значения по умолчанию с объяснением каждого в одну строку',
        error: 'Настройка, которую не удалось сохранить, отмечается рядом с элементом управления, а прежнее значение остаётся',
      }),
      sidePanel: (kept) => {
        const listed: Listed = { label: '', labels: '', entity: kept, screen: '' };
        return {
          loading: `Боковая панель сразу показывает ${things(listed, 'accs')} из chrome.storage, новые сверху`,
          empty: `Сохранённых ${things(listed, 'gent')} пока нет: панель показывает, как сохранить первую запись со страницы`,
          error: `Если ${things(listed)} не удаётся прочитать, панель сообщает об этом и предлагает повторить; ничего сохранённого не теряется`,
        };
      },
    },
    journeys: {
      firstNames: ['Установить, закрепить и попробовать на странице', 'От магазина расширений до первой страницы'],
      add: (product) => `Добавить ${product} из Chrome Web Store и принять запрошенные разрешения`,
      pin: (product) => `Закрепить значок ${product} на панели инструментов`,
      openPage: (site, what) =>
        `Открыть ${site ? `страницу ${site}` : 'страницу, на которой работает расширение'}${what ? `: ${lowerFirst(noStop(what))}` : ''}`,
      openPopup: (place) => `Открыть ${place} по значку на панели инструментов и увидеть, что расширение сделало на этой странице`,
      signIn: 'Войти из всплывающего окна, чтобы результаты сохранялись во всех браузерах',
      adjust: {
        name: 'Настроить для сайта',
        open: (place) => `Из всплывающего окна открыть экран ${place}`,
        applies: 'Вернувшись на страницу, увидеть, что изменение применилось без перезагрузки',
      },
    },
    accessibility: (product, key, marker) => {
      const w = marker ? word(marker) : 'метка';
      const of = marker ? `${inflect(w, 'gent')}` : '';
      return [
        `Сочетание клавиш из раздела commands манифеста (например, Alt+Shift+${key}) открывает всплывающее окно, другое включает и выключает ${product} на текущей странице`,
        'Когда всплывающее окно открывается, фокус попадает на первый элемент управления; порядок Tab следует раскладке, Escape закрывает окно',
        `Слой на странице никогда не забирает фокус у страницы; до каждой метки${of ? ` ${of}` : ''} можно дойти клавишей Tab, у неё есть aria-label, и Escape её закрывает`,
        `Метки${of ? ` ${plural(w, 'gent')}` : ''} не полагаются только на цвет: у них есть значок или подчёркивание, которые переживают собственные стили страницы`,
        'Всплывающее окно, боковая панель и параметры соответствуют контрасту WCAG 2.2 AA; меняющиеся счётчики объявляются через aria-live',
      ];
    },
  },
  headless: {
    noScreens: (product, users, commands, endpointCount, endpoints, cli, api) =>
      `У ${product} нет экранов: ${[
        ...(cli ? [`${plural(role(users))} запускают его из терминала: ${joinAnd(commands)}, у каждой команды есть --help и --json`] : []),
        ...(api
          ? [
              `разработчики вызывают его REST API, описанный в справочнике OpenAPI 3.1 на /docs: ${count(endpointCount, 'точка доступа')}, у каждой есть пример${endpoints.length > 0 ? ` (${joinAnd(endpoints)})` : ''}`,
            ]
          : []),
      ].join('; ')}.`,
    cliComponents: ['Разбор аргументов с --help для каждой команды', 'Форматирование вывода: выровненные таблицы или JSON с --json'],
    apiComponents: ['Документ OpenAPI, построенный из схем zod', 'Проверка API-ключа и ограничение частоты запросов'],
    validation: (entity, cli, api) =>
      `Проверка данных ${inflect(word(entity), 'gent')} (${entity.name}), общая для ${cli && api ? 'CLI и API' : cli ? 'всех команд' : 'всех точек доступа'}`,
    cliState: (slug, envKey) =>
      `Состояния интерфейса нет: ${slug} хранит настройки в ~/.config/${slug}/config.json и читает API-ключ из ${envKey}; каждая команда — один запрос`,
    apiState: 'Без состояния: каждый запрос несёт свой API-ключ; постраничная выдача идёт по курсорам из каждого ответа',
    cliStyling: 'Вывод в терминал: цвет только когда stdout — терминал, простые строки при перенаправлении и коды выхода, на которые могут опираться скрипты',
    apiStyling: 'Справочник API строится из документа OpenAPI (Scalar), с примером curl для копирования у каждой точки доступа',
    cliAccessibility: [
      'Вывод — простой текст, который экранные дикторы читают строка за строкой; цвет только повторяет слова, а NO_COLOR или --no-color его отключают',
      'Ход работы выводится в stderr и не заслоняет результат; ошибки говорят, что делать дальше, и завершаются ненулевым кодом',
    ],
    apiAccessibility: [
      'Ответы с ошибкой — описания проблем по RFC 9457 с понятным заголовком и полем, в котором ошибка',
      'Страницы справочника API соответствуют WCAG 2.2 AA и работают только с клавиатуры',
    ],
    flowNoScreens: (product, cli) =>
      `У ${product} нет экранов: каждый сценарий ниже — последовательность ${cli ? 'команд' : 'вызовов API'}, а его состояния — вывод команды и код выхода.`,
    install: (slug) => `Установить командой \`npm install -g ${slug}\``,
    login: (slug) => `Выполнить \`${slug} login\` и вставить API-ключ`,
    apiKey: 'Получить API-ключ и прочитать быстрый старт в справочнике API на /docs',
    run: (command) => `Выполнить \`${command}\``,
    call: (endpoint) => `Вызвать \`${endpoint}\``,
    callFeature: (feature) => `Вызвать точку доступа раздела ${quoted(feature)}`,
    firstName: (feature, cli) => (cli ? `Первый запуск из терминала: ${lowerFirst(feature)}` : `Первый вызов API: ${lowerFirst(feature)}`),
    see: (f) => `Проверить критерий приёмки — ${lowerFirst(noStop(f.firstCriterion))}`,
    use: (f) => capitalise(goalOf(f)),
    seeOrFail: (f, cli) =>
      `Проверить критерий приёмки — ${lowerFirst(noStop(f.firstCriterion))}; при ошибке выводится причина${cli ? ' и команда завершается ненулевым кодом' : ' в ответе с описанием проблемы'}`,
  },
};
