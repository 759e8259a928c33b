import type { CapabilityEntry } from '../types';

/**
 * People keep their own records: create, list, open, edit, archive. Its endpoints are the CRUD the
 * composer has always written for a managed record, so kits written before capabilities carry them.
 */
export const records: CapabilityEntry = {
  id: 'records',
  benefit: {
    en: 'everything about each {entity} is in one place and nothing is lost',
    ru: 'всё о каждой записи было в одном месте и ничего не терялось',
  },
  howItWorks: [
    {
      en: 'A {role} adds {anEntity} through a form; the server checks it with the same schema the form uses and stores it with its owner, so every read and write is scoped to that owner.',
      ru: 'Пользователь ({role}) добавляет запись «{entity}» через форму; сервер проверяет её той же схемой, что и форма, и сохраняет вместе с владельцем, поэтому любое чтение и изменение касается только своих записей.',
    },
    {
      en: 'The list shows their own {entities} newest first, a page at a time, with search and filters; opening one shows its details, where it is edited in place.',
      ru: 'Список показывает свои записи, сначала новые, постранично, с поиском и фильтрами; из списка открывается карточка записи, где её и редактируют.',
    },
    {
      en: 'Archiving hides {anEntity} from the list without losing it, and it can be restored; deleting is final and asks for confirmation. Someone else’s records do not exist for a user: asking for one by id answers 404.',
      ru: 'Архив убирает запись из списка, ничего не теряя, и её можно вернуть; удаление окончательное и требует подтверждения. Чужих записей для пользователя не существует: запрос чужой записи по id отвечает 404.',
    },
  ],
  records: [],
  endpoints: [
    {
      method: 'GET',
      path: '/api/{es}',
      description: {
        en: 'List the signed-in user’s {entities}, newest first, paginated',
        ru: 'Свои записи вошедшего пользователя, сначала новые, постранично',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}',
      description: {
        en: 'Create {anEntity} (validated with the shared schema)',
        ru: 'Создать запись (данные проверяет общая схема)',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/:id',
      description: {
        en: 'One {entity}; 404 when it belongs to someone else',
        ru: 'Одна запись с подробностями; 404, если она чужая',
      },
      auth: true,
    },
    {
      method: 'PATCH',
      path: '/api/{es}/:id',
      description: { en: 'Update {anEntity}', ru: 'Изменить запись' },
      auth: true,
    },
    {
      method: 'DELETE',
      path: '/api/{es}/:id',
      description: { en: 'Delete {anEntity}', ru: 'Удалить запись' },
      auth: true,
    },
  ],
  jobs: [],
  screens: [],
  choices: [
    {
      platforms: ['any'],
      choice: { en: 'Zod schemas shared by the forms and the API', ru: 'Схемы Zod, общие для форм и API' },
      reason: {
        en: 'One definition checks input on both sides; the server never relies on the browser’s check',
        ru: 'Одно описание проверяет данные с обеих сторон; сервер не полагается на проверку в браузере',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'PostgreSQL through Drizzle ORM, with an index on (ownerId, createdAt)',
        ru: 'PostgreSQL через Drizzle ORM с индексом по (ownerId, createdAt)',
      },
      reason: {
        en: 'Owner-scoped, newest-first pages stay fast as the table grows; migrations live in the repository',
        ru: 'Постраничный список своих записей остаётся быстрым при росте таблицы; миграции лежат в репозитории',
      },
    },
    {
      platforms: ['web'],
      choice: {
        en: 'React Hook Form with the Zod resolver, and TanStack Query for lists',
        ru: 'React Hook Form с резолвером Zod и TanStack Query для списков',
      },
      reason: {
        en: 'Field errors appear next to the fields, and lists refresh after every change without hand-written caching',
        ru: 'Ошибки показываются у полей, а списки обновляются после каждого изменения без самописного кеша',
      },
    },
    {
      platforms: ['mobile'],
      choice: {
        en: 'Expo Router screens with FlashList and React Hook Form',
        ru: 'Экраны Expo Router с FlashList и React Hook Form',
      },
      reason: {
        en: 'Long lists scroll smoothly and load the next page as the user reaches the end',
        ru: 'Длинные списки прокручиваются плавно и подгружают следующую страницу у конца списка',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Model {entities}', ru: 'Описать данные записи' },
      detail: {
        en: 'Add the {Entity} table with ownerId, its fields, createdAt, updatedAt and archivedAt, and an index on (ownerId, createdAt); write the shared Zod schema the form and the API both use.',
        ru: 'Добавить таблицу {Entity} с ownerId, полями записи, createdAt, updatedAt и archivedAt и индексом по (ownerId, createdAt); написать общую схему Zod для формы и API.',
      },
      hours: 3,
    },
    {
      title: { en: 'Build the owner-scoped API', ru: 'Сделать API только для своих записей' },
      detail: {
        en: 'GET and POST /api/{es}, GET, PATCH and DELETE /api/{es}/:id. Every query filters by the signed-in owner, so someone else’s id answers 404; invalid input answers 400 with a message per field; PATCH of archivedAt archives or restores.',
        ru: 'GET и POST /api/{es}, GET, PATCH и DELETE /api/{es}/:id. Каждый запрос фильтруется по вошедшему владельцу, поэтому чужой id отвечает 404; неверные данные — 400 с сообщением по каждому полю; PATCH поля archivedAt отправляет в архив или возвращает.',
      },
      hours: 5,
    },
    {
      title: { en: 'Build the list screen', ru: 'Сделать экран списка' },
      detail: {
        en: 'Newest first with cursor pagination, search by title, filters, an Archived tab, and empty, loading and error states.',
        ru: 'Сначала новые, постраничная подгрузка по курсору, поиск по названию, фильтры, вкладка «Архив», состояния «пусто», «загрузка» и «ошибка».',
      },
      hours: 5,
    },
    {
      title: { en: 'Build the detail and edit screens', ru: 'Сделать карточку и редактирование' },
      detail: {
        en: 'Details, editing with the shared schema (errors next to the fields), archive and restore, delete with confirmation; an optimistic update is rolled back when the server refuses it.',
        ru: 'Подробности, редактирование по общей схеме (ошибки у полей), архив и возврат из архива, удаление с подтверждением; оптимистичное обновление откатывается, если сервер его отклонил.',
      },
      hours: 5,
    },
  ],
  criteria: [
    {
      en: 'Given {anEntity} of another user, when someone opens, edits or deletes it by its id, then the API answers 404 and nothing changes',
      ru: 'Дано: запись «{entity}» принадлежит другому пользователю; когда кто-то открывает, меняет или удаляет её по id, тогда API отвечает 404 и ничего не меняется',
    },
    {
      en: 'Given a required field left empty or a value out of range, when the record is saved, even with the browser check bypassed, then the server refuses it with a message for that field and stores nothing',
      ru: 'Дано: обязательное поле пустое или значение вне допустимого; когда запись сохраняют, даже в обход проверки в браузере, тогда сервер отклоняет её с сообщением у этого поля и ничего не сохраняет',
    },
    {
      en: 'Given an archived {entity}, when its owner opens the list, then it is not there but is under Archived and comes back unchanged when restored',
      ru: 'Дано: запись в архиве; когда владелец открывает список, тогда её там нет, но она есть во вкладке «Архив» и возвращается без изменений',
    },
    {
      en: 'Given 500 {entities} of one owner, when they scroll through the list, then every one appears exactly once and each page loads in under 300 ms',
      ru: 'Дано: у владельца 500 записей; когда он пролистывает список, тогда каждая запись встречается ровно один раз, а страница грузится быстрее 300 мс',
    },
  ],
  qa: [
    {
      en: 'Sign in as two users in two browsers, copy the id of one user’s {entity} and open, PATCH and DELETE it as the other: 404 every time',
      ru: 'Войти двумя пользователями в двух браузерах, взять id записи первого и открыть, изменить (PATCH) и удалить её от имени второго: каждый раз 404',
    },
    {
      en: 'Send the create request with curl, bypassing the form, with missing and malformed fields: 400 with a message per field and no row created',
      ru: 'Отправить создание через curl в обход формы, без обязательных полей и с неверными значениями: 400 с сообщениями по полям, строка в базе не появилась',
    },
    {
      en: 'Archive {anEntity}, reload the page, restore it: it is back in the list with every field as it was',
      ru: 'Отправить запись в архив, перезагрузить страницу, вернуть: запись снова в списке, все поля прежние',
    },
  ],
  risks: [
    {
      en: 'One forgotten owner filter leaks other people’s data: put the owner check in one data-access helper that every route uses, and test it per endpoint',
      ru: 'Один забытый фильтр по владельцу открывает чужие данные: проверка владельца живёт в одной функции доступа к данным, которой пользуются все маршруты, и тестируется на каждом эндпоинте',
    },
    {
      en: 'A deletion by mistake loses work: archive by default, confirm deletes, and keep daily database backups',
      ru: 'Случайное удаление уничтожает работу: по умолчанию архивировать, удаление подтверждать, резервные копии базы делать ежедневно',
    },
  ],
  questions: [
    {
      en: 'Can {entities} be shared with other people or a team, or are they strictly private?',
      ru: 'Можно ли делиться записями «{entity}» с другими людьми или командой, или они строго личные?',
    },
    {
      en: 'Is deleting permanent, or is archiving enough, and how long are archived {entities} kept?',
      ru: 'Удаление окончательное или достаточно архива, и сколько хранить записи в архиве?',
    },
  ],
  defaults: {},
};
