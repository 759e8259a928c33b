import { describe, expect, it } from 'vitest';
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
});
