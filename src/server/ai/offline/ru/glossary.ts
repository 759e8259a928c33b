import type { GlossaryPhrases } from '../model/glossary';
import { fieldInCode, shownFields } from '../model/record-fields';
import { isCyrillic } from '../text';
import { agree, capitalise, inflect, joinAnd, lowerFirst, withPhrase } from './grammar';
import { asAction, entityIn, roleWord, rolesIn } from './words';

/** A person of the product and what they come for. */
const person: GlossaryPhrases['person'] = (b, role) => {
  const goals = role.needs.map((n) => asAction(n) ?? (isCyrillic(n) ? lowerFirst(n) : undefined)).filter((g): g is string => !!g);
  return `Человек, который ${b.accounts ? 'входит в' : 'пользуется'} ${b.productName}${goals.length > 0 ? `, чтобы ${joinAnd(goals)}` : ''}`;
};

export const ru: GlossaryPhrases = {
  regulations: {
    hipaa: {
      expansion: 'американский закон о переносимости и подотчётности медицинского страхования, который регулирует медицинские данные',
      terms: [
        { term: 'PHI', meaning: 'Защищённая медицинская информация по HIPAA: любая медицинская запись, которую можно связать с человеком' },
        { term: 'BAA', meaning: 'Соглашение с деловым партнёром: договор, который HIPAA требует с каждым поставщиком, имеющим доступ к PHI' },
      ],
    },
    gdpr: {
      expansion: 'Общий регламент ЕС по защите данных, который регулирует персональные данные людей в ЕС',
      terms: [
        { term: 'Персональные данные', meaning: 'Всё, что позволяет узнать человека; по GDPR их выгружают или удаляют по запросу' },
        { term: 'DPA', meaning: 'Соглашение об обработке данных: договор, который GDPR требует с каждым обработчиком персональных данных' },
      ],
    },
    pci: {
      expansion: 'стандарт безопасности данных индустрии платёжных карт',
      terms: [{ term: 'Данные держателя карты', meaning: 'Номера карт и их реквизиты; по PCI DSS они не попадают на серверы продукта' }],
    },
    soc2: { expansion: 'аудит мер безопасности, который бизнес-клиенты требуют от поставщиков', terms: [] },
    coppa: {
      expansion: 'американский закон о защите приватности детей в интернете, для пользователей младше 13 лет',
      terms: [{ term: 'Подтверждённое согласие родителей', meaning: 'Доказательство, которое COPPA требует, прежде чем ребёнок младше 13 лет зарегистрируется' }],
    },
    ferpa: { expansion: 'американский закон о правах семьи на образование и приватность, который защищает данные учащихся', terms: [] },
    ccpa: { expansion: 'закон Калифорнии о приватности потребителей, который даёт жителям права на их персональные данные', terms: [] },
    fz152: {
      expansion: 'федеральный закон «О персональных данных», который требует хранить данные граждан России в России',
      terms: [],
    },
    wcag: { expansion: 'руководство по доступности веб-контента', terms: [] },
  },
  services: {
    stripe: [{ term: 'Вебхук', meaning: 'Подписанное сообщение, которое Stripe отправляет на сервер, когда платёж прошёл, не прошёл или возвращён' }],
    stripe_connect: [
      { term: 'Подключённый аккаунт', meaning: 'Аккаунт Stripe продавца или исполнителя, на который уходят выплаты' },
      { term: 'Выплата', meaning: 'Деньги, которые платформа переводит на подключённый аккаунт за вычетом своей комиссии' },
    ],
    sms: [{ term: 'Отписка', meaning: 'Ответ вроде STOP, после которого на этот номер больше нельзя отправлять сообщения' }],
    push: [{ term: 'Push-токен', meaning: 'Адрес одного устройства для push-уведомлений; он меняется, и его нужно обновлять' }],
    openai: [{ term: 'Промпт', meaning: 'Инструкции и данные, которые отправляются языковой модели ради одного ответа' }],
    revenuecat: [{ term: 'Право доступа', meaning: 'То, что открыл платящий пользователь, в каком бы магазине он ни купил' }],
    plaid: [{ term: 'Привязанный счёт', meaning: 'Банковский счёт, подключённый через Plaid, без хранения пароля от банка' }],
    oauth: [{ term: 'OAuth', meaning: 'Вход через аккаунт другого сервиса без передачи его пароля' }],
  },
  platforms: {
    extension: [
      { term: 'Content script', meaning: 'Код расширения, который работает внутри веб-страниц' },
      { term: 'Manifest V3', meaning: 'Формат, который Chrome требует от расширений: разрешения, фоновый service worker, всплывающее окно' },
    ],
    ios: [{ term: 'Ревью App Store', meaning: 'Проверка Apple перед каждым релизом, прежде чем он попадёт к пользователям iPhone' }],
    android: [{ term: 'Play Console', meaning: 'Панель Google, где публикуют приложение для Android и его обновления' }],
    api: [{ term: 'API-ключ', meaning: 'Секрет, который клиент отправляет с каждым запросом; по нему видно, кто звонит, и его можно отозвать' }],
    cli: [{ term: 'Код выхода', meaning: 'Число, которое возвращает команда: 0, если всё получилось, и другое значение при ошибке' }],
  },
  entity(b, entity, links, users) {
    const word = entity.founderLabel ?? entity.name;
    const roles = [...new Set(users.map((f) => rolesIn(roleWord(f.role))))];
    const used =
      users.length > 0
        ? `${withPhrase(entityIn(entity, 'ablt', 'plur'))} работают ${joinAnd(roles)} в ${users.length === 1 ? 'функции' : 'функциях'} ${joinAnd(users.map((f) => `«${f.name}»`))}`
        : `${b.productName} хранит их для собственного учёта`;
    const fields = shownFields(entity.fields).map(fieldInCode);
    const holds = links || (fields.length > 0 ? `запись с полями ${joinAnd(fields)}` : '');
    return `${capitalise(word)} в том смысле, в каком это слово использует ${b.productName}${holds ? `: ${holds}` : ''}; ${used}`;
  },
  roleEntity: (b, entity, role, links) => `${person(b, role)}${links ? `; ${links}` : ''}`,
  person,
  regulation: (expansion, text) => `${capitalise(expansion)}. Здесь: ${text}`,
  integration: (b, integration) =>
    `Внешний сервис, который ${b.productName} использует для этого: ${lowerFirst(integration.purpose.replace(/[.!]+$/, ''))}`,
  links(entity, relations) {
    const word = (r: (typeof relations)[number]) => r.target?.founderLabel;
    const parents = relations.filter((r) => r.kind === 'belongs to').map((r) => (word(r) ? inflect(word(r)!, 'datv') : r.name));
    const children = relations
      .filter((r) => r.kind !== 'belongs to')
      .map((r) => (word(r) ? inflect(word(r)!, 'nomn', r.kind === 'has many' ? 'plur' : 'sing') : r.name));
    const own = entity.founderLabel;
    const whose = own ? `у ${agree('каждый', own, 'gent')} ${inflect(own, 'gent')}` : 'у каждой записи';
    return [
      parents.length > 0 ? `относится к ${joinAnd(parents)}` : '',
      children.length > 0 ? `${whose} есть ${joinAnd(children)}` : '',
    ]
      .filter(Boolean)
      .join(', ');
  },
};
