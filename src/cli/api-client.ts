import type { z } from 'zod';
import { serverVersionHeader } from '../shared/cli-distribution';
import { isErrorBody } from '../shared/errors';
import { currentApiTokenDto, type CurrentApiTokenDto } from '../shared/schemas/api-tokens';
import {
  codePlanDto,
  codeReportDto,
  type CodePlanDto,
  type CodeReportDto,
  type CodeReportInput,
} from '../shared/schemas/code-analysis';
import { createEventStreamParser } from '../shared/event-stream';
import type { DocumentKind, Platform } from '../shared/schemas/kit';
import {
  documentDto,
  kitFilesDto,
  kitSearchDto,
  projectDto,
  projectsDto,
  type DocumentDto,
  type KitFilesDto,
  type KitSearchDto,
  type ProjectDto,
  type ProjectSummaryDto,
} from '../shared/schemas/projects';
import { questionDto, type QuestionDto } from '../shared/schemas/questions';
import {
  taskDto,
  taskPromptDto,
  tasksDto,
  type TaskDto,
  type TaskEvidenceInput,
  type TaskStatus,
  type TasksDto,
} from '../shared/schemas/tasks';

/**
 * The REST API as the CLI and the MCP server use it: one bearer token, answers checked against the
 * same schemas the server declares, and failures as `ApiError` carrying the server's code.
 */

export interface ApiClientOptions {
  /** The server's origin, e.g. `http://localhost:3000`. */
  url: string;
  token: string;
  fetch?: typeof fetch;
  /** A request with no answer by then fails as NETWORK (none by default: `ask` waits for its model). */
  timeoutMs?: number;
  /** Hears the version each answer states (src/cli/update-notice.ts). */
  onServerVersion?: (version: string) => void;
}

/** A refusal from the server (`code` is ours, e.g. TOKEN_SCOPE), or `NETWORK` when it could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface QuestionAnswer {
  answer: string;
  question: QuestionDto;
}

export class ApiClient {
  private readonly origin: string;
  private readonly fetcher: typeof fetch;

  constructor(private readonly options: ApiClientOptions) {
    this.origin = new URL(options.url).origin;
    this.fetcher = options.fetch ?? fetch;
  }

  /** The token itself: its scope and whose account it acts for (401 TOKEN_INVALID when it is not valid). */
  currentToken(): Promise<CurrentApiTokenDto> {
    return this.json('GET', '/api/tokens/current', currentApiTokenDto);
  }

  async projects(): Promise<ProjectSummaryDto[]> {
    return (await this.json('GET', '/api/projects', projectsDto)).projects;
  }

  project(projectId: string): Promise<ProjectDto> {
    return this.json('GET', `/api/projects/${projectId}`, projectDto);
  }

  document(projectId: string, kind: DocumentKind): Promise<DocumentDto> {
    return this.json('GET', `/api/projects/${projectId}/documents/${kind}`, documentDto);
  }

  /** The kit as repository files (docs/*.md, AGENTS.md, CLAUDE.md, the Cursor rule, tasks.md…). */
  files(projectId: string): Promise<KitFilesDto> {
    return this.json('GET', `/api/projects/${projectId}/files`, kitFilesDto);
  }

  search(projectId: string, query: string, limit = 5): Promise<KitSearchDto> {
    const params = new URLSearchParams({ q: query, limit: String(limit) });
    return this.json('GET', `/api/projects/${projectId}/search?${params}`, kitSearchDto);
  }

  board(projectId: string): Promise<TasksDto> {
    return this.json('GET', `/api/projects/${projectId}/tasks`, tasksDto);
  }

  /**
   * `force` starts a task whose dependencies are not done (else the server answers TASK_BLOCKED);
   * `evidence` goes with a move to done (ADR 0054).
   */
  setTaskStatus(taskId: string, status: TaskStatus, force = false, evidence?: TaskEvidenceInput): Promise<TaskDto> {
    return this.json('PATCH', `/api/tasks/${taskId}`, taskDto, {
      status,
      ...(force ? { force } : {}),
      ...(evidence ? { evidence } : {}),
    });
  }

  async taskPrompt(taskId: string, platform: Platform): Promise<string> {
    return (await this.json('GET', `/api/tasks/${taskId}/prompt/${platform}`, taskPromptDto)).content;
  }

  /** What the kit plans for the code, per task (`specforge check` compares the repository with it). */
  codePlan(projectId: string): Promise<CodePlanDto> {
    return this.json('GET', `/api/projects/${projectId}/code-plan`, codePlanDto);
  }

  /** Keeps a code check's report with the project (only the report: never the code). */
  uploadCodeReport(projectId: string, report: CodeReportInput): Promise<CodeReportDto> {
    return this.json('POST', `/api/projects/${projectId}/code-reports`, codeReportDto, report);
  }

  /** Asks a question about the kit and reads the answer's stream to its end. */
  async ask(projectId: string, question: string): Promise<QuestionAnswer> {
    const response = await this.send('POST', `/api/projects/${projectId}/questions`, { question });
    const parser = createEventStreamParser();
    const events = parser.push(await response.text());
    let answer = '';
    for (const { event, data } of events) {
      const payload = JSON.parse(data) as unknown;
      if (event === 'delta') answer += (payload as { text: string }).text;
      if (event === 'error') {
        const { code, message } = payload as { code: string; message: string };
        throw new ApiError(response.status, code, message);
      }
      if (event === 'done') return { answer, question: questionDto.parse(payload) };
    }
    throw new ApiError(response.status, 'INTERNAL_ERROR', 'The answer stopped before it was complete.');
  }

  private async json<T extends z.ZodType>(method: string, path: string, schema: T, body?: unknown): Promise<z.infer<T>> {
    const response = await this.send(method, path, body);
    return schema.parse(await response.json());
  }

  private failureReason(error: unknown): string {
    if (error instanceof Error && error.name === 'TimeoutError')
      return `no answer within ${(this.options.timeoutMs ?? 0) / 1000} s`;
    return error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
  }

  private async send(method: string, path: string, body?: unknown): Promise<Response> {
    let response: Response;
    try {
      response = await this.fetcher(new URL(path, this.origin), {
        method,
        headers: {
          Authorization: `Bearer ${this.options.token}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: this.options.timeoutMs === undefined ? undefined : AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new ApiError(0, 'NETWORK', `Could not reach ${this.origin}: ${this.failureReason(error)}`);
    }
    const serverVersion = response.headers.get(serverVersionHeader);
    if (serverVersion) this.options.onServerVersion?.(serverVersion);
    if (response.ok) return response;
    const payload: unknown = await response.json().catch(() => null);
    if (isErrorBody(payload)) throw new ApiError(response.status, payload.code, payload.message);
    throw new ApiError(response.status, 'UNKNOWN_ERROR', `${method} ${path} failed with HTTP ${response.status}.`);
  }
}
