import type { CapabilityId } from '../../shared/capabilities';
import type { Localised } from './types';

/**
 * How an idea says what a feature does (ADR 0041): the closed vocabulary the offline reader reads a
 * feature's capability from, and the order that says which capability tells most what a product is
 * about. Data only, in English and Russian.
 *
 * Words are written in their dictionary form and separated by `|`; a phrase's words are compared one
 * by one after the reader lemmatises both sides, so any form of them matches ("reconciles",
 * "сверяют"). Russian verbs are listed in both aspects, with the nouns that name doing them
 * ("сверка", "отслеживание"). In a phrase `#` stands for a number ("every # minute"). Objects may name
 * what the idea itself found rather than words: `{person}` any person it names, `{thing}` any other
 * thing it keeps, `{service}` an outside service it names or implies, `{named}` one it names in its own words, `{schedule}` a time it runs at (see
 * `scheduleCues`), `{whereabouts}` a question of where someone or something is, asked after a verb of
 * seeing ("see where the bus is"), `{uploaded}` what people upload (what follows a verb of uploading, a
 * file format, a pronoun pointing back at them).
 */
export interface CapabilityCues {
  /** What people or the product do: an action says the capability only with one of its objects near it. */
  actions: Localised;
  /** What the action is done to or with. */
  objects: Localised;
  /** Words and phrases that say the capability on their own, wherever they stand. */
  phrases: Localised;
  /**
   * Words naming the product itself that say the capability (a "game", a "bot"); with `with`, only
   * when the idea also says that capability, which then stands for this one (the payments of a
   * marketplace go out to its sellers).
   */
  products?: { words: Localised; with?: CapabilityId };
  /** Someone reviews or approves what it produces: the reader looks for who (`reviewCues`). */
  reviewed?: boolean;
  /** It reads devices: the devices named with it are its sources (`sourceCues`). */
  readsDevices?: boolean;
  /** More actions, each with objects of their own: "submit" a request and "sign" a lease are both a workflow. */
  pairs?: ReadonlyArray<{ actions: Localised; objects: Localised; /** The action qualifies the object before it ("online sessions"), never after it. */ before?: true }>;
  /**
   * Verbs that say it with no object, right after the people doing them ("pet owners book and pay",
   * "клиенты записываются", "nurses apply").
   */
  alone?: Localised;
  /** Set phrases holding its words that say nothing of it ("pull requests", "address book"). */
  except?: Localised;
  /**
   * A way the whole product works, said of no single action: never part of another capability's
   * words next to it ("tag RAW photos offline" is media, and offline too).
   */
  ownWay?: true;
  /** The outside service it cannot work without, by its key in the reader's catalogue (a language model answers questions). */
  needs?: string;
  /** The product does it: an action whose subject is a person the idea names ("wardens answer them") is people's own work. */
  byProduct?: true;
}

const none: Localised = { en: '', ru: '' };

export const capabilityCues: Record<CapabilityId, CapabilityCues> = {
  records: { actions: none, objects: none, phrases: none },
  live: {
    actions: {
      en: 'track|follow|share|watch|see|view|stream|broadcast|monitor|live|real-time|realtime|in real time|live-track',
      ru: 'отслеживать|отследить|следить|делиться|поделиться|видеть|увидеть|смотреть|транслировать|отслеживание|трансляция|вживую|в реальном времени|в режиме реального времени|онлайн',
    },
    objects: {
      en: 'location|position|gps|route|whereabouts|coordinates|eta|arrival|arrival time|telemetry|speed|heart rate|pace|geolocation',
      ru: 'геопозиция|геолокация|местоположение|координаты|маршрут|прибытие|приезд|gps|телеметрия|скорость|пульс|темп|положение',
    },
    phrases: {
      en: 'live location|live tracking|live map|gps tracking|location sharing|real-time location|live position|live gps|gps tracker|bus on a map|bus on the map|van on a map|van on the map|truck on a map|truck on the map|courier on a map|courier on the map|vehicle on a map|vehicle on the map|{whereabouts}',
      ru: 'живая геопозиция|трансляция геопозиции|gps-трекинг|gps-трекер|онлайн-карта|геопозиция в реальном времени|{whereabouts}',
    },
    pairs: [
      // A trip recorded with GPS is a track of points: "record their hikes with GPS", «записывают пробежки по GPS».
      {
        actions: { en: 'record|log|capture', ru: 'записывать|записать|фиксировать' },
        objects: { en: 'gps|with gps|by gps', ru: 'gps|по gps|с gps' },
      },
      // Followed live on a map, or seen moving on one ("follow the runners live on a map", "vans move on the map").
      {
        actions: {
          en: 'live|real-time|realtime|in real time|right now|as it happens|move|moving|drive|follow|track|watch',
          ru: 'в реальном времени|в режиме реального времени|вживую|прямо сейчас|двигаться|перемещаться|ехать|следить|отслеживать',
        },
        // "на карте": a map, never the card one pays by ("оплата картой").
        objects: { en: 'map|city map', ru: 'на карте|по карте' },
      },
    ],
    readsDevices: true,
  },
  reconcile: {
    actions: {
      en: 'reconcile|reconciliation|match|compare|cross-check|crosscheck|tally|check against|audit',
      ru: 'сверять|сверить|сверка|сопоставлять|сопоставить|сравнивать|сравнить|сопоставление|сравнение',
    },
    objects: {
      en: 'order|payment|statement|bank statement|invoice|transaction|payout|receipt|ledger|stock|inventory|bill|deposit|settlement|purchase order|total|balance|amount|rent|bank account|manifest|delivery note|packing slip|packing list|shipment|parcel',
      ru: 'заказ|платеж|платёж|выписка|счет|счёт|транзакция|выплата|чек|остаток|проводка|накладная|поступление|итог|сумма|баланс|аренда|арендная плата|квартплата',
    },
    phrases: {
      // What was expected and never came, or two figures that disagree, is found only by comparing two sources.
      en: "flag mismatch|mismatch|discrepancy|reconciliation|unmatched payment|missing payment|missing from|never arrived|never arrive|did not arrive|didn't arrive|do not match|don't match|does not match|doesn't match",
      ru: 'сверка|расхождение|несоответствие|несовпадение|отсутствует в|отсутствуют в|не пришли|не пришла|не пришел|не пришёл|не поступили|не поступил|не поступила|не совпадают|не сходятся',
    },
    reviewed: true,
    except: { en: 'match report|dating match|match making', ru: 'спортивный матч' },
  },
  'content-qa': {
    needs: 'llm',
    byProduct: true,
    actions: {
      en: 'summarise|summarize|summarisation|summarization|ask|answer|chat with|talk to|explain|question|tl;dr|q&a',
      ru: 'пересказывать|пересказать|пересказ|суммировать|суммаризация|конспектировать|спрашивать|спросить|отвечать|ответить|задавать вопрос|вопрос|объяснять|выжимка|саммари',
    },
    objects: {
      en: 'video|document|doc|book|transcript|note|pdf|lecture|podcast|meeting|article|paper|contract|manual|knowledge base|recording|call|email thread|textbook|chapter|wiki|handbook|policy|review|complaint|feedback|comment|conversation|survey response|menu|faq|price list|documentation|docs|{uploaded}',
      ru: 'видео|ролик|документ|книга|расшифровка|конспект|заметка|лекция|подкаст|встреча|совещание|статья|договор|инструкция|база знаний|запись|созвон|учебник|глава|регламент|отзыв|жалоба|комментарий|обращение|переписка|меню|прайс|{uploaded}',
    },
    phrases: {
      en: 'chat with your|ask questions about|questions about the|questions about our|questions about your|questions about my|answers from the|ai summary|ai summaries|meeting minutes|meeting notes|action items',
      ru: 'краткий пересказ|вопросы по|ответы по|кратко пересказывать|протокол встречи|протокол совещания|итоги встречи',
    },
    // What content is turned into: "turns recordings into minutes", "превращает лекции в конспекты".
    pairs: [
      {
        actions: { en: 'turn|convert|condense|distil|distill|boil down', ru: 'превращать|превратить|преобразовывать|преобразовать|сжимать' },
        objects: { en: 'minutes|summary|notes|key point|action item|digest|tl;dr|takeaway', ru: 'протокол|конспект|саммари|выжимка|пересказ|краткое содержание|тезис' },
      },
    ],
  },
  device: {
    actions: {
      en: 'pair|connect|sync|read|plug in|hook up|stream from',
      ru: 'подключать|подключить|сопрягать|сопрячь|связывать|привязывать|привязать|синхронизировать|считывать|читать|прочитать|подключение|сопряжение',
    },
    objects: {
      en: 'sensor|scale|wearable|watch|smartwatch|thermostat|meter|bluetooth|ble|device|glucose meter|band|ring|monitor|beacon|collar|camera|probe|strap|chest strap|heart rate monitor|pulse oximeter|fitness tracker|gps tracker|smart plug|plug|wi-fi|wifi',
      ru: 'датчик|весы|браслет|часы|устройство|bluetooth|термостат|счетчик|счётчик|глюкометр|кольцо|ошейник|маячок|тонометр|сенсор|нагрудный пульсометр|пульсометр|пульсоксиметр|фитнес-трекер|gps-трекер|умная розетка|розетка|wi-fi',
    },
    phrases: {
      en: 'bluetooth|ble|smart scale|fitness tracker|apple watch|iot|smart device|nfc tag|heart rate strap|sensor|barcode scanner|qr scanner|handheld scanner|scanner gun|rfid',
      ru: 'bluetooth|умные весы|фитнес-браслет|iot|умное устройство|пульсометр|датчик|сенсор|сканер штрихкодов|rfid',
    },
    // Scanning a code with a camera or a scanner reads a device ("сканируют штрихкоды").
    pairs: [
      {
        actions: { en: 'scan|read', ru: 'сканировать|отсканировать|считывать|считать' },
        objects: { en: 'barcode|bar code|qr code|qr|nfc tag|rfid tag|label', ru: 'штрихкод|штрих-код|qr-код|qr|метка|этикетка' },
      },
    ],
    readsDevices: true,
    // Readings a rule computes from name their sensor as its source, not a device of its own.
    except: { en: 'sensor reading|sensor data', ru: 'показание датчик|данные датчик' },
  },
  game: {
    actions: {
      en: 'play|jump|shoot|dodge|beat|level up|earn|collect|spend|score|race|solve|unlock|catch|pop|tap|stack|steer',
      ru: 'играть|прыгать|стрелять|уворачиваться|проходить|пройти|набирать|набрать|решать|открывать|разблокировать|зарабатывать|заработать|собирать|собрать|тратить|ловить|поймать|лопать',
    },
    objects: {
      en: 'level|score|point|enemy|obstacle|boss|round|life|high score|leaderboard|puzzle|power-up|stage|world|lap|coin|gem|booster|match|fixture|tournament',
      ru: 'уровень|очко|враг|препятствие|босс|раунд|жизнь|рекорд|таблица лидеров|головоломка|бонус|этап|монета|кристалл|бустер|матч|тур|турнир',
    },
    phrases: {
      en: 'platformer|roguelike|roguelite|arcade game|puzzle game|word game|trivia|trivia game|trivia quiz|idle game|high score|boss fight|game loop|endless runner|match-3|tower defense|fantasy league|fantasy team|keep score|keeps score',
      ru: 'платформер|рогалик|аркада|головоломка|игровой цикл|раннер|три в ряд|таблица рекордов|таблица лидеров|викторина|фэнтези-лига',
    },
    products: { words: { en: 'game', ru: 'игра|игрушка' } },
  },
  realtime: {
    actions: {
      en: 'together|simultaneously|at the same time|collaborate|co-edit|edit together|play together|play against|live|in real time|real-time|concurrently',
      ru: 'вместе|одновременно|совместно|в реальном времени|играть против|редактировать вместе|в режиме реального времени',
    },
    objects: {
      en: 'board|whiteboard|canvas|document|doc|spreadsheet|quiz|match|room|playlist|diagram|poll|vote',
      ru: 'доска|холст|документ|таблица|викторина|матч|комната|плейлист|схема|голосование|опрос',
    },
    phrases: {
      en: 'multiplayer|real-time collaboration|collaborative editing|co-op|coop|live collaboration|shared whiteboard|live quiz|live poll|video call|video chat|video session|video consultation|video conferencing|telehealth|telemedicine|teletherapy',
      ru: 'мультиплеер|совместное редактирование|кооператив|совместная работа в реальном времени|общая доска|видеозвонок|видеосвязь|видеоконсультация|видеочат|телемедицина|онлайн-консультация|онлайн-сессия|онлайн-сеанс',
    },
    // Working on one thing at once is collaboration ("both drag guests between tables at the same time").
    pairs: [
      {
        actions: {
          en: 'edit|drag|move|arrange|rearrange|draw|sketch|co-edit|annotate',
          ru: 'редактировать|двигать|перетаскивать|переставлять|расставлять|рисовать|размечать',
        },
        objects: {
          en: 'at the same time|simultaneously|concurrently|together|in real time',
          ru: 'одновременно|вместе|совместно|в реальном времени',
        },
      },
      // A session held online is people meeting at once ("online therapy sessions", "онлайн-консультации").
      {
        actions: { en: 'online|remote|virtual|video', ru: 'онлайн|удаленный|удалённый|дистанционный' },
        objects: { en: 'session|consultation|therapy|meeting', ru: 'сессия|консультация|встреча|сеанс' },
        before: true,
      },
    ],
  },
  advice: {
    actions: {
      en: 'advise|recommend|suggest|calculate|compute|estimate|predict|forecast|work out|determine',
      ru: 'советовать|посоветовать|рекомендовать|порекомендовать|подсказывать|подсказать|рассчитывать|рассчитать|вычислять|вычислить|прогнозировать|определять|определить|расчет|расчёт',
    },
    objects: {
      en: 'reading|measurement|answer|questionnaire|quiz|survey|symptom|weather|sensor|soil moisture|moisture|history|metric|profile|goal|budget|input|result|based on|from the data',
      ru: 'показание|замер|измерение|ответ|анкета|опрос|тест|симптом|погода|датчик|влажность|история|метрика|профиль|цель|бюджет|результат|на основе|по данным',
    },
    phrases: {
      // …and a change in what is measured, past a threshold or a trend, is a rule run on the readings: "warns when a hive
      // gets lighter fast", "when the readings trend down", «когда давление падает ниже нормы».
      en:
        'rule-based|rules engine|based on your answers|based on the readings|based on readings|linter|validator|' +
        'trend down|trends down|trend up|trends up|drops below|drop below|falls below|fall below|rises above|rise above|goes above|goes below|' +
        'exceeds|gets lighter|gets heavier|gets colder|gets warmer|jumps by|drops by|falls by|rises by|faster than usual|above normal|below normal|' +
        'went up|gone up|goes up|go up|went down|goes down|price increase|price rise|price drop',
      ru:
        'по правилам|на основе ответов|на основе показаний|по показаниям|линтер|валидатор|' +
        'падает ниже|падают ниже|опускается ниже|поднимается выше|превышает|превышают|падает быстрее|растет быстрее|растёт быстрее|ниже нормы|выше нормы|ниже порога|выше порога|' +
        'подорожал|подорожали|подешевел|подешевели|рост цены|рост цен',
    },
    pairs: [
      // Hinting when or how much to do something: «подсказывает, когда поливать», "tells farmers when to spray"
      // (telling when something happens is a notice: «сообщает, когда улью нужна подкормка»).
      {
        actions: { en: 'tell|show|let know', ru: 'подсказывать|подсказать' },
        objects: { en: 'when to|how much to|how many|what to|which day', ru: 'когда|сколько|в какой день|что делать' },
      },
      // Picking out what a condition marks: "flags subscriptions I forgot about", «находит дублирующиеся платежи».
      {
        actions: { en: 'flag|spot|detect|catch|highlight|find', ru: 'находить|найти|отмечать|подсвечивать|выявлять|выявить' },
        objects: {
          en: 'forgot|forgotten|unused|duplicate|duplicated|recurring|unusual|suspicious|overdue|expired|expiring|idle',
          ru: 'забытый|неиспользуемый|дублирующийся|повторяющийся|необычный|подозрительный|просроченный|истекающий',
        },
      },
      // Checking a thing against rules: "validates OpenAPI specs", "scans a repository for leaked secrets".
      { actions: { en: 'validate|lint', ru: 'валидировать|провалидировать|линтовать' }, objects: { en: '{thing}', ru: '{thing}' } },
      {
        actions: { en: 'scan|audit|detect', ru: 'сканировать|проверять|проверить|находить|искать|обнаруживать' },
        objects: {
          en: 'repository|repo|codebase|source code|secret|leaked secret|vulnerability|dependency|spec|schema|config|broken link|typo|error|mistake|plagiarism|accessibility',
          ru: 'репозиторий|код|секрет|уязвимость|зависимость|спецификация|схема|конфиг|битая ссылка|опечатка|ошибка|плагиат',
        },
      },
      // A figure worked out for someone: "tells the bakery how many loaves to bake", "подсказывает, сколько поливать".
      {
        actions: {
          en: 'tell|work out|figure out|calculate|compute|estimate|suggest|predict|recommend|advise',
          ru: 'подсказывать|подсказать|рассчитывать|рассчитать|считать|посчитать|советовать|посоветовать|говорить|сказать|сообщать|сообщить',
        },
        objects: { en: 'how much|how many|how long|how often|when to|which', ru: 'сколько|как часто|когда нужно|какой' },
      },
      // Changing what a page shows by rules: "mutes autoplay videos", "blocks trackers".
      {
        actions: { en: 'mute|block|hide|skip|strip|blur', ru: 'отключать|отключить|блокировать|заблокировать|скрывать|скрыть|глушить|пропускать' },
        objects: {
          en: 'ad|autoplay|autoplay video|popup|pop-up|tracker|cookie banner|spoiler|distraction|sponsor segment',
          ru: 'реклама|автовоспроизведение|баннер|трекер|спойлер|всплывающее окно',
        },
      },
    ],
    readsDevices: true,
  },
  'ai-draft': {
    needs: 'llm',
    actions: {
      en: 'generate|draft|auto-generate|auto-write|ai|gpt|llm|chatgpt|ai-powered|ai-generated|ai-written|ai-drafted|language model|rewrite|auto-draft',
      ru: 'генерировать|сгенерировать|генерация|нейросеть|ии|ai|gpt|llm|chatgpt|черновик|составлять черновик|переписывать',
    },
    objects: {
      en: 'post|caption|reply|response|email|description|draft|letter|cover letter|report|plan|lesson plan|quiz|advice|tip|listing|proposal|contract|text|copy|summary|story|recipe|message|answer|feedback|essay|invoice text|job description|product description|review reply|worksheet|meal plan|workout',
      ru: 'пост|подпись|ответ|письмо|описание|черновик|план|текст|отчет|отчёт|совет|рекомендация|объявление|предложение|договор|сообщение|рассказ|рецепт|отзыв|эссе|задание|программа тренировок|меню',
    },
    phrases: {
      en: 'ai draft|ai-written|ai-generated|first draft|draft for review|drafts for review|ai writes|ai drafts|with ai|using ai|by ai|with gpt|with chatgpt|with an llm|using gpt|using chatgpt|using an llm|using llm|with llm|via gpt|via an llm',
      ru: 'черновик для проверки|первый черновик|генерирует черновик|пишет нейросеть|ии пишет|ии составляет|с помощью ии|с помощью нейросети|с ии',
    },
    reviewed: true,
  },
  sync: {
    actions: {
      en: 'import|sync|synchronise|synchronize|pull|fetch|mirror|ingest|pull in|bring in|connect to|aggregate|collect from',
      ru: 'импортировать|синхронизировать|синхронизация|подтягивать|подтянуть|забирать|забрать|загружать|собирать|импорт|выгружать',
    },
    objects: { en: '{service}|{schedule}|feed|bank account|bank|calendar|inbox|api', ru: '{service}|{schedule}|банк|календарь|почта|api' },
    phrases: {
      en: 'nightly import|nightly sync|scheduled import|two-way sync|auto-import|automatic import',
      ru: 'ночная синхронизация|автоматический импорт|синхронизация по расписанию|двусторонняя синхронизация',
    },
    // Records saved to a service or logged from one: "saves posts to Airtable", "log runs from Garmin".
    pairs: [
      // Pages watched on a schedule are scraped: "watches competitors' prices on their websites every hour".
      { actions: { en: 'watch|scrape|crawl|poll', ru: 'парсить|спарсить|мониторить' }, objects: { en: '{schedule}', ru: '{schedule}' } },
      // What a named service holds, watched from outside it: "reads our Shopify payouts", «отслеживает заказы в Wildberries».
      {
        actions: { en: 'read|watch|monitor|check|track', ru: 'читать|смотреть|отслеживать|проверять|следить' },
        objects: { en: '{service}', ru: '{service}' },
      },
      // A mailbox read for what arrives in it: "reads supplier invoices from our email inbox", «разбирает входящие письма».
      {
        actions: { en: 'read|parse|scan|watch|collect|extract', ru: 'читать|разбирать|парсить|сканировать|собирать|извлекать' },
        objects: { en: 'inbox|email inbox|mailbox|incoming email|forwarded email', ru: 'почтовый ящик|входящие|входящие письма|пересланные письма' },
      },
      {
        actions: { en: 'save|log|copy|push|export|back up|post|publish|upload|mirror', ru: 'сохранять|сохранить|отправлять|отправить|выгружать|выгрузить|копировать|передавать|загружать|публиковать|опубликовать' },
        objects: { en: '{named}', ru: '{named}' },
      },
    ],
    readsDevices: true,
    except: { en: 'pull request|log in|log into|sign in', ru: '' },
  },
  bot: {
    actions: none,
    objects: none,
    phrases: {
      en: 'bot|chatbot|telegram bot|whatsapp bot|slack bot|discord bot|slash command|chat bot',
      ru: 'бот|чат-бот|телеграм-бот|telegram-бот|бот в телеграме|бот в telegram',
    },
  },
  'public-api': {
    actions: { en: 'expose|meter|rate-limit|offer|sell access to', ru: 'открывать|предоставлять|продавать доступ к' },
    objects: { en: 'api|endpoint|webhook|sdk', ru: 'api|апи|эндпоинт|webhook|вебхук|sdk' },
    phrases: {
      en: 'public api|rest api|api key|developer api|graphql api|api access|webhooks|rate limit|rate limits|per api call|metered api|api for developers',
      ru: 'публичный api|открытый api|ключ api|api-ключ|api для разработчиков|лимит запросов',
    },
    products: { words: { en: 'api', ru: 'api|апи' } },
    // Keys a tool looks for in code are secrets found, not keys the product hands out.
    except: { en: 'leaked api key|leaked api keys|exposed api key|exposed api keys|hardcoded api key|hardcoded api keys', ru: 'утекшие ключи|утёкшие ключи' },
  },
  booking: {
    actions: { en: 'book|reserve|schedule|rebook|reschedule', ru: 'бронировать|забронировать|записываться|записаться|записывать|записать|резервировать|бронирование|запись' },
    objects: {
      en: '{person}|appointment|slot|time slot|session|class|lesson|workout|training session|fitting|masterclass|table|room|court|desk|walk|tour|visit|consultation|ride|trip|stay|rental|seat|ticket|haircut|treatment|service|viewing|call|pitch|spot|shift|meeting',
      ru: '{person}|прием|приём|слот|окно|время|сеанс|занятие|урок|тренировка|примерка|мастер-класс|столик|стол|номер|корт|место|прогулка|экскурсия|визит|консультация|поездка|аренда|билет|стрижка|процедура|услуга|показ|встреча|смена|мастер',
    },
    phrases: {
      en: 'booking|reservation|availability|time slot|double booking|double-booking|online booking|book a slot|scheduling|appointment scheduling',
      ru: 'бронирование|бронь|онлайн-запись|запись к|запись в|запись на|свободные окна|свободное время|двойная бронь|прокат',
    },
    // Renting or hiring things out is booking them for a time ("rent camping gear", "берут напрокат велосипеды").
    pairs: [
      {
        actions: { en: 'rent|hire|lease|rent out|hire out|lend|borrow', ru: 'арендовать|брать напрокат|взять напрокат|сдавать в аренду|сдать в аренду|одалживать|одолжить' },
        objects: {
          en: '{thing}|gear|equipment|tool|bike|car|van|boat|kayak|camper|instrument|costume|dress|space|studio|venue|parking',
          ru: '{thing}|снаряжение|оборудование|инструмент|велосипед|машина|автомобиль|лодка|костюм|платье|помещение|студия|парковка',
        },
      },
    ],
    alone: { en: 'book|reserve', ru: 'записываться|записаться|бронировать|забронировать' },
    except: { en: 'book club|address book|phone book|recipe book|scheduling post|schedule post|scheduled post|hiring manager|hiring team|hiring process', ru: '' },
  },
  payouts: {
    actions: { en: 'pay out|payout|disburse|take a cut|keep a cut', ru: 'выплачивать|выплатить|выплата|перечислять|перечислить' },
    objects: { en: '{person}|seller|provider|host|earning|fee|revenue|share', ru: '{person}|продавец|исполнитель|мастер|заработок|доход|вознаграждение' },
    phrases: {
      en: 'get paid|gets paid|pay out|payout|escrow|commission|take rate|platform fee|service fee|revenue share|split payment|stripe connect|marketplace fee|earnings',
      ru: 'выплата|эскроу|безопасная сделка|комиссия|получать оплату|получают оплату|получать деньги|вознаграждение исполнителям|процент с',
    },
    products: { words: { en: 'marketplace', ru: 'маркетплейс|площадка|агрегатор' }, with: 'checkout' },
    // A store's or a processor's payouts to the founder's own account are income to watch, not payouts the product makes.
    // …and payouts being checked are what a reconciliation compares ("flags payouts that never arrived").
    except: {
      en: 'our payouts|my payouts|our # payouts|my # payouts|stripe payouts|shopify payouts|amazon payouts|etsy payouts|flag payouts|flags payouts|flagged payouts|missing payouts|late payouts|payouts that never',
      ru: 'наши выплаты|мои выплаты|выплаты от|выплаты, которые не',
    },
  },
  chat: {
    actions: { en: 'message|chat|talk|dm|text', ru: 'переписываться|общаться|писать|переписка|общение' },
    objects: { en: '{person}|each other|one another', ru: '{person}|друг с другом' },
    phrases: {
      en: 'chat|messaging|direct message|direct messages|in-app chat|in-app messaging|group chat|message thread',
      ru: 'чат|переписка|личные сообщения|личка|общий чат|мессенджер',
    },
  },
  maps: {
    actions: { en: 'show|see|find|browse|pin|search|view|locate|mark|explore|plot', ru: 'показывать|показать|видеть|искать|найти|отмечать|отметить|смотреть|находить' },
    objects: { en: 'map|nearby|near me|place|spot|pin|radius|area|neighbourhood|neighborhood', ru: 'карта|рядом|поблизости|место|точка|район|радиус' },
    phrases: { en: 'on a map|on the map|map view|nearby|near me|within walking distance|google maps|mapbox', ru: 'на карте|рядом|поблизости|яндекс карты|яндекс.карты|в радиусе' },
  },
  lessons: {
    actions: { en: 'take|complete|learn|study|finish|practise|practice|enrol|enroll|progress through|watch', ru: 'проходить|пройти|изучать|изучить|учить|выучить|заниматься|записываться|смотреть' },
    objects: {
      en: 'lesson|course|module|chapter|quiz|exercise|curriculum|unit|video lesson|word|vocabulary|phrase|grammar|alphabet|kanji|chord',
      ru: 'урок|курс|модуль|глава|тест|упражнение|программа|видеоурок|слово|лексика|фраза|грамматика|алфавит|иероглиф|аккорд',
    },
    phrases: {
      en: 'online course|video course|online school|course platform|lesson progress|learning path|micro-lesson|flashcard|spaced repetition',
      ru: 'онлайн-курс|видеокурс|онлайн-школа|учебный курс|прогресс обучения|карточки для запоминания|карточка для повторения|карточка для запоминания|интервальное повторение|флеш-карточка|карточка со словами',
    },
  },
  workflow: {
    actions: {
      en: 'approve|sign off|escalate|assign|hand off|route|reject|submit for approval|authorise|authorize|countersign',
      ru: 'утверждать|утвердить|согласовывать|согласовать|одобрять|одобрить|визировать|завизировать|отклонять|отклонить|назначать|назначить',
    },
    objects: { en: '{thing}', ru: '{thing}' },
    phrases: {
      en: 'approve|approval|approval flow|approval workflow|sign off|sign-off|workflow|status change|pending approval|approval chain|job request|repair request|service request|maintenance request|support ticket|quote request|e-signature|electronic signature|digital signature|online application|rental application|job application',
      ru: 'согласовывать|согласовать|утверждать|утвердить|согласование|утверждение|маршрут согласования|на согласование|одобрение|заявка на|статус заявки|статус обращения|электронная подпись|тикет',
    },
    pairs: [
      // A request someone handles moves through states: "customers open tickets", "жильцы подают заявки".
      {
        actions: { en: 'submit|file|open|raise|lodge|log|request|take|accept|receive|review|process', ru: 'подавать|подать|оставлять|оставить|создавать|создать|открывать|открыть|отправлять|отправить|регистрировать|принимать|принять|рассматривать' },
        objects: {
          en: 'ticket|request|claim|complaint|application|appeal|incident|quote|estimate',
          ru: 'заявка|заявление|обращение|тикет|жалоба|претензия|запрос|инцидент',
        },
      },
      // A fault someone reports is a request someone else fixes: "tenants report repairs", «жильцы сообщают о поломках».
      {
        actions: { en: 'report|flag|raise', ru: 'сообщать|сообщить|заявлять|заявить' },
        objects: {
          en: 'repair|fault|issue|problem|defect|breakdown|leak|damage|outage|bug|hazard',
          ru: 'ремонт|поломка|неисправность|проблема|дефект|протечка|авария|повреждение|сбой',
        },
      },
      // Signing a document is a step someone waits on: "sign leases electronically".
      {
        actions: { en: 'sign|countersign|e-sign', ru: 'подписывать|подписать' },
        objects: {
          en: 'lease|contract|agreement|document|form|waiver|consent|nda|offer|timesheet|electronically|online',
          ru: 'договор|документ|акт|соглашение|заявление|согласие|электронно|онлайн',
        },
      },
    ],
    // "tenants apply online": an application someone accepts or rejects.
    alone: { en: 'apply', ru: 'откликаться|откликнуться' },
    except: { en: 'sign up|sign in|sign-up|sign-in', ru: '' },
    reviewed: true,
  },
  publishing: {
    actions: { en: 'publish|post|moderate|flag|report|schedule|share', ru: 'публиковать|опубликовать|выкладывать|выложить|модерировать|размещать|разместить|пожаловаться' },
    objects: {
      en: 'post|article|review|story|comment|photo|episode|newsletter|blog post|announcement|video|guide|tutorial',
      ru: 'пост|статья|отзыв|история|комментарий|фото|выпуск|рассылка|новость|видео|гайд',
    },
    phrases: { en: 'moderation|moderator|moderation queue|content moderation|editorial review', ru: 'модерация|модератор|очередь модерации|премодерация' },
    reviewed: true,
  },
  media: {
    actions: {
      en: 'upload|record|edit|transcode|crop|resize|compress|snap|film|capture|photograph|shoot|scan|cull|tag|retouch|sort|rate|caption|transcribe|subtitle',
      ru: 'загружать|загрузить|записывать|записать|монтировать|обрезать|сжимать|снимать|снять|фотографировать|сфотографировать|сканировать|отсканировать|отбирать|отобрать|ретушировать|тегировать|размечать|разметить|сортировать|расшифровывать|расшифровать|транскрибировать',
    },
    objects: {
      en: 'photo|video|audio|image|picture|clip|voice note|podcast|episode|interview|lecture|recording|selfie|footage|track|song|scan|file|document|attachment|receipt|paper bill|paper invoice|gallery|album|portfolio|photoshoot',
      ru: 'фото|фотография|видео|видеоурок|аудио|изображение|картинка|ролик|голосовое сообщение|подкаст|выпуск|интервью|лекция|запись|селфи|снимок|трек|песня|скан|файл|документ|вложение|чек|квитанция|галерея|альбом|портфолио|фотосессия',
    },
    phrases: { en: 'photo upload|video upload|file upload|voice note|audio recording|image gallery', ru: 'загрузка фото|загрузка видео|загрузка файлов|голосовое сообщение|фотогалерея' },
    // Recordings put together into one: "the director mixes them into one track", «склеивает ролики в один».
    pairs: [
      {
        actions: { en: 'mix|merge|stitch|combine|splice', ru: 'сводить|свести|склеивать|склеить|объединять|объединить' },
        objects: { en: 'track|recording|audio|video|clip|take|one track|one video', ru: 'трек|запись|аудио|видео|ролик|один трек|один ролик' },
      },
    ],
  },
  directory: {
    actions: {
      en: 'search|browse|filter|discover|find|compare|look up|shortlist',
      ru: 'искать|найти|находить|фильтровать|отфильтровать|подбирать|подобрать|поиск|подбор|сравнивать|выбирать',
    },
    objects: { en: '{person}|{thing}', ru: '{person}|{thing}' },
    phrases: {
      en: 'directory|catalogue|catalog|listings|search and filter|searchable list|job board|jobs board|listing site',
      ru: 'каталог|справочник|поиск и фильтры|база исполнителей|доска объявлений',
    },
    // What people post for others to browse and answer is a shared board: "hospitals post vacancies", "рецепты, которыми делятся".
    pairs: [
      {
        actions: { en: 'post|publish|list|share|advertise|put up', ru: 'публиковать|опубликовать|размещать|разместить|выкладывать|выложить|делиться|поделиться|выставлять' },
        objects: {
          en: 'listing|vacancy|job|job opening|opening|ad|classified|recipe|offer|property|apartment|room|item|gig',
          ru: 'объявление|вакансия|рецепт|предложение|квартира|товар|лот|подработка',
        },
      },
    ],
  },
  checkout: {
    actions: { en: 'pay|buy|purchase|order|checkout|tip|prepay|check out', ru: 'оплачивать|оплатить|платить|заплатить|покупать|купить|заказывать|заказать|оплата|покупка' },
    objects: { en: '{thing}|by card|online|card|cart|in the app|in-app|apple pay|google pay', ru: '{thing}|картой|онлайн|в приложении|корзина|сбп' },
    phrases: {
      en: 'pay|checkout|pay online|pay by card|shopping cart|card payment|online payment|in-app payment|refund|saved card|card on file',
      ru: 'оплатить|оплачивать|оплата картой|онлайн-оплата|оплата онлайн|корзина|эквайринг|возврат средств|возврат денег|возврат платежа|сохранённая карта',
    },
    pairs: [
      // Keeping a card to charge it later: "stores cards", "сохраняет карты".
      { actions: { en: 'store|save|tokenise|tokenize|vault', ru: 'сохранять|сохранить|хранить|привязывать|привязать' }, objects: { en: 'card|credit card|payment method', ru: 'карта|банковская карта|способ оплаты' } },
      // A deposit held on the card and released later: "deposits held until the gear is returned", «залог блокируется».
      {
        actions: { en: 'hold|release|refund|authorise|authorize|pre-authorise|pre-authorize|take|collect', ru: 'удерживать|удержать|блокировать|заблокировать|замораживать|заморозить|возвращать|вернуть|брать|взять|собирать|собрать' },
        objects: { en: 'deposit|security deposit|damage deposit', ru: 'залог|депозит|страховой депозит' },
      },
    ],
    // "Apple Pay" is how people pay, not a payment said of its own.
    except: { en: 'purchase order|order status|order history|order form|apple pay|google pay|samsung pay', ru: '' },
  },
  billing: {
    actions: { en: 'bill|charge|meter|invoice|subscribe', ru: 'списывать|тарифицировать|выставлять счет|выставлять счёт' },
    objects: { en: 'usage|call|request|seat|plan|tier|minute|credit|month', ru: 'использование|запрос|вызов|место|тариф|минута|кредит|месяц' },
    phrases: {
      en: 'subscription|monthly plan|pricing plan|pricing tier|usage-based|usage based|metered billing|pay per use|pay-per-use|pay as you go|pay-as-you-go|per call|per request|per api call|per seat|credits|monthly pass|annual pass|yearly pass|season pass|membership fee|monthly fee|recurring payment|issue invoice|send invoice|invoicing',
      ru: 'подписка|тариф|тарифный план|оплата за использование|за запрос|за вызов|помесячная оплата|абонемент|поминутная оплата|выставлять счет|выставлять счёт|выставить счет|выставить счёт|членский взнос|ежемесячный платеж|ежемесячный платёж|квартплата',
    },
    // Money due again every period: "collect rent online", "собирают взносы".
    pairs: [
      {
        actions: { en: 'collect|pay|charge', ru: 'собирать|собрать|оплачивать|оплатить|платить|вносить|начислять|начислить' },
        objects: { en: 'rent|dues|membership|membership fee|tuition|service charge|utility bill', ru: 'аренда|квартплата|взнос|членский взнос|коммунальные платежи|коммуналка' },
      },
    ],
    // Subscriptions someone has are their records ("flags subscriptions I forgot about"), not the product's billing.
    except: {
      en: 'subscriptions i|subscriptions you|subscriptions we|subscriptions they|my subscriptions|our subscriptions|your subscriptions|their subscriptions|forgotten subscriptions|unused subscriptions',
      ru: 'мои подписки|свои подписки|забытые подписки|ненужные подписки',
    },
  },
  notify: {
    actions: { en: 'remind|notify|alert|warn|ping|nudge|email|text|tell|let know', ru: 'напоминать|напомнить|уведомлять|уведомить|оповещать|оповестить|предупреждать|предупредить|присылать|прислать|сообщать|сообщить' },
    objects: { en: '{person}|{channel}|before|when|if', ru: '{person}|{channel}|перед|когда|если|за день до|за час до|накануне' },
    // Getting a message by a channel is being notified: "get an SMS when the car is ready", «получают SMS».
    pairs: [{ actions: { en: 'get|receive', ru: 'получать|получить' }, objects: { en: '{channel}', ru: '{channel}' } }],
    phrases: {
      en: 'reminder|notification|alert|push notification|push alert|nudge|email digest|daily digest|weekly digest|heads-up|maintenance schedule|service schedule|inspection schedule|vaccination schedule|renewal date|expiry date|expiration date',
      ru: 'напоминание|уведомление|оповещение|push-уведомление|алерт|рассылка|дайджест|график обслуживания|график техобслуживания|график прививок|график поверки|срок годности|срок действия',
    },
  },
  analytics: {
    actions: { en: 'analyse|analyze|visualise|visualize|chart|measure|break down', ru: 'анализировать|проанализировать|визуализировать|считать статистику' },
    objects: { en: 'trend|spending|revenue|performance|metric|kpi|conversion|usage|habit|progress', ru: 'тренд|расход|выручка|показатель|метрика|конверсия|динамика|прогресс' },
    phrases: {
      // …and figures broken down by a period or ranked by how they sell ("which beans sell best by month").
      en: 'analytics|dashboard|reporting|statistics|stats|chart|charts|insight|insights|kpi|trend report|monthly report|weekly report|by month|by week|per month|per week|sell best|sells best|best-selling|best selling|top-selling|cost per',
      ru: 'аналитика|дашборд|отчет|отчёт|отчетность|отчётность|статистика|динамика|на графике|на графиках|диаграмма|диаграммы|по месяцам|по неделям|по дням недели|лучше всего продаются|продаются лучше всего|продается лучше всего|самые продаваемые',
    },
    // Money spent, followed over time: "tracks how much a family spends on food", «показывает, сколько уходит на еду».
    pairs: [
      {
        actions: { en: 'track|see|show|know|chart|follow', ru: 'отслеживать|видеть|показывать|знать|следить' },
        objects: { en: 'how much|spending|spend|spends|spent', ru: 'сколько тратит|сколько тратят|сколько уходит|траты' },
      },
      // Figures added up and shown: "shows weekly totals", «показывает итоги за неделю».
      {
        actions: { en: 'show|see|display|view|get', ru: 'показывать|показать|видеть|смотреть|получать' },
        objects: { en: 'total|totals|breakdown|trend', ru: 'итог|итоги|итоги за неделю|итоги за месяц|разбивка' },
      },
    ],
    // A dashboard is a product of figures: "a dashboard for a coffee roaster", «дашборд для кофейни».
    products: { words: { en: 'dashboard', ru: 'дашборд' } },
    readsDevices: true,
  },
  'import-export': {
    actions: { en: 'import|export|download|bulk upload|bulk import|back up|backup', ru: 'импортировать|экспортировать|выгружать|выгрузить|скачивать|скачать|импорт|экспорт|выгрузка' },
    objects: { en: 'csv|excel|spreadsheet|xlsx|pdf|json|backup|google sheets|ics', ru: 'csv|excel|эксель|таблица|xlsx|pdf|json|гугл-таблица' },
    phrases: { en: 'csv|export to|csv import|csv export|excel export|bulk import', ru: 'выгрузка в excel|импорт из excel|выгрузка|экспорт в' },
  },
  offline: {
    actions: none,
    objects: none,
    phrases: {
      en: 'offline|offline-first|offline mode|offline use|for offline use|works offline|without internet|without a connection|no signal|no reception|poor connection',
      ru: 'офлайн|оффлайн|офлайн-режим|без интернета|без сети|без связи|плохая связь',
    },
    ownWay: true,
  },
};


/**
 * Words that name what a feature yields without saying how it is made ("watering advice": computed
 * from readings, written by an AI model or entered by a person). Read alone, the first choice is
 * guessed; when such a feature is the idea's headline, the founder is asked.
 */
export const ambiguousCues: ReadonlyArray<{ words: Localised; choices: readonly CapabilityId[] }> = [
  {
    words: { en: 'advice|tip|recommendation|suggestion|guidance', ru: 'совет|рекомендация|подсказка' },
    choices: ['advice', 'ai-draft', 'records'],
  },
  {
    words: { en: 'forecast|prediction', ru: 'прогноз|предсказание' },
    choices: ['advice', 'ai-draft', 'records'],
  },
];

/** Where a feature speaks, as a capability's `channel` names it in each language. */
export const channelCues: ReadonlyArray<{ name: Localised; words: Localised }> = [
  { name: { en: 'push', ru: 'push' }, words: { en: 'push|push notification|push alert', ru: 'push|пуш|push-уведомление|пуш-уведомление' } },
  { name: { en: 'SMS', ru: 'SMS' }, words: { en: 'sms|text message|twilio', ru: 'sms|смс|эсэмэс' } },
  { name: { en: 'email', ru: 'почта' }, words: { en: 'email|e-mail|mail|inbox|newsletter', ru: 'почта|письмо|email|e-mail|имейл|рассылка' } },
  { name: { en: 'Telegram', ru: 'Telegram' }, words: { en: 'telegram', ru: 'telegram|телеграм|телеграмм|телеграм-бот' } },
  { name: { en: 'WhatsApp', ru: 'WhatsApp' }, words: { en: 'whatsapp', ru: 'whatsapp|ватсап|вотсап' } },
  { name: { en: 'Slack', ru: 'Slack' }, words: { en: 'slack', ru: 'slack|слак' } },
  { name: { en: 'Discord', ru: 'Discord' }, words: { en: 'discord', ru: 'discord|дискорд' } },
  { name: { en: 'Bluetooth', ru: 'Bluetooth' }, words: { en: 'bluetooth|ble', ru: 'bluetooth|блютуз' } },
  { name: { en: 'WebSocket', ru: 'WebSocket' }, words: { en: 'websocket|web socket', ru: 'websocket|вебсокет' } },
  { name: { en: 'in-app', ru: 'в приложении' }, words: { en: 'in-app|in the app', ru: 'в приложении' } },
];

/** When a feature runs on its own; the capability's `schedule` is the idea's own words for it. */
export const scheduleCues: Localised = {
  en: 'nightly|hourly|daily|weekly|monthly|every night|every morning|every evening|every day|every week|every month|every hour|every minute|every # minute|every # hour|every # day|every # week|once a day|twice a day|once an hour|once a week|once a month|each night|each morning|each day|each week|at midnight|overnight|every weekday|each weekday',
  ru: 'ежедневно|еженедельно|ежечасно|ежемесячно|каждый день|каждую ночь|каждое утро|каждый вечер|каждую неделю|каждый месяц|каждый час|каждую минуту|каждые # минута|каждые # час|каждые # день|раз в день|раз в час|раз в неделю|раз в месяц|по ночам|по утрам|в полночь|ночью|каждые сутки',
};

/** Verbs of reviewing and approving: the person doing them is the capability's `reviewer`. */
export const reviewCues: Localised = {
  // …or hands it on: whoever assigns a request ("the landlord assigns a handyman") acts on it next.
  en: 'review|approve|check|moderate|edit|sign off|proofread|vet|verify|accept|reject|confirm|correct|assign|dispatch|triage',
  ru: 'проверять|проверить|утверждать|утвердить|согласовывать|согласовать|одобрять|одобрить|модерировать|редактировать|править|поправить|подтверждать|подтвердить|проверка|назначать|назначить|распределять|распределить',
};

/**
 * Devices a product reads from: the `sources` of a capability that reads devices name them with
 * their qualifier ("soil sensor", "датчик влажности").
 */
export const sourceCues: Localised = {
  en: 'sensor|scale|wearable|smartwatch|thermostat|meter|glucose meter|camera|beacon|collar|probe|strap|heart rate monitor|fitness tracker|gps tracker',
  ru: 'датчик|весы|браслет|термостат|счетчик|счётчик|глюкометр|камера|маячок|ошейник|сенсор|пульсометр|фитнес-трекер|gps-трекер',
};

/** How a product makes money when the idea says nothing of it: by what it does, the first that fits. */
export type ImpliedModel = 'commission' | 'usage' | 'in-app';
export const impliedMonetisation: ReadonlyArray<{ capability: CapabilityId; model: ImpliedModel; words?: Localised; /** …not when the product also does one of these. */ unless?: readonly CapabilityId[] }> = [
  { capability: 'payouts', model: 'commission' },
  {
    capability: 'billing',
    model: 'usage',
    words: {
      en: 'usage-based|usage based|metered|pay per use|pay-per-use|pay as you go|pay-as-you-go|per call|per request|per api call|credits',
      ru: 'оплата за использование|за запрос|за вызов|поминутная оплата|по факту использования',
    },
  },
  { capability: 'public-api', model: 'usage' },
  // A game sells extras in its app; a game a chat bot runs has no app store to sell them in.
  { capability: 'game', model: 'in-app', unless: ['bot'] },
];

/**
 * What a made-up product name says the product does, after the word of its domain ("Rescue" +
 * live → RescueTrack, "Order" + reconcile → OrderMatch); a product that only keeps records is named
 * by the reader's general patterns.
 */
export const productNameWords: Record<CapabilityId, readonly string[]> = {
  records: [],
  directory: ['Finder', 'Guide', 'Atlas'],
  booking: ['Book', 'Slot', 'Spot'],
  checkout: ['Pay'],
  payouts: ['Market', 'Share'],
  billing: ['Plan', 'Pass'],
  live: ['Track', 'Trail', 'Live'],
  realtime: ['Room', 'Jam'],
  chat: ['Chat', 'Talk'],
  notify: ['Nudge', 'Ping', 'Remind'],
  sync: ['Sync', 'Bridge', 'Link'],
  reconcile: ['Match', 'Balance'],
  advice: ['Sage', 'Wise', 'Advisor'],
  'ai-draft': ['Writer', 'Draft', 'Craft'],
  'content-qa': ['Digest', 'Ask', 'Brief'],
  device: ['Sense', 'Pulse'],
  media: ['Snap', 'Scan', 'Lens'],
  maps: ['Map', 'Spot'],
  analytics: ['Insight', 'Metrics'],
  'public-api': ['API'],
  bot: ['Bot'],
  game: ['Quest', 'Dash', 'Play'],
  lessons: ['Learn', 'Class'],
  workflow: ['Flow', 'Approve'],
  publishing: ['Press', 'Post'],
  'import-export': ['Port', 'Bridge'],
  offline: ['Pocket', 'Go'],
};
