import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { templates } from '../../db/schema';

export type NewTemplate = typeof templates.$inferInsert;
export type TemplateRow = typeof templates.$inferSelect;

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

/** The library without the long texts, by category then name. */
export function listTemplateSummaries(db: Db) {
  return db
    .select({
      id: templates.id,
      slug: templates.slug,
      name: templates.name,
      category: templates.category,
      description: templates.description,
    })
    .from(templates)
    .orderBy(asc(templates.category), asc(templates.name), asc(templates.id));
}

export async function findTemplate(db: Db, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id));
  return row;
}
