import { busiestEndpoints, filledFields, firstFilled, keyRoutes, writerOf } from '../model/qa-lines';
import type { QualityPhrases } from '../model/quality-phrases';
import type { CompositionModel, ModelEntity } from '../model/types';
import { agree, agreementOf, capitalise, count, inflect, joinAnd, lowerFirst, quote } from './grammar';
import { recordsIn } from './backend';
import { testToolName } from './stack';
import { peopleOf, roleWord, rolesIn } from './words';

/**
 * The quality document in Russian: test cases, strategy and the checks of each platform. Routes,
 * endpoints, fields and tool names stay as the code spells them.
 */

const code = (identifier: string) => `\`${identifier}\``;
const pronoun = { masc: 'он', femn: 'она', neut: 'оно', plur: 'они' } as const;
const headOf = (e: ModelEntity) => e.founderLabel ?? 'запись';
const noStop = (text: string) => text.replace(/\.$/, '');
const isAdmin = (role: string) => /^(admin|administrator|администратор)/i.test(role);

/** The people who sign in, admins left out, as the sentence's subject: "сотрудники". */
const people = (b: CompositionModel) => peopleOf(b).filter((r) => !isAdmin(r.role)).map((r) => roleWord(r.role));

/** "мастера, услуги и бронирования" or the first three and "остальные записи". */
function stored(b: CompositionModel, rest = 'остальные записи'): string {
  const entities = b.entities.filter((e) => e.name !== 'Preference');
  const shown = entities.slice(0, 3).map((e) => recordsIn(e, 'nomn', 'plur'));
  return entities.length > 3 ? `${shown.join(', ')} и ${rest}` : joinAnd(shown);
}

const primaryOf = (b: CompositionModel) => b.entities.find((e) => e.name === b.primaryEntity) ?? b.entities[0];

export const qualityRu: QualityPhrases = {
  strategy(c) {
    const b = c.brief;
    const s = { unitTests: testToolName(c.stack.unitTests), e2eTests: testToolName(c.stack.e2eTests) };
    const features = (n: number) => joinAnd(c.must.slice(0, n).map((f) => quote(f.name)));
    const journey = c.first ? `сценарий ${quote(c.first.name)}` : 'основной сценарий';
    return c.pick(
      [
        `Модульные тесты на ${s.unitTests} покрывают правила функций ${features(3)}${b.backendRequired ? `; интеграционные тесты вызывают ${count(b.endpoints.length, 'эндпоинт')} API на настоящей тестовой базе` : ''}; ${s.e2eTests} проходит сценарии приложения. CI запускает все тесты на каждый пул-реквест, а перед каждым деплоем ${journey} прогоняется на продакшн-сборке.`,
        `Тестируем там, где риск: ${s.unitTests} покрывает правила функций ${features(2)}, ${b.backendRequired ? 'API-тесты работают на чистой базе для каждого файла, ' : ''}а ${s.e2eTests} проходит каждый сценарий приложения. В CI упавший тест ${joinAnd(c.must.map((f) => f.id))} блокирует слияние.`,
      ],
      'strategy',
    );
  },
  platformChecks(c) {
    const b = c.brief;
    const { shape, stack: s } = c;
    const web = b.platforms.includes('web') || s.kind === 'astro' || s.kind === 'next';
    const checks: string[] = [];
    if (shape.service) {
      checks.push(
        shape.api
          ? 'Задержка API p95 меньше 200 мс при 50 запросах в секунду на самом маленьком продакшн-инстансе'
          : 'Каждая команда CLI запускается быстрее 300 мс, а при ошибке завершается с ненулевым кодом и понятным сообщением',
        shape.api
          ? 'Безопасность: пройден чек-лист OWASP API Security Top 10, API-ключи хранятся в виде хешей, лимиты запросов на ключ, зависимости сканируются в CI'
          : 'Безопасность: учётные данные хранятся в связке ключей ОС, никогда не печатаются и не пишутся в папку проекта',
        shape.api
          ? 'Контракт: каждый эндпоинт совпадает со сгенерированным документом OpenAPI, а несовместимое изменение без новой версии роняет CI'
          : 'Контракт: вывод --json каждой команды стабилен и покрыт снапшот-тестами',
      );
    } else {
      const first = c.first;
      const hubName = b.screens.find((sc) => sc.route === b.hub)?.name;
      const hub = hubName ? `экран ${quote(hubName)}` : 'главный экран';
      const primary = primaryOf(b);
      const records = (grammaticalCase: 'nomn' | 'gent' | 'accs') =>
        primary ? recordsIn(primary, grammaticalCase, 'plur') : inflect('запись', grammaticalCase, 'plur');
      if (web)
        checks.push(`Lighthouse на мобильном для ${joinAnd(keyRoutes(b, first))}: производительность ≥ 90 и доступность 100`);
      if (shape.mobile)
        checks.push(
          shape.game
            ? 'Игра держит 60 кадров в секунду на Android-телефоне трёхлетней давности, а 30 минут игры расходуют меньше 10% батареи'
            : `Холодный старт до экрана ${hubName ? quote(hubName) : 'главного экрана'} меньше 2 секунд на Android-телефоне среднего класса; список ${records('gent')} прокручивается с частотой 60 кадров в секунду`,
          `Доступность: VoiceOver и TalkBack называют каждый элемент управления на экранах ${joinAnd(b.screens.slice(0, 3).map((sc) => quote(sc.name)))} и остальных, а текст масштабируется до самого крупного системного размера без обрезки`,
          'Готовность к магазинам: релизные сборки проходят TestFlight и предзапусковый отчёт Google Play без падений',
        );
      if (shape.extension)
        checks.push(
          'Контентный скрипт добавляет к загрузке страницы меньше 50 мс, а всплывающее окно открывается быстрее 200 мс',
          'Фоновый service worker останавливают посреди задачи и перезапускают без потери состояния',
          'Готовность к магазину: упакованный архив запрашивает только обоснованные разрешения и не загружает удалённый код',
        );
      if (!shape.mobile && !shape.extension && !web)
        checks.push(`${capitalise(hub)} готов к работе за 2 секунды на компьютере пятилетней давности`);
      if (web || shape.extension)
        checks.push(
          `Доступность: axe не находит серьёзных нарушений ни на одном экране (всего ${count(b.screens.length, 'экран')}), а ${first ? `сценарий ${quote(first.name)}` : 'каждый сценарий'} перед релизом проходится с одной клавиатуры`,
        );
      checks.push(
        b.backendRequired
          ? latency(b, first)
          : `${capitalise(hub)} и список ${records('gent')} отвечают на ввод быстрее 100 мс, даже когда сохранены ${records('nomn')} за год`,
        b.backendRequired
          ? security(b, c.shape)
          : `Приватность: ${stored(b)} не покидают устройство без явного экспорта; никаких сторонних трекеров без согласия`,
      );
    }
    checks.push(
      b.backendRequired
        ? `Ежедневные резервные копии базы (${stored(b, 'остальные таблицы')}) с проверкой восстановления раз в месяц`
        : `Сохранённые ${stored(b)} переживают обновление (миграция схемы проверена тестом)`,
    );
    return checks;
  },
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
  happyStep(feature, entity, shape) {
    const shows = shape.service ? (shape.cli ? 'команда' : 'ответ') : 'экран';
    const writer = writerOf(feature);
    if (entity && writer)
      return `Сохранить ${recordsIn(entity, 'accs')} и дождаться, пока ${writer.method} ${writer.path} выполнится успешно, а ${shows} это подтвердит`;
    const reader = feature.api.find((a) => a.method === 'GET');
    if (entity && reader)
      return `Открыть ${recordsIn(entity, 'accs', 'plur')} и дождаться, пока ${reader.method} ${reader.path} их загрузит`;
    // Kept on the device: what matters is that the record outlives a reload.
    if (entity && feature.api.length === 0)
      return `Сохранить ${recordsIn(entity, 'accs')}, перезагрузить приложение и проверить, что ${pronoun[agreementOf(headOf(entity))]} на месте`;
    return `Выполнить ${quote(feature.name)} и дождаться подтверждения`;
  },
  failureStep(feature, entity, guarded, b) {
    const field = entity ? firstFilled(entity) : undefined;
    const invalid = entity
      ? `Попробовать сохранить ${recordsIn(entity, 'accs')}${field ? ` без поля ${code(field.name)}` : ' с пустыми обязательными полями'}`
      : `Попробовать выполнить ${quote(feature.name)} без нужных данных`;
    const role = /[а-яё]/i.test(feature.role) ? roleWord(feature.role) : (people(b)[0] ?? 'пользователь');
    return guarded ? `${invalid}, затем — от имени ${agree('другой', role, 'gent')} ${inflect(role, 'gent')}` : invalid;
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
function security(b: CompositionModel, shape: Parameters<QualityPhrases['platformChecks']>[0]['shape']): string {
  const openWrites = b.endpoints
    .filter((e) => !e.auth && e.method !== 'GET' && !/webhook/i.test(e.path))
    .map((e) => `${e.method} ${e.path}`);
  const limited = [...(b.accounts ? ['вход'] : []), ...openWrites.slice(0, 2)];
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
