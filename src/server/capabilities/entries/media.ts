import type { CapabilityEntry } from '../types';

/** Media upload and processing: files go straight to storage and are processed in a queue while people see their status. */
export const media: CapabilityEntry = {
  id: 'media',
  benefit: {
    en: 'my files are stored safely and shown at the right size on any screen',
    ru: 'файлы надёжно хранились и показывались в нужном размере на любом экране',
  },
  howItWorks: [
    {
      en: 'The app asks the server for a presigned upload URL (type and size are checked first) and uploads the file straight to S3-compatible storage; the bytes never pass through the server.',
      ru: 'Приложение запрашивает у сервера подписанную ссылку для загрузки (тип и размер проверяются заранее) и загружает файл напрямую в S3-совместимое хранилище; сами байты через сервер не идут.',
    },
    {
      en: 'Once the upload completes, a queued job processes it: thumbnails and web sizes with sharp, video transcoded with a poster frame by ffmpeg, text read by OCR when it is a document; the real file type is checked from its content.',
      ru: 'После загрузки файл обрабатывает задача в очереди: превью и веб-размеры — sharp, перекодирование видео и кадр-обложка — ffmpeg, распознавание текста (OCR), если это документ; настоящий тип файла проверяется по содержимому.',
    },
    {
      en: 'The {role} sees the status change (uploading, processing, ready, or failed with the reason); others see only ready files, through short-lived signed links or a CDN.',
      ru: 'Пользователь видит, как меняется статус (загружается, обрабатывается, готово или ошибка с причиной); остальные видят только готовые файлы — по короткоживущим подписанным ссылкам или через CDN.',
    },
  ],
  records: [
    {
      name: '{Entity}Media',
      label: { en: '{entity} file', ru: 'файл' },
      fields:
        'kind:enum, originalName:string, mimeType:string, sizeBytes:integer, storageKey:string, status:enum, error:text, width:integer, height:integer, durationSeconds:number, extractedText:text, uploadedBy:reference, createdAt:datetime',
      child: true,
    },
    {
      name: 'MediaVariant',
      label: { en: 'processed version', ru: 'обработанная версия' },
      fields:
        'media:reference, name:string, storageKey:string, mimeType:string, width:integer, height:integer, sizeBytes:integer',
    },
  ],
  endpoints: [
    {
      method: 'POST',
      path: '/api/{es}/:id/media/uploads',
      description: {
        en: 'Ask to upload: check type, size and the quota, create the file row (uploading) and return a presigned PUT URL, or part URLs for a multipart upload of a large file',
        ru: 'Запросить загрузку: проверить тип, размер и квоту, создать запись файла (статус «загружается») и вернуть подписанную ссылку PUT, а для больших файлов — ссылки на части многочастной загрузки',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/:id/media/:mediaId/complete',
      description: {
        en: 'Confirm the upload: check the object exists with the declared size and queue its processing',
        ru: 'Подтвердить загрузку: проверить, что объект есть в хранилище и размер совпадает, и поставить обработку в очередь',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/:id/media',
      description: {
        en: 'The files of this {entity} with their status, processed versions and short-lived signed URLs',
        ru: 'Файлы записи со статусом, обработанными версиями и короткоживущими подписанными ссылками',
      },
      auth: true,
    },
    {
      method: 'DELETE',
      path: '/api/{es}/:id/media/:mediaId',
      description: {
        en: 'Delete the file and all its processed versions from storage',
        ru: 'Удалить файл и все его обработанные версии из хранилища',
      },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'process-{es}-media',
      trigger: { en: 'queued when an upload completes', ru: 'в очереди, после завершения загрузки' },
      work: {
        en: 'Check the real type from the first bytes, strip location data from photos, make thumbnails and web sizes with sharp, transcode video to H.264 MP4 with a poster frame with ffmpeg, run OCR on documents when needed; mark ready or failed with the reason, with 3 retries',
        ru: 'Проверить настоящий тип по первым байтам, удалить геоданные из фотографий, сделать превью и веб-размеры через sharp, перекодировать видео в H.264 MP4 с кадром-обложкой через ffmpeg, при необходимости распознать текст документа; отметить «готово» или ошибку с причиной, до 3 повторов',
      },
    },
    {
      name: 'clean-abandoned-{es}-uploads',
      trigger: { en: 'daily', ru: 'раз в день' },
      work: {
        en: 'Delete uploads never completed within 24 hours, with their objects in storage',
        ru: 'Удалять загрузки, не завершённые за 24 часа, вместе с их объектами в хранилище',
      },
    },
  ],
  screens: [
    {
      route: '/{es}/:id/media',
      name: { en: 'Files', ru: 'Файлы' },
      purpose: {
        en: 'Upload with progress, each file’s status, previews once ready, and Retry or Delete on failure',
        ru: 'Загрузка с прогрессом, статус каждого файла, превью после обработки и кнопки «Повторить» и «Удалить» при ошибке',
      },
    },
  ],
  choices: [
    {
      platforms: ['any'],
      choice: {
        en: 'Cloudflare R2 or AWS S3 through @aws-sdk/client-s3 and @aws-sdk/s3-request-presigner',
        ru: 'Cloudflare R2 или AWS S3 через @aws-sdk/client-s3 и @aws-sdk/s3-request-presigner',
      },
      reason: {
        en: 'Presigned and multipart uploads from the client, private buckets by default; R2 charges nothing for downloads',
        ru: 'Подписанные и многочастные загрузки прямо с клиента, закрытые по умолчанию бакеты; R2 не берёт плату за скачивание',
      },
    },
    {
      platforms: ['any'],
      choice: { en: 'sharp for images', ru: 'sharp для изображений' },
      reason: {
        en: 'Fast resizing and WebP/AVIF conversion, rotation by EXIF, and metadata stripped by default',
        ru: 'Быстрое изменение размера и перевод в WebP/AVIF, поворот по EXIF и удаление метаданных по умолчанию',
      },
    },
    {
      platforms: ['any'],
      choice: { en: 'ffmpeg run by the worker process', ru: 'ffmpeg, запускаемый обработчиком очереди' },
      reason: {
        en: 'Turns any phone video into H.264 MP4 with a poster frame; it runs in a container worker, not in serverless functions, and is called directly since the fluent-ffmpeg wrapper is deprecated',
        ru: 'Превращает любое видео с телефона в H.264 MP4 с кадром-обложкой; работает в отдельном контейнере, а не в serverless-функциях, и вызывается напрямую, потому что обёртка fluent-ffmpeg больше не поддерживается',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'file-type, with Tesseract (tesseract.js) for OCR',
        ru: 'file-type, а для OCR — Tesseract (tesseract.js)',
      },
      reason: {
        en: 'The real type read from the first bytes refuses a renamed file; Tesseract reads printed text, and a cloud OCR (Google Cloud Vision) takes over for handwriting',
        ru: 'Настоящий тип по первым байтам не пропустит переименованный файл; Tesseract читает печатный текст, а для рукописного подключается облачный OCR (Google Cloud Vision)',
      },
    },
    {
      platforms: ['web'],
      choice: { en: 'Uppy with @uppy/aws-s3', ru: 'Uppy с @uppy/aws-s3' },
      reason: {
        en: 'Resumable multipart uploads from the browser with progress, pause and retry',
        ru: 'Возобновляемые многочастные загрузки из браузера с прогрессом, паузой и повтором',
      },
    },
    {
      platforms: ['mobile'],
      choice: {
        en: 'expo-image-picker with uploads to the presigned URL',
        ru: 'expo-image-picker с загрузкой по подписанной ссылке',
      },
      reason: {
        en: 'Picks photos and videos from the library or the camera and shrinks photos on the phone before upload',
        ru: 'Берёт фото и видео из галереи или с камеры и уменьшает фото на телефоне перед загрузкой',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Set up storage and upload limits', ru: 'Настроить хранилище и ограничения загрузки' },
      detail: {
        en: 'A private bucket (R2 or S3) with CORS for PUT from the app; allowed types and size limits per kind in one config (e.g. images 20 MB, documents 50 MB, video 500 MB); add {Entity}Media and MediaVariant.',
        ru: 'Закрытый бакет (R2 или S3) с CORS для PUT из приложения; разрешённые типы и пределы размера по видам в одной настройке (например, изображения — 20 МБ, документы — 50 МБ, видео — 500 МБ); добавить {Entity}Media и MediaVariant.',
      },
      hours: 4,
    },
    {
      title: { en: 'Issue presigned uploads', ru: 'Выдавать подписанные ссылки на загрузку' },
      detail: {
        en: 'POST /api/{es}/:id/media/uploads checks type, size and quota and returns a presigned PUT (multipart above 100 MB); POST /api/{es}/:id/media/:mediaId/complete checks the object with HeadObject and queues process-{es}-media.',
        ru: 'POST /api/{es}/:id/media/uploads проверяет тип, размер и квоту и возвращает подписанный PUT (многочастный — больше 100 МБ); POST /api/{es}/:id/media/:mediaId/complete проверяет объект через HeadObject и ставит process-{es}-media в очередь.',
      },
      hours: 5,
    },
    {
      title: { en: 'Process files in a queue', ru: 'Обрабатывать файлы в очереди' },
      detail: {
        en: 'process-{es}-media in a worker container with sharp and ffmpeg (video needs minutes and memory), OCR for documents when needed; processed versions stored under predictable keys; status and error kept on {Entity}Media.',
        ru: 'process-{es}-media в отдельном контейнере-обработчике с sharp и ffmpeg (видео требует минут и памяти), OCR для документов при необходимости; обработанные версии — под предсказуемыми ключами; статус и ошибка — в {Entity}Media.',
      },
      hours: 8,
    },
    {
      title: { en: 'Show uploads and their status', ru: 'Показать загрузку и статус файлов' },
      detail: {
        en: 'An upload control with progress and retry (Uppy on the web, expo-image-picker on mobile), the status refreshed from GET /api/{es}/:id/media until ready, previews from the signed URLs it returns.',
        ru: 'Элемент загрузки с прогрессом и повтором (Uppy в вебе, expo-image-picker на телефоне), статус обновляется из GET /api/{es}/:id/media до готовности, превью — по подписанным ссылкам из того же ответа.',
      },
      hours: 6,
    },
    {
      title: { en: 'Delete and clean up', ru: 'Удалять и подчищать файлы' },
      detail: {
        en: 'DELETE /api/{es}/:id/media/:mediaId removes the object and its versions; clean-abandoned-{es}-uploads removes uploads never completed.',
        ru: 'DELETE /api/{es}/:id/media/:mediaId удаляет объект и его версии; clean-abandoned-{es}-uploads убирает незавершённые загрузки.',
      },
      hours: 2,
    },
  ],
  criteria: [
    {
      en: 'Given a 200 MB video, when the {role} uploads it, then the bytes go straight to storage with a progress bar and the file shows as processing until the MP4 and its poster are ready',
      ru: 'Дано: видео на 200 МБ; когда пользователь его загружает, тогда байты идут прямо в хранилище с индикатором прогресса, а файл числится в обработке, пока не готовы MP4 и обложка',
    },
    {
      en: 'Given a file over the limit or of a type not allowed, when the upload is requested, then it is refused before any byte is sent, with the limit in words',
      ru: 'Дано: файл больше предела или недопустимого типа; когда запрашивается загрузка, тогда она отклоняется до отправки первого байта, а предел назван словами',
    },
    {
      en: 'Given a file renamed to look like a photo, when it is processed, then its real type is detected, it is marked failed and its object is deleted',
      ru: 'Дано: файл переименован под фотографию; когда он обрабатывается, тогда определяется настоящий тип, файл помечается ошибкой, а объект удаляется',
    },
    {
      en: 'Given a photo with GPS coordinates in its EXIF, when it is processed, then no version anyone can open carries the location',
      ru: 'Дано: фотография с GPS-координатами в EXIF; когда она обрабатывается, тогда ни в одной доступной версии нет геопозиции',
    },
  ],
  qa: [
    {
      en: 'Upload on a throttled 3G profile and cut the connection halfway: the upload resumes or fails clearly, and no half file shows as ready',
      ru: 'Загрузить файл на замедленном профиле 3G и оборвать связь посередине: загрузка продолжается или явно завершается ошибкой, и половина файла не показывается как готовая',
    },
    {
      en: 'Upload an iPhone HEIC photo and an HEVC video: both get versions every browser can show',
      ru: 'Загрузить фото HEIC и видео HEVC с iPhone: у обоих появляются версии, которые показывает любой браузер',
    },
    {
      en: 'Reuse a presigned URL after it expires and with another content type: storage refuses both',
      ru: 'Использовать подписанную ссылку после истечения и с другим типом содержимого: хранилище отклоняет оба раза',
    },
    {
      en: 'Open a private file’s link signed out, or after it expires: access is denied',
      ru: 'Открыть ссылку на закрытый файл без входа или после истечения срока: доступ запрещён',
    },
  ],
  risks: [
    {
      en: 'Video processing is slow and costly: run ffmpeg in a separate worker with a concurrency limit, cap the duration, and consider Mux or Cloudflare Stream when video is the core of the product',
      ru: 'Обработка видео медленная и дорогая: запускать ffmpeg в отдельном обработчике с ограничением параллельности, ограничить длительность, а если видео — суть продукта, рассмотреть Mux или Cloudflare Stream',
    },
    {
      en: 'Uploaded files can be malicious or unlawful: check the real type, re-encode images, scan shared documents with ClamAV, and let people report a file',
      ru: 'Загружаемые файлы бывают вредоносными или незаконными: проверять настоящий тип, перекодировать изображения, проверять общие документы ClamAV и дать людям пожаловаться на файл',
    },
    {
      en: 'Storage costs grow quietly: quotas per person, versions deleted with the original, and lifecycle rules for abandoned uploads',
      ru: 'Расходы на хранилище растут незаметно: квоты на человека, удаление версий вместе с оригиналом и правила жизненного цикла для брошенных загрузок',
    },
  ],
  questions: [
    {
      en: 'Which file types and sizes are needed, and is video part of the first version?',
      ru: 'Какие типы и размеры файлов нужны и входит ли видео в первую версию?',
    },
    {
      en: 'Who may see the uploaded files: only the owner, the people of that {entity}, or anyone with the link?',
      ru: 'Кому видны загруженные файлы: только владельцу, участникам записи или любому, у кого есть ссылка?',
    },
    {
      en: 'Must the text in documents be read (OCR), and in which languages?',
      ru: 'Нужно ли распознавать текст в документах (OCR) и на каких языках?',
    },
  ],
  onDevice: {
    howItWorks: [
      {
        en: 'The {role} takes a photo or picks one: in a browser through a file input with the capture attribute (getUserMedia where the app needs its own camera view), on a phone through expo-image-picker; the app shrinks it on the device (browser-image-compression, or expo-image-manipulator) before saving, which also drops the location in its EXIF.',
        ru: 'Пользователь снимает фото или выбирает готовое: в браузере через поле выбора файла с атрибутом capture (getUserMedia, если приложению нужен свой видоискатель), на телефоне через expo-image-picker; приложение уменьшает его на устройстве (browser-image-compression или expo-image-manipulator) до сохранения, и при этом из EXIF пропадает местоположение.',
      },
      {
        en: 'Files are stored on the device: as Blobs in IndexedDB in a browser, in the app’s document directory on a phone (expo-file-system), with a row per file in the local store linking it to its {entity} and a small thumbnail made at the same time for lists.',
        ru: 'Файлы хранятся на устройстве: как Blob в IndexedDB в браузере, в папке документов приложения на телефоне (expo-file-system), а строка на каждый файл в локальном хранилище связывает его с записью «{entity}»; заодно делается маленькая миниатюра для списков.',
      },
      {
        en: 'Nothing is uploaded: the {role} sees each preview at once, opens it full size, deletes it, or shares it out through the system share sheet (navigator.share in a browser, expo-sharing on a phone).',
        ru: 'Ничего не загружается на сервер: пользователь сразу видит превью, открывает файл в полном размере, удаляет его или отправляет через системное меню «Поделиться» (navigator.share в браузере, expo-sharing на телефоне).',
      },
    ],
    records: [
      {
        name: '{Entity}Media',
        label: { en: '{entity} file', ru: 'файл' },
        fields:
          'kind:enum, fileName:string, mimeType:string, sizeBytes:integer, storageKey:string, thumbnailKey:string, width:integer, height:integer, durationSeconds:number, createdAt:datetime',
        child: true,
      },
    ],
    screens: [
      {
        route: '/{es}/:id/media',
        name: { en: 'Files', ru: 'Файлы' },
        purpose: {
          en: 'Take or pick photos, previews at once, a full-size view, Share and Delete, and the space the files take',
          ru: 'Снять или выбрать фото, превью сразу, просмотр в полном размере, «Поделиться» и «Удалить» и сколько места занимают файлы',
        },
      },
    ],
    choices: [
      {
        platforms: ['web'],
        choice: {
          en: 'A file input with accept="image/*" and capture, getUserMedia for a live view',
          ru: 'Поле выбора файла с accept="image/*" и capture, getUserMedia для живого видоискателя',
        },
        reason: {
          en: 'The file input opens the camera in phone browsers and the file picker on a computer with no permission code; getUserMedia only when the product needs its own camera screen',
          ru: 'Поле выбора файла открывает камеру в браузере телефона и выбор файла на компьютере без кода разрешений; getUserMedia — только если продукту нужен свой экран камеры',
        },
      },
      {
        platforms: ['web'],
        choice: { en: 'browser-image-compression', ru: 'browser-image-compression' },
        reason: {
          en: 'Resizes and re-encodes in a web worker before saving, which strips the EXIF location; a phone photo of several megabytes becomes a few hundred kilobytes',
          ru: 'Уменьшает и перекодирует в web worker до сохранения и при этом убирает местоположение из EXIF; фото с телефона на несколько мегабайт становится несколькими сотнями килобайт',
        },
      },
      {
        platforms: ['web'],
        choice: { en: 'Dexie storing Blobs in IndexedDB', ru: 'Dexie с хранением Blob в IndexedDB' },
        reason: {
          en: 'Files sit beside their records; navigator.storage.persist() and estimate() protect them and show the space used',
          ru: 'Файлы лежат рядом со своими записями; navigator.storage.persist() и estimate() защищают их и показывают занятое место',
        },
      },
      {
        platforms: ['mobile'],
        choice: {
          en: 'expo-image-picker and expo-image-manipulator',
          ru: 'expo-image-picker и expo-image-manipulator',
        },
        reason: {
          en: 'Camera and library with the permission prompts; the manipulator resizes and compresses to JPEG or WebP on the phone',
          ru: 'Камера и галерея с запросами разрешений; manipulator уменьшает и сжимает в JPEG или WebP прямо на телефоне',
        },
      },
      {
        platforms: ['mobile'],
        choice: { en: 'expo-file-system', ru: 'expo-file-system' },
        reason: {
          en: 'Files in the app’s document directory stay until the app is removed; the cache directory may be cleared by the system, so never keep them there',
          ru: 'Файлы в папке документов приложения живут, пока приложение не удалено; папку кэша система может очистить, поэтому не хранить их там',
        },
      },
    ],
    tasks: [
      {
        title: { en: 'Capture and pick photos', ru: 'Снимать и выбирать фото' },
        detail: {
          en: 'A file input with accept="image/*" and capture="environment" (getUserMedia when a live view is needed) in a browser, launchCameraAsync and launchImageLibraryAsync from expo-image-picker on a phone; ask for camera permission only when the button is pressed and explain a refusal.',
          ru: 'Поле выбора файла с accept="image/*" и capture="environment" (getUserMedia, если нужен живой видоискатель) в браузере, launchCameraAsync и launchImageLibraryAsync из expo-image-picker на телефоне; просить доступ к камере только при нажатии кнопки и объяснять отказ.',
        },
        hours: 4,
      },
      {
        title: { en: 'Shrink and store files on the device', ru: 'Уменьшать и хранить файлы на устройстве' },
        detail: {
          en: 'Resize to at most 2048 px and re-encode as JPEG or WebP (browser-image-compression in a browser, expo-image-manipulator on a phone), which also drops the EXIF location; make a 300 px thumbnail; save Blobs in IndexedDB through Dexie, or files in the document directory through expo-file-system, with a {Entity}Media row per file.',
          ru: 'Уменьшать до 2048 px по большей стороне и перекодировать в JPEG или WebP (browser-image-compression в браузере, expo-image-manipulator на телефоне), что заодно убирает местоположение из EXIF; делать миниатюру 300 px; сохранять Blob в IndexedDB через Dexie или файлы в папку документов через expo-file-system со строкой {Entity}Media на каждый файл.',
        },
        hours: 6,
      },
      {
        title: { en: 'Show, share and delete', ru: 'Показывать, отправлять и удалять' },
        detail: {
          en: 'The files screen shows thumbnails from the local store, a full-size viewer, Share (navigator.share with files where supported, else a download; expo-sharing on a phone) and Delete, which removes the file, its thumbnail and its row together.',
          ru: 'Экран файлов показывает миниатюры из локального хранилища, просмотр в полном размере, «Поделиться» (navigator.share с файлами, где он поддерживается, иначе скачивание; expo-sharing на телефоне) и «Удалить», которое убирает файл, миниатюру и строку вместе.',
        },
        hours: 4,
      },
      {
        title: { en: 'Watch the space used', ru: 'Следить за занятым местом' },
        detail: {
          en: 'Show the space the files take (navigator.storage.estimate in a browser, the free disk space from expo-file-system on a phone), ask for persistent storage in a browser, and refuse a new file with a clear message when space runs out.',
          ru: 'Показывать, сколько места занимают файлы (navigator.storage.estimate в браузере, свободное место на диске из expo-file-system на телефоне), просить постоянное хранилище в браузере и отклонять новый файл с понятным сообщением, когда место заканчивается.',
        },
        hours: 2,
      },
    ],
    criteria: [
      {
        en: 'Given a 6 MB photo from the camera, when the {role} saves it, then a copy of at most 2048 px is stored on the device and its thumbnail appears at once',
        ru: 'Дано: фото с камеры на 6 МБ; когда пользователь его сохраняет, тогда на устройстве хранится копия не больше 2048 px, а миниатюра появляется сразу',
      },
      {
        en: 'Given no network, when the {role} takes, views or deletes a photo, then it all works and nothing is uploaded',
        ru: 'Дано: сети нет; когда пользователь снимает, смотрит или удаляет фото, тогда всё работает и ничего не загружается в сеть',
      },
      {
        en: 'Given a photo with GPS coordinates in its EXIF, when it is saved and later shared, then the shared file carries no location',
        ru: 'Дано: фото с GPS-координатами в EXIF; когда оно сохранено, а потом отправлено, тогда в отправленном файле нет местоположения',
      },
      {
        en: 'Given {anEntity} with files, when it is deleted, then its files and thumbnails are gone from the device’s storage too',
        ru: 'Дано: у записи есть файлы; когда её удаляют, тогда её файлы и миниатюры тоже исчезают из хранилища устройства',
      },
    ],
    qa: [
      {
        en: 'Save 200 photos on a mid-range phone and in a browser: the list scrolls smoothly and the space shown matches the files',
        ru: 'Сохранить 200 фото на телефоне среднего уровня и в браузере: список прокручивается плавно, а показанное место совпадает с файлами',
      },
      {
        en: 'Pick an iPhone HEIC photo and a PNG screenshot: both are saved as images every screen of the app can show',
        ru: 'Выбрать HEIC-фото с iPhone и PNG-скриншот: оба сохраняются как изображения, которые показывает любой экран приложения',
      },
      {
        en: 'Refuse the camera permission, then press the button again: the app explains how to allow it instead of failing silently',
        ru: 'Отказать в доступе к камере и снова нажать кнопку: приложение объясняет, как его разрешить, а не молча ничего не делает',
      },
    ],
    risks: [
      {
        en: 'The files live only on this device: cleared browser data, a lost phone or an uninstall deletes them, so offer saving them to the photo library or a backup file, and say so on the files screen',
        ru: 'Файлы хранятся только на этом устройстве: очистка данных браузера, потеря телефона или удаление приложения стирают их, поэтому дать сохранить их в галерею или в файл копии и сказать об этом на экране файлов',
      },
      {
        en: 'Photos and above all video fill the device’s storage fast, and a browser may evict its storage under pressure: compress photos, cap video length or leave video out, request persistent storage in a browser and show the space used',
        ru: 'Фото и особенно видео быстро заполняют память устройства, а браузер может очистить своё хранилище при нехватке места: сжимать фото, ограничить длину видео или обойтись без него, просить постоянное хранилище в браузере и показывать занятое место',
      },
    ],
    questions: [
      {
        en: 'Which files are needed (photos only, or video and documents too), and at what size is a photo still good enough?',
        ru: 'Какие файлы нужны (только фото или ещё видео и документы) и при каком размере фото ещё достаточно хорошее?',
      },
      {
        en: 'Must the files be seen on another device or by another person? Then the product needs a server and file storage.',
        ru: 'Нужно ли видеть файлы на другом устройстве или другому человеку? Тогда продукту нужен сервер и файловое хранилище.',
      },
    ],
  },
  defaults: {},
};
