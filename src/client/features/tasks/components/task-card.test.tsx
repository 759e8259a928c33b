import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TaskDto } from '../../../../shared/schemas/tasks';
import { initI18n } from '../../../lib/i18n';
import { TaskBoard } from './task-board';
import { TaskCard } from './task-card';

beforeAll(async () => {
  await initI18n({ appTexts: true });
});

function task(ref: string, extra: Partial<TaskDto> = {}): TaskDto {
  const n = ref.slice(2).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${n}`,
    projectId: '10000000-0000-4000-8000-000000000000',
    ref,
    title: `Task ${ref}`,
    description: '',
    priority: 'medium',
    status: 'todo',
    order: 1,
    estimate: 3,
    acceptanceCriteria: [],
    featureIds: [],
    dependsOn: [],
    blockedBy: [],
    testStrategy: '',
    subtasks: [],
    startedAt: null,
    evidence: null,
    ...extra,
    criteria: (extra.acceptanceCriteria ?? []).map((text, i) => ({ id: `${ref}/AC-${i + 1}`, text })),
  };
}

const ledger = task('T-01', { title: 'Store the greenhouse sensor readings', status: 'in_progress' });
const alerts = task('T-02', { title: 'Send frost alerts to growers', status: 'done' });
const chart = task('T-03', {
  title: 'Chart a week of humidity per bed',
  dependsOn: ['T-01', 'T-02'],
  blockedBy: ['T-01'],
  acceptanceCriteria: ['Given a bed with readings, when the grower opens it, then a week of humidity is drawn'],
  testStrategy: 'A component test draws the chart from fixed readings; an API test checks the week window',
});

function renderCard(card: TaskDto) {
  return render(
    <ul>
      <TaskCard task={card} tool="cursor" dependencies={[ledger, alerts]} />
    </ul>,
  );
}

describe('a task card with dependencies', () => {
  it('says it is blocked, by which unfinished task, and looks muted', () => {
    renderCard(chart);
    const card = screen.getByTestId('task-card');
    expect(card).toHaveAttribute('data-blocked', 'true');
    expect(card).toHaveClass('border-dashed');
    const badge = screen.getByRole('button', { name: 'Blocked by T-01' });
    expect(badge).toHaveAccessibleDescription('Not done yet: T-01 Store the greenhouse sensor readings');
    expect(badge).toHaveAttribute('title', 'T-01 Store the greenhouse sensor readings');
    // Only unfinished dependencies block: T-02 is done.
    expect(badge).not.toHaveTextContent('T-02');
  });

  it('opens its details from the keyboard: dependencies as links with their status, criteria, test strategy', async () => {
    const user = userEvent.setup();
    renderCard(chart);
    const badge = screen.getByRole('button', { name: /^Blocked by T-01/ });
    expect(badge).toHaveAttribute('aria-expanded', 'false');
    badge.focus();
    await user.keyboard('{Enter}');
    expect(badge).toHaveAttribute('aria-expanded', 'true');

    const dependsOn = screen.getByTestId('depends-on');
    const first = within(dependsOn).getByRole('link', { name: 'T-01 Store the greenhouse sensor readings' });
    expect(first).toHaveAttribute('href', `#task-${ledger.id}`);
    expect(within(dependsOn).getAllByRole('listitem')[0]).toHaveTextContent('(In progress)');
    expect(within(dependsOn).getAllByRole('listitem')[1]).toHaveTextContent('T-02 Send frost alerts to growers (Done)');
    expect(screen.getByText(chart.acceptanceCriteria[0]!)).toBeVisible();
    expect(screen.getByText('Test strategy')).toBeVisible();
    expect(screen.getByText(chart.testStrategy)).toBeVisible();
  });

  it('shows no block once its dependencies are done', () => {
    renderCard({ ...chart, blockedBy: [] });
    expect(screen.getByTestId('task-card')).not.toHaveAttribute('data-blocked');
    expect(screen.queryByRole('button', { name: /Blocked by/ })).toBeNull();
  });
});

describe('a read-only board (a team viewer)', () => {
  const withSubtask = task('T-04', {
    title: 'Plant the seedlings',
    subtasks: [{ id: '00000000-0000-4000-8000-0000000000aa', title: 'Water them', status: 'todo', estimate: null, order: 1 }],
  });

  it('shows cards and their prompts, but no handle to move them, no status to pick and no subtask to tick', async () => {
    const user = userEvent.setup();
    render(<TaskBoard board={{ features: [], tasks: [withSubtask] }} filters={{ priority: 'all', feature: 'all' }} tool="cursor" />);
    expect(screen.getByRole('heading', { name: /Plant the seedlings/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move task/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Copy prompt/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /subtasks/i }));
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Water them' })).toBeDisabled();
  });

  it('keeps the handle and the status for those who may edit', async () => {
    const user = userEvent.setup();
    render(
      <TaskBoard
        board={{ features: [], tasks: [withSubtask] }}
        filters={{ priority: 'all', feature: 'all' }}
        tool="cursor"
        onMove={() => undefined}
        onSubtaskChange={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Move task: Plant the seedlings' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /subtasks/i }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Water them' })).toBeEnabled();
  });
});

describe('a done card with evidence', () => {
  const done = task('T-05', {
    status: 'done',
    acceptanceCriteria: ['A grower sees the week', 'An empty bed says so'],
    evidence: {
      state: 'partial',
      commits: [{ sha: 'a1b2c3d4e5', subject: 'T-05 the chart' }],
      files: ['src/chart.ts'],
      criteria: [
        { id: 'T-05/AC-1', tests: ['T-05/AC-1: draws a week'], result: 'passed' },
        { id: 'T-05/AC-2', tests: [], result: 'no_test' },
      ],
      recordedAt: '2026-11-30T10:00:00.000Z',
    },
  });

  it('shows its state as a badge, and in its details each criterion by id with its test, result, commits and files', async () => {
    const user = userEvent.setup();
    renderCard(done);
    expect(screen.getByTestId('evidence-badge')).toHaveTextContent('Partly evidenced');
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(within(screen.getByTestId('criteria')).getAllByRole('listitem')[1]).toHaveTextContent('T-05/AC-2An empty bed says so');
    const evidence = screen.getByTestId('evidence-criteria');
    expect(within(evidence).getAllByRole('listitem')[0]).toHaveTextContent('T-05/AC-1T-05/AC-1: draws a week · passed');
    expect(within(evidence).getAllByRole('listitem')[1]).toHaveTextContent('T-05/AC-2no test');
    expect(screen.getByText('1 commit')).toBeVisible();
    expect(screen.getByText('1 file changed')).toBeVisible();
  });

  it('shows no badge on a card that is not done', () => {
    renderCard(chart);
    expect(screen.queryByTestId('evidence-badge')).toBeNull();
  });
});
