import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { courierBrief } from '../../../tests/support/capability-briefs';
import { capabilityIds } from '../../shared/capabilities';
import { briefAnswer } from './brief-answer';

describe('the AI engine’s brief answer with capabilities', () => {
  it('offers every capability id in the structured output’s schema', () => {
    const schema = JSON.stringify(z.toJSONSchema(briefAnswer({}), { io: 'input' }));
    expect(schema).toContain(JSON.stringify(capabilityIds));
    for (const parameter of ['sources', 'channel', 'schedule', 'reviewer']) expect(schema).toContain(`"${parameter}"`);
  });

  it('reads a feature’s capability with its parameters, repaired, in the founder’s language', () => {
    const brief = courierBrief({ id: 'sync', sources: ['Shopify', 'shopify'], schedule: 'nightly' });
    const answer = briefAnswer({ language: 'ru' }).parse({ unclear: false, brief, questions: [] });
    expect(answer.kind).toBe('brief');
    if (answer.kind !== 'brief') return;
    expect(answer.brief.language).toBe('ru');
    expect(answer.brief.features[1]!.capability).toEqual({ id: 'sync', sources: ['Shopify'], schedule: 'nightly' });
  });

  it('refuses a capability the catalogue does not have, so the model is asked again', () => {
    const brief = courierBrief();
    const wrong = {
      ...brief,
      features: brief.features.map((f, i) => (i === 1 ? { ...f, capability: { id: 'teleport' } } : f)),
    };
    const result = briefAnswer({}).safeParse({ unclear: false, brief: wrong, questions: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['brief', 'features', 1, 'capability', 'id']);
  });
});
