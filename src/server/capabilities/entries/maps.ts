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
  defaults: {},
};
