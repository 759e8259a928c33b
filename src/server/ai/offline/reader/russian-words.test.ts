import { describe, expect, it } from 'vitest';
import { brief as briefSchema, type Brief } from '../../../../shared/schemas/brief';
import { readIdea } from './index';

/** Russian words the reader names in English and inflects as a Russian speaker would; ideas of our own. */

function brief(idea: string): Brief {
  const result = readIdea(idea);
  if (result.kind !== 'brief') throw new Error(`expected a brief of "${idea}", got ${result.kind}`);
  return briefSchema.parse(result.brief);
}
const names = (b: Brief) => b.entities.map((e) => e.name);
const said = (b: Brief) => [...b.features.map((f) => f.name), ...b.roles.flatMap((r) => r.goals)].join(' | ');

describe('English names of Russian nouns', () => {
  it('names everyday goods and chores in English, not transliterated', () => {
    const b = brief('Приложение для пасечника: учёт мёда, сахара для подкормки и осмотры ульев');
    expect(names(b)).toEqual(expect.arrayContaining(['Honey', 'Hive']));
    expect(names(b).join(' ')).not.toMatch(/Med(?![a-z])|Sakhar|Podkormka|Pasechnik/);
  });

  it('names a game genre and a product localisation in English', () => {
    expect(names(brief('Аркада про подводный мир с рекордами и уровнями')).join(' ')).not.toMatch(/Arkada|Rekord/);
    expect(names(brief('Сервис локализации приложений: строки, переводы и согласие клиента')).join(' ')).not.toMatch(/Lokalizatsiya|Soglasie|Stroka/);
    expect(names(brief('Онлайн-журнал о моде и выдача образов напрокат с подписью клиента')).join(' ')).not.toMatch(/Moda|Vydacha|Podpis/);
  });

  it('never transliterates a noun: one the dictionary lacks is named by its kind and keeps its Russian label', () => {
    const b = brief('Приложение для скалодрома: скалолазы записываются на тренировки, спелеологи ведут походы, администратор видит отчёты.');
    const entities = b.entities.filter((entity) => /скалолаз|спелеолог/.test(entity.label ?? ''));
    expect(entities.map((entity) => entity.label).sort()).toEqual(['скалолаз', 'спелеолог']);
    // Two nouns stay two records, each an English identifier (Climber, or Person when no dictionary knows it).
    expect(new Set(entities.map((entity) => entity.name)).size).toBe(2);
    expect(JSON.stringify(b)).not.toMatch(/skalolaz|speleolog/i);
  });
});

describe('mass nouns', () => {
  it('keeps a substance singular where a count noun would be plural', () => {
    const b = brief('Учёт муки, сахара и топлива для небольшой пекарни');
    expect(said(b)).not.toMatch(/Вести (муки|сахара|топлива)/);
    expect(said(b)).toMatch(/муку|сахар(?![а-я])|топливо/);
  });

  it('keeps a measured quantity singular ("вести вес", not "вести веса")', () => {
    const b = brief('Трекер для бегунов: пульс, вес и давление после пробежки');
    expect(said(b)).not.toMatch(/пульсы|веса|давления/);
  });

  it('keeps what one eats, feels and sleeps singular ("записывать питание")', () => {
    const b = brief('Дневник для спортсменов: питание, сон и настроение по дням');
    expect(said(b)).not.toMatch(/питания|настроения|сны/);
  });
});

describe('a label read in its dictionary form', () => {
  it('puts a feminine substance in the accusative ("вести воду")', () => {
    const b = brief('Трекер воды и сна для школьников с напоминаниями');
    expect(said(b)).not.toMatch(/Вести вода/);
    expect(said(b)).toMatch(/воду/);
  });

  it('reads "йога" as yoga, not the genitive of йог', () => {
    expect(said(brief('Онлайн-запись в студию йоги: расписание занятий и абонементы'))).not.toMatch(/йогов/);
  });

  it('reads a word the dictionary does not know as a thing unless every guess says a being', () => {
    expect(said(brief('Трекер привычек с напоминалками и статистикой по дням'))).not.toMatch(/напоминалок/);
  });
});

describe('a log of something', () => {
  it('reads "журнал X-ов" as keeping a record of X, not a magazine to read', () => {
    const b = brief('Приложение для фермера: журнал прививок телят и учёт кормов');
    expect(names(b)).not.toContain('Magazine');
    expect(b.productName).not.toMatch(/Magazine/);
    expect(said(b)).not.toMatch(/Читать журнал/);
  });

  it('reads "дневник X-ов" as a record of X, and a pupil\'s diary still as theirs', () => {
    expect(names(brief('Мобильное приложение для грибников: дневник походов и карта мест'))).not.toContain('Gradebook');
    expect(names(brief('Электронный дневник ученика с оценками и домашними заданиями'))).toContain('Gradebook');
  });
});
