import type { CapabilityEntry } from '../types';

/** A shared or public list others browse and search: listings, a search index, moderation. */
export const directory: CapabilityEntry = {
  id: 'directory',
  benefit: {
    en: 'I find the right {entity} by searching and filtering instead of asking around',
    ru: 'находить нужное поиском и фильтрами, а не расспросами',
  },
  howItWorks: [
    {
      en: 'Owners create and publish {entities}; a published {entity} becomes a listing anyone can find in the directory, without signing in, at its own shareable address.',
      ru: 'Владельцы создают и публикуют записи «{entity}»; опубликованная запись становится карточкой каталога, которую любой находит без входа по её собственному адресу.',
    },
    {
      en: 'The directory answers GET /api/{es} with a text query, filters (category, place, price), a sort and cursor pagination; search runs on an index updated on every change, so results are ranked by relevance rather than by date.',
      ru: 'Каталог отвечает на GET /api/{es} с текстовым запросом, фильтрами (категория, город, цена), сортировкой и постраничной выдачей по курсору; поиск идёт по индексу, который обновляется при каждом изменении, поэтому выдача упорядочена по релевантности, а не по дате.',
    },
    {
      en: 'New and edited listings wait for moderation (the {reviewer} approves or hides them) and visitors can report a listing; a hidden listing leaves search at once but stays visible to its owner with the reason.',
      ru: 'Новые и изменённые карточки ждут модерации (их одобряет или скрывает {reviewer}), а посетители могут пожаловаться на карточку; скрытая карточка сразу пропадает из поиска, но владелец видит её вместе с причиной.',
    },
  ],
  records: [
    {
      name: '{Entity}Report',
      label: { en: 'report on a listing', ru: 'жалоба на карточку' },
      fields: 'reason:enum, comment:text, reporter:reference, reporterIp:string, status:enum, createdAt:datetime',
    },
    {
      name: '{Entity}Moderation',
      label: { en: 'moderation decision', ru: 'решение модератора' },
      fields: 'decision:enum, reason:text, moderator:reference, decidedAt:datetime',
    },
  ],
  endpoints: [
    {
      method: 'GET',
      path: '/api/{es}',
      description: {
        en: 'Search published {entities}: q, filters, sort and cursor pagination (at most 50 a page); drafts and hidden ones never appear',
        ru: 'Поиск по опубликованным карточкам: q, фильтры, сортировка и курсор (не больше 50 на страницу); черновики и скрытые не попадают никогда',
      },
      auth: false,
    },
    {
      method: 'GET',
      path: '/api/{es}/:id',
      description: {
        en: 'One published {entity}; 404 for drafts and hidden ones, except to their owner',
        ru: 'Одна опубликованная карточка; 404 для черновиков и скрытых, кроме их владельца',
      },
      auth: false,
    },
    {
      method: 'GET',
      path: '/api/me/{es}',
      description: {
        en: 'The owner’s own {entities} in every state (draft, in review, published, hidden with the reason)',
        ru: 'Свои карточки владельца во всех состояниях (черновик, на проверке, опубликована, скрыта с причиной)',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}',
      description: {
        en: 'Create a draft {entity} owned by the signed-in user',
        ru: 'Создать черновик карточки от имени вошедшего пользователя',
      },
      auth: true,
    },
    {
      method: 'PATCH',
      path: '/api/{es}/:id',
      description: {
        en: 'The owner edits their {entity}; a change to its text or photos sends a published one back to review',
        ru: 'Владелец правит свою карточку; изменение текста или фото возвращает опубликованную на проверку',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/:id/publish',
      description: {
        en: 'Submit {anEntity} for moderation (or publish it at once when moderation is after the fact)',
        ru: 'Отправить карточку на модерацию (или опубликовать сразу, если проверка идёт после публикации)',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/:id/reports',
      description: {
        en: 'Report a listing; open to visitors, rate-limited per address, repeated reports by one person count once',
        ru: 'Пожаловаться на карточку; доступно посетителям, с лимитом по адресу, повторные жалобы одного человека считаются одной',
      },
      auth: false,
    },
    {
      method: 'GET',
      path: '/api/moderation/{es}',
      description: {
        en: 'The moderation queue: listings waiting for review and reported ones, most reported first',
        ru: 'Очередь модерации: карточки на проверке и с жалобами, сначала самые обжалованные',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/moderation/{es}/:id',
      description: {
        en: 'Approve or hide a listing with a reason; the owner is told and the index updated',
        ru: 'Одобрить или скрыть карточку с причиной; владелец получает уведомление, индекс обновляется',
      },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'index-{es}',
      trigger: {
        en: 'queued on every create, edit, publish and moderation decision',
        ru: 'в очереди при каждом создании, правке, публикации и решении модератора',
      },
      work: {
        en: 'Put the listing into the search index when it is published, remove it when it is not; retried on failure',
        ru: 'Положить карточку в поисковый индекс, если она опубликована, и убрать, если нет; при сбое повторить',
      },
    },
    {
      name: 'reindex-{es}',
      trigger: { en: 'nightly', ru: 'каждую ночь' },
      work: {
        en: 'Rebuild the index from the database and report how many listings differed, so missed updates cannot pile up',
        ru: 'Пересобрать индекс из базы и сообщить, сколько карточек расходилось, чтобы пропущенные обновления не копились',
      },
    },
  ],
  screens: [
    {
      route: '/{es}',
      name: { en: 'Directory', ru: 'Каталог' },
      purpose: {
        en: 'Search box, filters and results as cards, page by page; filters live in the address so a search can be shared, and it works without signing in',
        ru: 'Поиск, фильтры и результаты карточками, постранично; фильтры хранятся в адресе, поэтому поиском можно поделиться, и всё работает без входа',
      },
    },
    {
      route: '/me/{es}',
      name: { en: 'My listings', ru: 'Мои карточки' },
      purpose: {
        en: 'The owner’s listings with their state, the moderator’s reason when hidden, and edit and publish actions',
        ru: 'Карточки владельца с их состоянием, причиной скрытия от модератора и кнопками «Изменить» и «Опубликовать»',
      },
    },
    {
      route: '/moderation/{es}',
      name: { en: 'Moderation queue', ru: 'Очередь модерации' },
      purpose: {
        en: 'Listings to review and reports to handle, with approve and hide-with-reason',
        ru: 'Карточки на проверку и жалобы для разбора, с кнопками «Одобрить» и «Скрыть с причиной»',
      },
    },
  ],
  choices: [
    {
      platforms: ['any'],
      choice: {
        en: 'Meilisearch (self-hosted or Meilisearch Cloud)',
        ru: 'Meilisearch (свой сервер или Meilisearch Cloud)',
      },
      reason: {
        en: 'Ranked, typo-tolerant search with filters and facet counts in milliseconds; the index is fed from a queue',
        ru: 'Поиск с ранжированием, устойчивый к опечаткам, с фильтрами и счётчиками фасетов за миллисекунды; индекс пополняется из очереди',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'PostgreSQL full-text search (a tsvector column with a GIN index) and pg_trgm',
        ru: 'Полнотекстовый поиск PostgreSQL (столбец tsvector с индексом GIN) и pg_trgm',
      },
      reason: {
        en: 'Enough for tens of thousands of listings with no extra service; use the english or russian text-search configuration so word forms match',
        ru: 'Хватает на десятки тысяч карточек без отдельного сервиса; конфигурация russian или english находит слово в любой форме',
      },
    },
    {
      platforms: ['web'],
      choice: {
        en: 'Server-rendered listing pages with schema.org markup and a sitemap.xml',
        ru: 'Страницы карточек с серверным рендерингом, разметкой schema.org и sitemap.xml',
      },
      reason: {
        en: 'Public listings are found from search engines, which bring most visitors to a directory',
        ru: 'Публичные карточки находят поисковики, а они приводят в каталог большую часть посетителей',
      },
    },
    {
      platforms: ['mobile'],
      choice: {
        en: 'FlashList with TanStack Query’s useInfiniteQuery',
        ru: 'FlashList и useInfiniteQuery из TanStack Query',
      },
      reason: {
        en: 'Long result lists scroll smoothly and fetch the next page by cursor',
        ru: 'Длинная выдача прокручивается плавно и подгружает следующую страницу по курсору',
      },
    },
    {
      platforms: ['any'],
      choice: { en: 'OpenAI’s moderation endpoint as a first pass', ru: 'Эндпоинт модерации OpenAI как первый фильтр' },
      reason: {
        en: 'Flags abusive text and images before a person looks, free of charge; the moderator still decides',
        ru: 'Бесплатно отмечает оскорбительные тексты и картинки до того, как их увидит человек; решает всё равно модератор',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Add listing states and the search index', ru: 'Добавить состояния карточки и поисковый индекс' },
      detail: {
        en: 'Give {Entity} a status (draft, in review, published, hidden) and publishedAt; add the {Entity}Report and {Entity}Moderation tables; create the index (a tsvector column with a GIN index, or a Meilisearch index with filterable and sortable attributes).',
        ru: 'Добавить в {Entity} статус (черновик, на проверке, опубликована, скрыта) и publishedAt; завести таблицы {Entity}Report и {Entity}Moderation; создать индекс (столбец tsvector с индексом GIN или индекс Meilisearch с полями для фильтров и сортировки).',
      },
      hours: 4,
    },
    {
      title: { en: 'Build the public search', ru: 'Сделать публичный поиск' },
      detail: {
        en: 'GET /api/{es} with q, filters, sort and cursor pagination over published listings only, and GET /api/{es}/:id that answers 404 for drafts and hidden ones; cache public answers for a minute.',
        ru: 'GET /api/{es} с q, фильтрами, сортировкой и курсором только по опубликованным карточкам и GET /api/{es}/:id, который отвечает 404 на черновики и скрытые; публичные ответы кешировать на минуту.',
      },
      hours: 6,
    },
    {
      title: { en: 'Keep the index in step', ru: 'Держать индекс в актуальном состоянии' },
      detail: {
        en: 'Queue the index-{es} job after every change is committed, and run reindex-{es} nightly to repair anything a failed update left behind.',
        ru: 'Ставить задачу index-{es} в очередь после фиксации каждого изменения и запускать reindex-{es} каждую ночь, чтобы исправить то, что оставил сбой.',
      },
      hours: 3,
    },
    {
      title: { en: 'Let owners manage their listings', ru: 'Дать владельцам управлять карточками' },
      detail: {
        en: 'POST /api/{es}, PATCH /api/{es}/:id, POST /api/{es}/:id/publish and GET /api/me/{es}; only the owner may change a listing, and editing a published one sends it back to review.',
        ru: 'POST /api/{es}, PATCH /api/{es}/:id, POST /api/{es}/:id/publish и GET /api/me/{es}; менять карточку может только владелец, а правка опубликованной возвращает её на проверку.',
      },
      hours: 5,
    },
    {
      title: { en: 'Build moderation and reports', ru: 'Сделать модерацию и жалобы' },
      detail: {
        en: 'POST /api/{es}/:id/reports with a rate limit, the queue at GET /api/moderation/{es}, and POST /api/moderation/{es}/:id to approve or hide with a reason, emailing the owner.',
        ru: 'POST /api/{es}/:id/reports с лимитом запросов, очередь GET /api/moderation/{es} и POST /api/moderation/{es}/:id, чтобы одобрить или скрыть с причиной и написать владельцу.',
      },
      hours: 6,
    },
    {
      title: { en: 'Build the directory screens', ru: 'Сделать экраны каталога' },
      detail: {
        en: 'The search page with filters kept in the address, result cards, a helpful empty state and the listing page; My listings; the moderation queue.',
        ru: 'Страница поиска с фильтрами в адресе, карточки в выдаче, понятное пустое состояние и страница карточки; «Мои карточки»; очередь модерации.',
      },
      hours: 8,
    },
  ],
  criteria: [
    {
      en: 'Given a draft or a hidden {entity}, when a visitor searches the directory or opens its address, then it is not found (404), while its owner still sees it in their own listings',
      ru: 'Дано: карточка в черновике или скрыта; когда посетитель ищет в каталоге или открывает её адрес, тогда её нет (404), а владелец по-прежнему видит её в своих карточках',
    },
    {
      en: 'Given a published {entity}, when its owner renames it and the change is approved, then search finds it by the new name within a minute and no longer by the old one',
      ru: 'Дано: карточка опубликована; когда владелец меняет название и правку одобряют, тогда через минуту поиск находит её по новому названию и не находит по старому',
    },
    {
      en: 'Given 1,000 published {entities}, when a visitor filters by category and pages through the results, then every match appears exactly once and each page answers within 300 ms',
      ru: 'Дано: опубликовано 1000 карточек; когда посетитель фильтрует по категории и листает выдачу, тогда каждая подходящая карточка встречается ровно один раз, а страница отвечает быстрее 300 мс',
    },
    {
      en: 'Given a listing the {reviewer} hides with a reason, when the decision is saved, then it leaves search at once and its owner is told the reason',
      ru: 'Дано: {reviewer} скрывает карточку с причиной; когда решение сохранено, тогда карточка сразу пропадает из поиска, а владелец получает причину',
    },
    {
      en: 'Given someone else’s listing, when a signed-in user sends PATCH to it, then they get 404 and it does not change',
      ru: 'Дано: чужая карточка; когда вошедший пользователь отправляет на неё PATCH, тогда получает 404 и карточка не меняется',
    },
  ],
  qa: [
    {
      en: 'Seed 5,000 listings with realistic names (some misspelt, some in another language), run 20 typical searches and check the expected listing is in the top five',
      ru: 'Залить 5000 карточек с правдоподобными названиями (часть с опечатками, часть на другом языке), выполнить 20 типичных запросов и проверить, что нужная карточка в первой пятёрке',
    },
    {
      en: 'Browse signed out in a private window: drafts, listings in review and hidden ones never appear, neither in search nor by guessing their address',
      ru: 'Открыть каталог без входа в приватном окне: черновики, карточки на проверке и скрытые не видны ни в поиске, ни по угаданному адресу',
    },
    {
      en: 'Edit one published listing and hide another from a second browser; search reflects both within a minute, and the nightly reindex then reports no difference',
      ru: 'Изменить одну опубликованную карточку и скрыть другую из второго браузера; поиск отражает оба изменения за минуту, а ночная переиндексация не находит расхождений',
    },
    {
      en: 'Send 30 reports from one address in a minute: after the limit they are refused with 429',
      ru: 'Отправить 30 жалоб с одного адреса за минуту: после лимита они отклоняются с кодом 429',
    },
  ],
  risks: [
    {
      en: 'Spam and fake listings ruin trust quickly: moderate before publishing at first, limit how many listings a new account creates, and let visitors report',
      ru: 'Спам и фальшивые карточки быстро подрывают доверие: на старте проверять до публикации, ограничить число карточек у нового аккаунта и дать посетителям жаловаться',
    },
    {
      en: 'Searches that find nothing lose visitors: log zero-result queries, review them weekly and add synonyms',
      ru: 'Пустая выдача теряет посетителей: записывать запросы без результатов, разбирать их раз в неделю и добавлять синонимы',
    },
    {
      en: 'Contact details on public pages get scraped: show phones and emails only to signed-in visitors or through a contact form',
      ru: 'Контакты на публичных страницах собирают спамеры: телефоны и почту показывать только вошедшим или через форму связи',
    },
  ],
  questions: [
    {
      en: 'Do listings go live at once and get checked afterwards, or only after the {reviewer} approves them?',
      ru: 'Карточки публикуются сразу и проверяются потом или только после одобрения модератора?',
    },
    {
      en: 'Which filters matter most to people searching (category, city, price, rating), and what is the default order?',
      ru: 'Какие фильтры важнее всего ищущим (категория, город, цена, рейтинг) и как сортировать выдачу по умолчанию?',
    },
    {
      en: 'May visitors see contact details without signing in?',
      ru: 'Видят ли посетители контакты без входа?',
    },
  ],
  defaults: { reviewer: { en: 'moderator', ru: 'модератор' } },
};
