import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/server/db/client';
import { databaseKinds } from '../support/databases';
import { userWithCredits } from '../support/kit-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { readyProject } from '../support/workspace-helpers';

/** Migration 0024: the features of briefs stored before capabilities keep records (ADR 0041). */
const backfill = readFileSync(path.join(migrationsFolder, '0024_feature_capabilities.sql'), 'utf8');

describe.each(databaseKinds)('features stored before capabilities, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { kit: {} });
  });
  afterAll(() => t?.close());

  it('keep records; a feature that already says its capability keeps it, and the features keep their order', async () => {
    const owner = await userWithCredits(t, `capabilities-${kind}@example.com`, { credits: 1 });
    const project = await readyProject(t, owner);
    const q = <R>(sql: string) => t.database.query<R>(sql, [project.id]);
    await q(`update project_briefs set brief = jsonb_set(brief, '{features}', (
      select jsonb_agg(case when position = 1 then (feature - 'capability') || '{"capability":{"id":"live","schedule":"nightly"}}'::jsonb
                            else feature - 'capability' end order by position)
      from jsonb_array_elements(brief -> 'features') with ordinality as t(feature, position))) where project_id = $1`);
    const before = await q<{ ids: string[] }>(
      `select array(select f ->> 'id' from jsonb_array_elements(brief -> 'features') f) as ids from project_briefs where project_id = $1`,
    );

    await t.database.query(backfill);

    const rows = await q<{ features: Array<{ id: string; capability: unknown }> }>(
      `select brief -> 'features' as features from project_briefs where project_id = $1`,
    );
    for (const row of rows) {
      expect(row.features.length).toBeGreaterThan(1);
      expect(row.features[0]!.capability).toEqual({ id: 'live', schedule: 'nightly' });
      for (const feature of row.features.slice(1)) expect(feature.capability).toEqual({ id: 'records' });
    }
    expect(rows.map((row) => row.features.map((f) => f.id))).toEqual(before.map((row) => row.ids));
  });
});
