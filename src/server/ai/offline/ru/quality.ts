import { busiestEndpoints, filledFields, rateLimited, storedEntities } from '../model/qa-lines';
import type { ProductShape } from '../model/product-shape';
import { splitCheck } from '../model/check-parts';
import type { QualityPhrases } from '../model/quality-phrases';
import type { CompositionModel, ModelEntity } from '../model/types';
import { agree, agreementOf, capitalise, count, inflect, joinAnd, lowerFirst, quote } from './grammar';
import { recordsIn } from './backend';
import { testToolName } from './stack';
import { peopleOf, roleWord, rolesIn } from './words';

/**
 * The quality document in Russian: the same phrases as model/quality-phrases.ts, for the test cases,
 * the strategy and the checks of each platform. Routes, endpoints, fields and tool names stay as the
 * code spells them.
 */

const code = (identifier: string) => `\`${identifier}\``;
const pronoun = { masc: 'он', femn: 'она', neut: 'оно', plur: 'они' } as const;
const confirmation = { command: 'команда', response: 'ответ', screen: 'экран' } as const;
const headOf = (e: ModelEntity) => e.founderLabel ?? 'запись';
const noStop = (text: string) => text.replace(/\.$/, '');
const isAdmin = (role: string) => /^(admin|administrator|администратор)/i.test(role);

/** The people who sign in, admins left out, as the sentence's subject: "сотрудники". */
const people = (b: CompositionModel) => peopleOf(b).filter((r) => !isAdmin(r.role)).map((r) => roleWord(r.role));

/** "мастера, услуги и бронирования" or the first three and "остальные записи". */
function stored(b: CompositionModel, rest = 'остальные записи'): string {
  const { shown, more } = storedEntities(b);
  const labels = shown.map((e) => recordsIn(e, 'nomn', 'plur'));
  return more ? `${labels.join(', ')} и ${rest}` : joinAnd(labels);
}

/** Feature names quoted and joined: «Запись», «Оплата» и «Отзывы». */
const quotedNames = (features: ReadonlyArray<{ name: string }>) => joinAnd(features.map((f) => quote(f.name)));

/** The hub screen by its name, or the main screen: "экран «Расписание»". */
const hubScreen = (hub: string | undefined) => (hub ? `экран ${quote(hub)}` : 'главный экран');

/** The primary entity's records in the plural, or plain records when there is no entity. */
const records = (primary: ModelEntity | undefined, grammaticalCase: 'nomn' | 'gent') =>
  primary ? recordsIn(primary, grammaticalCase, 'plur') : inflect('запись', grammaticalCase, 'plur');

const primaryOf = (b: CompositionModel) => b.entities.find((e) => e.name === b.primaryEntity) ?? b.entities[0];

export const qualityRu: QualityPhrases = {
  strategy: {
    layered: (s, features, endpoints, journey) =>
      `Модульные тесты на ${testToolName(s.unitTests)} покрывают правила функций ${quotedNames(features)}${endpoints !== undefined ? `; интеграционные тесты вызывают ${count(endpoints, 'эндпоинт')} API на настоящей тестовой базе` : ''}; ${testToolName(s.e2eTests)} проходит сценарии приложения. CI запускает все тесты на каждый пул-реквест, а перед каждым деплоем ${journey ? `сценарий ${quote(journey.name)}` : 'основной сценарий'} прогоняется на продакшн-сборке.`,
    riskFirst: (s, features, api, blocking) =>
      `Тестируем там, где риск: ${testToolName(s.unitTests)} покрывает правила функций ${quotedNames(features)}, ${api ? 'API-тесты работают на чистой базе для каждого файла, ' : ''}а ${testToolName(s.e2eTests)} проходит каждый сценарий приложения. В CI упавший тест ${joinAnd(blocking)} блокирует слияние.`,
  },
  service: {
    api: {
      speed: 'Задержка API p95 меньше 200 мс при 50 запросах в секунду на самом маленьком продакшн-инстансе',
      security:
        'Безопасность: пройден чек-лист OWASP API Security Top 10, API-ключи хранятся в виде хешей, лимиты запросов на ключ, зависимости сканируются в CI',
      contract:
        'Контракт: каждый эндпоинт совпадает со сгенерированным документом OpenAPI, а несовместимое изменение без новой версии роняет CI',
    },
    cli: {
      speed:
        'Каждая команда CLI запускается быстрее 300 мс, а при ошибке завершается с ненулевым кодом и понятным сообщением',
      security: 'Безопасность: учётные данные хранятся в связке ключей ОС, никогда не печатаются и не пишутся в папку проекта',
      contract: 'Контракт: вывод --json каждой команды стабилен и покрыт снапшот-тестами',
    },
  },
  pageSpeed: (routes) => `Lighthouse на мобильном для ${joinAnd(routes)}: производительность ≥ 90 и доступность 100`,
  mobile: {
    gameFrames:
      'Игра держит 60 кадров в секунду на Android-телефоне трёхлетней давности, а 30 минут игры расходуют меньше 10% батареи',
    coldStart: (hub, primary) =>
      `Холодный старт до ${hub ? `экрана ${quote(hub)}` : 'главного экрана'} меньше 2 секунд на Android-телефоне среднего класса; список ${records(primary, 'gent')} прокручивается с частотой 60 кадров в секунду`,
    screenReaders: (screens) =>
      `Доступность: VoiceOver и TalkBack называют каждый элемент управления на экранах ${joinAnd(screens.map(quote))} и остальных, а текст масштабируется до самого крупного системного размера без обрезки`,
    storeReadiness: 'Готовность к магазинам: релизные сборки проходят TestFlight и предзапусковый отчёт Google Play без падений',
  },
  extension: {
    pageCost: 'Контентный скрипт добавляет к загрузке страницы меньше 50 мс, а всплывающее окно открывается быстрее 200 мс',
    restart: 'Фоновый service worker останавливают посреди задачи и перезапускают без потери состояния',
    storeReadiness:
      'Готовность к магазину: упакованный архив запрашивает только обоснованные разрешения и не загружает удалённый код',
  },
  desktopStart: (hub) => `${capitalise(hubScreen(hub))} готов к работе за 2 секунды на компьютере пятилетней давности`,
  keyboard: (screens, journey) =>
    `Доступность: axe не находит серьёзных нарушений ни на одном экране (всего ${count(screens, 'экран')}), а ${journey ? `сценарий ${quote(journey.name)}` : 'каждый сценарий'} перед релизом проходится с одной клавиатуры`,
  latency,
  security,
  localSpeed: (hub, primary) =>
    `${capitalise(hubScreen(hub))} и список ${records(primary, 'gent')} отвечают на ввод быстрее 100 мс, даже когда сохранены ${records(primary, 'nomn')} за год`,
  privacy: (b) =>
    `Приватность: ${stored(b)} не покидают устройство без явного экспорта; никаких сторонних трекеров без согласия`,
  backups: (b) => `Ежедневные резервные копии базы (${stored(b, 'остальные таблицы')}) с проверкой восстановления раз в месяц`,
  migration: (b) => `Сохранённые ${stored(b)} переживают обновление (миграция схемы проверена тестом)`,
  setup: (signedIn, product) =>
    signedIn ? 'Войти тестовым пользователем с заранее заполненными данными' : `Открыть ${product} с чистым профилем`,
  happyPath: 'основной сценарий',
  failurePaths: ['граничный случай', 'сценарий ошибки', 'проверка правила'],
  title: (feature, path, criterion) => `${feature.name} (${path}): ${lowerFirst(noStop(criterion))}`,
  goTo: (route) => `Перейти на ${route}`,
  testData: (feature, entity) => {
    if (!entity) return `Выполнить основное действие функции ${quote(feature.name)}`;
    const fields = filledFields(entity).slice(0, 3).map((f) => code(f.name));
    return `Взять для теста ${recordsIn(entity, 'accs')}${fields.length > 0 ? ` с правдоподобными значениями ${joinAnd(fields)}` : ''}`;
  },
  happyStep: {
    save: (entity, endpoint, shows) =>
      `Сохранить ${recordsIn(entity, 'accs')} и дождаться, пока ${endpoint.method} ${endpoint.path} выполнится успешно, а ${confirmation[shows]} это подтвердит`,
    open: (entity, endpoint) =>
      `Открыть ${recordsIn(entity, 'accs', 'plur')} и дождаться, пока ${endpoint.method} ${endpoint.path} их загрузит`,
    keep: (entity) =>
      `Сохранить ${recordsIn(entity, 'accs')}, перезагрузить приложение и проверить, что ${pronoun[agreementOf(headOf(entity))]} на месте`,
    complete: (feature) => `Выполнить ${quote(feature.name)} и дождаться подтверждения`,
  },
  failureStep: {
    othersRecord: /чуж/i,
    openOthers: (entity, role) => `Открыть ${recordsIn(entity, 'accs')} от имени ${agree('другой', role, 'gent')} ${inflect(role, 'gent')}`,
    wrongField: (entity, field) => `Попробовать сохранить ${recordsIn(entity, 'accs')} с пустым или неверным полем ${code(field.name)}`,
    withoutField: (entity, field) => `Попробовать сохранить ${recordsIn(entity, 'accs')} без поля ${code(field.name)}`,
    emptyFields: (entity) => `Попробовать сохранить ${recordsIn(entity, 'accs')} с пустыми обязательными полями`,
    missingInput: (feature) => `Попробовать выполнить ${quote(feature.name)} без нужных данных`,
    role: (feature, _entity, b) => (/[а-яё]/i.test(feature.role) ? roleWord(feature.role) : (people(b)[0] ?? 'пользователь')),
    asAnother: (invalid, role) => `${invalid}, затем — от имени ${agree('другой', role, 'gent')} ${inflect(role, 'gent')}`,
  },
  observe: 'Посмотреть на сообщение и на сохранённые данные',
  expected: (criterion) => `${capitalise(noStop(criterion))}.`,
  expectedFailure: (failure) => `${capitalise(noStop(failure))}; больше ничего не меняется.`,
  failureCriterion:
    /(отказ|отклон|невер|ошибк|нельзя|не может|не могут|не вид|не попада|только|никогда|пуст|истёк|истек|скрыт|недоступ|запрещ)/i,
  defaultFailure: (guarded) =>
    guarded
      ? 'Чужие данные никогда не возвращаются: API отвечает 404, а экран показывает «Не найдено»'
      : 'Неверный или пропущенный ввод объясняется рядом с полем, и ничего не сохраняется',
  check: 'проверка',
  checkParts: (check) =>
    splitCheck(check, /^(.+?),? и (?:затем )?(?:проверить|убедиться), что (.+)$/i) ?? {
      act: check.trim().replace(/[.!]+$/, ''),
      expected: 'Всё происходит так, как сказано в проверке: ничего не теряется и не попадает к посторонним.',
    },
};

/** Records of an entity in the accusative plural after a word that agrees with them: "чужих клиентов", "чужие записи `Note`". */
const withWord = (word: string, e: ModelEntity) =>
  e.founderLabel
    ? inflect(`${word} ${e.founderLabel}`, 'accs', 'plur')
    : `${inflect(`${word} запись`, 'accs', 'plur')} ${code(e.name)}`;

/** The latency target, on the endpoints people hit most. */
function latency(b: CompositionModel, first: Parameters<typeof busiestEndpoints>[1]): string {
  const busy = busiestEndpoints(b, first);
  return busy.length > 0
    ? `${joinAnd(busy)} отвечают быстрее 300 мс (p95) при 20 запросах в секунду на самом маленьком продакшн-инстансе`
    : 'Задержка API p95 меньше 300 мс при 20 запросах в секунду на самом маленьком продакшн-инстансе';
}

/** The security target: what is rate-limited, and which records each role must never reach. */
function security(b: CompositionModel, shape: ProductShape): string {
  const limited = rateLimited(b, 'вход');
  const primary = primaryOf(b);
  const roles = people(b);
  const who = (i: number) => rolesIn(roles[i] ?? 'пользователь');
  const reach =
    !b.accounts || !primary
      ? ''
      : shape.internal
        ? `${who(0)} не могут удалять ${recordsIn(primary, 'accs', 'plur')} и менять роли`
        : `${who(0)} не ${shape.publicEntities.includes(primary.name) ? 'могут менять' : 'видят и не могут менять'} ${withWord('чужой', primary)}${roles.length > 1 ? `, а ${who(1)} видят только ${withWord('связанный', primary).replace(/^(\S+)/, '$1 с ними')}` : ''}`;
  return [
    'Безопасность: OWASP ASVS уровня 1',
    limited.length > 0 ? `${joinAnd(limited)} — с ограничением частоты запросов` : '',
    reach,
    'зависимости сканируются в CI',
  ]
    .filter(Boolean)
    .join('; ');
}
