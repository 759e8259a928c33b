import {
  countsOf,
  type CodePlanDto,
  type CodeReportDto,
  type CodeReportInput,
  type CodeReportsDto,
} from '../../../shared/schemas/code-analysis';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findCurrentDocument, listKitSteps } from '../kits/kits.repo';
import { outputsOf } from '../kits/kits.service';
import { authorizeProject } from '../projects/project-access';
import { listProjectTasks, type TaskRow } from '../tasks/tasks.repo';
import { refOf } from '../tasks/tasks.service';
import { planCode } from './code-plan';
import { findLatestCodeReport, insertCodeReport, listCodeReportSummaries, type CodeReportRow } from './code-analysis.repo';

/** Kit order (T-01, T-02… T-10), whatever column each task is in now. */
const kitOrder = (a: TaskRow, b: TaskRow) =>
  (refOf(a) ?? '').localeCompare(refOf(b) ?? '', 'en', { numeric: true }) || a.createdAt.getTime() - b.createdAt.getTime();

/**
 * What the kit plans for the code of each task on the board: anyone on the owner's team reads it
 * while the owner's plan has code analysis (CODE_ANALYSIS_PLAN); KIT_NOT_READY before the board.
 */
export async function getCodePlan(db: Db, actorId: string, projectId: string): Promise<CodePlanDto> {
  const { project } = await authorizeProject(db, actorId, projectId, 'code.read');
  const rows = (await listProjectTasks(db, project.id)).filter((row) => row.level === 'TASK').sort(kitOrder);
  if (rows.length === 0) throw new AppError('KIT_NOT_READY');
  const outputs = outputsOf(await listKitSteps(db, project.id, ['overview', 'requirements', 'backend', 'frontend']));
  const backend = outputs.backend;
  const structured = Boolean(backend && backend.endpoints.length > 0 && backend.entities.length > 0);
  const document = structured ? undefined : await findCurrentDocument(db, project.id, 'backend');
  return planCode({
    projectId: project.id,
    projectName: project.name,
    tasks: rows.map((row, index) => ({
      ref: refOf(row) ?? `T-${String(index + 1).padStart(2, '0')}`,
      title: row.title,
      description: row.description,
      acceptanceCriteria: row.acceptanceCriteria,
      featureIds: row.featureIds,
    })),
    outputs,
    backendDocument: document?.content ?? null,
  });
}

function toReportDto(row: CodeReportRow): CodeReportDto {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    commit: row.commit,
    branch: row.branch,
    counts: row.counts,
    files: row.files,
    tasks: row.tasks,
    drift: row.drift,
  };
}

/** Keeps a report of `specforge check` (editors upload; every report stays, for the history). */
export async function saveCodeReport(db: Db, actorId: string, projectId: string, input: CodeReportInput): Promise<CodeReportDto> {
  const { project } = await authorizeProject(db, actorId, projectId, 'code.report');
  const row = await insertCodeReport(db, {
    projectId: project.id,
    createdBy: actorId,
    commit: input.commit,
    branch: input.branch,
    files: input.files,
    tasks: input.tasks,
    drift: input.drift,
    counts: countsOf(input),
  });
  return toReportDto(row);
}

/** The latest report in full and the history's summaries, newest first. */
export async function getCodeReports(db: Db, actorId: string, projectId: string): Promise<CodeReportsDto> {
  const { project } = await authorizeProject(db, actorId, projectId, 'code.read');
  const [latest, history] = await Promise.all([
    findLatestCodeReport(db, project.id),
    listCodeReportSummaries(db, project.id),
  ]);
  return {
    latest: latest ? toReportDto(latest) : null,
    history: history.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
