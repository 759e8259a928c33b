import type { Db } from '../../db/client';
import { templates } from '../../db/seed/templates-data';
import { upsertTemplates } from './templates.repo';

/** Keeps the template library in step with the code's catalogue. */
export function seedTemplates(db: Db): Promise<void> {
  return upsertTemplates(
    db,
    templates.map(({ slug, name, category, description, idea, content }) => ({
      slug,
      name,
      category,
      description,
      idea,
      content,
    })),
  );
}
