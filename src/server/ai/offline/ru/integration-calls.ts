import type { CallContext, CallKind, CallPhrases } from '../model/integration-calls';

/**
 * Where the code calls each integration, said in Russian: the composer (model/integration-calls.ts)
 * decides the kind of service and the side it runs on; module paths, endpoints and SDK names stay
 * as they are in the code.
 */
export function russianCallText(kind: CallKind, name: string, slug: string, ctx: CallContext): string {
  const server = ctx.serverDir;
  const client = ctx.clientDir;
  const api = (path: string) => `${ctx.routeHandlers ? 'обработчик маршрута ' : ''}${path}`;
  const worker = ctx.extension ? 'фоновый service worker (entrypoints/background.ts)' : undefined;
  if (!ctx.backend) {
    const onClient = (text: string) => `Клиент: ${text}`;
    switch (kind) {
      case 'store-billing':
        return onClient(
          `SDK RevenueCat в ${client}/purchases.ts показывает пейвол, проводит покупки через StoreKit и Google Play Billing и проверяет права доступа прямо на устройстве`,
        );
      case 'maps':
        return onClient('компонент карты отрисовывает карту через SDK с публичным токеном, ограниченным по адресу сайта; сервер не участвует');
      case 'analytics':
        return onClient(
          `${client}/analytics.ts один раз инициализирует SDK и отправляет события с именами по идентификаторам функций, без персональных данных`,
        );
      case 'device':
        return onClient(`${client}/${slug}.ts прячет возможность устройства за одной функцией, которую вызывают экраны`);
      case 'ads':
        return onClient(`рекламный SDK инициализируется при запуске в ${client}/ads.ts, а реклама показывается только между сессиями`);
      default:
        return onClient(
          `${worker ?? `${client}/${slug}.ts`} вызывает сервис напрямую, без секретного ключа (публичные методы или ключ, который вводит сам пользователь)`,
        );
    }
  }
  switch (kind) {
    case 'payments':
      return `Сервер: ${api('POST /api/checkout')} создаёт сессию оплаты на странице провайдера (${server}/payments.ts), а ${api('POST /api/webhooks/payments')} проверяет подпись и отмечает заказ оплаченным; клиент только перенаправляет на страницу оплаты`;
    case 'payouts':
      return `Сервер: ${server}/payouts.ts подключает каждого продавца как связанный аккаунт и делит каждый платёж; ${api('POST /api/webhooks/payments')} записывает переводы и выплаты`;
    case 'store-billing':
      return `Клиент: SDK RevenueCat (${client}/purchases.ts) показывает пейвол и проводит покупки через StoreKit и Google Play Billing; Сервер: ${api('POST /api/webhooks/store-billing')} обновляет права доступа по проверенным событиям магазинов`;
    case 'email':
      return `Сервер: фоновая задача (${server}/jobs/send-email.ts), которую ставит в очередь вызвавший её метод API, отправляет письмо по шаблону через API провайдера; никогда с клиента`;
    case 'sms':
      return `Сервер: задача по расписанию (${server}/jobs/send-sms.ts) отправляет сообщения; ${api('POST /api/webhooks/sms')} принимает ответы, проверив подпись провайдера`;
    case 'messenger':
      return `Сервер: модуль бота ${server}/integrations/${slug}.ts отправляет сообщения из задачи по расписанию с токеном бота из переменных окружения; ${api(`POST /api/webhooks/${slug}`)} принимает ответы и привязывает чат к аккаунту`;
    case 'push':
      return ctx.extension
        ? 'Клиент: фоновый service worker показывает chrome.notifications; Сервер: задача отправляет события, которые он запрашивает'
        : `Клиент: ${client}/notifications.ts запрашивает разрешение и регистрирует токен устройства через ${api('POST /api/push-tokens')}; Сервер: задача (${server}/jobs/send-push.ts) отправляет уведомления через push-сервис, без чувствительных данных в тексте`;
    case 'maps':
      return `Клиент: карта отрисовывается через SDK в компоненте карты с публичным токеном, ограниченным по адресу сайта; Сервер: ${api('GET /api/geocode')} проксирует поиск адресов и расчёт расстояний, чтобы секретный ключ оставался на сервере`;
    case 'calendar':
      return `Сервер: ${server}/integrations/calendar.ts хранит OAuth-токены каждого пользователя в зашифрованном виде, а задача синхронизации отправляет изменения в API календаря; ${api('POST /api/webhooks/calendar')} принимает уведомления об изменениях`;
    case 'llm':
      return `Сервер: ${server}/ai.ts — единственное место, где вызывается модель: из метода API функции, с потоковой передачей ответа клиенту; ключ никогда не попадает на клиент, расход токенов записывается по каждому пользователю`;
    case 'video':
      return `Сервер: ${api('POST /api/sessions/:id/video-token')} проверяет, что вызывающий участвует в сессии, и выдаёт короткоживущий токен комнаты; Клиент: SDK видеосвязи подключается к комнате с этим токеном`;
    case 'files':
      return `Сервер: ${api('POST /api/uploads')} проверяет тип и размер файла и возвращает подписанную ссылку для загрузки; Клиент: загружает файл прямо в хранилище, а файлы отдаются по короткоживущим подписанным ссылкам`;
    case 'analytics':
      return `Клиент: ${client}/analytics.ts один раз инициализирует SDK и отправляет события с именами по идентификаторам функций, без персональных данных в свойствах`;
    case 'bank':
      return `Сервер: ${api('POST /api/bank/link-token')} создаёт токен подключения и обменивает публичный токен; задача синхронизации импортирует операции, а ${api('POST /api/webhooks/bank')} принимает обновления; Клиент: открывает виджет подключения банка`;
    case 'sign-in':
      return `Сервер: модуль входа обрабатывает перенаправление и возврат (${api('/api/auth/callback')}); клиент только начинает вход`;
    case 'device':
      return `Клиент: ${client}/${slug}.ts прячет возможность устройства за одной функцией, которую вызывают экраны; результаты уходят в API, как любой другой ввод`;
    case 'ads':
      return `Клиент: рекламный SDK инициализируется при запуске в ${client}/ads.ts; никакой рекламы в сценариях для детей и платящих пользователей`;
    default:
      return ctx.extension
        ? `Клиент: контентный скрипт (entrypoints/content.ts) работает только на страницах ${name} с разрешением на один этот сайт и читает или меняет страницу; ${worker} сохраняет результаты и синхронизирует их с API`
        : `Сервер: адаптер ${server}/integrations/${slug}.ts, который вызывает фоновая задача синхронизации с повторами; входящие события — на ${api(`POST /api/webhooks/${slug}`)}`;
  }
}

/** " (используется в FEAT-1, FEAT-2)": the features that call the integration. */
export const russianUsedBy = (ids: readonly string[]) => (ids.length > 0 ? ` (используется в ${ids.join(', ')})` : '');

export const callsRu: CallPhrases = {
  calledFrom: (kind, name, slug, ctx) => russianCallText(kind, name, slug, ctx),
  usedBy: russianUsedBy,
  onDevice: (_name, ids, choices) =>
    `Клиент: не вызывается; ${ids.join(', ')} ${ids.length > 1 ? 'делают' : 'делает'} это на самом устройстве${choices.length > 0 ? ` (${choices.join('; ')})` : ''}`,
};
