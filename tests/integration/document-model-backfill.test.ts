import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/server/db/client';
import { databaseKinds } from '../support/databases';
import { userWithCredits } from '../support/kit-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { call, readyProject } from '../support/workspace-helpers';
import type { ProjectDto } from '../../src/shared/schemas/projects';

/** Migration 0021's statements that fill in the writer of the document versions stored before it. */
const backfill = readFileSync(path.join(migrationsFolder, '0021_document_model.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => /^\s*UPDATE/m.test(statement));

describe.each(databaseKinds)('the writers of documents stored before they were recorded, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { kit: {} });
  });
  afterAll(() => t?.close());

  it('are read from their step, their regeneration, and for a person’s version the engine text it repeats or edits', async () => {
    const owner = await userWithCredits(t, `backfill-${kind}@example.com`, { credits: 1 });
    const project = await readyProject(t, owner);
    const q = (sql: string, values: unknown[] = []) => t.database.query(sql, [project.id, ...values]);
    // A kit the main model wrote, whose Quality document the fallback wrote again, and three versions by a person.
    await q(`update kit_steps set model = 'openai:gpt-4.1' where project_id = $1`);
    await q(
      `insert into regenerations (project_id, kind, status, model, created_at) values ($1, 'quality', 'done', 'openai-compatible:mini', now() - interval '1 minute')`,
    );
    // A new version of a document, of this content or, given none, of its first version's.
    const version = (kindName: string, v: number, source: string, content: string | null) =>
      q(
        `insert into documents (project_id, kind, title, content, version, source)
         select project_id, kind, title, coalesce($4::text, content), $3, $2::document_source from documents where project_id = $1 and kind = $5 and version = 1`,
        [source, v, content, kindName],
      );
    await version('quality', 2, 'regenerated', 'Quality, written again');
    await version('overview', 2, 'edited', 'Our own overview');
    await version('what_next', 2, 'regenerated', 'What next, written again');
    await version('quality', 3, 'restored', null);
    await q(`update documents set model = null where project_id = $1`);

    for (const statement of backfill) await t.database.query(statement);

    const models = Object.fromEntries(
      (
        await t.database.query<{ kind: string; version: number; model: string | null }>(
          'select kind, version, model from documents where project_id = $1 order by kind, version',
          [project.id],
        )
      ).map((row) => [`${row.kind}:${row.version}`, row.model]),
    );
    expect(models['overview:1']).toBe('openai:gpt-4.1');
    expect(models['overview:2']).toBe('openai:gpt-4.1');
    // What Next's version 2 has no regeneration of its own (a whole-kit one wrote it): its step's writer.
    expect(models['what_next:2']).toBe('openai:gpt-4.1');
    expect(models['quality:2']).toBe('openai-compatible:mini');
    // A restore repeats the text of the version it brings back: here the first one, by the main model.
    expect(models['quality:3']).toBe('openai:gpt-4.1');
    expect(Object.values(models).every((model) => model !== null)).toBe(true);

    const read = (await (await call(t, owner, 'GET', `/api/projects/${project.id}`)).json()) as ProjectDto;
    expect(read.writtenBy).toEqual([{ model: 'openai:gpt-4.1', documents: read.writtenBy[0]!.documents }]);
  });
});
