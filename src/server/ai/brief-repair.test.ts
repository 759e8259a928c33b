import { describe, expect, it } from 'vitest';
import { brief } from '../../shared/schemas/brief';
import { sampleBrief } from '../../../tests/support/brief-fixtures';
import { courierBrief } from '../../../tests/support/capability-briefs';
import { repairBrief } from './brief-repair';

describe('repairBrief', () => {
  it('leaves a consistent brief as it is', () => {
    const valid = sampleBrief();
    expect(repairBrief(valid)).toEqual(valid);
  });

  it('drops references to entities, integrations and features the brief lacks, and self-dependencies', () => {
    const base = sampleBrief();
    const broken = sampleBrief({
      entities: base.entities.map((entity, i) =>
        i === 0 ? { ...entity, relations: [...entity.relations, { kind: 'hasMany', entity: 'Invoice' }] } : entity,
      ),
      features: base.features.map((feature, i) =>
        i === 2
          ? { ...feature, entities: ['Appointment', 'Hipaa'], integrations: ['sms', 'Twilio'], dependsOn: ['FEAT-003', 'FEAT-009', 'FEAT-002'] }
          : feature,
      ),
    });
    expect(brief.safeParse(broken).success).toBe(false);

    const repaired = repairBrief(broken);
    expect(brief.safeParse(repaired).success).toBe(true);
    expect(repaired.entities[0]!.relations).toEqual([{ kind: 'hasMany', entity: 'Appointment' }]);
    expect(repaired.features[2]).toMatchObject({ entities: ['Appointment'], integrations: ['sms'], dependsOn: ['FEAT-002'] });
  });

  it('keeps the first of duplicate entities, fields, integrations and features', () => {
    const base = sampleBrief();
    const patient = base.entities[0]!;
    const repaired = repairBrief(
      sampleBrief({
        entities: [
          { ...patient, fields: [...patient.fields, { name: 'phone', type: 'string' }] },
          base.entities[1]!,
          { ...patient, label: 'client' },
        ],
        integrations: [...base.integrations, { name: 'sms', purpose: 'Again' }],
        features: [...base.features, { ...base.features[0]!, name: 'Duplicate' }],
      }),
    );
    expect(repaired.entities.map((e) => e.name)).toEqual(['Patient', 'Appointment']);
    expect(repaired.entities[0]!.fields).toEqual(patient.fields);
    expect(repaired.integrations).toEqual(base.integrations);
    expect(repaired.features.map((f) => f.name)).toEqual(base.features.map((f) => f.name));
    expect(brief.safeParse(repaired).success).toBe(true);
  });

  it('breaks each dependency cycle at the edge that closes it, the same way every time', () => {
    const base = sampleBrief();
    // FEAT-001 → FEAT-003 → FEAT-002 → FEAT-001, plus a second cycle FEAT-004 ⇄ FEAT-005.
    const extra = (id: string, dependsOn: string[]) => ({ ...base.features[0]!, id, name: id, dependsOn });
    const cyclic = sampleBrief({
      features: [
        { ...base.features[0]!, dependsOn: ['FEAT-003'] },
        base.features[1]!,
        base.features[2]!,
        extra('FEAT-004', ['FEAT-005']),
        extra('FEAT-005', ['FEAT-004', 'FEAT-001']),
      ],
    });
    expect(brief.safeParse(cyclic).success).toBe(false);

    const repaired = repairBrief(cyclic);
    expect(brief.safeParse(repaired).success).toBe(true);
    expect(repaired.features.map((f) => f.dependsOn)).toEqual([['FEAT-003'], [], ['FEAT-002'], ['FEAT-005'], ['FEAT-001']]);
    expect(repairBrief(cyclic)).toEqual(repaired);
  });

  it('keeps each feature’s capability, dropping a source named twice', () => {
    const live = courierBrief({ id: 'live', sources: ['GPS tracker', 'gps tracker', 'Strava'], channel: 'WebSocket' });
    const repaired = repairBrief(live);
    expect(repaired.features[1]!.capability).toEqual({ id: 'live', sources: ['GPS tracker', 'Strava'], channel: 'WebSocket' });
    expect(repaired.features[0]!.capability).toEqual({ id: 'records' });
    expect(repaired.features[2]!).not.toHaveProperty('capability');
    expect(repairBrief(courierBrief('live'))).toEqual(courierBrief('live'));
  });
});
