import {
  templateCategory,
  type TemplateCategory,
  type TemplateDto,
  type TemplateSummaryDto,
} from '../../../shared/schemas/templates';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findTemplate, listTemplateSummaries } from './templates.repo';

/** A category the shared list does not know (an older row) reads as the most general one. */
const categoryOf = (value: string): TemplateCategory => templateCategory.catch('saas').parse(value);

/** The same order on every database, whatever its collation. */
const collator = new Intl.Collator('en', { numeric: true });

/** The library by category, then name. */
export async function listTemplates(db: Db): Promise<TemplateSummaryDto[]> {
  return (await listTemplateSummaries(db))
    .map((row) => ({ ...row, category: categoryOf(row.category) }))
    .sort((a, b) => collator.compare(a.category, b.category) || collator.compare(a.name, b.name));
}

export async function getTemplate(db: Db, id: string): Promise<TemplateDto> {
  const row = await findTemplate(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Template not found.');
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: categoryOf(row.category),
    description: row.description,
    idea: row.idea,
    content: row.content,
    updatedAt: row.updatedAt.toISOString(),
  };
}
