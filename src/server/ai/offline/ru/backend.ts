import type { Brief } from '../../../../shared/schemas/brief';
import type { BackendFacts, BackendPhrases, StoredPhrases } from '../model/backend-phrases';
import { recordOwner } from '../model/capability';
import { storageKind } from '../model/storage-kind';
import { fieldInCode, shownFields } from '../model/record-fields';
import type { CompositionModel, EntityAccess, ModelEndpoint, ModelEntity } from '../model/types';
import { isCyrillic } from '../text';
import { agree, agreementOf, capitalise, count, inflect, joinAnd, quote, type Case } from './grammar';
import { noBackendWhyRu, storagePlaces } from './backend-reason';
import { mainRole, peopleOf, roleWord, rolesIn } from './words';

/**
 * The backend document in Russian. Identifiers (entities, fields, routes) stay as the code spells
 * them; where a sentence names records, it uses the founder's word, or "запись Booking" when the
 * brief gave none, so that the words around it can agree with a Russian noun.
 */

/** An identifier as code, so that a Russian sentence reads around it. */
const code = (identifier: string) => `\`${identifier}\``;

type Named = Pick<ModelEntity, 'name' | 'founderLabel'>;

/** The noun a sentence agrees with: the founder's word, else "запись". */
const headOf = (e: Named) => e.founderLabel ?? 'запись';

/** Records of an entity in a case and number: "сессии", "записей Gradebook". */
export const recordsIn = (e: Named, grammaticalCase: Case, number: 'sing' | 'plur' = 'sing') =>
  e.founderLabel ? inflect(e.founderLabel, grammaticalCase, number) : `${inflect('запись', grammaticalCase, number)} ${code(e.name)}`;

/** An entity of the brief by name, with the founder's word when it is Russian. */
function namedIn(brief: Brief, name: string): Named {
  const label = brief.entities.find((e) => e.name === name)?.label?.trim().toLowerCase();
  return { name, founderLabel: label && isCyrillic(label) ? label : undefined };
}

const pronoun = { masc: 'он', femn: 'она', neut: 'оно', plur: 'они' } as const;
/** The pronoun after "в": "в нём", "в ней". */
const inIt = { masc: 'нём', femn: 'ней', neut: 'нём', plur: 'них' } as const;

const Roles = (roles: readonly string[]) => capitalise(joinAnd(roles.map((r) => rolesIn(roleWord(r)))));
const entitiesOf = (b: CompositionModel, names: readonly string[]) =>
  names.map((name) => b.entities.find((e) => e.name === name) ?? { name, founderLabel: undefined });

/** Who reaches which records, checked on the server: the sentence the note and the rules share. */
function accessNoteRu(b: CompositionModel, shape: BackendFacts['shape']): string {
  if (shape.internal) return 'Доступ определяется ролью сотрудника и проверяется на сервере; каждое изменение сохраняет, кто его сделал';
  if (!b.accounts && !shape.service)
    return shape.extension
      ? 'Аккаунтов нет: каждая установка отправляет случайный токен, созданный при первом запуске, и API возвращает только записи, сделанные с этим токеном'
      : 'Аккаунтов нет: публичные эндпоинты ограничены по частоте запросов, и то, что прислал один посетитель, другой не видит, если функция это не публикует';
  if (shape.service) return 'Каждый запрос авторизуется API-ключом; ключ открывает только данные своего аккаунта';
  const open = [
    ...(shape.publicEntities.length > 0
      ? [`${joinAnd(entitiesOf(b, shape.publicEntities).map((e) => recordsIn(e, 'nomn', 'plur')))} видны без входа`]
      : []),
    ...(shape.globalEntities.length > 0
      ? [`${joinAnd(entitiesOf(b, shape.globalEntities).map((e) => recordsIn(e, 'nomn', 'plur')))} общие: их читают все, а пишет только сервер`]
      : []),
  ];
  if (open.length > 0)
    return `${capitalise(joinAnd(open))}; каждое изменение на сервере проверяет, что запись принадлежит автору запроса (id от клиента не доверяем)`;
  const people = peopleOf(b).filter((r) => !/admin|администратор/i.test(r.role));
  if (people.length > 1)
    return `${Roles(people.map((r) => r.role))} видят только связанные с ними записи (свои, назначенные им или открытые для них) — это проверяется на сервере; одним лишь id от клиента не доверяем`;
  return `Каждый запрос к ${joinAnd(b.entities.slice(0, 3).map((e) => recordsIn(e, 'datv', 'plur')))} ограничен вошедшим пользователем (или его рабочим пространством); одним лишь id от клиента не доверяем`;
}

export const backendRu: BackendPhrases = {
  noBackend(c) {
    const b = c.brief;
    const forms = b.integrations.find((i) => i.key === 'forms');
    return `Для ${c.name} бэкенд не нужен — ${noBackendWhyRu(b.archetype)}. Данные хранятся ${storagePlaces[storageKind(b.archetype, b.platforms)]} вместо базы данных${forms ? `, а сообщения из контактной формы доставляет на почту ${forms.name}` : ''}.`;
  },
  noAccounts(c) {
    return c.brief.archetype.id === 'static_site'
      ? c.pick(
          [
            'Аккаунтов нет: посетители свободно читают сайт, а владелец правит контент в репозитории через пул-реквесты.',
            'Входа на сайте нет. Контент меняется в репозитории и публикуется следующей сборкой.',
          ],
          'auth-none',
        )
      : c.pick(
          [
            `Аккаунтов нет: ${c.name} работает сразу после открытия, а данные каждого человека остаются на его устройстве.`,
            'Входа нет. Всё хранится локально, поэтому проверять личность некому и незачем; между устройствами данные переносят экспорт и импорт.',
          ],
          'auth-none',
        );
  },
  note(c) {
    const b = c.brief;
    const guarded =
      c.limits.length > 0
        ? ` Что требуют от него ${joinAnd(c.limits.map((l) => l.constraint))}, сказано в разделе о соответствии требованиям.`
        : '';
    const api = c.shape.service ? 'API, описанный в OpenAPI' : `REST API под /api для ${c.name}`;
    const features = joinAnd(c.must.slice(0, 3).map((f) => quote(f.name)));
    return c.pick(
      [
        `Бэкенд на ${c.stack.backend} обслуживает ${api}; база данных (${c.stack.database}) хранит ${count(b.entities.length, 'таблица')}. Каждый запрос проверяется схемой zod. ${accessNoteRu(b, c.shape)}.${guarded}`,
        `API работает на ${c.stack.backend}, данные хранятся в ${c.stack.database}: ${count(b.endpoints.length, 'эндпоинт')} для ${c.must.length > 1 ? 'функций' : 'функции'} ${features}, входные данные проверяются схемами zod. ${accessNoteRu(b, c.shape)}.${guarded}`,
      ],
      'backend-note',
    );
  },
  access(c) {
    const b = c.brief;
    const { shape, stack } = c;
    const isAdmin = (role: string) => /^(admin|administrator|администратор)/i.test(role);
    const listOf = (names: readonly string[], grammaticalCase: Case = 'nomn') =>
      joinAnd(entitiesOf(b, names).map((e) => recordsIn(e, grammaticalCase, 'plur')));
    if (!b.accounts && shape.extension)
      return `${accessNoteRu(b, shape)}; API ограничивает частоту запросов по токену, а удаление расширения забывает токен.`;
    if (!b.accounts && !shape.service)
      return `Аккаунтов у пользователей нет: ${shape.publicEntities.length > 0 ? `${listOf(shape.publicEntities)} публичны, ` : ''}публичные эндпоинты ограничены по частоте запросов и защищены скрытым полем-ловушкой для ботов; владелец управляет данными через консоль базы данных.`;
    const signIn = shape.internal
      ? `Сотрудники входят через корпоративный SSO (${stack.auth ?? 'SSO'} через Google Workspace или Microsoft Entra ID); публичной регистрации нет: аккаунт создаётся при первом входе с адресом домена компании, а роль назначает администратор.`
      : shape.service
        ? 'Клиенты API передают ключ как Bearer-токен; ключи хранятся в виде хешей, привязаны к одному аккаунту, ограничены по частоте запросов и отзываются.'
        : shape.game && shape.mobile
          ? 'При первом запуске игрок получает анонимный аккаунт и может привязать Sign in with Apple, Google, Game Center или Play Games, чтобы не потерять прогресс; токены сессии хранятся в защищённом хранилище устройства.'
          : `${stack.auth ?? 'Сервер'} отвечает за регистрацию (${joinAnd(
              peopleOf(b)
                .filter((r) => !isAdmin(r.role))
                .map((r) => `как ${roleWord(r.role)}`),
              'или',
            ) || 'по почте'}) с подтверждением почты, вход, сброс пароля и вход через Google; сессии хранятся в cookie с флагами HttpOnly, Secure и SameSite=Lax.`;
    const reads = [
      ...(shape.publicEntities.length > 0
        ? [
            `Любой, с входом или без, может просматривать ${listOf(shape.publicEntities, 'accs')}; менять и удалять запись может только создавший её аккаунт.`,
          ]
        : []),
      ...(shape.globalEntities.length > 0
        ? [
            `${capitalise(listOf(shape.globalEntities))} общие: ${agree('каждый', mainRole(b))} ${mainRole(b)} видит один и тот же рейтинг, а записи создаёт только сервер по проверенным результатам, никогда не клиент.`,
          ]
        : []),
    ];
    const people = b.roles.map((r) => r.role).filter((r) => !isAdmin(r));
    const lead = /lead|manager|supervisor|head|director|owner|руковод|менеджер|начальник/i;
    const perRole = people.map((r, i) =>
      shape.internal
        ? lead.test(r)
          ? `${Roles([r])} видят и исправляют все записи своей команды и согласуют то, что требует согласования; менять роли и настройки они не могут.`
          : `${Roles([r])} создают и обновляют записи своей работы и видят записи команды; удалять записи и менять роли они не могут.`
        : `${Roles([r])} ${reads.length > 0 ? 'меняют' : 'видят и меняют'} только свои записи${i === 0 ? '' : ' и то, чем с ними поделились'}.`,
    );
    const admins = b.roles.some((r) => isAdmin(r.role))
      ? ['Администраторы управляют пользователями, ролями и контентом и видят всё; каждое действие администратора пишется в журнал аудита.']
      : [];
    const regulated = c.limits.some((l) => /hipaa|ferpa|soc|part 11/i.test(l.constraint))
      ? [`Доступ к ${listOf(c.regulated.slice(0, 3), 'datv')} — по роли и только в необходимом для работы объёме, каждое чтение пишется в журнал.`]
      : [];
    return [signIn, ...reads, ...perRole, ...admins, ...regulated].join(' ');
  },
  endpoint(endpoint, b) {
    // A capability's plan writes its endpoints in the kit's language already (ADR 0041).
    if (b.features.some((f) => f.plan?.endpoints.some((e) => e.method === endpoint.method && e.path === endpoint.path)))
      return endpoint.description;
    const entity = b.entities.find(
      (e) => endpoint.path === `/api${e.route}` || endpoint.path === `/api${e.route}/:id`,
    );
    const one = endpoint.path.endsWith('/:id');
    if (entity) {
      if (endpoint.method === 'GET' && !one)
        return endpoint.auth
          ? `Список ${recordsIn(entity, 'gent', 'plur')}${listOwner[entity.access ?? 'own']}, сначала новые, постранично`
          : `Список ${recordsIn(entity, 'gent', 'plur')} с поиском, фильтрами и постраничным выводом`;
      if (endpoint.method === 'GET')
        return `${capitalise(recordsIn(entity, 'nomn'))} с подробностями${endpoint.auth ? `; ${outOfReach(entity)}` : ''}`;
      if (endpoint.method === 'POST' && !one) {
        const fields = joinAnd(shownFields(entity.fields).map(fieldInCode));
        return `Создать ${recordsIn(entity, 'accs')}${fields ? ` с полями ${fields}` : ''} (данные проверяет общая схема)`;
      }
      if (endpoint.method === 'PATCH' || endpoint.method === 'PUT') return `Изменить ${recordsIn(entity, 'accs')}`;
      if (endpoint.method === 'DELETE') return `Удалить ${recordsIn(entity, 'accs')}`;
    }
    // A list under one record: /api/technicians/:id/reviews.
    const nested = b.entities
      .flatMap((parent) => b.entities.map((child) => ({ parent, child })))
      .find(({ parent, child }) => endpoint.path === `/api${parent.route}/:id${child.route}`);
    if (nested && endpoint.method === 'GET')
      return `Список ${recordsIn(nested.child, 'gent', 'plur')} ${agree('один', headOf(nested.parent), 'gent')} ${recordsIn(nested.parent, 'gent')}`;
    return otherEndpoint(endpoint, b);
  },
  entityAccess(e, access, b) {
    const records = recordsIn(e, 'accs', 'plur');
    const owner = recordOwner(e, b);
    const people = peopleOf(b).filter((r) => !/admin|администратор/i.test(r.role));
    switch (access) {
      case 'own':
        return `Только свои: ${records} видит и меняет только аккаунт, который их создал.`;
      case 'involved':
        return `Общие для участников: ${records} видят только ${
          owner
            ? `участники ${recordsIn(owner, 'gent')}, к ${agree('который', headOf(owner), 'datv')} они относятся`
            : 'те, кто в них участвует'
        }${
          people.length > 1 ? ` (${joinAnd(people.map((r) => rolesIn(roleWord(r.role))), 'или')})` : ''
        }; это проверяется на сервере.`;
      case 'team':
        return `Общие для команды: ${records} видит вся организация в пределах своих ролей, а каждое изменение сохраняет, кто его сделал.`;
      case 'public':
        return `Публичные: ${records} видит любой, с входом или без; менять запись может только создавший её аккаунт.`;
      case 'system':
        return `Рассчитывает система: ${records} пишет только сервер (его фоновые задачи и другие записи), а люди видят те, что их касаются.`;
    }
  },
};

/** Whose records a list returns, by who may see them (../model/access.ts). */
const listOwner: Record<EntityAccess, string> = {
  own: ' вошедшего пользователя',
  involved: ', в которых участвует вошедший пользователь',
  team: ' команды',
  public: ', опубликованных вошедшим пользователем (читать их может любой)',
  system: ', рассчитанных системой для вошедшего пользователя',
};

/** When one record is out of reach, by who may see it. */
function outOfReach(entity: ModelEntity): string {
  const head = headOf(entity);
  const it = pronoun[agreementOf(head)];
  switch (entity.access ?? 'own') {
    case 'involved':
      return `404 для тех, кто в ${inIt[agreementOf(head)]} не участвует`;
    case 'team':
      return `404, если ${it} из другой команды`;
    case 'public':
      return 'читать может любой, менять — только владелец';
    case 'system':
      return `404, если ${it} касается другого пользователя`;
    default:
      return `404, если ${it} ${agree('чужой', head)}`;
  }
}

/** An endpoint that is not one entity's CRUD: what it does, by its method and the feature it serves. */
function otherEndpoint(endpoint: ModelEndpoint, b: CompositionModel): string {
  const feature = b.features.find((f) => endpoint.featureIds.includes(f.id));
  const forFeature = feature ? ` для функции ${quote(feature.name)}` : '';
  if (/webhook/i.test(endpoint.path)) return `Принимает события внешнего сервиса${forFeature}, сначала проверив подпись`;
  const verbs: Record<string, string> = {
    GET: 'Отдаёт данные',
    POST: 'Выполняет действие',
    PUT: 'Заменяет данные',
    PATCH: 'Изменяет данные',
    DELETE: 'Удаляет данные',
  };
  return `${verbs[endpoint.method] ?? 'Обрабатывает запрос'}${forFeature}`;
}

export const storedRu: StoredPhrases = {
  notes: {
    string: '',
    text: 'длинный текст',
    integer: '',
    number: '',
    money: 'сумма в минимальных единицах валюты (копейках)',
    boolean: '',
    date: '',
    datetime: 'хранится в UTC',
    email: 'адрес почты в нижнем регистре',
    phone: 'номер телефона в формате E.164',
    url: 'ссылка',
    enum: 'одно значение из фиксированного списка',
    image: 'ссылка на загруженное изображение',
    file: 'ссылка на загруженный файл',
    location: 'широта и долгота',
    reference: 'ссылка на другую запись',
    json: '',
  },
  primaryKey: 'первичный ключ',
  setByDatabase: 'заполняет база данных',
  references(target, brief) {
    const word = namedIn(brief, target).founderLabel;
    return `ссылка на ${code(target)}${word ? ` (${inflect(word, 'accs')})` : ''}`;
  },
  relation(name, kind, target, brief) {
    const own = namedIn(brief, name);
    const other = namedIn(brief, target);
    switch (kind) {
      case 'belongsTo':
        return `${code(name)} → ${code(target)}: ${agree('каждый', headOf(own))} ${recordsIn(own, 'nomn')} принадлежит ${agree('один', headOf(other), 'datv')} ${recordsIn(other, 'datv')}`;
      case 'hasOne':
        return `${code(name)} → ${code(target)}: у ${agree('каждый', headOf(own), 'gent')} ${recordsIn(own, 'gent')} есть ${agree('один', headOf(other))} ${recordsIn(other, 'nomn')}`;
      case 'hasMany':
        return `${code(name)} → ${code(target)}: у ${agree('каждый', headOf(own), 'gent')} ${recordsIn(own, 'gent')} может быть много ${recordsIn(other, 'gent', 'plur')}`;
      default:
        return `${code(name)} ↔ ${code(target)}: у ${agree('каждый', headOf(own), 'gent')} ${recordsIn(own, 'gent')} может быть много ${recordsIn(other, 'gent', 'plur')}, и наоборот (связующая таблица ${code(name + target)})`;
    }
  },
};
