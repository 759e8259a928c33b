import type { CapabilityEntry } from '../types';

/** Maps and places: records have a location, are shown on a map with clusters and searched by area or distance. */
export const maps: CapabilityEntry = {
  id: 'maps',
  benefit: {
    en: 'I see what is near me on a map and can get there',
    ru: 'видеть на карте, что рядом, и добираться туда',
  },
  howItWorks: [
    {
      en: 'Each {entity} has a location: a typed address is geocoded on the server (and the result cached), or the {role} drops a pin; the point is stored in a PostGIS geography column.',
      ru: 'У каждой записи «{entity}» есть местоположение: введённый адрес геокодируется на сервере (результат кэшируется) или пользователь ставит метку на карте; точка хранится в колонке PostGIS типа geography.',
    },
    {
      en: 'The map asks the server for what lies in the visible area or within a distance of a point; PostGIS answers from a spatial index, with the filters applied and the nearest first.',
      ru: 'Карта запрашивает у сервера то, что попадает в видимую область или в радиус от точки; PostGIS отвечает по пространственному индексу — с фильтрами и сначала ближайшие.',
    },
    {
      en: 'Where many points crowd together they are drawn as clusters with a count that split apart as the map zooms in; the list beside the map always shows the same results.',
      ru: 'Когда точек много и они рядом, они рисуются кластерами с числом и распадаются при приближении; список рядом с картой всегда показывает те же результаты.',
    },
  ],
  records: [
    {
      name: '{Entity}Location',
      label: { en: '{entity} location', ru: 'местоположение' },
      fields:
        'address:string, position:location, precision:enum, providerPlaceId:string, geocodedAt:datetime, needsReview:boolean',
      child: true,
    },
    {
      name: 'GeocodeCache',
      label: { en: 'geocoding result', ru: 'результат геокодирования' },
      fields:
        'query:string, position:location, formattedAddress:string, precision:enum, provider:string, createdAt:datetime',
    },
  ],
  endpoints: [
    {
      method: 'GET',
      path: '/api/{es}/map',
      description: {
        en: 'The {entities} inside the visible area (bbox) with the list’s filters, as GeoJSON points, capped at 5,000',
        ru: 'Записи в видимой области (bbox) с теми же фильтрами, что и у списка, в виде точек GeoJSON, не больше 5000',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/nearby',
      description: {
        en: 'The {entities} within a radius of a point, nearest first, with the distance in metres',
        ru: 'Записи в радиусе от точки, сначала ближайшие, с расстоянием в метрах',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/geocode',
      description: {
        en: 'Address suggestions for a field: calls the geocoder with the key kept on the server, cached and rate limited',
        ru: 'Подсказки адресов для поля ввода: обращается к геокодеру с ключом, который хранится на сервере, с кэшем и ограничением частоты',
      },
      auth: true,
    },
    {
      method: 'PUT',
      path: '/api/{es}/:id/location',
      description: {
        en: 'Set the location from an address or a dropped pin; an address is geocoded and an approximate match is flagged for review',
        ru: 'Задать местоположение по адресу или метке на карте; адрес геокодируется, а неточное совпадение помечается для проверки',
      },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'geocode-{es}',
      trigger: {
        en: 'queued when an address changes or after an import',
        ru: 'в очереди: при изменении адреса или после импорта',
      },
      work: {
        en: 'Geocode addresses in batches within the provider’s rate limit, store the point and its precision, and flag the ones that could not be placed for a person to fix',
        ru: 'Геокодировать адреса пачками в пределах лимита провайдера, сохранять точку и её точность, а ненайденные адреса отмечать, чтобы человек их поправил',
      },
    },
  ],
  screens: [
    {
      route: '/{es}/map',
      name: { en: 'Map', ru: 'Карта' },
      purpose: {
        en: 'The {entities} on the map with clusters, a list of what is in view, filters and a Near me button',
        ru: 'Записи на карте с кластерами, список того, что видно, фильтры и кнопка «Рядом со мной»',
      },
    },
  ],
  choices: [
    {
      platforms: ['web'],
      choice: {
        en: 'MapLibre GL JS with OpenFreeMap or MapTiler tiles',
        ru: 'MapLibre GL JS с картами OpenFreeMap или MapTiler',
      },
      reason: {
        en: 'Open-source vector maps with clustering built into GeoJSON sources; you pay only for tiles, or nothing with OpenFreeMap',
        ru: 'Векторные карты с открытым кодом и встроенной кластеризацией GeoJSON; платить нужно только за подложку, а с OpenFreeMap — ничего',
      },
    },
    {
      platforms: ['mobile'],
      choice: { en: 'react-native-maps with supercluster', ru: 'react-native-maps с supercluster' },
      reason: {
        en: 'The native Apple and Google maps people know; supercluster groups thousands of markers fast on the phone',
        ru: 'Привычные нативные карты Apple и Google; supercluster быстро группирует тысячи меток прямо на телефоне',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'PostGIS: geography(Point, 4326) with a GiST index',
        ru: 'PostGIS: geography(Point, 4326) с индексом GiST',
      },
      reason: {
        en: 'ST_DWithin and ST_Distance answer “within 5 km, nearest first” from the index; available on Neon, Supabase and RDS',
        ru: 'ST_DWithin и ST_Distance отвечают на «в радиусе 5 км, сначала ближайшие» по индексу; есть в Neon, Supabase и RDS',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'OpenCage (or Mapbox permanent geocoding) for addresses',
        ru: 'OpenCage (или постоянное геокодирование Mapbox) для адресов',
      },
      reason: {
        en: 'Their terms allow storing results, unlike the default terms of Google and Mapbox geocoding, which limit caching and use on other maps',
        ru: 'Их условия разрешают хранить результаты — в отличие от обычных условий геокодирования Google и Mapbox, которые ограничивают кэш и показ на чужих картах',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Store locations with PostGIS', ru: 'Хранить местоположения в PostGIS' },
      detail: {
        en: 'Enable postgis; {Entity}Location with a geography(Point, 4326) column and a GiST index; validate coordinates (latitude −90..90, longitude −180..180) and keep the address as typed.',
        ru: 'Включить postgis; {Entity}Location с колонкой geography(Point, 4326) и индексом GiST; проверять координаты (широта −90..90, долгота −180..180) и хранить адрес в том виде, как его ввели.',
      },
      hours: 3,
    },
    {
      title: { en: 'Geocode addresses on the server', ru: 'Геокодировать адреса на сервере' },
      detail: {
        en: 'PUT /api/{es}/:id/location and GET /api/geocode call the geocoder with the key on the server, cache by the normalised query in GeocodeCache and respect its rate limit; geocode-{es} handles batches; an approximate match asks the {role} to confirm the pin.',
        ru: 'PUT /api/{es}/:id/location и GET /api/geocode обращаются к геокодеру с ключом на сервере, кэшируют по нормализованному запросу в GeocodeCache и соблюдают лимит; geocode-{es} обрабатывает пачки; при неточном совпадении пользователь подтверждает метку.',
      },
      hours: 5,
    },
    {
      title: { en: 'Search by map area and by distance', ru: 'Искать по области карты и по расстоянию' },
      detail: {
        en: 'GET /api/{es}/map with a bbox (ST_Intersects with ST_MakeEnvelope) and GET /api/{es}/nearby (ST_DWithin, ordered by distance), with the same filters as the list and capped at 5,000 points.',
        ru: 'GET /api/{es}/map по bbox (ST_Intersects с ST_MakeEnvelope) и GET /api/{es}/nearby (ST_DWithin с сортировкой по расстоянию) с теми же фильтрами, что у списка, и не больше 5000 точек.',
      },
      hours: 5,
    },
    {
      title: { en: 'Draw the map with clusters', ru: 'Нарисовать карту с кластерами' },
      detail: {
        en: 'MapLibre on the web (a GeoJSON source with cluster: true), react-native-maps with supercluster on mobile; reload after the map stops moving; a cluster zooms in on tap, a marker opens a card.',
        ru: 'MapLibre в вебе (источник GeoJSON с cluster: true), react-native-maps с supercluster на телефоне; перезагрузка после остановки карты; нажатие на кластер приближает, на метку — открывает карточку.',
      },
      hours: 6,
    },
    {
      title: { en: 'Find what is near me', ru: 'Сделать поиск рядом со мной' },
      detail: {
        en: 'Ask for location permission only when Near me is tapped, fall back to a typed place, and list results by distance in kilometres or miles by locale.',
        ru: 'Спрашивать разрешение на геолокацию только по нажатию «Рядом со мной», при отказе — искать от введённого места, показывать результаты по расстоянию в километрах или милях по региону.',
      },
      hours: 3,
    },
  ],
  criteria: [
    {
      en: 'Given one {entity} 1 km away and another 8 km away, when the {role} searches within 5 km, then only the first is shown, with its distance',
      ru: 'Дано: одна запись в 1 км, другая — в 8 км; когда пользователь ищет в радиусе 5 км, тогда видна только первая, с расстоянием',
    },
    {
      en: 'Given 3,000 {entities} in one city, when the map shows the whole city, then they are drawn as clusters with counts, and zooming in splits them into markers',
      ru: 'Дано: 3000 записей в одном городе; когда карта показывает весь город, тогда они нарисованы кластерами с числами, а при приближении распадаются на метки',
    },
    {
      en: 'Given an address the geocoder can only place approximately, when it is saved, then the {role} is asked to confirm or move the pin instead of a wrong point being stored',
      ru: 'Дано: адрес, который геокодер нашёл лишь приблизительно; когда его сохраняют, тогда пользователь подтверждает или двигает метку, а неверная точка не сохраняется молча',
    },
    {
      en: 'Given the map is moved, when it stops, then the list and the markers show the same {entities} within a second',
      ru: 'Дано: карту сдвинули; когда она остановилась, тогда список и метки в течение секунды показывают одни и те же записи',
    },
  ],
  qa: [
    {
      en: 'Check distances between two known landmarks to within 1%, and check that points near the antimeridian and the poles do not break the search',
      ru: 'Сверить расстояние между двумя известными ориентирами с точностью до 1% и проверить, что точки у линии смены дат и у полюсов не ломают поиск',
    },
    {
      en: 'Geocode 50 real addresses from the target market, including apartments and typos, and check where each pin lands',
      ru: 'Геокодировать 50 реальных адресов из целевого рынка, в том числе с квартирами и опечатками, и проверить, куда встала каждая метка',
    },
    {
      en: 'Load 20,000 points and pan around on a mid-range phone: the map stays smooth',
      ru: 'Загрузить 20 000 точек и подвигать карту на телефоне среднего уровня: карта не тормозит',
    },
  ],
  risks: [
    {
      en: 'Map and geocoding bills grow with views: cache geocoding, load markers for the visible area only, and set usage alerts and a hard cap with the provider',
      ru: 'Счета за карты и геокодирование растут с числом просмотров: кэшировать геокодирование, загружать метки только для видимой области и настроить у провайдера оповещения и жёсткий лимит',
    },
    {
      en: 'Provider terms limit storing results or showing them on another map: pick a geocoder whose terms allow storing, and keep its attribution on the map',
      ru: 'Условия провайдеров ограничивают хранение результатов и показ на чужих картах: выбрать геокодер, который разрешает хранение, и оставить на карте его атрибуцию',
    },
    {
      en: 'The exact location of someone’s home is sensitive: show others an approximate area when the place is a home, and never expose raw coordinates in public lists',
      ru: 'Точный адрес чьего-то дома — чувствительные данные: если место — жильё, показывать другим примерный район и не отдавать точные координаты в публичных списках',
    },
  ],
  questions: [
    {
      en: 'Which area and countries must the map cover first, and in kilometres or miles?',
      ru: 'Какие города и страны карта должна покрыть в первую очередь и в чём мерить расстояние — в километрах или милях?',
    },
    {
      en: 'Should others see the exact address, or only an approximate area until something is agreed?',
      ru: 'Видят ли другие точный адрес или только примерный район, пока ни о чём не договорились?',
    },
  ],
  onDevice: {
    howItWorks: [
      {
        en: 'Each {entity} has a location kept with it in the device’s own store (IndexedDB in a browser, SQLite on a phone): the {role} drops a pin, uses where they are now (the Geolocation API in a browser, expo-location on a phone), or types an address that a geocoder turns into a point.',
        ru: 'У каждой записи есть местоположение, которое хранится вместе с ней в собственном хранилище устройства (IndexedDB в браузере, SQLite на телефоне): пользователь ставит метку, берёт своё текущее место (Geolocation API в браузере, expo-location на телефоне) или вводит адрес, который геокодер превращает в точку.',
      },
      {
        en: 'The map is drawn on the device from public tiles (MapLibre GL with OpenFreeMap tiles in a browser, react-native-maps on a phone); which {entities} are in view and how far each is from the {role} are computed on the device, nearest first, with clusters where points crowd together.',
        ru: 'Карта рисуется на устройстве из общедоступных тайлов (MapLibre GL с тайлами OpenFreeMap в браузере, react-native-maps на телефоне); какие записи видны и как далеко каждая от пользователя, считается на устройстве, ближайшие первыми, а скопления точек собираются в кластеры.',
      },
      {
        en: 'Tiles come from the network, so without it the {entities} still show in the list with their distances and the areas seen before stay cached; where the product is used with no coverage, an area is downloaded ahead.',
        ru: 'Тайлы приходят из сети, поэтому без неё записи всё равно видны в списке с расстояниями, а уже просмотренные места остаются в кэше; если продуктом пользуются там, где нет связи, район скачивается заранее.',
      },
    ],
    records: [
      {
        name: '{Entity}Location',
        label: { en: '{entity} location', ru: 'местоположение' },
        fields: 'address:string, position:location, precision:enum, source:enum, updatedAt:datetime',
        child: true,
      },
    ],
    screens: [
      {
        route: '/{es}/map',
        name: { en: 'Map', ru: 'Карта' },
        purpose: {
          en: 'The {entities} on the map with clusters, a list of what is in view with distances, and a Near me button',
          ru: 'Записи на карте с кластерами, список видимого с расстояниями и кнопка «Рядом со мной»',
        },
      },
    ],
    choices: [
      {
        platforms: ['web'],
        choice: { en: 'MapLibre GL JS with OpenFreeMap tiles', ru: 'MapLibre GL JS с тайлами OpenFreeMap' },
        reason: {
          en: 'Open-source vector maps with clustering built into GeoJSON sources, and free tiles with no key; keep the OpenStreetMap attribution visible',
          ru: 'Векторные карты с открытым кодом, кластеризация встроена в источники GeoJSON, а тайлы бесплатны и без ключа; подпись OpenStreetMap должна быть видна',
        },
      },
      {
        platforms: ['mobile'],
        choice: { en: 'react-native-maps with supercluster', ru: 'react-native-maps с supercluster' },
        reason: {
          en: 'The native Apple and Google maps people know, free on phones (Google Maps on Android needs a key restricted to the app); supercluster groups thousands of markers fast',
          ru: 'Привычные нативные карты Apple и Google, бесплатные на телефонах (Google Maps на Android требует ключ, ограниченный приложением); supercluster быстро группирует тысячи меток',
        },
      },
      {
        platforms: ['mobile'],
        choice: {
          en: '@maplibre/maplibre-react-native when maps must work offline',
          ru: '@maplibre/maplibre-react-native, если карты должны работать без сети',
        },
        reason: {
          en: 'The same MapLibre styles as on the web, and offline packs download a region’s tiles ahead',
          ru: 'Те же стили MapLibre, что и в вебе, а офлайн-пакеты заранее скачивают тайлы района',
        },
      },
      {
        platforms: ['mobile'],
        choice: { en: 'expo-location', ru: 'expo-location' },
        reason: {
          en: 'The current position with the permission prompt, and geocodeAsync turns an address into a point with the phone’s own geocoder, with no key',
          ru: 'Текущее место с запросом разрешения, а geocodeAsync превращает адрес в точку встроенным геокодером телефона, без ключа',
        },
      },
      {
        platforms: ['web'],
        choice: {
          en: 'MapTiler Geocoding API with a key restricted to your site',
          ru: 'MapTiler Geocoding API с ключом, ограниченным вашим сайтом',
        },
        reason: {
          en: 'Address search with no server of your own, within a free tier; the public Nominatim service forbids search-as-you-type',
          ru: 'Поиск адресов без собственного сервера в пределах бесплатного тарифа; публичный сервис Nominatim запрещает поиск по мере ввода',
        },
      },
      {
        platforms: ['any'],
        choice: { en: '@turf/distance', ru: '@turf/distance' },
        reason: {
          en: 'A few thousand points are filtered by the map’s bounds and sorted by distance on the device in milliseconds, with no spatial database',
          ru: 'Несколько тысяч точек отбираются по границам карты и сортируются по расстоянию на устройстве за миллисекунды, без пространственной базы',
        },
      },
    ],
    tasks: [
      {
        title: { en: 'Store locations on the device', ru: 'Хранить местоположения на устройстве' },
        detail: {
          en: '{Entity}Location in the local store (Dexie in a browser, expo-sqlite on a phone) with coordinates validated (latitude −90..90, longitude −180..180), the address as typed, and where the point came from (pin, current position, address).',
          ru: '{Entity}Location в локальном хранилище (Dexie в браузере, expo-sqlite на телефоне) с проверкой координат (широта −90..90, долгота −180..180), адресом в том виде, как его ввели, и тем, откуда взялась точка (метка, текущее место, адрес).',
        },
        hours: 3,
      },
      {
        title: {
          en: 'Set a location by pin, position or address',
          ru: 'Задавать место меткой, текущим положением или адресом',
        },
        detail: {
          en: 'Drop or drag a pin on the map; Near me uses navigator.geolocation.getCurrentPosition in a browser or getCurrentPositionAsync from expo-location on a phone, asking for permission only when tapped; an address goes through geocodeAsync on a phone or MapTiler’s geocoding in a browser, and an approximate match asks the {role} to confirm the pin.',
          ru: 'Ставить и перетаскивать метку на карте; «Рядом со мной» вызывает navigator.geolocation.getCurrentPosition в браузере или getCurrentPositionAsync из expo-location на телефоне и просит разрешение только при нажатии; адрес проходит через geocodeAsync на телефоне или геокодирование MapTiler в браузере, а при приблизительном совпадении пользователь подтверждает метку.',
        },
        hours: 5,
      },
      {
        title: { en: 'Draw the map with clusters', ru: 'Нарисовать карту с кластерами' },
        detail: {
          en: 'MapLibre GL JS with an OpenFreeMap style and a GeoJSON source with cluster: true in a browser, react-native-maps with supercluster on a phone; a cluster zooms in on tap, a marker opens a card.',
          ru: 'MapLibre GL JS со стилем OpenFreeMap и источником GeoJSON с cluster: true в браузере, react-native-maps с supercluster на телефоне; нажатие на кластер приближает карту, метка открывает карточку.',
        },
        hours: 6,
      },
      {
        title: { en: 'Find what is in view and near me', ru: 'Находить видимое и ближайшее' },
        detail: {
          en: 'When the map stops moving, filter the local records by the visible bounds and sort them by distance with @turf/distance for the list beside the map, in kilometres or miles by locale.',
          ru: 'Когда карта останавливается, отбирать локальные записи по видимым границам и сортировать по расстоянию через @turf/distance для списка рядом с картой, в километрах или милях по локали.',
        },
        hours: 3,
      },
      {
        title: { en: 'Keep the map usable offline', ru: 'Сохранить карту полезной без сети' },
        detail: {
          en: 'Cache tiles already seen (a Workbox runtime cache in a browser); where the product is used with no coverage, download an area ahead (offline packs in @maplibre/maplibre-react-native on a phone, a PMTiles extract stored in a browser); with no tiles, the list still shows every record with its distance.',
          ru: 'Кэшировать уже просмотренные тайлы (runtime-кэш Workbox в браузере); если продуктом пользуются без связи, скачивать район заранее (офлайн-пакеты @maplibre/maplibre-react-native на телефоне, выборка PMTiles, сохранённая в браузере); без тайлов список всё равно показывает все записи с расстояниями.',
        },
        hours: 5,
      },
    ],
    criteria: [
      {
        en: 'Given one {entity} 1 km away and another 8 km away, when the {role} searches within 5 km, then only the first is shown, with its distance',
        ru: 'Дано: одна запись в 1 км, другая в 8 км; когда пользователь ищет в радиусе 5 км, тогда показана только первая, с расстоянием',
      },
      {
        en: 'Given 3,000 {entities} in one city, when the map shows the whole city, then they are drawn as clusters with counts, and zooming in splits them into markers',
        ru: 'Дано: 3000 записей в одном городе; когда карта показывает весь город, тогда они нарисованы кластерами с числами, а при приближении распадаются на метки',
      },
      {
        en: 'Given no network, when the {role} opens the map, then every {entity} is still listed with its distance and the areas seen before still draw',
        ru: 'Дано: сети нет; когда пользователь открывает карту, тогда все записи по-прежнему в списке с расстояниями, а просмотренные раньше места рисуются',
      },
      {
        en: 'Given the {role} refused location access, when they tap Near me, then they are asked to type a place or drop a pin instead of seeing an error',
        ru: 'Дано: пользователь запретил доступ к местоположению; когда он нажимает «Рядом со мной», тогда ему предлагают ввести место или поставить метку, а не показывают ошибку',
      },
    ],
    qa: [
      {
        en: 'Check distances between two known landmarks to within 1%, and check that points near the antimeridian do not break the search',
        ru: 'Сверить расстояние между двумя известными ориентирами с точностью до 1% и проверить, что точки у 180-го меридиана не ломают поиск',
      },
      {
        en: 'Load 20,000 points and pan around on a mid-range phone: the map stays smooth',
        ru: 'Загрузить 20 000 точек и двигать карту на телефоне среднего уровня: карта остаётся плавной',
      },
      {
        en: 'Browse an area, then open the map in airplane mode: the list, the markers and the cached tiles appear',
        ru: 'Просмотреть район, затем открыть карту в авиарежиме: список, метки и закэшированные тайлы на месте',
      },
    ],
    risks: [
      {
        en: 'Free tile services have fair-use limits and no guarantee: keep the attribution, and be ready to switch the style URL to a paid provider or to self-hosted PMTiles',
        ru: 'Бесплатные сервисы тайлов имеют ограничения честного использования и ничего не гарантируют: сохранять подпись и быть готовыми заменить адрес стиля на платного поставщика или собственные PMTiles',
      },
      {
        en: 'The places live only on this device, and a home’s location is sensitive: offer an export as a backup, and never put coordinates into a file or link the {role} shares without asking',
        ru: 'Места хранятся только на этом устройстве, а адрес дома — чувствительные данные: дать выгрузку как резервную копию и никогда не вкладывать координаты в файл или ссылку, которой пользователь делится, без его согласия',
      },
    ],
    questions: [
      {
        en: 'Which area must the map cover first, and must it work where there is no coverage (hiking, at sea, abroad)?',
        ru: 'Какой район карта должна покрыть первым и должна ли она работать там, где нет связи (походы, море, за границей)?',
      },
      {
        en: 'Must places be shared with other people or seen on a second device? Then the product needs a server.',
        ru: 'Нужно ли делиться местами с другими людьми или видеть их на втором устройстве? Тогда продукту нужен сервер.',
      },
    ],
  },
  defaults: {},
};
