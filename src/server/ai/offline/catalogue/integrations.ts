import type { IntegrationEntry, Localised } from './types';

/**
 * Named services and capabilities the product calls: never entities. Keywords use the syntax of
 * `Keywords` (lexicon.ts): a prefix of a word, `_` for a whole word, `~` for a regular expression.
 */
export const integrations: readonly IntegrationEntry[] = [
  {
    key: 'payments',
    name: 'Stripe',
    purpose: { en: 'Card payments, payouts and receipts (payments)', ru: 'Оплата картой, выплаты и чеки (платежи)' },
    feature: { en: 'Online payments', ru: 'Онлайн-оплата' },
    keywords: ['stripe', 'payment', 'pay_', 'pays_', 'paying_', 'pay online', 'checkout', 'buy_', 'buys_', 'purchase tickets', 'paid_', 'billing', 'payout', 'оплат', 'платеж', 'платёж', 'эквайринг', 'юkassa', 'юкасс', 'yookassa', 'купить', 'покупк', '~(?<![\\p{L}])покупа(?:ть|ют|ет|ем|ете|ешь)(?![\\p{L}])', 'выплат'],
    entities: ['Payment', 'Order', 'Invoice', 'Payout', 'Subscription', 'Ticket', 'Booking'],
  },
  {
    key: 'in-app-purchase',
    name: 'In-app purchases',
    ruName: 'Встроенные покупки',
    purpose: { en: 'Premium subscriptions through the App Store and Google Play (in-app purchase, RevenueCat)', ru: 'Премиум-подписка через App Store и Google Play (in-app purchase, RevenueCat)' },
    feature: { en: 'Premium subscription', ru: 'Премиум-подписка' },
    keywords: ['in-app purchase', 'in app purchase', 'iap_', 'revenuecat', 'storekit', 'google play billing', 'paywall', 'встроенные покупки', 'внутриигров'],
    entities: ['Subscription'],
  },
  {
    key: 'ads',
    name: 'AdMob',
    purpose: { en: 'Ads shown in the app (advertising)', ru: 'Реклама в приложении (ads)' },
    feature: { en: 'Ads', ru: 'Реклама' },
    keywords: ['ads_', 'advert', 'admob', 'ad-supported', 'banner ads', 'реклам'],
  },
  {
    key: 'sms',
    name: 'SMS',
    purpose: { en: 'SMS reminders and codes (Twilio)', ru: 'SMS-напоминания и коды (SMS-шлюз)' },
    feature: { en: 'SMS notifications', ru: 'SMS-уведомления' },
    keywords: ['sms', 'text message', 'twilio', 'смс', 'эсэмэс'],
  },
  {
    key: 'whatsapp',
    name: 'WhatsApp',
    purpose: { en: 'Messages to customers on WhatsApp', ru: 'Сообщения клиентам в WhatsApp' },
    feature: { en: 'WhatsApp messages', ru: 'Сообщения в WhatsApp' },
    keywords: ['whatsapp', 'ватсап', 'вотсап'],
  },
  {
    key: 'telegram',
    name: 'Telegram',
    purpose: { en: 'Messages and reminders through a Telegram bot', ru: 'Сообщения и напоминания через Telegram-бота' },
    feature: { en: 'Telegram bot', ru: 'Telegram-бот' },
    keywords: ['telegram', 'телеграм', 'телеграмм', 'тг_'],
  },
  {
    key: 'email',
    name: 'Email',
    ruName: 'Почтовый сервис',
    purpose: { en: 'Transactional email: confirmations and notifications', ru: 'Письма: подтверждения и уведомления (email)' },
    feature: { en: 'Email notifications', ru: 'Уведомления по почте' },
    keywords: ['email', 'e-mail', 'newsletter', 'mailchimp', 'sendgrid', 'электронн почт', 'почт', 'рассылк', 'имейл'],
  },
  {
    key: 'push',
    name: 'Push notifications',
    ruName: 'Push-сервис',
    purpose: { en: 'Push notifications on phones', ru: 'Push-уведомления на телефон' },
    feature: { en: 'Push notifications', ru: 'Push-уведомления' },
    keywords: ['push notif', 'push-notif', 'push alert', 'push-уведомл', 'пуш'],
  },
  {
    key: 'maps',
    name: 'Maps and GPS',
    ruName: 'Карты и GPS',
    purpose: { en: 'Live GPS location, maps and routes (Mapbox or Google Maps)', ru: 'Геолокация GPS, карты и маршруты (maps)' },
    feature: { en: 'Live location on a map', ru: 'Геолокация на карте' },
    keywords: ['gps', 'geoloc', 'google maps', 'mapbox', 'map_', 'maps_', 'on a map', 'route_', 'routes_', 'routing', 'nearby', 'near me', 'location track', 'live location', 'геолокац', 'на карт', 'яндекс.карт', 'яндекс карт', 'маршрут', 'рядом', 'навигац', 'gps-трек'],
  },
  {
    key: 'calendar',
    name: 'Google Calendar',
    purpose: { en: 'Calendar sync so bookings appear in people’s calendars', ru: 'Синхронизация с календарём (calendar)' },
    feature: { en: 'Calendar sync', ru: 'Синхронизация с календарём' },
    keywords: ['google calendar', 'calendar', 'ical', 'outlook calendar', 'календар'],
  },
  {
    key: 'llm',
    name: 'LLM',
    ruName: 'Сервис языковой модели (LLM)',
    purpose: { en: 'A language model (OpenAI or Anthropic) for AI summaries and answers', ru: 'Языковая модель (LLM, AI) для сводок и ответов' },
    feature: { en: 'AI assistant', ru: 'AI-помощник' },
    keywords: ['ai_', 'a.i.', 'ai-powered', 'ai-', 'gpt', 'chatgpt', 'llm', 'openai', 'anthropic', 'claude', 'language model', 'artificial intelligence', 'machine learning', 'summari', 'summary', 'summaries', 'chatbot', 'ии_', 'ии-', 'нейросет', 'искусственн интеллект', 'gigachat', 'yandexgpt', 'суммаризац', 'кратк пересказ'],
    entities: ['Summary', 'Question'],
  },
  {
    key: 'video',
    name: 'Video calls',
    ruName: 'Видеосвязь',
    purpose: { en: 'Video calls in the browser (Daily, Zoom, Twilio Video)', ru: 'Видеозвонки в браузере (video calls)' },
    feature: { en: 'Video calls', ru: 'Видеозвонки' },
    keywords: ['live video', 'video lesson', 'video class', 'video call', 'video chat', 'video session', 'video consult', 'zoom', 'telehealth', 'telemedicine', 'webrtc', 'видеозвон', 'видеосвяз', 'видеоконсультац', 'телемедицин', 'видеоурок'],
    // "video sessions", "video lessons": the call is part of a session the product keeps.
    entities: ['Booking', 'Lesson', 'Appointment'],
  },
  {
    key: 'youtube',
    name: 'YouTube',
    purpose: { en: 'Reads YouTube videos and their transcripts', ru: 'Получает видео YouTube и их расшифровки (transcript)' },
    feature: { en: 'YouTube import', ru: 'Импорт видео с YouTube' },
    keywords: ['youtube', 'ютуб', 'ютьюб'],
    entities: ['Video'],
  },
  {
    key: 'qr',
    name: 'QR codes',
    ruName: 'QR-коды',
    purpose: { en: 'QR codes generated and scanned with the phone camera', ru: 'QR-коды: создание и сканирование камерой телефона' },
    feature: { en: 'QR code scanning', ru: 'Сканирование QR-кодов' },
    keywords: ['qr', 'qr-код', 'кьюар'],
    entities: ['Ticket'],
  },
  {
    key: 'barcode',
    name: 'Barcode scanning',
    ruName: 'Сканер штрихкодов',
    purpose: { en: 'Barcodes printed and scanned', ru: 'Печать и сканирование штрихкодов (barcode)' },
    feature: { en: 'Barcode scanning', ru: 'Сканирование штрихкодов' },
    keywords: ['barcode', 'bar code', 'штрихкод', 'штрих-код'],
  },
  {
    key: 'storage',
    name: 'File storage',
    ruName: 'Хранилище файлов',
    purpose: { en: 'Storage for uploaded photos and files (S3)', ru: 'Хранилище фото и файлов (S3, storage)' },
    feature: { en: 'Photo and file uploads', ru: 'Загрузка фото и файлов' },
    keywords: ['upload', 'photo_', 'photos_', 'picture_', 'pictures_', 'image_', 'images_', 'attachment', 'file_', 'files_', 's3_', 'фото_', 'фотографи', 'снимк', 'снимок', 'картинк', 'изображени', 'файл', 'вложени'],
    entities: ['Photo', 'Attachment', 'Document'],
  },
  {
    key: 'plaid',
    name: 'Plaid',
    purpose: { en: 'Bank account connections and transaction import', ru: 'Подключение банковских счетов и импорт операций (Plaid)' },
    feature: { en: 'Bank connections', ru: 'Подключение банков' },
    keywords: ['plaid', 'open banking', 'bank connection', 'bank account', 'bank feed', 'connect.{0,20}bank', 'открытый банкинг', 'банковск'],
  },
  {
    key: 'notion',
    name: 'Notion',
    purpose: { en: 'Saves and reads pages in Notion', ru: 'Сохраняет и читает страницы в Notion' },
    feature: { en: 'Notion sync', ru: 'Синхронизация с Notion' },
    keywords: ['notion', 'ноушен'],
  },
  {
    key: 'slack',
    name: 'Slack',
    purpose: { en: 'Posts notifications to Slack channels', ru: 'Отправляет уведомления в каналы Slack' },
    feature: { en: 'Slack notifications', ru: 'Уведомления в Slack' },
    keywords: ['slack', 'слак'],
  },
  {
    key: 'discord',
    name: 'Discord',
    purpose: { en: 'A Discord bot and server notifications', ru: 'Discord-бот и уведомления на сервере' },
    feature: { en: 'Discord bot', ru: 'Discord-бот' },
    keywords: ['discord', 'дискорд'],
  },
  {
    key: 'github',
    name: 'GitHub',
    purpose: { en: 'Reads repositories, issues and pull requests', ru: 'Читает репозитории, задачи и pull request’ы GitHub' },
    feature: { en: 'GitHub sync', ru: 'Синхронизация с GitHub' },
    keywords: ['github', 'гитхаб', 'pull request'],
  },
  {
    key: 'jira',
    name: 'Jira',
    purpose: { en: 'Syncs tickets with Jira', ru: 'Синхронизация задач с Jira' },
    feature: { en: 'Jira sync', ru: 'Синхронизация с Jira' },
    keywords: ['jira', 'джир'],
  },
  {
    key: 'google-sheets',
    name: 'Google Sheets',
    purpose: { en: 'Imports and exports rows in Google Sheets', ru: 'Импорт и экспорт в Google Таблицы' },
    feature: { en: 'Google Sheets export', ru: 'Экспорт в Google Таблицы' },
    keywords: ['google sheets', 'google таблиц'],
  },
  {
    key: 'oauth',
    name: 'Social sign-in',
    ruName: 'OAuth-провайдеры',
    purpose: { en: 'Sign in with Google or Apple (OAuth)', ru: 'Вход через Google, Apple или VK (OAuth)' },
    feature: { en: 'Social sign-in', ru: 'Вход через соцсети' },
    keywords: ['sign in with', 'google sign', 'social login', 'oauth', 'sso_', 'single sign-on', 'вход через'],
  },
  {
    key: 'mqtt',
    name: 'MQTT',
    purpose: { en: 'Receives device telemetry over MQTT', ru: 'Приём телеметрии устройств по MQTT' },
    feature: { en: 'Device telemetry', ru: 'Телеметрия устройств' },
    keywords: ['mqtt', 'telemetry', 'lorawan', 'zigbee', 'телеметри'],
    entities: ['Sensor', 'Device', 'Reading'],
  },
  {
    key: 'shipping',
    name: 'Shipping',
    ruName: 'Сервис доставки',
    purpose: { en: 'Shipping labels and delivery tracking (Shippo, EasyPost)', ru: 'Доставка: этикетки и отслеживание (СДЭК, Boxberry)' },
    feature: { en: 'Shipping and delivery tracking', ru: 'Доставка и отслеживание' },
    keywords: ['shipping', 'shippo', 'easypost', 'fedex', '~(?<![\\p{L}\\p{N}-]|(?:sign|start|pop|set|meet|back|mock|line|warm|check)\\s)ups(?![\\p{L}\\p{N}-])', 'dhl', 'сдэк', 'boxberry', 'почта россии'],
    entities: ['Shipment', 'Order'],
  },
  {
    key: 'accounting',
    name: 'Accounting',
    ruName: 'Сервис бухгалтерии',
    purpose: { en: 'Syncs invoices with QuickBooks or Xero', ru: 'Выгрузка счетов в 1С (accounting)' },
    feature: { en: 'Accounting sync', ru: 'Выгрузка в бухгалтерию' },
    keywords: ['quickbooks', 'xero', '1с_', '1c_', 'бухгалтери'],
  },
  {
    key: 'analytics',
    name: 'Analytics',
    ruName: 'Сервис аналитики',
    purpose: { en: 'Product analytics and funnels', ru: 'Продуктовая аналитика и воронки (analytics)' },
    feature: { en: 'Analytics', ru: 'Аналитика' },
    keywords: ['analytics', 'posthog', 'mixpanel', 'google analytics', 'аналитик', 'метрик'],
  },
  {
    key: 'speech',
    name: 'Speech recognition',
    ruName: 'Распознавание речи',
    purpose: { en: 'Turns voice recordings into text (Whisper)', ru: 'Распознавание речи (speech-to-text)' },
    feature: { en: 'Voice notes to text', ru: 'Голос в текст' },
    keywords: ['speech', 'voice_', 'voice note', 'voice input', 'voice record', 'audio record', 'transcrib', '~(?<=(?:openai|via|with|using|through|by|on)\\s+)whisper(?![\\p{L}\\p{N}])', '~whisper\\s+(?:api|model)', 'dictation', 'голосов', 'распознавани речи', 'диктовк'],
  },
  {
    key: 'ocr',
    name: 'OCR',
    ruName: 'Распознавание текста (OCR)',
    purpose: { en: 'Reads text from photos of receipts and documents (OCR)', ru: 'Распознавание текста на фото (OCR)' },
    feature: { en: 'Scan documents', ru: 'Распознавание документов' },
    keywords: ['ocr', 'scan receipt', 'receipt scan', 'распознавани текст', 'распознавани чек'],
    entities: ['Expense', 'Document'],
  },
  {
    key: 'esign',
    name: 'E-signature',
    ruName: 'Сервис электронной подписи',
    purpose: { en: 'Documents signed online (DocuSign)', ru: 'Электронная подпись документов (e-signature)' },
    feature: { en: 'E-signatures', ru: 'Электронная подпись' },
    // Of "sign leases electronically" only the verb is claimed: what is signed stays a record of its own.
    keywords: ['docusign', 'e-sign', 'esign', 'electronic signature', 'digital signature', '~(?<![\\p{L}])sign(?:s|ed|ing)?(?=\\s+(?!(?:up|in|out|on|off)(?![\\p{L}]))(?:[\\p{L}-]+\\s+){0,3}(?:electronically|digitally|online)(?![\\p{L}]))', 'электронн подпис', 'эцп'],
  },
  {
    key: 'gosuslugi',
    name: 'Gosuslugi',
    ruName: 'Госуслуги',
    purpose: { en: 'Sign-in and data through Gosuslugi (ESIA)', ru: 'Вход и данные через Госуслуги (ЕСИА)' },
    feature: { en: 'Gosuslugi sign-in', ru: 'Вход через Госуслуги' },
    keywords: ['госуслуг', 'есиа', 'gosuslugi'],
  },
  {
    key: 'health',
    name: 'Apple Health',
    purpose: { en: 'Reads and writes health data (HealthKit, Google Fit)', ru: 'Данные о здоровье из Apple Health и Google Fit (health)' },
    feature: { en: 'Health data sync', ru: 'Синхронизация с Apple Health' },
    keywords: ['apple health', 'healthkit', 'google fit', 'health connect', 'apple watch'],
  },
  {
    key: 'spotify',
    name: 'Spotify',
    purpose: { en: 'Reads playlists and tracks from Spotify', ru: 'Плейлисты и треки из Spotify' },
    feature: { en: 'Spotify import', ru: 'Импорт из Spotify' },
    keywords: ['spotify', 'спотифай'],
  },
  {
    key: 'shopify',
    name: 'Shopify',
    purpose: { en: 'Syncs products and orders with Shopify', ru: 'Синхронизация товаров и заказов с Shopify' },
    feature: { en: 'Shopify sync', ru: 'Синхронизация с Shopify' },
    keywords: ['shopify', 'шопифай'],
  },
  {
    key: 'weather',
    name: 'Weather API',
    ruName: 'Сервис погоды',
    purpose: { en: 'Weather forecasts for the places the product cares about', ru: 'Прогноз погоды (weather API)' },
    feature: { en: 'Weather forecast', ru: 'Прогноз погоды' },
    keywords: ['weather', 'forecast', 'погод'],
  },
];

/** The name a brief in this language shows for a catalogue integration. */
export function integrationName(entry: IntegrationEntry, language: keyof Localised): string {
  return language === 'ru' ? (entry.ruName ?? entry.name) : entry.name;
}

/**
 * The catalogue's own name of an integration a brief names ("Видеосвязь" → "Video calls"), so the
 * provider, the call site and the module name are the same whichever language the brief is in.
 */
export function catalogueName(name: string): string {
  const lower = name.trim().toLowerCase();
  return integrations.find((entry) => entry.ruName?.toLowerCase() === lower)?.name ?? name;
}
