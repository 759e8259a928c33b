import { desc, eq } from 'drizzle-orm';
import type { CitationDto } from '../../../shared/schemas/questions';
import type { Db } from '../../db/client';
import { projectQuestions } from '../../db/schema';

export type QuestionRow = typeof projectQuestions.$inferSelect;

/** How many questions a project's history keeps on show (the newest). */
export const QUESTION_HISTORY_LIMIT = 100;

export async function insertQuestion(
  db: Db,
  values: { projectId: string; question: string; answer: string; answered: boolean; citations: CitationDto[]; model: string },
): Promise<QuestionRow> {
  const [row] = await db.insert(projectQuestions).values(values).returning();
  return row!;
}

/** The project's questions, oldest first (the newest `QUESTION_HISTORY_LIMIT`). */
export async function listQuestions(db: Db, projectId: string): Promise<QuestionRow[]> {
  const rows = await db
    .select()
    .from(projectQuestions)
    .where(eq(projectQuestions.projectId, projectId))
    .orderBy(desc(projectQuestions.createdAt), desc(projectQuestions.id))
    .limit(QUESTION_HISTORY_LIMIT);
  return rows.reverse();
}
