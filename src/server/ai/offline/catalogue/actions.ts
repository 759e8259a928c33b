import type { EntityKind } from './types';

/**
 * What people do with a record the idea names without a verb, by catalogue entry, then by kind:
 * a booking is booked, a review is written, a quiz is played. `{labels}` is the English plural,
 * `{labelsAcc}` the Russian accusative plural. "Manage" is kept for records an admin maintains.
 */
export interface ActionPhrase {
  en: string;
  ru: string;
}

const phrase = (en: string, ru: string): ActionPhrase => ({ en, ru });

export const actionsByName: Record<string, ActionPhrase> = {
  Booking: phrase('Book {labels}', 'Бронировать {labelsAcc}'),
  Appointment: phrase('Book {labels}', 'Записываться на {labelsAcc}'),
  Lesson: phrase('Book {labels}', 'Проводить {labelsAcc}'),
  Ride: phrase('Book {labels}', 'Заказывать {labelsAcc}'),
  Request: phrase('Submit {labels}', 'Подавать {labelsAcc}'),
  Ticket: phrase('Open {labels}', 'Открывать {labelsAcc}'),
  WorkOrder: phrase('Open {labels}', 'Открывать {labelsAcc}'),
  Order: phrase('Place {labels}', 'Оформлять {labelsAcc}'),
  Payment: phrase('Make {labels}', 'Проводить {labelsAcc}'),
  Payout: phrase('Receive {labels}', 'Получать {labelsAcc}'),
  Invoice: phrase('Send {labels}', 'Выставлять {labelsAcc}'),
  Donation: phrase('Make {labels}', 'Делать {labelsAcc}'),
  Subscription: phrase('Subscribe to a plan', 'Оформлять {labelsAcc}'),
  Coin: phrase('Earn {labels}', 'Зарабатывать {labelsAcc}'),
  Loan: phrase('Apply for {labels}', 'Оформлять {labelsAcc}'),
  Review: phrase('Write {labels}', 'Оставлять {labelsAcc}'),
  Message: phrase('Send {labels}', 'Отправлять {labelsAcc}'),
  Alert: phrase('Receive {labels}', 'Получать {labelsAcc}'),
  Reminder: phrase('Get {labels}', 'Получать {labelsAcc}'),
  Report: phrase('Generate {labels}', 'Формировать {labelsAcc}'),
  Summary: phrase('Generate {labels}', 'Получать {labelsAcc}'),
  Leaderboard: phrase('View the {label}', 'Смотреть {labelsAcc}'),
  Question: phrase('Ask {labels}', 'Задавать {labelsAcc}'),
  Photo: phrase('Upload {labels}', 'Загружать {labelsAcc}'),
  // Sounds are content the product plays, not records people keep.
  Sound: phrase('Play {labels}', 'Включать {labelsAcc}'),
  Document: phrase('Upload {labels}', 'Загружать {labelsAcc}'),
  Contract: phrase('Sign {labels}', 'Подписывать {labelsAcc}'),
  Certificate: phrase('Issue {labels}', 'Выдавать {labelsAcc}'),
  Homework: phrase('Hand in {labels}', 'Сдавать {labelsAcc}'),
  Grade: phrase('Give {labels}', 'Ставить {labelsAcc}'),
  Attendance: phrase('Mark {label}', 'Отмечать {labelsAcc}'),
  Bug: phrase('Report {labels}', 'Сообщать о {labelsLoc}'),
  Symptom: phrase('Log {labels}', 'Записывать {labelsAcc}'),
  Diagnosis: phrase('Record {labels}', 'Записывать {labelsAcc}'),
  ProgressNote: phrase('Write {labels}', 'Писать {labelsAcc}'),
  InsuranceClaim: phrase('File {labels}', 'Подавать {labelsAcc}'),
  Statement: phrase('Download {labels}', 'Скачивать {labelsAcc}'),
  Flashcard: phrase('Study {labels}', 'Учить {labelsAcc}'),
  Highlight: phrase('Save {labels}', 'Сохранять {labelsAcc}'),
  Meeting: phrase('Schedule {labels}', 'Назначать {labelsAcc}'),
  Interview: phrase('Schedule {labels}', 'Назначать {labelsAcc}'),
  Shift: phrase('Schedule {labels}', 'Планировать {labelsAcc}'),
  Event: phrase('Host {labels}', 'Проводить {labelsAcc}'),
  Task: phrase('Complete {labels}', 'Выполнять {labelsAcc}'),
  TimeEntry: phrase('Log {labels}', 'Отмечать {labelsAcc}'),
  Workout: phrase('Log {labels}', 'Записывать {labelsAcc}'),
  MeditationSession: phrase('Log {labels}', 'Записывать {labelsAcc}'),
  TimeOffRequest: phrase('Submit {labels}', 'Подавать {labelsAcc}'),
  Meal: phrase('Log {labels}', 'Записывать {labelsAcc}'),
  Reading: phrase('Record {labels}', 'Передавать {labelsAcc}'),
  Delivery: phrase('Track {labels}', 'Отслеживать {labelsAcc}'),
  Inspection: phrase('Carry out {labels}', 'Проводить {labelsAcc}'),
  Challenge: phrase('Take on {labels}', 'Проходить {labelsAcc}'),
  Milestone: phrase('Reach {labels}', 'Достигать {labelsGen}'),
  Quiz: phrase('Play {labels}', 'Проходить {labelsAcc}'),
  Game: phrase('Play {labels}', 'Играть в {labelsAcc}'),
  Puzzle: phrase('Solve {labels}', 'Решать {labelsAcc}'),
  Course: phrase('Take {labels}', 'Проходить {labelsAcc}'),
  Video: phrase('Watch {labels}', 'Смотреть {labelsAcc}'),
  Song: phrase('Listen to {labels}', 'Слушать {labelsAcc}'),
  Article: phrase('Read {labels}', 'Читать {labelsAcc}'),
  Book: phrase('Read {labels}', 'Читать {labelsAcc}'),
  Listing: phrase('Publish {labels}', 'Публиковать {labelsAcc}'),
  Product: phrase('List {labels}', 'Выставлять {labelsAcc}'),
  Habit: phrase('Track {labels}', 'Отслеживать {labelsAcc}'),
  Goal: phrase('Set {labels}', 'Ставить {labelsAcc}'),
  Expense: phrase('Log {labels}', 'Записывать {labelsAcc}'),
  Plant: phrase('Look after {labels}', 'Ухаживать за {labelsIns}'),
  Exercise: phrase('Do {labels}', 'Выполнять {labelsAcc}'),
  Campaign: phrase('Run {labels}', 'Запускать {labelsAcc}'),
  Project: phrase('Plan {labels}', 'Планировать {labelsAcc}'),
  Route: phrase('Plan {labels}', 'Прокладывать {labelsAcc}'),
  Room: phrase('Book {labels}', 'Бронировать {labelsAcc}'),
  Contact: phrase('Add {labels}', 'Добавлять {labelsAcc}'),
  Medication: phrase('Track {labels}', 'Отслеживать {labelsAcc}'),
  Menu: phrase('Publish the {label}', 'Публиковать {labelsAcc}'),
  Recipe: phrase('Save {labels}', 'Сохранять {labelsAcc}'),
  Template: phrase('Use {labels}', 'Использовать {labelsAcc}'),
  // Records an administrator maintains for everyone else.
  InventoryItem: phrase('Manage {labels}', 'Вести учёт {labelsGen}'),
  Part: phrase('Manage {labels}', 'Вести учёт {labelsGen}'),
  Equipment: phrase('Manage {labels}', 'Вести учёт {labelsGen}'),
  Ingredient: phrase('Manage {labels}', 'Вести учёт {labelsGen}'),
  Account: phrase('Manage {labels}', 'Вести учёт {labelsGen}'),
};

export const actionsByKind: Record<EntityKind, ActionPhrase> = {
  person: phrase('{Label} profiles', 'Профили {labelsGen}'),
  place: phrase('Add {labels}', 'Добавлять {labelsAcc}'),
  asset: phrase('Keep track of {labels}', 'Вести {labelsAcc}'),
  event: phrase('Schedule {labels}', 'Планировать {labelsAcc}'),
  document: phrase('Write {labels}', 'Составлять {labelsAcc}'),
  money: phrase('Record {labels}', 'Записывать {labelsAcc}'),
  aggregate: phrase('View {labels}', 'Смотреть {labelsAcc}'),
};

/** An event kept after it happens (a quiz attempt, a check-in), not planned ahead: it is recorded, not scheduled. */
export const recordedEvent: ActionPhrase = phrase('Record {labels}', 'Записывать {labelsAcc}');
