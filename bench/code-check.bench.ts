/**
 * `specforge check`'s analysis (ADR 0053): a generated repository of 300 source files, half
 * TypeScript and half Python, with entities, tables, routes, commands and tests carrying criteria
 * ids, checked against a plan of 60 tasks (goal ≤ 5 s); then this project's own repository, whose
 * figure is printed as it is. The time is the whole analysis as the command runs it: git's file
 * list, reading and parsing every file, and the comparison (the network is not in it).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkRepository } from '../src/cli/code-check/check-repository';
import type { CodePlanDto, PlannedTask } from '../src/shared/schemas/code-analysis';
import type { BenchResult } from './lib/bench';

const FILES = 300;
const TASKS = 60;
const GOAL_MS = 5_000;

const pad = (n: number, width = 3) => String(n).padStart(width, '0');
/** Code that is only code: functions a real file has around its declarations. */
const tsFiller = (n: number) =>
  Array.from({ length: 12 }, (_, i) => `export function helper${n}_${i}(value: number): number {\n  const doubled = value * 2;\n  return doubled > ${i} ? doubled : ${i};\n}\n`).join('\n');
const pyFiller = (n: number) =>
  Array.from({ length: 12 }, (_, i) => `def helper_${n}_${i}(value):\n    doubled = value * 2\n    return doubled if doubled > ${i} else ${i}\n`).join('\n');

function tsFile(n: number, kind: number): [string, string] {
  const name = `Thing${pad(n)}`;
  const table = `thing_${pad(n)}s`;
  switch (kind) {
    case 0:
      return [`src/db/${table}.ts`, `import { pgTable, uuid, text } from 'drizzle-orm/pg-core';\nexport const ${table} = pgTable('${table}', { id: uuid('id'), name: text('name') });\nexport interface ${name} { id: string; name: string }\n${tsFiller(n)}`];
    case 1:
      return [`src/routes/${table}.ts`, `import { Hono } from 'hono';\nexport const routes = new Hono();\nroutes.get('/api/${table}/:id', (c) => c.json({}));\nroutes.post('/api/${table}', async (c) => c.json(await c.req.json(), 201));\n${tsFiller(n)}`];
    case 2:
      return [`src/components/${name}.tsx`, `export function ${name}View({ value }: { value: number }) {\n  return <section className="x"><h2>{value}</h2><p>${name}</p></section>;\n}\n${tsFiller(n)}`];
    default:
      return [`src/${table}.test.ts`, `import { describe, it, expect } from 'vitest';\ndescribe('${name}', () => {\n  it('T-${pad(n % TASKS + 1, 2)}/AC-1 stores a ${name}', () => expect(1).toBe(1));\n  it('lists them', () => expect(2).toBe(2));\n});\n`];
  }
}

function pyFile(n: number, kind: number): [string, string] {
  const name = `Item${pad(n)}`;
  const table = `item_${pad(n)}s`;
  switch (kind) {
    case 0:
      return [`app/models/${table}.py`, `from sqlalchemy import Column, Integer\n\nclass ${name}(Base):\n    __tablename__ = '${table}'\n    id = Column(Integer, primary_key=True)\n\n${pyFiller(n)}`];
    case 1:
      return [`app/api/${table}.py`, `from fastapi import APIRouter\nrouter = APIRouter()\n\n@router.get("/api/${table}/{item_id}")\nasync def read_${table}(item_id: int):\n    return {}\n\n@router.delete("/api/${table}/{item_id}")\nasync def delete_${table}(item_id: int):\n    return None\n\n${pyFiller(n)}`];
    case 2:
      return [`app/cli/${table}.py`, `import click\n\n@cli.command()\ndef sync_${table}():\n    pass\n\n${pyFiller(n)}`];
    default:
      return [`tests/test_${table}.py`, `def test_t${pad(n % TASKS + 1, 2)}_ac2_${table}():\n    assert True\n\ndef test_plain():\n    assert True\n`];
  }
}

/** 300 files, TypeScript and Python alternating, each kind of file in turn. */
function generateRepository(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'specforge-bench-check-'));
  execFileSync('git', ['init', '-q'], { cwd: root });
  for (let i = 0; i < FILES; i += 1) {
    const n = Math.floor(i / 2);
    const [file, text] = i % 2 === 0 ? tsFile(n, n % 4) : pyFile(n, n % 4);
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/**
 * 60 tasks, each planning two entities, two routes and a command of the files `4i` to `4i + 2`:
 * the generated files hold those of the first 37 tasks; the code of the others is missing.
 */
function generatePlan(): CodePlanDto {
  const tasks: PlannedTask[] = Array.from({ length: TASKS }, (_, i) => {
    const n = i * 4;
    return {
      ref: `T-${pad(i + 1, 2)}`,
      title: `Build thing ${n}`,
      criteria: [`T-${pad(i + 1, 2)}/AC-1`, `T-${pad(i + 1, 2)}/AC-2`],
      entities: [`Thing${pad(n)}`, `Item${pad(n)}`],
      routes: [
        { method: 'GET', path: `/api/thing_${pad(n + 1)}s/:id` },
        { method: 'GET', path: `/api/item_${pad(n + 1)}s/:id` },
      ],
      commands: [`sync-item-${pad(n + 2)}s`],
    };
  });
  return {
    projectId: '00000000-0000-4000-8000-000000000000',
    projectName: 'Bench',
    tasks,
    entities: tasks.flatMap((task) => task.entities),
    routes: tasks.flatMap((task) => task.routes),
    commands: tasks.flatMap((task) => task.commands),
  };
}

async function timed(root: string, plan: CodePlanDto) {
  const started = performance.now();
  const report = await checkRepository(root, plan);
  return { ms: Math.round(performance.now() - started), report };
}

export default async function codeCheckBench(): Promise<BenchResult> {
  const root = generateRepository();
  try {
    const plan = generatePlan();
    // The first run pays for loading the parsers; the figure is the slower of the next three.
    await timed(root, plan);
    const runs = [await timed(root, plan), await timed(root, plan), await timed(root, plan)];
    const generatedMs = Math.max(...runs.map((run) => run.ms));
    const { report } = runs[0]!;
    if (report.files !== FILES) throw new Error(`read ${report.files} of ${FILES} files`);
    const ownRoot = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: import.meta.dirname, encoding: 'utf8' }).trim();
    const own = await timed(ownRoot, { ...plan, tasks: [], entities: [], routes: [], commands: [] });
    const statuses = report.tasks.map((task) => task.status);
    console.log(
      `  generated: ${report.files} files, ${statuses.filter((s) => s === 'tested').length} tested / ${statuses.filter((s) => s === 'implemented').length} implemented / ${statuses.filter((s) => s === 'missing').length} missing tasks, ${report.drift.length} drift`,
    );
    console.log(`  this repository: ${own.report.files} files, ${own.report.drift.length} routes, tables and commands found`);
    return {
      name: 'code-check',
      summary: `code-check: ${FILES} generated files in ${generatedMs} ms (goal ≤ ${GOAL_MS} ms) ${generatedMs <= GOAL_MS ? 'met' : 'MISSED'}; this repository (${own.report.files} files) in ${own.ms} ms`,
      metrics: { generatedFiles: report.files, generatedMs, goalMs: GOAL_MS, ownFiles: own.report.files, ownMs: own.ms },
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
