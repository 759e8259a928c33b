import type { CapabilityId } from '../../../../shared/capabilities';
import type { EntityKind } from './types';

/**
 * Kinds of product and the records each one keeps at its core: naming the kind ("a newsletter
 * platform", "a helpdesk") implies them even when the idea does not list them. Keywords use the
 * syntax of `keywords` in lexicon.ts; each core record is `Name:kind:english alias:russian alias`.
 */
export interface ProductKind {
  key: string;
  keywords: readonly string[];
  core: string;
  /**
   * Its core records stand in for things the idea does not name: they are implied only when the
   * idea names no thing of its own (a marketplace for repairs keeps the repairs, not "listings").
   */
  onlyWhenUnnamed?: boolean;
  /**
   * What the kind does with one of its core records beyond keeping it, when the idea says nothing of
   * its own ("a CRM" moves deals through a pipeline, "a helpdesk" tickets through their states).
   */
  does?: { record: string; capability: CapabilityId };
}

export interface CoreRecord {
  name: string;
  kind: EntityKind;
  en: string;
  ru: string;
}

export const productKinds: readonly ProductKind[] = [
  { key: 'newsletter', keywords: ['newsletter', '~рассылк'], core: 'Newsletter:asset:newsletter:рассылка|Issue:document:issue:выпуск|Subscriber:person:subscriber:подписчик' },
  { key: 'fantasy-league', keywords: ['fantasy league', 'fantasy football', 'fantasy sport', 'fantasy basketball', '~фэнтези'], core: 'League:asset:league:лига|Team:asset:team:команда|Player:person:player:игрок|Match:event:match:матч' },
  { key: 'league', keywords: ['sports league', 'amateur league', '~любительск\\S* лиг'], core: 'League:asset:league:лига|Team:asset:team:команда|Match:event:match:матч' },
  { key: 'marketplace', keywords: ['marketplace', '~маркетплейс'], core: 'Listing:asset:listing:объявление|Order:event:order:заказ|Review:document:review:отзыв', onlyWhenUnnamed: true, does: { record: 'Order', capability: 'payouts' } },
  { key: 'rent', keywords: ['collect rent', 'rent payment', 'rent collection', '~арендн\\S* плат', '~квартплат'], core: 'RentPayment:money:rent payment:арендный платёж' },
  { key: 'helpdesk', keywords: ['helpdesk', 'help desk', 'service desk', 'support desk', 'ticketing system', '~хелпдеск', '~служб\\S* поддержки'], core: 'Ticket:event:ticket:тикет|Agent:person:agent:агент', does: { record: 'Ticket', capability: 'workflow' } },
  { key: 'crm', keywords: ['crm', '~срм'], core: 'Contact:asset:contact:контакт|Deal:asset:deal:сделка', does: { record: 'Deal', capability: 'workflow' } },
  { key: 'ats', keywords: ['applicant tracking', 'hiring pipeline', 'recruiting platform', '~подбор\\S* персонала'], core: 'Vacancy:asset:vacancy:вакансия|Candidate:person:candidate:кандидат|Application:document:application:отклик', does: { record: 'Application', capability: 'workflow' } },
  { key: 'lms', keywords: ['lms', 'learning management', 'online course', 'e-learning', '~онлайн-курс', '~онлайн-школ'], core: 'Course:asset:course:курс|Lesson:event:lesson:урок|Student:person:student:ученик', does: { record: 'Lesson', capability: 'lessons' } },
  { key: 'blog', keywords: ['blog', 'blogging', '~блог'], core: 'Post:document:post:пост|Comment:document:comment:комментарий', does: { record: 'Post', capability: 'publishing' } },
  { key: 'forum', keywords: ['forum', 'discussion board', '~форум'], core: 'Topic:document:topic:тема|Post:document:post:пост', does: { record: 'Post', capability: 'publishing' } },
  { key: 'wiki', keywords: ['wiki', 'knowledge base', '~вики', '~база знаний'], core: 'Article:document:article:статья' },
  { key: 'todo', keywords: ['todo', 'to-do', 'task manager', 'task tracker', '~туду', '~задачник'], core: 'Task:event:task:задача' },
  { key: 'kanban', keywords: ['kanban', 'scrum board', 'task board', '~канбан'], core: 'Board:asset:board:доска|Card:document:card:карточка', does: { record: 'Card', capability: 'workflow' } },
  { key: 'booking', keywords: ['booking system', 'booking app', 'appointment booking', 'online booking', '~онлайн-запис', '~систем\\S* бронирования'], core: 'Booking:event:booking:бронирование', does: { record: 'Booking', capability: 'booking' } },
  { key: 'ecommerce', keywords: ['online store', 'online shop', 'e-commerce', 'ecommerce', '~интернет-магазин'], core: 'Product:asset:product:товар|Order:event:order:заказ|Customer:person:customer:покупатель', does: { record: 'Order', capability: 'checkout' } },
  { key: 'restaurant-ordering', keywords: ['food ordering', 'food delivery', '~доставк\\S* еды'], core: 'MenuItem:asset:menu item:позиция меню|Order:event:order:заказ', does: { record: 'Order', capability: 'checkout' } },
  { key: 'invoicing', keywords: ['invoicing', 'billing software', '~выставлени\\S* счетов'], core: 'Invoice:money:invoice:счёт|Client:person:client:клиент', does: { record: 'Invoice', capability: 'checkout' } },
  { key: 'budget', keywords: ['budgeting', 'budget tracker', 'expense tracker', 'personal finance', '~учёт расходов', '~учет расходов', '~личн\\S* финанс'], core: 'Transaction:money:transaction:транзакция|Category:asset:category:категория|Budget:money:budget:бюджет', does: { record: 'Transaction', capability: 'analytics' } },
  { key: 'timesheet', keywords: ['time tracker', 'time tracking', 'timesheet', '~учёт времени', '~учет времени', '~табел'], core: 'TimeEntry:event:time entry:запись времени|Project:asset:project:проект', does: { record: 'TimeEntry', capability: 'analytics' } },
  { key: 'inventory', keywords: ['inventory management', 'warehouse management', 'stock management', '~складск\\S* учёт', '~складск\\S* учет', '~управлени\\S* складом'], core: 'InventoryItem:asset:inventory item:складская позиция|StockMovement:event:stock movement:движение товара' },
  { key: 'fleet', keywords: ['fleet management', '~автопарк'], core: 'Vehicle:asset:vehicle:транспортное средство|Driver:person:driver:водитель|Trip:event:trip:рейс', does: { record: 'Trip', capability: 'live' } },
  { key: 'delivery', keywords: ['courier service', 'delivery service', 'last-mile', '~курьерск'], core: 'Delivery:event:delivery:доставка|Courier:person:courier:курьер', does: { record: 'Delivery', capability: 'live' } },
  { key: 'ride-hailing', keywords: ['ride-hailing', 'ride sharing', 'ridesharing', 'taxi app', '~такси'], core: 'Ride:event:ride:поездка|Driver:person:driver:водитель|Passenger:person:passenger:пассажир', does: { record: 'Ride', capability: 'live' } },
  { key: 'dating', keywords: ['dating app', 'dating site', '~знакомств'], core: 'Profile:person:profile:анкета|Match:event:match:совпадение|Message:document:message:сообщение', does: { record: 'Message', capability: 'chat' } },
  { key: 'social', keywords: ['social network', '~социальн\\S* сет'], core: 'Profile:person:profile:профиль|Post:document:post:пост|Follow:event:follow:подписка', does: { record: 'Post', capability: 'publishing' } },
  { key: 'events', keywords: ['event ticketing', 'ticketing platform', 'event management', '~продаж\\S* билетов'], core: 'Event:event:event:мероприятие|Ticket:document:ticket:билет', does: { record: 'Ticket', capability: 'checkout' } },
  { key: 'fitness', keywords: ['fitness club', 'gym management', '~фитнес-клуб'], core: 'Member:person:member:клиент клуба|Membership:money:membership:абонемент|Class:event:class:занятие', does: { record: 'Class', capability: 'booking' } },
  { key: 'clinic', keywords: ['clinic management', 'practice management', 'patient portal', '~медицинск\\S* информационн', '~мис'], core: 'Patient:person:patient:пациент|Appointment:event:appointment:приём', does: { record: 'Appointment', capability: 'booking' } },
  { key: 'school', keywords: ['school management', 'student information system', '~электронн\\S* дневник', '~электронн\\S* журнал'], core: 'Student:person:student:ученик|Class:asset:class:класс|Grade:document:grade:оценка' },
  { key: 'property', keywords: ['property management', 'rental management', '~управлени\\S* недвижимост'], core: 'Property:place:property:объект|Tenant:person:tenant:арендатор|Lease:document:lease:договор аренды' },
  { key: 'hr', keywords: ['hr system', 'hris', 'human resources', '~кадров\\S* учёт', '~кадров\\S* учет'], core: 'Employee:person:employee:сотрудник|Department:asset:department:отдел' },
  { key: 'payroll', keywords: ['payroll', '~расчёт\\S* зарплат', '~расчет\\S* зарплат'], core: 'Employee:person:employee:сотрудник|Payslip:money:payslip:расчётный лист' },
  { key: 'crowdfunding', keywords: ['crowdfunding', 'fundraising', '~краудфандинг', '~сбор\\S* средств'], core: 'Campaign:asset:campaign:кампания|Donation:money:donation:пожертвование|Backer:person:backer:спонсор', does: { record: 'Donation', capability: 'checkout' } },
  { key: 'podcast', keywords: ['podcast', '~подкаст'], core: 'Podcast:asset:podcast:подкаст|Episode:document:episode:эпизод' },
  { key: 'recipes', keywords: ['recipe app', 'meal planner', 'meal planning', '~рецепт'], core: 'Recipe:document:recipe:рецепт|Ingredient:asset:ingredient:ингредиент' },
  { key: 'journal', keywords: ['journaling', 'journal app', 'diary app', 'mood journal', 'gratitude journal', '~дневник\\S* настроения', '~личн\\S* дневник'], core: 'JournalEntry:document:journal entry:запись в дневнике' },
  { key: 'habit', keywords: ['habit tracker', '~трекер\\S* привычек'], core: 'Habit:asset:habit:привычка|CheckIn:event:check-in:отметка' },
  { key: 'survey', keywords: ['survey', 'poll', 'questionnaire', 'form builder', '~опрос', '~анкетировани'], core: 'Survey:document:survey:опрос|Question:document:question:вопрос|Response:document:response:ответ' },
  { key: 'quiz', keywords: ['quiz', 'trivia', '~викторин', '~квиз'], core: 'Quiz:asset:quiz:викторина|Question:document:question:вопрос|Attempt:event:attempt:попытка' },
  { key: 'flashcards', keywords: ['flashcard', 'spaced repetition', '~карточк\\S* для запоминания'], core: 'Deck:asset:deck:колода|Flashcard:document:flashcard:карточка' },
  { key: 'project-management', keywords: ['project management', '~управлени\\S* проектами'], core: 'Project:asset:project:проект|Task:event:task:задача' },
  { key: 'chat', keywords: ['messenger', 'chat app', '~мессенджер'], core: 'Conversation:asset:conversation:диалог|Message:document:message:сообщение' },
  { key: 'loyalty', keywords: ['loyalty program', 'loyalty app', '~программ\\S* лояльности'], core: 'LoyaltyCard:asset:loyalty card:карта лояльности|Points:money:points:баллы' },
  { key: 'equipment', keywords: ['asset tracking', 'equipment tracking', '~учёт\\S* оборудования', '~учет\\S* оборудования'], core: 'Equipment:asset:equipment:оборудование|Maintenance:event:maintenance record:обслуживание' },
];

export function coreRecords(kind: ProductKind): CoreRecord[] {
  return kind.core.split('|').flatMap((item) => {
    const [name = '', type = '', en = '', ru = ''] = item.split(':');
    return name ? [{ name, kind: type as EntityKind, en, ru }] : [];
  });
}
