import { z } from 'zod';

export const templateCategories = [
  'saas',
  'marketplace',
  'mobile',
  'ai',
  'ecommerce',
  'internal',
  'community',
  'content',
  'booking',
  'productivity',
] as const;
export const templateCategory = z.enum(templateCategories);
export type TemplateCategory = z.infer<typeof templateCategory>;

export const templateSummaryDto = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  category: templateCategory,
  description: z.string(),
});
export type TemplateSummaryDto = z.infer<typeof templateSummaryDto>;

export const templatesDto = z.object({ templates: z.array(templateSummaryDto) });
export type TemplatesDto = z.infer<typeof templatesDto>;

/** One template: the idea a new project starts from and the markdown guide. */
export const templateDto = templateSummaryDto.extend({ idea: z.string(), content: z.string(), updatedAt: z.string() });
export type TemplateDto = z.infer<typeof templateDto>;

export const templateParams = z.object({ id: z.uuid() });
