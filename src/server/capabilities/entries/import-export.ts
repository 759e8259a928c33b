import type { CapabilityEntry } from '../types';

/** Records come in and go out as files: upload, column mapping, a preview with row errors, imports and exports in the background. */
export const importExport: CapabilityEntry = {
  id: 'import-export',
  benefit: {
    en: 'my records come in from a file and go out to one without retyping',
    ru: 'записи загружались из файла и выгружались в файл без перепечатывания',
  },
  howItWorks: [
    {
      en: 'A {role} uploads a CSV or Excel file (for example an export from {source}); the server reads its header, suggests which column goes to which field of {anEntity}, and shows a preview with every problem marked by row and column before anything is saved.',
      ru: 'Пользователь ({role}) загружает файл CSV или Excel (обычно это выгрузка, источник — {source}); сервер читает заголовок, предлагает, какая колонка в какое поле записи «{entity}» идёт, и до сохранения показывает предпросмотр, где каждая ошибка отмечена строкой и колонкой.',
    },
    {
      en: 'Once the mapping is confirmed, the import runs in the background: valid rows are created, or update an existing {entity} when the key column matches; invalid rows are skipped and collected into an error file to fix and upload again, and the screen shows the progress.',
      ru: 'После подтверждения раскладки импорт идёт в фоне: верные строки создают новые записи или обновляют существующие, если совпал ключевой столбец; ошибочные пропускаются и собираются в файл ошибок, который можно исправить и загрузить снова, а экран показывает ход работы.',
    },
    {
      en: 'Export works the other way: the person picks filters, columns and a format, the server writes the file in the background and sends a download link when it is ready, so even large sets never time out.',
      ru: 'Экспорт — в обратную сторону: человек выбирает фильтры, колонки и формат, сервер пишет файл в фоне и присылает ссылку на скачивание, когда он готов, поэтому даже большие выгрузки не обрываются по таймауту.',
    },
  ],
  records: [
    {
      name: '{Entity}Import',
      label: { en: '{entity} import', ru: 'импорт' },
      fields:
        'file:file, format:enum, status:enum, mapping:json, keyColumn:string, totalRows:integer, createdRows:integer, updatedRows:integer, failedRows:integer, errorFile:file, createdBy:reference, createdAt:datetime, finishedAt:datetime',
    },
    {
      name: '{Entity}ImportError',
      label: { en: 'import row error', ru: 'ошибка строки импорта' },
      fields: 'row:integer, column:string, value:string, message:string',
    },
    {
      name: '{Entity}Export',
      label: { en: '{entity} export', ru: 'экспорт' },
      fields:
        'format:enum, filters:json, columns:json, status:enum, rowCount:integer, file:file, expiresAt:datetime, createdBy:reference, createdAt:datetime',
    },
  ],
  endpoints: [
    {
      method: 'POST',
      path: '/api/{es}/imports',
      description: {
        en: 'Start an import from an uploaded file: detects the encoding and delimiter, reads the header and first rows, returns a suggested mapping',
        ru: 'Начать импорт из загруженного файла: определить кодировку и разделитель, прочитать заголовок и первые строки, вернуть предложенную раскладку колонок',
      },
      auth: true,
    },
    {
      method: 'PUT',
      path: '/api/{es}/imports/:importId/mapping',
      description: {
        en: 'Save the column mapping and the key column; validates every row with the same rules as the API and returns the counts and the errors by row and column',
        ru: 'Сохранить раскладку колонок и ключевой столбец; проверить каждую строку по тем же правилам, что и API, и вернуть итоги и ошибки по строкам и колонкам',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/imports/:importId/run',
      description: { en: 'Confirm and run the import in the background', ru: 'Подтвердить и запустить импорт в фоне' },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/imports/:importId',
      description: {
        en: 'Progress and result: rows created, updated and failed, and a link to the error file',
        ru: 'Ход и итог: сколько строк создано, обновлено и с ошибками, ссылка на файл ошибок',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/exports',
      description: {
        en: 'Start an export with the current filters, chosen columns and format (CSV or XLSX)',
        ru: 'Начать экспорт с текущими фильтрами, выбранными колонками и форматом (CSV или XLSX)',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/exports/:exportId',
      description: {
        en: 'The export’s status and, when ready, a short-lived download link',
        ru: 'Статус экспорта и, когда он готов, временная ссылка на скачивание',
      },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'import-{es}',
      trigger: { en: 'queued when an import is confirmed', ru: 'ставится в очередь при подтверждении импорта' },
      work: {
        en: 'Stream the file, validate each row, create or update in batches of 500 (each batch one transaction), record progress and write the error file',
        ru: 'Читать файл потоком, проверять каждую строку, создавать или обновлять пачками по 500 (каждая пачка — одна транзакция), отмечать ход и записать файл ошибок',
      },
    },
    {
      name: 'export-{es}',
      trigger: { en: 'queued when an export is started', ru: 'ставится в очередь при запуске экспорта' },
      work: {
        en: 'Read the matching records page by page, only those the person may see, stream them into CSV or XLSX, store the file and send the link',
        ru: 'Читать подходящие записи постранично, только доступные этому человеку, потоком писать в CSV или XLSX, сохранить файл и прислать ссылку',
      },
    },
    {
      name: 'purge-{es}-files',
      trigger: { en: 'every night', ru: 'каждую ночь' },
      work: {
        en: 'Delete uploaded files, error files and exports older than 7 days',
        ru: 'Удалить загруженные файлы, файлы ошибок и выгрузки старше 7 дней',
      },
    },
  ],
  screens: [
    {
      route: '/{es}/import',
      name: { en: 'Import', ru: 'Импорт' },
      purpose: {
        en: 'Upload, match columns to fields, see the preview with errors, then follow the progress and download the error file',
        ru: 'Загрузить файл, сопоставить колонки с полями, посмотреть предпросмотр с ошибками, затем следить за ходом и скачать файл ошибок',
      },
    },
    {
      route: '/{es}/exports',
      name: { en: 'Exports', ru: 'Выгрузки' },
      purpose: {
        en: 'Exports in progress and finished ones with their download links until they expire',
        ru: 'Идущие и готовые выгрузки со ссылками на скачивание, пока они не истекли',
      },
    },
  ],
  choices: [
    {
      platforms: ['any'],
      choice: { en: 'Papa Parse', ru: 'Papa Parse' },
      reason: {
        en: 'A streaming CSV parser that copes with quoted fields, semicolon delimiters from European Excel and a byte-order mark',
        ru: 'Потоковый разбор CSV, который справляется с кавычками, точкой с запятой из европейского Excel и BOM в начале файла',
      },
    },
    {
      platforms: ['api'],
      choice: { en: 'ExcelJS', ru: 'ExcelJS' },
      reason: {
        en: 'Reads .xlsx and writes it with a streaming writer, so a large export does not sit in memory',
        ru: 'Читает .xlsx и пишет его потоком, так что большая выгрузка не держится в памяти целиком',
      },
    },
    {
      platforms: ['web'],
      choice: { en: 'Flatfile or OneSchema (hosted importer)', ru: 'Flatfile или OneSchema (готовый импортёр)' },
      reason: {
        en: 'A ready upload, mapping and correction interface in the browser; saves weeks of work, at a monthly fee',
        ru: 'Готовый интерфейс загрузки, сопоставления и исправления в браузере; экономит недели работы за ежемесячную плату',
      },
    },
    {
      platforms: ['api'],
      choice: {
        en: 'S3-compatible storage with presigned links (S3, Cloudflare R2)',
        ru: 'S3-совместимое хранилище с подписанными ссылками (S3, Cloudflare R2)',
      },
      reason: {
        en: 'Files go straight from the browser to storage and come back by a link that expires, without passing through the app server',
        ru: 'Файлы идут из браузера прямо в хранилище и отдаются по истекающей ссылке, минуя сервер приложения',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Upload and read the file', ru: 'Загружать и читать файл' },
      detail: {
        en: 'POST /api/{es}/imports after a direct upload to storage; detect the encoding (UTF-8, Windows-1251) and the delimiter, read CSV with Papa Parse and XLSX with ExcelJS, keep the header and the first rows; limit the file to 50 MB.',
        ru: 'POST /api/{es}/imports после прямой загрузки в хранилище; определить кодировку (UTF-8, Windows-1251) и разделитель, читать CSV через Papa Parse и XLSX через ExcelJS, сохранить заголовок и первые строки; ограничить файл 50 МБ.',
      },
      hours: 5,
    },
    {
      title: { en: 'Map columns and preview the errors', ru: 'Сопоставлять колонки и показывать ошибки' },
      detail: {
        en: 'Suggest the mapping from header names (case, spaces, known synonyms) and remember it per person; PUT /api/{es}/imports/:importId/mapping validates every row with the record’s own schema and stores the errors in {Entity}ImportError.',
        ru: 'Предлагать раскладку по названиям колонок (регистр, пробелы, известные синонимы) и запоминать её для человека; PUT /api/{es}/imports/:importId/mapping проверяет каждую строку схемой самой записи и сохраняет ошибки в {Entity}ImportError.',
      },
      hours: 8,
    },
    {
      title: { en: 'Run imports in the background', ru: 'Выполнять импорт в фоне' },
      detail: {
        en: 'POST /api/{es}/imports/:importId/run queues the import-{es} job: batches of 500, create or update by the key column, progress on GET /api/{es}/imports/:importId, and an error file with the original row plus an error column.',
        ru: 'POST /api/{es}/imports/:importId/run ставит задачу import-{es}: пачки по 500, создание или обновление по ключевому столбцу, ход в GET /api/{es}/imports/:importId и файл ошибок с исходной строкой и колонкой ошибки.',
      },
      hours: 8,
    },
    {
      title: { en: 'Export in the background', ru: 'Выгружать в фоне' },
      detail: {
        en: 'POST /api/{es}/exports with the list’s current filters and the chosen columns; the export-{es} job streams pages into CSV or XLSX and sends the link, and GET /api/{es}/exports/:exportId reports its status with a short-lived download link; purge-{es}-files clears old files.',
        ru: 'POST /api/{es}/exports с текущими фильтрами списка и выбранными колонками; задача export-{es} потоком пишет страницы в CSV или XLSX и присылает ссылку, а GET /api/{es}/exports/:exportId отдаёт состояние выгрузки и временную ссылку на скачивание; purge-{es}-files удаляет старые файлы.',
      },
      hours: 6,
    },
    {
      title: { en: 'Test with messy real files', ru: 'Проверить на настоящих «грязных» файлах' },
      detail: {
        en: 'Files saved from Excel with semicolons, with a BOM and in Windows-1251, dates in several formats, empty lines and 100,000 rows.',
        ru: 'Файлы из Excel с точкой с запятой, с BOM и в Windows-1251, даты в разных форматах, пустые строки и 100 000 строк.',
      },
      hours: 4,
    },
  ],
  criteria: [
    {
      en: 'Given a file of 1,000 rows of which 12 are invalid, when the person confirms the import, then 988 {entities} are saved and the 12 are listed with row, column and reason in an error file that can be fixed and uploaded again',
      ru: 'Дано: файл из 1000 строк, из которых 12 с ошибками; когда человек подтверждает импорт, тогда сохраняются 988 записей, а 12 перечислены со строкой, колонкой и причиной в файле ошибок, который можно исправить и загрузить снова',
    },
    {
      en: 'Given a file whose headers differ from the field names, when it is uploaded, then the obvious columns are matched already and the person can change any of them before the preview',
      ru: 'Дано: заголовки файла отличаются от названий полей; когда файл загружен, тогда очевидные колонки уже сопоставлены, а человек может поменять любую до предпросмотра',
    },
    {
      en: 'Given the same file is imported twice with a key column, when the second import runs, then the existing {entities} are updated and none is duplicated',
      ru: 'Дано: один файл импортируется дважды с ключевым столбцом; когда идёт второй импорт, тогда существующие записи обновляются и ни одна не задваивается',
    },
    {
      en: 'Given an export of 200,000 {entities}, when the person starts it, then the page stays responsive, a link arrives when the file is ready, and the file holds exactly the rows that match their filters and that they may see',
      ru: 'Дано: выгрузка 200 000 записей; когда человек её запускает, тогда страница не подвисает, ссылка приходит, когда файл готов, а в файле ровно те строки, что подходят под фильтры и доступны этому человеку',
    },
  ],
  qa: [
    {
      en: 'Import the same data saved from Excel on Windows (semicolons), Google Sheets and Numbers: identical results, with Cyrillic and accents intact',
      ru: 'Импортировать одни и те же данные, сохранённые из Excel под Windows (точка с запятой), Google Таблиц и Numbers: результаты одинаковые, кириллица и диакритика целы',
    },
    {
      en: 'Import 100,000 rows: it finishes in a few minutes with flat memory, and cancelling halfway leaves only whole batches',
      ru: 'Импортировать 100 000 строк: импорт укладывается в несколько минут без роста памяти, а отмена на середине оставляет только целые пачки',
    },
    {
      en: 'Open an export in Excel: leading zeros (phone numbers, postcodes) survive and a cell starting with = shows as text, not a formula',
      ru: 'Открыть выгрузку в Excel: ведущие нули (телефоны, индексы) на месте, а ячейка, начинающаяся с =, показывается текстом, а не формулой',
    },
  ],
  risks: [
    {
      en: 'CSV injection: cells starting with =, +, - or @ run as formulas in Excel; prefix them with an apostrophe on export',
      ru: 'CSV-инъекция: ячейки, начинающиеся с =, +, - или @, Excel выполняет как формулы; при выгрузке добавлять к ним апостроф',
    },
    {
      en: 'A large file read in one go stalls the server: parse as a stream, work in a job, cap the file size and the rows per file',
      ru: 'Большой файл, прочитанный целиком, подвешивает сервер: разбирать потоком, работать в фоновой задаче, ограничить размер файла и число строк',
    },
    {
      en: 'Imported rows can slip past the rules of the form: validate them with the same schema the API uses',
      ru: 'Импортированные строки могут обойти правила формы: проверять их той же схемой, что и API',
    },
  ],
  questions: [
    {
      en: 'Which column identifies an existing {entity} (email, SKU, an outside id), and should a match be updated or skipped?',
      ru: 'Какой столбец определяет уже существующую запись (email, артикул, внешний id) и что делать при совпадении: обновлять или пропускать?',
    },
    {
      en: 'Do the files come from {source} or another system, and should its usual column layout be mapped out of the box?',
      ru: 'Откуда приходят файлы (например, {source}) и нужна ли готовая раскладка колонок под привычную выгрузку оттуда?',
    },
    {
      en: 'Must an import be undoable as a whole afterwards?',
      ru: 'Нужно ли уметь откатить импорт целиком после его завершения?',
    },
  ],
  onDevice: {
    howItWorks: [
      {
        en: 'The {role} picks a CSV file (for example an export from {source}); the app reads it on the device with Papa Parse, suggests which column goes to which field of {anEntity}, and shows a preview with every problem marked by row and column before anything is saved.',
        ru: 'Пользователь выбирает файл CSV (например, выгрузку; источник — {source}); приложение читает его на устройстве с помощью Papa Parse, предлагает, какая колонка в какое поле записи «{entity}» идёт, и до сохранения показывает предпросмотр, где каждая ошибка отмечена строкой и колонкой.',
      },
      {
        en: 'Once the mapping is confirmed, valid rows are written to the device’s own store in batches (IndexedDB in a browser, SQLite on a phone), updating an existing {entity} when the key column matches; invalid rows are skipped and saved as an error file to fix and pick again.',
        ru: 'После подтверждения сопоставления верные строки пишутся пачками в собственное хранилище устройства (IndexedDB в браузере, SQLite на телефоне) и обновляют существующую запись, если совпала ключевая колонка; ошибочные строки пропускаются и сохраняются в файл ошибок, чтобы исправить его и выбрать снова.',
      },
      {
        en: 'Export works the other way: the records matching the list’s filters are written to a CSV file on the device and handed over as a download or through the File System Access API in a browser, or through the share sheet on a phone; no file leaves the device unless the {role} sends it.',
        ru: 'Выгрузка работает наоборот: записи, подходящие под фильтры списка, пишутся в файл CSV на устройстве и отдаются скачиванием или через File System Access API в браузере либо через системное меню «Поделиться» на телефоне; файл не покидает устройство, пока пользователь сам его не отправит.',
      },
    ],
    records: [
      {
        name: '{Entity}Import',
        label: { en: '{entity} import', ru: 'импорт' },
        fields:
          'fileName:string, mapping:json, keyColumn:string, totalRows:integer, createdRows:integer, updatedRows:integer, failedRows:integer, errors:json, createdAt:datetime',
      },
    ],
    screens: [
      {
        route: '/{es}/import',
        name: { en: 'Import', ru: 'Импорт' },
        purpose: {
          en: 'Pick a file, match columns to fields, see the preview with errors, then the result and the error file',
          ru: 'Выбрать файл, сопоставить колонки с полями, посмотреть предпросмотр с ошибками, затем итог и файл ошибок',
        },
      },
      {
        route: '/{es}/export',
        name: { en: 'Export', ru: 'Выгрузка' },
        purpose: {
          en: 'Choose the columns for the list’s current filters, then save or share the CSV file',
          ru: 'Выбрать колонки для текущих фильтров списка, затем сохранить файл CSV или поделиться им',
        },
      },
    ],
    choices: [
      {
        platforms: ['any'],
        choice: { en: 'Papa Parse', ru: 'Papa Parse' },
        reason: {
          en: 'Reads and writes CSV in a browser and in React Native, and copes with quoted fields, semicolon delimiters from European Excel and a byte-order mark',
          ru: 'Читает и пишет CSV в браузере и в React Native, справляется с кавычками, разделителем «;» из европейского Excel и меткой порядка байтов',
        },
      },
      {
        platforms: ['web'],
        choice: { en: 'browser-fs-access', ru: 'browser-fs-access' },
        reason: {
          en: 'Uses the File System Access API (showOpenFilePicker, showSaveFilePicker) in Chrome and Edge, and falls back to a file input and a download in Firefox and Safari',
          ru: 'Использует File System Access API (showOpenFilePicker, showSaveFilePicker) в Chrome и Edge и переходит на поле выбора файла и скачивание в Firefox и Safari',
        },
      },
      {
        platforms: ['mobile'],
        choice: {
          en: 'expo-document-picker, expo-file-system and expo-sharing',
          ru: 'expo-document-picker, expo-file-system и expo-sharing',
        },
        reason: {
          en: 'Pick a CSV from Files, iCloud Drive or Google Drive and read it as text; write an export to the app’s folder and open the share sheet',
          ru: 'Выбрать CSV из «Файлов», iCloud Drive или Google Drive и прочитать как текст; записать выгрузку в папку приложения и открыть меню «Поделиться»',
        },
      },
    ],
    tasks: [
      {
        title: { en: 'Pick and read the file', ru: 'Выбирать и читать файл' },
        detail: {
          en: 'Pick a file (showOpenFilePicker or a file input in a browser, expo-document-picker getDocumentAsync and expo-file-system on a phone); parse it with Papa Parse (header: true, in a worker for large files in a browser), strip the BOM, detect the semicolon delimiter, keep the header and the first rows, and refuse files over 20 MB with the limit in words.',
          ru: 'Выбирать файл (showOpenFilePicker или поле выбора файла в браузере, getDocumentAsync из expo-document-picker и expo-file-system на телефоне); разбирать через Papa Parse (header: true, для больших файлов в браузере — в воркере), убирать BOM, распознавать разделитель «;», сохранять заголовок и первые строки и отклонять файлы больше 20 МБ, называя предел словами.',
        },
        hours: 5,
      },
      {
        title: { en: 'Map columns and preview the errors', ru: 'Сопоставлять колонки и показывать ошибки' },
        detail: {
          en: 'Suggest the mapping from header names (case, spaces, known synonyms) and remember it in the last {Entity}Import; validate every row with the record’s own zod schema and keep the errors (row, column, value, reason) in its errors.',
          ru: 'Предлагать сопоставление по названиям колонок (регистр, пробелы, известные синонимы) и запоминать его в последнем {Entity}Import; проверять каждую строку схемой zod самой записи и хранить ошибки (строка, колонка, значение, причина) в его поле errors.',
        },
        hours: 6,
      },
      {
        title: { en: 'Write the rows to the local store', ru: 'Записывать строки в локальное хранилище' },
        detail: {
          en: 'Create or update by the key column in transactions of 500 rows (Dexie bulkPut in a browser, an expo-sqlite transaction on a phone) with a progress bar; save the skipped rows as an error CSV holding the original row plus an error column.',
          ru: 'Создавать или обновлять по ключевой колонке транзакциями по 500 строк (bulkPut в Dexie в браузере, транзакция expo-sqlite на телефоне) с индикатором хода; пропущенные строки сохранять в CSV ошибок с исходной строкой и колонкой ошибки.',
        },
        hours: 5,
      },
      {
        title: { en: 'Export to a file', ru: 'Выгружать в файл' },
        detail: {
          en: 'Papa Parse unparse over the records matching the list’s filters and the chosen columns, with cells starting with =, +, - or @ prefixed by an apostrophe; save with showSaveFilePicker or a download in a browser, and with expo-file-system and expo-sharing shareAsync on a phone.',
          ru: 'unparse из Papa Parse по записям, подходящим под фильтры списка, и выбранным колонкам; ячейки, начинающиеся с =, +, - или @, получают апостроф в начале; сохранять через showSaveFilePicker или скачиванием в браузере и через expo-file-system и shareAsync из expo-sharing на телефоне.',
        },
        hours: 4,
      },
      {
        title: { en: 'Test with messy real files', ru: 'Проверить на настоящих «грязных» файлах' },
        detail: {
          en: 'Files saved from Excel with semicolons, with a BOM, dates in several formats, empty lines and 50,000 rows, in a browser and on a mid-range phone.',
          ru: 'Файлы из Excel с точкой с запятой, с BOM, датами в разных форматах, пустыми строками и 50 000 строк — в браузере и на телефоне среднего уровня.',
        },
        hours: 3,
      },
    ],
    criteria: [
      {
        en: 'Given a file of 1,000 rows of which 12 are invalid, when the {role} confirms the import, then 988 {entities} are saved on the device and the 12 are listed with row, column and reason in an error file',
        ru: 'Дано: файл из 1000 строк, 12 из них с ошибками; когда пользователь подтверждает импорт, тогда на устройстве сохраняются 988 записей, а 12 перечислены со строкой, колонкой и причиной в файле ошибок',
      },
      {
        en: 'Given the same file is imported twice with a key column, when the second import runs, then the existing {entities} are updated and none is duplicated',
        ru: 'Дано: один и тот же файл импортируется дважды с ключевой колонкой; когда идёт второй импорт, тогда существующие записи обновляются и ни одна не дублируется',
      },
      {
        en: 'Given no network, when the {role} imports a file or exports the list, then both work and no file leaves the device unless they share it',
        ru: 'Дано: сети нет; когда пользователь импортирует файл или выгружает список, тогда оба действия работают, и файл не покидает устройство, пока пользователь сам им не поделится',
      },
      {
        en: 'Given a filtered list, when the {role} exports it, then the file holds exactly the rows and columns shown',
        ru: 'Дано: отфильтрованный список; когда пользователь его выгружает, тогда в файле ровно те строки и колонки, что показаны',
      },
    ],
    qa: [
      {
        en: 'Import the same data saved from Excel on Windows (semicolons), Google Sheets and Numbers: identical results, with Cyrillic and accents intact',
        ru: 'Импортировать одни и те же данные, сохранённые из Excel в Windows (точка с запятой), Google Таблиц и Numbers: результаты одинаковы, кириллица и диакритика целы',
      },
      {
        en: 'Import 50,000 rows on a mid-range phone and in a browser: the screen stays responsive, and closing the app halfway leaves only whole batches',
        ru: 'Импортировать 50 000 строк на телефоне среднего уровня и в браузере: экран не зависает, а закрытие приложения на полпути оставляет только целые пачки',
      },
      {
        en: 'Open an export in Excel: leading zeros (phone numbers, postcodes) survive and a cell starting with = shows as text, not a formula',
        ru: 'Открыть выгрузку в Excel: ведущие нули (телефоны, индексы) сохранены, а ячейка, начинающаяся с =, показана как текст, а не формула',
      },
    ],
    risks: [
      {
        en: 'A large file parsed in one go freezes the screen or runs out of memory on a phone: parse in a worker or in chunks, write in batches, and cap the file size',
        ru: 'Большой файл, разобранный за один раз, подвешивает экран или исчерпывает память телефона: разбирать в воркере или частями, писать пачками и ограничить размер файла',
      },
      {
        en: 'The imported records live only on this device: an export is also their backup, so suggest one after a big import and tell the {role} to keep the original file',
        ru: 'Импортированные записи хранятся только на этом устройстве: выгрузка — это и их резервная копия, поэтому предлагать её после большого импорта и советовать сохранить исходный файл',
      },
    ],
    questions: [
      {
        en: 'Which column identifies an existing {entity} (email, SKU, an outside id), and should a match be updated or skipped?',
        ru: 'Какая колонка определяет существующую запись (почта, артикул, внешний идентификатор) и что делать при совпадении: обновлять или пропускать?',
      },
      {
        en: 'Must files arrive by themselves from {source} or another system, or records be shared with another person? Then the product needs a server.',
        ru: 'Должны ли файлы приходить сами из другой системы (например, {source}) или записи быть доступны другому человеку? Тогда продукту нужен сервер.',
      },
    ],
  },
  defaults: { source: { en: 'Excel', ru: 'Excel' } },
};
