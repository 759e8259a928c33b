import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { templates } from '../../db/schema';

export type NewTemplate = typeof templates.$inferInsert;

/** Inserts the templates or refreshes them in place, keyed by slug (ids stay stable across starts). */
export async function upsertTemplates(db: Db, rows: NewTemplate[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(templates)
    .values(rows)
    .onConflictDoUpdate({
      target: templates.slug,
      set: {
        name: sql`excluded.name`,
        category: sql`excluded.category`,
        description: sql`excluded.description`,
        idea: sql`excluded.idea`,
        content: sql`excluded.content`,
        updatedAt: sql`now()`,
      },
      // Skip rows whose text is unchanged, so a restart writes nothing.
      setWhere: sql`(${templates.name}, ${templates.category}, ${templates.description}, ${templates.idea}, ${templates.content})
        is distinct from (excluded.name, excluded.category, excluded.description, excluded.idea, excluded.content)`,
    });
}

export function listTemplates(db: Db) {
  return db.select().from(templates).orderBy(asc(templates.name));
}
