import type { CapabilityEntry } from '../types';

/** Computed advice: rules with thresholds turn inputs into advice on the server, with the reason shown (no AI). */
export const advice: CapabilityEntry = {
  id: 'advice',
  benefit: {
    en: 'I get a clear recommendation worked out from my own figures, with the reason for it',
    ru: 'получать понятный совет, рассчитанный по моим данным, с объяснением почему',
  },
  howItWorks: [
    {
      en: 'The inputs of {anEntity} (readings, answers or the record’s own fields) go to a server function that walks a versioned rules table: each rule is a condition on one input, a threshold and the advice it gives.',
      ru: 'Входные данные записи «{entity}» (показания, ответы или поля самой записи) попадают в серверную функцию, которая проходит по версионированной таблице правил: у каждого правила есть условие на один показатель, порог и совет, который оно даёт.',
    },
    {
      en: 'Every result is stored with the rules version and the inputs it used, so the {role} sees not just the advice but why: which rule fired, on which value, against which threshold.',
      ru: 'Каждый результат сохраняется вместе с версией правил и входными данными, поэтому пользователь видит не только совет, но и причину: какое правило сработало, на каком значении и при каком пороге.',
    },
    {
      en: 'Thresholds and advice texts are edited by an admin in the product, not in code; publishing makes a new version, and earlier advice keeps pointing to the version that produced it.',
      ru: 'Пороги и тексты советов администратор меняет в самом продукте, а не в коде; публикация создаёт новую версию, а прежние советы ссылаются на ту, по которой они посчитаны.',
    },
    {
      en: 'Advice is recomputed whenever an input changes; when an input is missing or out of date, the result says so instead of guessing.',
      ru: 'Совет пересчитывается при каждом изменении входных данных; если показателя нет или он устарел, результат прямо об этом говорит, а не угадывает.',
    },
  ],
  records: [
    {
      name: 'AdviceRuleSet',
      label: { en: 'rules version', ru: 'версия правил' },
      fields: 'version:integer, status:enum, notes:text, publishedAt:datetime, publishedBy:reference',
    },
    {
      name: 'AdviceRule',
      label: { en: 'advice rule', ru: 'правило совета' },
      fields:
        'ruleSet:reference, key:string, input:string, operator:enum, threshold:number, thresholdHigh:number, severity:enum, priority:integer, adviceText:text, reasonText:text',
    },
    {
      name: '{Entity}Advice',
      label: { en: '{entity} advice', ru: 'совет' },
      fields:
        'ruleSet:reference, inputs:json, firedRules:json, adviceText:text, severity:enum, stale:boolean, computedAt:datetime',
      child: true,
    },
  ],
  endpoints: [
    {
      method: 'GET',
      path: '/api/{es}/:id/advice',
      description: {
        en: 'The current advice with its explanation: each fired rule, the input value, the threshold and the rules version',
        ru: 'Текущий совет с пояснением: каждое сработавшее правило, значение показателя, порог и версия правил',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/:id/advice/history',
      description: {
        en: 'Earlier advice for this {entity}, each with the inputs and the version it was computed from',
        ru: 'Прежние советы по записи, каждый со входными данными и версией правил',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/advice-rules',
      description: {
        en: 'The published rules and the draft being edited (admins only)',
        ru: 'Опубликованные правила и редактируемый черновик (только для администраторов)',
      },
      auth: true,
    },
    {
      method: 'PUT',
      path: '/api/{es}/advice-rules/draft',
      description: {
        en: 'Save the draft rules: inputs, operators, thresholds, priorities and texts, validated against the known inputs and units',
        ru: 'Сохранить черновик правил: показатели, условия, пороги, приоритеты и тексты — с проверкой по известным показателям и единицам',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/advice-rules/draft/preview',
      description: {
        en: 'Run the draft against recent {entities} and list whose advice would change, before publishing',
        ru: 'Прогнать черновик на недавних записях и показать, у кого изменится совет, до публикации',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/advice-rules/draft/publish',
      description: {
        en: 'Publish the draft as the next version and queue the recomputation',
        ru: 'Опубликовать черновик как следующую версию и поставить пересчёт в очередь',
      },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'recompute-{es}-advice',
      trigger: {
        en: 'queued when an input of {anEntity} changes or a rules version is published',
        ru: 'в очереди: при изменении входных данных записи или публикации новой версии правил',
      },
      work: {
        en: 'Evaluate the rules for the affected {entities}, store new advice only when it differs from the last, and notify the {role} when the severity rises',
        ru: 'Проверить правила для затронутых записей, сохранить новый совет, только если он отличается от прежнего, и сообщить пользователю, если серьёзность выросла',
      },
    },
    {
      name: 'mark-stale-{es}-advice',
      trigger: { en: 'every hour', ru: 'каждый час' },
      work: {
        en: 'Mark advice whose inputs are older than their freshness limit as stale, so nobody acts on an old reading',
        ru: 'Помечать устаревшими советы, чьи входные данные старше допустимого срока, чтобы никто не действовал по старому показанию',
      },
    },
  ],
  screens: [
    {
      route: '/{es}/:id/advice',
      name: { en: 'Advice', ru: 'Советы' },
      purpose: {
        en: 'The current advice, why it was given (rule, value, threshold), when the inputs were taken, and the history',
        ru: 'Текущий совет, почему он дан (правило, значение, порог), когда получены данные, и история',
      },
    },
    {
      route: '/settings/advice-rules',
      name: { en: 'Advice rules', ru: 'Правила советов' },
      purpose: {
        en: 'Admins edit thresholds and texts as a draft, preview the effect on real {entities} and publish a new version',
        ru: 'Администратор правит пороги и тексты в черновике, смотрит, как изменятся советы на реальных записях, и публикует новую версию',
      },
    },
  ],
  choices: [
    {
      platforms: ['any'],
      choice: {
        en: 'Rules as data in PostgreSQL, evaluated by a pure TypeScript function',
        ru: 'Правила как данные в PostgreSQL и чистая функция на TypeScript для расчёта',
      },
      reason: {
        en: 'Testable with tables of cases, explains every result, and needs no rules engine while rules are single-input thresholds',
        ru: 'Проверяется таблицами примеров, объясняет каждый результат и не требует движка правил, пока правила — пороги по одному показателю',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'json-rules-engine when rules combine conditions',
        ru: 'json-rules-engine, когда правила сочетают условия',
      },
      reason: {
        en: 'Rules stored as JSON with nested all/any conditions, editable from the admin screen, and the result lists which conditions passed',
        ru: 'Правила хранятся в JSON с вложенными условиями all/any, правятся с экрана администратора, а результат перечисляет, какие условия выполнились',
      },
    },
    {
      platforms: ['any'],
      choice: { en: 'zod schemas for the inputs', ru: 'Схемы zod для входных данных' },
      reason: {
        en: 'Every input is checked for its unit and valid range before any rule sees it',
        ru: 'Каждый показатель проверяется на единицы и допустимый диапазон до того, как его увидит правило',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Define the inputs and the rules table', ru: 'Описать входные данные и таблицу правил' },
      detail: {
        en: 'List every input with its unit, valid range and freshness limit in a zod schema; add AdviceRuleSet and AdviceRule; seed version 1 with the founder’s thresholds and texts.',
        ru: 'Описать каждый показатель с единицами, допустимым диапазоном и сроком свежести в схеме zod; добавить AdviceRuleSet и AdviceRule; заполнить версию 1 порогами и текстами основателя.',
      },
      hours: 4,
    },
    {
      title: { en: 'Write the advice function', ru: 'Написать функцию расчёта совета' },
      detail: {
        en: 'A pure evaluate(inputs, rules) returning the advice with the fired rules, values and thresholds, ordered by priority, or “not enough data” when an input is missing or stale; table tests at each threshold’s edge (just below, at, just above).',
        ru: 'Чистая функция evaluate(inputs, rules) возвращает совет со сработавшими правилами, значениями и порогами по приоритету либо «недостаточно данных», если показателя нет или он устарел; табличные тесты на границе каждого порога (чуть ниже, ровно, чуть выше).',
      },
      hours: 6,
    },
    {
      title: { en: 'Compute and store advice on the server', ru: 'Считать и хранить советы на сервере' },
      detail: {
        en: 'recompute-{es}-advice runs when an input changes; {Entity}Advice keeps the inputs and the rules version; serve GET /api/{es}/:id/advice and GET /api/{es}/:id/advice/history; mark-stale-{es}-advice flags old inputs.',
        ru: 'recompute-{es}-advice запускается при изменении входных данных; {Entity}Advice хранит входные данные и версию правил; сделать GET /api/{es}/:id/advice и GET /api/{es}/:id/advice/history; mark-stale-{es}-advice отмечает устаревшие данные.',
      },
      hours: 5,
    },
    {
      title: { en: 'Show the advice and why', ru: 'Показать совет и его причину' },
      detail: {
        en: 'The advice screen shows the advice, the reason in plain words (“moisture 18% is below 25%”), when the inputs were taken, a clear state for missing or stale data, and the history.',
        ru: 'Экран советов показывает совет, причину простыми словами («влажность 18% ниже порога 25%»), когда получены данные, понятное состояние при нехватке или устаревании данных и историю.',
      },
      hours: 4,
    },
    {
      title: { en: 'Let admins edit and publish rules', ru: 'Дать администратору править и публиковать правила' },
      detail: {
        en: 'The rules screen shows the published rules and the draft from GET /api/{es}/advice-rules, edits the draft (PUT /api/{es}/advice-rules/draft), previews it on recent {entities} (POST /api/{es}/advice-rules/draft/preview: whose advice changes and how) and publishes it (POST /api/{es}/advice-rules/draft/publish); earlier advice keeps its version.',
        ru: 'Экран правил показывает опубликованные правила и черновик из GET /api/{es}/advice-rules, редактирует черновик (PUT /api/{es}/advice-rules/draft), показывает его действие на недавних записях (POST /api/{es}/advice-rules/draft/preview: у кого и как изменится совет) и публикует (POST /api/{es}/advice-rules/draft/publish); прежние советы сохраняют свою версию.',
      },
      hours: 6,
    },
  ],
  criteria: [
    {
      en: 'Given a threshold of 25 and an input of 24.9, when advice is computed, then the rule fires and the explanation names the input, its value and the threshold',
      ru: 'Дано: порог 25 и значение показателя 24,9; когда рассчитывается совет, тогда правило срабатывает, а пояснение называет показатель, его значение и порог',
    },
    {
      en: 'Given an admin publishes a new threshold, when advice is recomputed, then new advice uses the new version and earlier advice still shows the version and inputs it came from',
      ru: 'Дано: администратор опубликовал новый порог; когда советы пересчитываются, тогда новые советы используют новую версию, а прежние по-прежнему показывают свою версию и входные данные',
    },
    {
      en: 'Given the latest reading is older than its freshness limit, when the {role} opens the advice, then it says the data is out of date instead of giving advice',
      ru: 'Дано: последнее показание старше допустимого срока; когда пользователь открывает советы, тогда видит, что данные устарели, а не совет',
    },
    {
      en: 'Given the same inputs and the same rules version, when advice is computed twice, then both results are identical',
      ru: 'Дано: одинаковые входные данные и одна версия правил; когда совет рассчитывается дважды, тогда оба результата совпадают',
    },
  ],
  qa: [
    {
      en: 'Write a table of cases with the founder (inputs → expected advice), including each threshold’s edges, and run it as a test on every rules change',
      ru: 'Составить с основателем таблицу примеров (входные данные → ожидаемый совет), включая границы каждого порога, и прогонять её как тест при каждом изменении правил',
    },
    {
      en: 'Preview a threshold change on the last 30 days of {entities}: the number of changed advices matches what the founder expects',
      ru: 'Посмотреть изменение порога на записях за последние 30 дней: число изменившихся советов совпадает с ожиданием основателя',
    },
    {
      en: 'Send an input outside its valid range or in the wrong unit: it is rejected, never turned into advice',
      ru: 'Отправить показатель вне допустимого диапазона или в неверных единицах: он отклоняется и не превращается в совет',
    },
  ],
  risks: [
    {
      en: 'Wrong advice about health, money or safety can harm: show it as guidance with its reason, have an expert sign off each rules version, and add a disclaimer where the law asks for one',
      ru: 'Неверный совет о здоровье, деньгах или безопасности может навредить: подавать его как рекомендацию с причиной, утверждать каждую версию правил у специалиста и добавлять оговорку, где этого требует закон',
    },
    {
      en: 'Rules grow into a tangle that contradicts itself: give every rule a priority, show which fired, and test that no two rules give opposite advice for the same inputs',
      ru: 'Правила разрастаются и начинают противоречить друг другу: задать каждому приоритет, показывать, какие сработали, и проверять тестом, что два правила не дают противоположных советов на одни данные',
    },
  ],
  questions: [
    {
      en: 'Which inputs and thresholds does the advice use, and which expert vouches for them?',
      ru: 'Какие показатели и пороги лежат в основе советов и какой специалист за них ручается?',
    },
    {
      en: 'Should a change of advice be sent as a notification, or only shown when someone looks?',
      ru: 'Сообщать ли об изменении совета уведомлением или только показывать, когда человек сам заглянет?',
    },
  ],
  onDevice: {
    howItWorks: [
      {
        en: 'The advice is computed on the device by a pure function over a versioned rules table shipped inside the app: each rule is a condition on one input of {anEntity}, a threshold and the advice it gives, so it works with no network.',
        ru: 'Совет считается на самом устройстве чистой функцией по версионированной таблице правил, которая поставляется вместе с приложением: каждое правило — условие на одно входное значение записи «{entity}», порог и совет, поэтому всё работает без сети.',
      },
      {
        en: 'Each result is saved in the device’s own storage (IndexedDB in a browser, SQLite on a phone) with the rules version and the inputs it used, so the {role} sees not just the advice but why: which rule fired, on which value, against which threshold.',
        ru: 'Каждый результат сохраняется в собственном хранилище устройства (IndexedDB в браузере, SQLite на телефоне) вместе с версией правил и входными данными, поэтому пользователь видит не только совет, но и причину: какое правило сработало, на каком значении и при каком пороге.',
      },
      {
        en: 'New thresholds and texts arrive with an app update as a new rules version; the advice is recomputed on the device whenever an input or the version changes, and a missing or out-of-date input is shown as such instead of a guess.',
        ru: 'Новые пороги и тексты приходят с обновлением приложения как новая версия правил; совет пересчитывается на устройстве при каждом изменении входных данных или версии, а недостающее или устаревшее значение так и показывается, без догадок.',
      },
    ],
    records: [
      {
        name: '{Entity}Advice',
        label: { en: '{entity} advice', ru: 'совет' },
        fields:
          'rulesVersion:integer, inputs:json, firedRules:json, adviceText:text, severity:enum, stale:boolean, computedAt:datetime',
        child: true,
      },
    ],
    screens: [
      {
        route: '/{es}/:id/advice',
        name: { en: 'Advice', ru: 'Советы' },
        purpose: {
          en: 'The current advice, why it was given (rule, value, threshold), when the inputs were taken, and the history kept on the device',
          ru: 'Текущий совет, почему он дан (правило, значение, порог), когда сняты входные данные, и история, хранящаяся на устройстве',
        },
      },
    ],
    choices: [
      {
        platforms: ['any'],
        choice: {
          en: 'The rules as a versioned table in a TypeScript module, evaluated by a pure function',
          ru: 'Правила как версионированная таблица в модуле TypeScript и чистая функция расчёта',
        },
        reason: {
          en: 'Works with no network, is tested with tables of cases and explains every result; a rules change ships with the app',
          ru: 'Работает без сети, проверяется таблицами случаев и объясняет каждый результат; изменение правил выходит вместе с приложением',
        },
      },
      {
        platforms: ['any'],
        choice: { en: 'zod schemas for the inputs', ru: 'Схемы zod для входных данных' },
        reason: {
          en: 'Every input is checked for its unit and valid range before any rule sees it',
          ru: 'Каждое значение проверяется на единицу измерения и допустимый диапазон до того, как его увидит правило',
        },
      },
      {
        platforms: ['web'],
        choice: { en: 'Dexie over IndexedDB for the advice history', ru: 'Dexie поверх IndexedDB для истории советов' },
        reason: {
          en: 'Keeps every result in the browser with an index by record and time, and live queries refresh the screen',
          ru: 'Хранит в браузере каждый результат с индексом по записи и времени, а живые запросы обновляют экран',
        },
      },
      {
        platforms: ['mobile'],
        choice: { en: 'expo-sqlite for the advice history', ru: 'expo-sqlite для истории советов' },
        reason: {
          en: 'The history survives app restarts and updates and is queried by record and time',
          ru: 'История переживает перезапуски и обновления приложения и выбирается по записи и времени',
        },
      },
      {
        platforms: ['mobile'],
        choice: { en: 'expo-updates for rules fixes', ru: 'expo-updates для исправлений правил' },
        reason: {
          en: 'A corrected rules table reaches phones as an over-the-air update, without waiting for a store review',
          ru: 'Исправленная таблица правил приходит на телефоны обновлением по воздуху, без ожидания проверки в магазине приложений',
        },
      },
    ],
    tasks: [
      {
        title: { en: 'Define the inputs and the rules table', ru: 'Описать входные данные и таблицу правил' },
        detail: {
          en: 'List every input with its unit, valid range and freshness limit in a zod schema; write the rules as a versioned table in a TypeScript module (input, operator, threshold, severity, priority, advice and reason texts) with the founder’s thresholds as version 1.',
          ru: 'Перечислить все входные значения с единицами, допустимыми диапазонами и сроками свежести в схеме zod; записать правила версионированной таблицей в модуле TypeScript (значение, оператор, порог, важность, приоритет, тексты совета и причины) с порогами основателя как версией 1.',
        },
        hours: 4,
      },
      {
        title: { en: 'Write the advice function', ru: 'Написать функцию расчёта совета' },
        detail: {
          en: 'A pure evaluate(inputs, rules) returning the advice with the fired rules, values and thresholds, ordered by priority, or “not enough data” when an input is missing or stale; table tests at each threshold’s edge (just below, at, just above).',
          ru: 'Чистая функция evaluate(inputs, rules), которая возвращает совет со сработавшими правилами, значениями и порогами по приоритету или «недостаточно данных», если значения нет или оно устарело; табличные тесты на границе каждого порога (чуть ниже, ровно, чуть выше).',
        },
        hours: 5,
      },
      {
        title: { en: 'Compute and keep advice on the device', ru: 'Считать и хранить советы на устройстве' },
        detail: {
          en: 'Run evaluate whenever an input of {anEntity} is saved or the app starts with a new rules version; store {Entity}Advice with the inputs and the rules version in the local store (Dexie in a browser, expo-sqlite on a phone) only when it differs from the last; mark it stale on opening when its inputs have passed their freshness limit.',
          ru: 'Запускать evaluate при каждом сохранении входных данных записи и при запуске приложения с новой версией правил; сохранять {Entity}Advice с входными данными и версией правил в локальное хранилище (Dexie в браузере, expo-sqlite на телефоне) только если совет отличается от прошлого; при открытии помечать его устаревшим, если входные данные старше своего срока свежести.',
        },
        hours: 4,
      },
      {
        title: { en: 'Show the advice and why', ru: 'Показать совет и его причину' },
        detail: {
          en: 'The advice screen shows the advice, the reason in plain words (“moisture 18% is below 25%”), when the inputs were taken, a clear state for missing or stale data, and the history from the local store.',
          ru: 'Экран советов показывает совет, причину простыми словами («влажность 18% ниже 25%»), когда сняты входные данные, понятное состояние для отсутствующих или устаревших данных и историю из локального хранилища.',
        },
        hours: 4,
      },
    ],
    criteria: [
      {
        en: 'Given a threshold of 25 and an input of 24.9, when advice is computed, then the rule fires and the explanation names the input, its value and the threshold',
        ru: 'Дано: порог 25 и значение 24,9; когда считается совет, тогда правило срабатывает, а объяснение называет входное значение, его величину и порог',
      },
      {
        en: 'Given no network, when the {role} saves a new input, then the advice is recomputed on the device and shown at once with its reason',
        ru: 'Дано: сети нет; когда пользователь сохраняет новое значение, тогда совет пересчитывается на устройстве и сразу показывается вместе с причиной',
      },
      {
        en: 'Given an app update ships a new rules version, when the {role} opens the advice, then it is recomputed with the new version and earlier advice still shows the version and inputs it came from',
        ru: 'Дано: обновление приложения принесло новую версию правил; когда пользователь открывает советы, тогда совет пересчитан по новой версии, а прежние советы по-прежнему показывают свою версию и входные данные',
      },
      {
        en: 'Given the latest input is older than its freshness limit, when the {role} opens the advice, then it says the data is out of date instead of giving advice',
        ru: 'Дано: последнее значение старше своего срока свежести; когда пользователь открывает советы, тогда приложение говорит, что данные устарели, а не даёт совет',
      },
    ],
    qa: [
      {
        en: 'Write a table of cases with the founder (inputs → expected advice), including each threshold’s edges, and run it as a test on every rules change',
        ru: 'Составить с основателем таблицу случаев (входные данные → ожидаемый совет), включая границы каждого порога, и прогонять её тестом при каждом изменении правил',
      },
      {
        en: 'In airplane mode, change an input, close the app and reopen it: the new advice and its reason are there',
        ru: 'В авиарежиме изменить входное значение, закрыть и снова открыть приложение: новый совет и его причина на месте',
      },
      {
        en: 'Enter an input outside its valid range or in the wrong unit: it is rejected, never turned into advice',
        ru: 'Ввести значение вне допустимого диапазона или в неверной единице: оно отклоняется и никогда не превращается в совет',
      },
    ],
    risks: [
      {
        en: 'Wrong advice about health, money or safety can harm: show it as guidance with its reason, have an expert sign off each rules version before it ships, and add a disclaimer where the law asks for one',
        ru: 'Неверный совет о здоровье, деньгах или безопасности может навредить: подавать его как рекомендацию с причиной, согласовывать каждую версию правил с экспертом до выпуска и добавить оговорку, где её требует закон',
      },
      {
        en: 'The inputs and the advice history live only on this device: cleared browser data or a lost phone loses them, so offer an export and say so on the advice screen',
        ru: 'Входные данные и история советов хранятся только на этом устройстве: очистка данных браузера или потеря телефона их стирает, поэтому дать выгрузку и сказать об этом на экране советов',
      },
    ],
    questions: [
      {
        en: 'Which inputs and thresholds does the advice use, and which expert vouches for them?',
        ru: 'Какие входные данные и пороги использует совет и какой эксперт за них ручается?',
      },
      {
        en: 'Must the rules change without an app update, or the advice be seen on a second device or by another person (a coach, a doctor)? Then the product needs a server.',
        ru: 'Нужно ли менять правила без обновления приложения или видеть советы на другом устройстве либо другому человеку (тренеру, врачу)? Тогда продукту нужен сервер.',
      },
    ],
  },
  defaults: {},
};
