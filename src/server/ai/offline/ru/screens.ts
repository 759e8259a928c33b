import type { ScreenPhrases } from '../model/screen-phrases';
import type { ModelEntity } from '../model/types';
import { agree, agreementOf, capitalise, inflect, joinAnd, lowerFirst, plural, type Case } from './grammar';

/**
 * Screen names and purposes in Russian, written from the founder's words: "Список уроков",
 * "Карточка урока". Routes and component names stay as the code spells them.
 */

const word = (e: ModelEntity) => e.founderLabel ?? e.label;
const many = (e: ModelEntity, c: Case = 'nomn') => plural(word(e), c);
const role = (r: string) => lowerFirst(r);
const roles = (list: readonly string[], c: Case = 'nomn', conjunction = 'и') =>
  joinAnd(
    list.map((r) => plural(role(r), c)),
    conjunction,
  );
const quoted = (name: string) => `«${name}»`;
const fieldList = (fields: readonly string[]) => fields.map((f) => `\`${f}\``).join(', ');

export const ruScreens: ScreenPhrases = {
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
      }${others.length > 0 ? `, вместе с ${joinAnd(others.map((e) => many(e, 'ablt')))}` : ''}`,
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
        children.length > 0 ? `, вместе с ${joinAnd(children.map((c) => many(c, 'ablt')))}` : ''
      }; ${role(owner)} редактирует ${agreementOf(word(entity)) === 'femn' ? 'её' : agreementOf(word(entity)) === 'plur' ? 'их' : 'его'} здесь`,
  },
  settings: {
    name: 'Настройки',
    purpose: (owner, internal, notify, integrations) =>
      `${capitalise(agree('каждый', role(owner)))} ${role(owner)} настраивает ${joinAnd([
        internal ? 'своё имя и рабочие часы' : 'профиль',
        ...(notify ? [`когда приходят ${quoted(notify)}`] : []),
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
    `У каждого поля формы ${inflect(word(a.form), 'gent')} есть подпись; ошибки объявляются через aria-live и связаны с полем через aria-describedby`,
    `${a.keyboard.length > 0 ? `Экранами ${joinAnd(a.keyboard.map(quoted))}` : 'Основными экранами'} можно пользоваться только с клавиатуры, в логичном порядке табуляции${
      a.internal ? ', с горячими клавишами для действий, которые сотрудники повторяют весь день' : ''
    }`,
    `Кнопки в строках и карточках ${many(a.primary, 'gent')} не меньше 44×44 px, и ни одно действие не зависит от наведения курсора`,
    `Анимации учитывают prefers-reduced-motion${a.photo ? `; у каждой фотографии (${word(a.photo)}) есть alt-текст` : ''}`,
  ],
};
