import { describe, expect, it } from 'vitest';
import { composeKit } from '../offline-model';
import { modelFromBrief } from '../model/from-brief';
import { readIdea } from '../reader';
import { russianCompetitors } from './viability-categories';

/**
 * A Russian brief names its competitors and integrations in Russian: descriptions ("local Facebook
 * groups", "Video calls") are translated, while products and vendors (Rover, Stripe) keep their names.
 */

function modelOf(idea: string) {
  const read = readIdea(idea);
  if (read.kind !== 'brief') throw new Error(`no brief for ${idea}`);
  expect(read.brief.language).toBe('ru');
  return { brief: read.brief, model: modelFromBrief(read.brief, idea) };
}

describe('a Russian brief’s names', () => {
  it('describes competitors in Russian and keeps product names', () => {
    const { model } = modelOf(
      'Сервис, где хозяева собак находят проверенных догситтеров рядом с домом, бронируют выгул и передержку питомца и оставляют отзывы.',
    );
    expect(model.competitors).toContain('Rover');
    expect(model.competitors).toContain('местные группы в Facebook');
    for (const competitor of model.competitors) expect(Object.keys(russianCompetitors)).not.toContain(competitor);
  });

  it('keeps an English brief’s competitors in English', () => {
    const idea = 'A marketplace where dog owners find vetted dog sitters nearby, book walks and boarding and leave reviews.';
    const read = readIdea(idea);
    if (read.kind !== 'brief') throw new Error('no brief');
    expect(modelFromBrief(read.brief, idea).competitors).toContain('local Facebook groups');
  });

  it('names a capability in Russian and keeps a vendor’s name, with the same provider and call site as in English', () => {
    const idea =
      'Платформа онлайн-консультаций психологов: клиенты выбирают психолога, вносят онлайн-оплату за сессию и проходят её по видеозвонку в браузере.';
    const { brief, model } = modelOf(idea);
    const names = brief.integrations.map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['Видеосвязь', 'Stripe']));
    // The features call the integration by the brief's name.
    expect(brief.features.flatMap((f) => f.integrations)).toContain('Видеосвязь');
    expect(model.integrations.find((i) => i.name === 'Видеосвязь')?.key).toBe('video');
    const calls = composeKit(idea, {}, 1, brief).tech_stack!.integrations;
    expect(calls.find((i) => i.name === 'Видеосвязь')?.calledFrom).toMatch(/video-token/);
  });

  it('keeps an English brief’s integration names', () => {
    const read = readIdea('A platform where clients book therapists, pay by card and meet them on video calls in the browser.');
    if (read.kind !== 'brief') throw new Error('no brief');
    expect(read.brief.integrations.map((i) => i.name)).toContain('Video calls');
  });
});
