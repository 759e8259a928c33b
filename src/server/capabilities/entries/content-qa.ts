import type { CapabilityEntry } from '../types';

/** Summaries and answers over content: content is ingested, chunked and embedded, and questions are answered with citations. */
export const contentQa: CapabilityEntry = {
  id: 'content-qa',
  benefit: {
    en: 'I get answers I can check against the exact page or moment they come from',
    ru: 'получать ответы, которые можно проверить по точной странице или моменту источника',
  },
  howItWorks: [
    {
      en: 'Content comes in from {sources}: each item’s text is extracted (a PDF, a web page, captions or a transcript), split into chunks of a few hundred words that remember where they came from (page, heading, timestamp), and embedded into pgvector.',
      ru: 'Материалы поступают в систему (источники: {sources}); из каждого извлекается текст — PDF, веб-страница, субтитры или расшифровка, — делится на фрагменты по несколько сотен слов с указанием места (страница, заголовок, время) и превращается в эмбеддинги в pgvector.',
    },
    {
      en: 'Each item gets a summary, written once and stored; a question is answered by finding the closest chunks (vector and keyword search together), and the model may answer only from them, citing each claim with a link to the exact page or moment.',
      ru: 'Для каждого материала один раз пишется и сохраняется краткое содержание; на вопрос система находит ближайшие фрагменты (векторный и полнотекстовый поиск вместе), а модель отвечает только по ним и подкрепляет каждое утверждение ссылкой на точную страницу или момент записи.',
    },
    {
      en: 'When the chunks found do not hold the answer, the reply says the material does not cover it and shows the closest passages, never a guess; the {role} only searches content they are allowed to see.',
      ru: 'Если в найденных фрагментах ответа нет, система так и говорит — «в материалах этого нет» — и показывает самые близкие места, а не угадывает; пользователь ищет только по тем материалам, к которым у него есть доступ.',
    },
  ],
  records: [
    {
      name: '{Entity}Material',
      label: { en: 'content item', ru: 'материал' },
      fields:
        'kind:enum, title:string, url:url, file:file, status:enum, error:text, checksum:string, pageCount:integer, durationSeconds:integer, summary:text, ingestedAt:datetime',
      child: true,
    },
    {
      name: '{Entity}Chunk',
      label: { en: 'content chunk', ru: 'фрагмент материала' },
      fields: 'material:reference, position:integer, text:text, locator:string, tokenCount:integer',
    },
    {
      name: '{Entity}Question',
      label: { en: 'question and answer', ru: 'вопрос и ответ' },
      fields:
        'question:text, answer:text, citations:json, answered:boolean, model:string, feedback:enum, askedBy:reference, askedAt:datetime',
    },
  ],
  endpoints: [
    {
      method: 'POST',
      path: '/api/{es}/:id/materials',
      description: {
        en: 'Add content: an uploaded file, a web page address or a video link; queues its ingestion',
        ru: 'Добавить материал: загруженный файл, адрес веб-страницы или ссылку на видео; ставит обработку в очередь',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/:id/materials',
      description: {
        en: 'The content items with their status (queued, extracting, embedding, ready, failed), summary and error',
        ru: 'Материалы со статусом (в очереди, извлечение, индексация, готово, ошибка), кратким содержанием и ошибкой',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/:id/ask',
      description: {
        en: 'Ask a question: find the closest chunks the asker may see and stream an answer with numbered citations, or say the material does not cover it',
        ru: 'Задать вопрос: найти ближайшие фрагменты, доступные спрашивающему, и передать потоком ответ с пронумерованными ссылками или сказать, что в материалах этого нет',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/:id/questions/:questionId/feedback',
      description: {
        en: 'Mark an answer helpful or wrong, to build the test set of real questions',
        ru: 'Отметить ответ как полезный или неверный — из этого складывается набор проверочных вопросов',
      },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'ingest-{es}-content',
      trigger: {
        en: 'queued when content is added or changes',
        ru: 'в очереди, при добавлении или изменении материала',
      },
      work: {
        en: 'Fetch or read the item, extract its text with page numbers or timestamps, split it into ~500-token chunks with overlap, embed them in batches, write the summary and mark it ready; unchanged content (same checksum) is skipped',
        ru: 'Скачать или прочитать материал, извлечь текст с номерами страниц или отметками времени, разбить на фрагменты примерно по 500 токенов с перекрытием, посчитать эмбеддинги пачками, написать краткое содержание и отметить готовность; неизменённый материал (та же контрольная сумма) пропускается',
      },
    },
    {
      name: 'refresh-{es}-pages',
      trigger: { en: 'weekly', ru: 'раз в неделю' },
      work: {
        en: 'Re-fetch web pages and captions and re-ingest only those whose text changed',
        ru: 'Заново скачать веб-страницы и субтитры и переобработать только те, у которых изменился текст',
      },
    },
  ],
  screens: [
    {
      route: '/{es}/:id/ask',
      name: { en: 'Ask', ru: 'Вопросы по материалам' },
      purpose: {
        en: 'A question box with streamed answers whose citations open the page or the moment in the video',
        ru: 'Поле для вопроса и ответы потоком; каждая ссылка открывает нужную страницу или момент видео',
      },
    },
    {
      route: '/{es}/:id/materials',
      name: { en: 'Content', ru: 'Материалы' },
      purpose: {
        en: 'The added items with their processing status, summaries and errors in plain words',
        ru: 'Добавленные материалы со статусом обработки, кратким содержанием и понятными ошибками',
      },
    },
  ],
  choices: [
    {
      platforms: ['any'],
      choice: {
        en: 'PostgreSQL with pgvector (HNSW index) and full-text search',
        ru: 'PostgreSQL с pgvector (индекс HNSW) и полнотекстовым поиском',
      },
      reason: {
        en: 'Embeddings live next to the records and their access rules; keyword search finds exact names and numbers that vectors miss; no separate vector database',
        ru: 'Эмбеддинги лежат рядом с записями и правами доступа; полнотекстовый поиск находит точные названия и числа, которые векторы упускают; отдельная векторная база не нужна',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'Vercel AI SDK: embedMany with OpenAI text-embedding-3-small, streamText for summaries and answers',
        ru: 'Vercel AI SDK: embedMany с OpenAI text-embedding-3-small, streamText для сводок и ответов',
      },
      reason: {
        en: 'Cheap embeddings, one interface for the answering model whichever provider, and token usage on every call',
        ru: 'Дешёвые эмбеддинги, один интерфейс для отвечающей модели любого провайдера и расход токенов в каждом вызове',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'unpdf for PDFs and @mozilla/readability for web pages',
        ru: 'unpdf для PDF и @mozilla/readability для веб-страниц',
      },
      reason: {
        en: 'Clean text with page numbers and headings kept, so citations can point to the right place',
        ru: 'Чистый текст с сохранёнными номерами страниц и заголовками, чтобы ссылки вели в нужное место',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'OpenAI transcription (gpt-4o-transcribe or whisper-1) for audio and video without captions',
        ru: 'Распознавание речи OpenAI (gpt-4o-transcribe или whisper-1) для аудио и видео без субтитров',
      },
      reason: {
        en: 'Timestamped segments let a citation jump to the moment it quotes',
        ru: 'Отметки времени у сегментов позволяют ссылке перейти к цитируемому моменту',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Extract text from each kind of content', ru: 'Извлекать текст из материалов каждого вида' },
      detail: {
        en: 'POST /api/{es}/:id/materials takes a file, a page address or a video link and queues ingest-{es}-content, which reads PDFs with unpdf (keeping page numbers), web pages with Readability, captions or a transcript with timestamps; {Entity}Material keeps the status and error, listed by GET /api/{es}/:id/materials; unchanged content is skipped by checksum, so the weekly refresh-{es}-pages job re-ingests only the pages and captions whose text changed.',
        ru: 'POST /api/{es}/:id/materials принимает файл, адрес страницы или ссылку на видео и ставит в очередь задачу ingest-{es}-content, которая читает PDF через unpdf (с номерами страниц), веб-страницы через Readability, субтитры или расшифровку с отметками времени; {Entity}Material хранит статус и ошибку, а GET /api/{es}/:id/materials показывает их списком; неизменённые материалы пропускаются по контрольной сумме, поэтому еженедельная задача refresh-{es}-pages заново обрабатывает только страницы и субтитры с изменившимся текстом.',
      },
      hours: 10,
    },
    {
      title: { en: 'Chunk and embed into pgvector', ru: 'Разбивать на фрагменты и индексировать в pgvector' },
      detail: {
        en: 'Enable the vector extension; {Entity}Chunk gets an embedding vector(1536) column with an HNSW index and a tsvector column for keywords; ~500-token chunks with 50-token overlap, embedded in batches.',
        ru: 'Включить расширение vector; добавить в {Entity}Chunk колонку embedding vector(1536) с индексом HNSW и колонку tsvector для полнотекстового поиска; фрагменты примерно по 500 токенов с перекрытием 50, эмбеддинги пачками.',
      },
      hours: 5,
    },
    {
      title: { en: 'Summarise each item', ru: 'Писать краткое содержание материала' },
      detail: {
        en: 'A summary per item written once on ingestion (summarise the parts, then the whole, for long content), stored with the model and prompt version.',
        ru: 'Краткое содержание каждого материала пишется один раз при обработке (для длинных — сначала по частям, потом целиком) и хранится с моделью и версией запроса.',
      },
      hours: 3,
    },
    {
      title: { en: 'Answer with citations', ru: 'Отвечать со ссылками на источники' },
      detail: {
        en: 'POST /api/{es}/:id/ask: vector and keyword search over the chunks the asker may see (top 8), a prompt that allows only those chunks and requires [n] citations, a check that every [n] points to a given chunk, and “the material does not say” when the best match is below the threshold or the model finds nothing.',
        ru: 'POST /api/{es}/:id/ask: векторный и полнотекстовый поиск по доступным спрашивающему фрагментам (8 лучших), запрос, разрешающий только эти фрагменты и требующий ссылок [n], проверка, что каждая [n] ведёт на выданный фрагмент, и ответ «в материалах этого нет», если лучшее совпадение ниже порога или модель ничего не нашла.',
      },
      hours: 8,
    },
    {
      title: { en: 'Show answers and their sources', ru: 'Показать ответы и их источники' },
      detail: {
        en: 'The ask screen streams the answer, renders citations as links to the page or timestamp, and records feedback through POST /api/{es}/:id/questions/:questionId/feedback.',
        ru: 'Экран вопросов показывает ответ потоком, выводит ссылки на страницу или момент записи и сохраняет оценку через POST /api/{es}/:id/questions/:questionId/feedback.',
      },
      hours: 5,
    },
  ],
  criteria: [
    {
      en: 'Given a document that states a fact on page 12, when the {role} asks about it, then the answer gives the fact and cites page 12 of that document',
      ru: 'Дано: в документе на странице 12 есть факт; когда пользователь спрашивает о нём, тогда ответ называет этот факт и ссылается на страницу 12 этого документа',
    },
    {
      en: 'Given a question the content does not answer, when it is asked, then the reply says the material does not cover it and invents nothing',
      ru: 'Дано: вопрос, на который в материалах нет ответа; когда его задают, тогда система отвечает, что в материалах этого нет, и ничего не придумывает',
    },
    {
      en: 'Given a video with captions, when an answer cites it, then the citation opens the video at the quoted moment',
      ru: 'Дано: видео с субтитрами; когда ответ на него ссылается, тогда ссылка открывает видео на цитируемом моменте',
    },
    {
      en: 'Given content the {role} may not see, when they ask a question, then no chunk of it is used or cited',
      ru: 'Дано: материал, к которому у пользователя нет доступа; когда он задаёт вопрос, тогда ни один фрагмент этого материала не используется и не цитируется',
    },
  ],
  qa: [
    {
      en: 'Write 30 questions with known answers and pages from real content, plus 10 it cannot answer: citations point to the right place, and the 10 get “the material does not say”',
      ru: 'Составить 30 вопросов с известными ответами и страницами по реальным материалам и 10 вопросов без ответа: ссылки ведут в нужное место, а на 10 система отвечает «в материалах этого нет»',
    },
    {
      en: 'Add a scanned PDF, a page behind a login and a video without captions: each ends ready or failed with a reason in words, none hangs',
      ru: 'Добавить отсканированный PDF, страницу за входом и видео без субтитров: каждый материал приходит к «готово» или к ошибке с понятной причиной, ничего не зависает',
    },
    {
      en: 'Change one web page and run the refresh: only its chunks are embedded again',
      ru: 'Изменить одну веб-страницу и запустить обновление: заново индексируются только её фрагменты',
    },
  ],
  risks: [
    {
      en: 'Answers that sound right but are not in the content: require citations, check every cited chunk exists, and refuse when retrieval is weak',
      ru: 'Ответы звучат убедительно, но в материалах их нет: требовать ссылок, проверять, что каждый процитированный фрагмент существует, и отказываться отвечать при слабом поиске',
    },
    {
      en: 'Content has owners and may be private: ingest only what people may use, and delete chunks and embeddings when an item is removed',
      ru: 'У материалов есть владельцы, и они бывают закрытыми: обрабатывать только то, чем можно пользоваться, и удалять фрагменты и эмбеддинги вместе с материалом',
    },
    {
      en: 'Embedding and answer costs grow with content and questions: embed once per checksum, store summaries, and cap questions per person per day',
      ru: 'Расходы на эмбеддинги и ответы растут с объёмом материалов и вопросов: индексировать один раз на контрольную сумму, хранить сводки и ограничить число вопросов на человека в день',
    },
  ],
  questions: [
    {
      en: 'Which content comes first (PDFs, web pages, videos), and how large may one item be?',
      ru: 'Какие материалы нужны в первую очередь (PDF, веб-страницы, видео) и какого размера может быть один материал?',
    },
    {
      en: 'Must answers come only from this content, or may the model add general knowledge, clearly marked as such?',
      ru: 'Отвечать только по этим материалам или модели можно добавлять общие знания с явной пометкой?',
    },
  ],
  defaults: { source: { en: 'uploaded documents', ru: 'загруженные документы' } },
};
