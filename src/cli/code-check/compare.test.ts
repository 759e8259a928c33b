import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CodePlanDto } from '../../shared/schemas/code-analysis';
import { compareWithPlan } from './compare';
import { scanRepository } from './scan';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function repository(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'specforge-check-'));
  roots.push(root);
  execFileSync('git', ['init', '-q'], { cwd: root });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** A small product in TypeScript and Python: some of the plan built, some tested, some missing, some not planned. */
export const fixtureFiles: Record<string, string> = {
  'src/db/schema.ts': [
    "import { pgTable, uuid } from 'drizzle-orm/pg-core';",
    "export const walkSessions = pgTable('walk_sessions', { id: uuid('id') });",
    "export const audit = pgTable('audit_log', { id: uuid('id') });",
  ].join('\n'),
  'src/routes/walks.ts': [
    "import { Hono } from 'hono';",
    'const walks = new Hono();',
    "walks.get('/walks/:walkId', (c) => c.json({}));",
    'walks.post(`/api/walks`, (c) => c.json({}, 201));',
    "walks.get('/api/health', (c) => c.text('ok'));",
    "export const note = 'T-03/AC-1 is not a test here';",
  ].join('\n'),
  'src/cli.tsx': ["import { Command } from 'commander';", "new Command('walky').command('stop-walk <id>');", 'export const X = () => <b>walky</b>;'].join('\n'),
  'app/models.py': [
    'class Walker(Base):',
    "    __tablename__ = 'walkers'",
    '',
    'class Booking(models.Model):',
    '    class Meta:',
    "        db_table = 'bookings'",
  ].join('\n'),
  'app/api.py': [
    '@router.delete("/api/invoices/{invoice_id}")',
    'async def remove_invoice(invoice_id: int):',
    '    return None',
    '',
    "@app.route('/api/export', methods=['POST'])",
    'def export():',
    '    pass',
  ].join('\n'),
  'app/cli.py': ['@cli.command()', 'def start_walk():', '    pass', '', "sub.add_parser('report', help='x')"].join('\n'),
  'src/walks.test.ts': [
    "describe('walks', () => {",
    "  it('T-01/AC-1 stores a walk', () => {});",
    "  test.concurrent(\"T1_AC2 reads it back\", () => {});",
    "  app.get('/api/only-in-a-test', handler);",
    '});',
  ].join('\n'),
  'tests/test_cli.py': ['def test_t02_ac1_start_walk():', '    pass', '', 'def test_t04_ac1_setup():', '    pass'].join('\n'),
};

export const fixturePlan: CodePlanDto = {
  projectId: '00000000-0000-4000-8000-000000000000',
  projectName: 'Walky',
  tasks: [
    {
      ref: 'T-01',
      title: 'Store walks',
      criteria: ['T-01/AC-1', 'T-01/AC-2'],
      entities: ['WalkSession', 'Walker'],
      routes: [
        { method: 'GET', path: '/api/walks/:id' },
        { method: 'POST', path: '/api/walks' },
      ],
      commands: [],
    },
    {
      ref: 'T-02',
      title: 'Walks from the command line',
      criteria: ['T-02/AC-1', 'T-02/AC-2'],
      entities: ['Booking'],
      routes: [],
      commands: ['start-walk', 'stop-walk'],
    },
    {
      ref: 'T-03',
      title: 'Invoices',
      criteria: ['T-03/AC-1'],
      entities: ['Invoice'],
      routes: [{ method: 'DELETE', path: '/api/invoices/[id]' }],
      commands: [],
    },
    { ref: 'T-04', title: 'Set up', criteria: ['T-04/AC-1'], entities: [], routes: [], commands: [] },
    { ref: 'T-05', title: 'Launch', criteria: ['T-05/AC-1'], entities: [], routes: [], commands: [] },
  ],
  entities: ['WalkSession', 'Walker', 'Booking', 'Invoice'],
  routes: [
    { method: 'GET', path: '/api/walks/:id' },
    { method: 'POST', path: '/api/walks' },
    { method: 'DELETE', path: '/api/invoices/[id]' },
  ],
  commands: ['start-walk', 'stop-walk'],
};

/** Exactly what the check must report for the fixture. */
export const fixtureReport = {
  files: 8,
  tasks: [
    {
      ref: 'T-01',
      title: 'Store walks',
      status: 'tested',
      planned: [
        { kind: 'entity', name: 'WalkSession' },
        { kind: 'entity', name: 'Walker' },
        { kind: 'route', name: 'GET /api/walks/:id' },
        { kind: 'route', name: 'POST /api/walks' },
      ],
      implemented: [
        { kind: 'entity', name: 'WalkSession', file: 'src/db/schema.ts', line: 2 },
        { kind: 'entity', name: 'Walker', file: 'app/models.py', line: 1 },
        { kind: 'route', name: 'GET /api/walks/:id', file: 'src/routes/walks.ts', line: 3 },
        { kind: 'route', name: 'POST /api/walks', file: 'src/routes/walks.ts', line: 4 },
      ],
      missing: [],
      criteria: ['T-01/AC-1', 'T-01/AC-2'],
      tested: ['T-01/AC-1', 'T-01/AC-2'],
    },
    {
      ref: 'T-02',
      title: 'Walks from the command line',
      status: 'implemented',
      planned: [
        { kind: 'entity', name: 'Booking' },
        { kind: 'command', name: 'start-walk' },
        { kind: 'command', name: 'stop-walk' },
      ],
      implemented: [
        { kind: 'entity', name: 'Booking', file: 'app/models.py', line: 4 },
        { kind: 'command', name: 'start-walk', file: 'app/cli.py', line: 1 },
        { kind: 'command', name: 'stop-walk', file: 'src/cli.tsx', line: 2 },
      ],
      missing: [],
      criteria: ['T-02/AC-1', 'T-02/AC-2'],
      tested: ['T-02/AC-1'],
    },
    {
      ref: 'T-03',
      title: 'Invoices',
      status: 'missing',
      planned: [
        { kind: 'entity', name: 'Invoice' },
        { kind: 'route', name: 'DELETE /api/invoices/[id]' },
      ],
      implemented: [{ kind: 'route', name: 'DELETE /api/invoices/[id]', file: 'app/api.py', line: 1 }],
      missing: [{ kind: 'entity', name: 'Invoice' }],
      criteria: ['T-03/AC-1'],
      tested: [],
    },
    {
      ref: 'T-04',
      title: 'Set up',
      status: 'tested',
      planned: [],
      implemented: [],
      missing: [],
      criteria: ['T-04/AC-1'],
      tested: ['T-04/AC-1'],
    },
    {
      ref: 'T-05',
      title: 'Launch',
      status: 'missing',
      planned: [],
      implemented: [],
      missing: [],
      criteria: ['T-05/AC-1'],
      tested: [],
    },
  ],
  drift: [
    { kind: 'route', name: 'POST /api/export', file: 'app/api.py', line: 5 },
    { kind: 'route', name: 'GET /api/health', file: 'src/routes/walks.ts', line: 5 },
    { kind: 'table', name: 'audit_log', file: 'src/db/schema.ts', line: 3 },
    { kind: 'command', name: 'report', file: 'app/cli.py', line: 5 },
  ],
};

describe('the code check', () => {
  it('reports exactly what of the plan is implemented, tested and missing, and the routes, tables and commands it does not plan', async () => {
    const root = repository(fixtureFiles);
    expect(compareWithPlan(fixturePlan, await scanRepository(root))).toEqual(fixtureReport);
  });

  it('reads declarations from the syntax tree: a string or a comment that looks like code is not code', async () => {
    const root = repository({
      'src/a.ts': "// app.get('/api/commented', h)\nconst s = \"router.post('/api/quoted', h)\";\nclass Walk {}\n",
      'app/b.py': '"""\n@app.get("/api/docstring")\n"""\nclass Walk:\n    pass\n',
    });
    const found = await scanRepository(root);
    expect(found.routes).toEqual([]);
    expect(found.entities.map((e) => `${e.file}:${e.line} ${e.name}`)).toEqual(['app/b.py:4 Walk', 'src/a.ts:3 Walk']);
  });
});
