import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentDto, ProjectDto } from '../../../../shared/schemas/projects';
import { initI18n } from '../../../lib/i18n';
import { apiError, meFixture, mockApi, polyfillDialog, renderRoutes, type ApiHandler } from '../../../lib/test-utils';
import { toast } from '../../../lib/toast';
import { MAX_EVENT_STREAM_ERRORS } from '../use-project-live-updates';
import { documentFixture, memberAccess, ownerAccess, PROJECT_ID, projectFixture, projectWithSteps } from '../testing';
import ProjectPage from './project-page';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  private listeners = new Map<string, Set<(event: Event) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }
  removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  get closed() {
    return this.readyState === FakeEventSource.CLOSED;
  }
  emitProject(project: ProjectDto) {
    act(() => {
      for (const listener of this.listeners.get('project') ?? [])
        listener(new MessageEvent('project', { data: JSON.stringify(project) }));
    });
  }
  emitError() {
    act(() => {
      for (const listener of this.listeners.get('error') ?? []) listener(new Event('error'));
    });
  }
}
const lastSource = () => FakeEventSource.instances.at(-1);

beforeAll(async () => {
  await initI18n({ appTexts: true });
  polyfillDialog();
});
beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

interface State {
  project: ProjectDto;
  documents: DocumentDto[];
}

function setup(
  state: State,
  { me = meFixture(), handler }: { me?: ReturnType<typeof meFixture>; handler?: ApiHandler } = {},
) {
  const calls = mockApi((request) => {
    const custom = handler?.(request);
    if (custom) return custom;
    if (request.path === '/api/me') return { body: me };
    // The server judges an own project on its owner's plan: the signed-in account's here.
    if (request.path === `/api/projects/${PROJECT_ID}`)
      return { body: state.project.access.team ? state.project : { ...state.project, access: ownerAccess(me.profile) } };
    if (request.path === `/api/projects/${PROJECT_ID}/documents`) return { body: { documents: state.documents } };
    return undefined;
  });
  const rendered = renderRoutes(
    [
      { path: '/dashboard', element: <h1>Home page</h1> },
      { path: '/dashboard/projects/:projectId', element: <ProjectPage /> },
    ],
    `/dashboard/projects/${PROJECT_ID}`,
  );
  rendered.queryClient.setQueryData(['me'], me);
  return { ...rendered, calls };
}

describe('the project page', () => {
  it('shows each document the moment its step is done, over server-sent events', async () => {
    const user = userEvent.setup();
    const state: State = {
      project: projectWithSteps(['overview'], ['requirements']),
      documents: [documentFixture('overview', '# Pawsitters overview\n\nDog sitting, booked.')],
    };
    setup(state);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pawsitters' })).toBeInTheDocument();
    expect(screen.getByText('Generating')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Building your kit' })).toHaveAttribute('aria-valuenow', '1');
    expect(await screen.findByRole('heading', { name: 'Pawsitters overview' })).toBeInTheDocument();
    await waitFor(() => expect(lastSource()?.url).toBe(`/api/projects/${PROJECT_ID}/events`));

    // Tabs in their fixed order; a document not written yet shows a skeleton and a spinner.
    const tabs = within(screen.getByRole('tablist', { name: 'Documents' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.replace(/\(being generated\)/, '').trim())).toEqual([
      'Overview',
      'Requirements',
      'Tech Stack',
      'Backend API',
      'Frontend Spec',
      'Quality Assurance',
      'AI Rules',
      'App Flow',
      'Implementation',
      'What Next',
      // A plan feature (Founder and Growth): the roadmap, after the documents.
      'Roadmap',
    ]);
    const requirementsTab = screen.getByRole('tab', { name: /Requirements/ });
    expect(within(requirementsTab).getByTestId('tab-spinner')).toBeInTheDocument();
    await user.click(requirementsTab);
    expect(requirementsTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('This document is still being generated.');

    // The requirements step ends: the document appears without a reload.
    state.documents = [
      ...state.documents,
      documentFixture('requirements', '# Requirements\n\n- FEAT-001 Book a sitter'),
    ];
    state.project = projectWithSteps(['overview', 'requirements'], ['tech_stack']);
    lastSource()?.emitProject(state.project);
    expect(await within(screen.getByRole('tabpanel')).findByText('FEAT-001 Book a sitter')).toBeInTheDocument();
    expect(within(requirementsTab).queryByTestId('tab-spinner')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Building your kit' })).toHaveAttribute('aria-valuenow', '2');

    // Ready: the stream closes, the progress list gives way to the kit check.
    state.project = {
      ...projectWithSteps(
        state.project.steps.map((s) => s.step),
        [],
        { status: 'ready' },
      ),
      kitCheck: {
        passed: false,
        score: 80,
        briefChecked: true,
        checks: [
          { id: 'features', label: 'Every feature has a screen', passed: true, problems: [] },
          { id: 'tasks', label: 'Every feature has a task', passed: false, problems: ['FEAT-002 has no task'] },
        ],
      },
    };
    lastSource()?.emitProject(state.project);
    expect(await screen.findByRole('heading', { name: 'Kit check' })).toBeInTheDocument();
    expect(screen.getByText('Score 80/100')).toBeInTheDocument();
    expect(screen.getByText('FEAT-002 has no task')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(lastSource()?.closed).toBe(true);
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    setup({
      project: projectWithSteps([], [], { status: 'ready' }),
      documents: [documentFixture('overview', 'Hello')],
    });
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('tabindex', '0');
    overview.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Requirements' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Requirements' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'What Next' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Roadmap' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the roadmap in its tab on the Founder plan', async () => {
    const user = userEvent.setup();
    // A desktop window: the timeline, not the phone's list.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      addEventListener() {},
      removeEventListener() {},
    }));
    const roadmap = {
      projectId: PROJECT_ID,
      projectName: 'Pawsitters',
      startDate: '2027-03-01',
      endDate: '2027-03-03',
      today: '2027-03-02',
      phases: [
        {
          index: 0,
          name: 'Walks booked',
          goal: 'Owners book walks',
          start: '2027-03-01',
          end: '2027-03-03',
          progress: 0.5,
          dependsOn: [],
          durationDays: 3,
          shift: 0,
        },
      ],
      tasks: [],
    };
    const { calls } = setup(
      { project: projectWithSteps([], [], { status: 'ready' }), documents: [documentFixture('overview', 'Hello')] },
      {
        handler: (request) => (request.path === `/api/projects/${PROJECT_ID}/roadmap` ? { body: roadmap } : undefined),
      },
    );
    await user.click(await screen.findByRole('tab', { name: 'Roadmap' }));
    const phase = await screen.findByRole('slider', { name: 'Walks booked' });
    expect(phase).toHaveAttribute('aria-valuetext', expect.stringContaining('50% done'));
    expect(screen.getByRole('link', { name: 'Export to calendar (.ics)' })).toHaveAttribute(
      'href',
      `/api/projects/${PROJECT_ID}/roadmap.ics`,
    );
    // Moved a working day with the keyboard: the move is saved once the keys rest.
    phase.focus();
    await user.keyboard('{ArrowRight}');
    expect(phase).toHaveAttribute('aria-valuenow', '1');
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'PUT' && call.path === `/api/projects/${PROJECT_ID}/roadmap`)).toBe(
        true,
      ),
    );
  });

  it('has no roadmap tab on the Free plan', async () => {
    setup(
      { project: projectWithSteps([], [], { status: 'ready' }), documents: [documentFixture('overview', 'Hello')] },
      { me: meFixture({ subscriptionPlan: 'FREE', availableCredits: 2 }) },
    );
    await screen.findByRole('tab', { name: 'Overview' });
    expect(screen.queryByRole('tab', { name: 'Roadmap' })).not.toBeInTheDocument();
  });

  it('polls every 3 s when the event stream keeps failing', async () => {
    const state: State = { project: projectWithSteps(['overview'], ['requirements']), documents: [] };
    const { calls } = setup(state);
    await screen.findByRole('heading', { level: 1, name: 'Pawsitters' });
    await waitFor(() => expect(lastSource()).toBeDefined());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    for (let i = 0; i < MAX_EVENT_STREAM_ERRORS; i += 1) lastSource()?.emitError();
    expect(lastSource()?.closed).toBe(true);
    const projectGets = () => calls.filter((c) => c.path === `/api/projects/${PROJECT_ID}`).length;
    const before = projectGets();
    state.project = projectWithSteps(['overview', 'requirements'], []);
    state.documents = [documentFixture('requirements', 'Polled requirements')];
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(projectGets()).toBeGreaterThan(before));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Building your kit' })).toHaveAttribute('aria-valuenow', '2'),
    );
    // A newly done step fetches the documents again.
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/documents')).length).toBeGreaterThan(1));
  });

  it('says so when the project does not exist (or is not yours)', async () => {
    setup(
      { project: projectFixture(), documents: [] },
      {
        handler: ({ path }) =>
          path === `/api/projects/${PROJECT_ID}` ? apiError(404, 'NOT_FOUND', 'Not found.') : undefined,
      },
    );
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('shows why a kit failed and starts it again; without credits the modal opens', async () => {
    const user = userEvent.setup();
    const failed = projectWithSteps(['overview'], [], {
      status: 'failed',
      failureReason: 'The AI provider timed out.',
    });
    failed.steps = failed.steps.map((s) => (s.step === 'requirements' ? { ...s, status: 'failed' } : s));
    let retryAnswer: ReturnType<ApiHandler> = apiError(402, 'INSUFFICIENT_CREDITS', 'Insufficient Credits');
    const { calls } = setup(
      { project: failed, documents: [documentFixture('overview', 'Overview text')] },
      { handler: ({ method, path }) => (method === 'POST' && path.endsWith('/retry') ? retryAnswer : undefined) },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The AI provider timed out.');
    expect(screen.getByRole('tab', { name: 'Requirements' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    retryAnswer = { status: 202, body: projectWithSteps(['overview'], [], { status: 'queued' }) };
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText('Queued')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/retry'))).toHaveLength(2);
    // Back at work: live updates resume.
    await waitFor(() => expect(lastSource()?.closed).toBe(false));
  });

  it('regenerates the document on screen after a confirmation (paid plans only)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const state: State = {
      project: projectWithSteps([], [], { status: 'ready' }),
      documents: [documentFixture('overview', 'First version')],
    };
    setup(state, {
      me: meFixture({ subscriptionPlan: 'FOUNDER' }),
      handler: ({ method, path }) =>
        method === 'POST' && path === `/api/projects/${PROJECT_ID}/documents/overview/regenerate`
          ? { status: 202, body: { remaining: 4 } }
          : undefined,
    });
    await screen.findByText('First version');
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate Overview?' });
    expect(dialog).toHaveTextContent('Your plan includes 5 regenerations per project each month.');
    state.documents = [documentFixture('overview', 'Second version', 2)];
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Regenerating Overview', {
        description: 'Regenerations left this month: 4',
      }),
    );
    expect(screen.getByText('Writing a new version…')).toBeInTheDocument();
    // The documents are asked for again until the new version is there.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('Second version')).toBeInTheDocument();
    expect(screen.queryByText('Writing a new version…')).not.toBeInTheDocument();
    expect(screen.getByText(/Version 2/)).toBeInTheDocument();
  });

  it('offers no regeneration on the Free plan', async () => {
    setup(
      { project: projectWithSteps([], [], { status: 'ready' }), documents: [documentFixture('overview', 'Read only')] },
      { me: meFixture({ subscriptionPlan: 'FREE', availableCredits: 0 }) },
    );
    await screen.findByText('Read only');
    expect(screen.queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
  });

  it('keeps a kit bought earlier usable on the Free plan at zero credits, without regeneration', async () => {
    setup(
      { project: projectWithSteps([], [], { status: 'ready' }), documents: [documentFixture('overview', 'Mine')] },
      { me: meFixture({ subscriptionPlan: 'FREE', availableCredits: 0, ownsKits: true }) },
    );
    await screen.findByText('Mine');
    for (const name of ['Copy', 'Edit', 'AI implementation prompt'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    for (const name of ['Download', 'Export kit (ZIP)']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
  });

  it('reads only for an account that never paid: no copy, download, edit, prompt or export', async () => {
    setup(
      { project: projectWithSteps([], [], { status: 'ready' }), documents: [documentFixture('overview', 'Read only')] },
      { me: meFixture({ subscriptionPlan: 'FREE', availableCredits: 0 }) },
    );
    await screen.findByText('Read only');
    expect(screen.getByText('Upgrade your plan to edit, copy, download or export documents.')).toBeInTheDocument();
    for (const name of ['Copy', 'Edit', 'AI implementation prompt'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    for (const name of ['Download', 'Export kit (ZIP)'])
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it('edits a document into a new version, and says so when someone saved a newer one first', async () => {
    const user = userEvent.setup();
    const state: State = {
      project: projectWithSteps([], [], { status: 'ready' }),
      documents: [documentFixture('overview', 'First words')],
    };
    let conflict = true;
    const { calls } = setup(state, {
      handler: ({ method, path, body }) => {
        if (method !== 'PUT' || path !== `/api/projects/${PROJECT_ID}/documents/overview`) return undefined;
        if (conflict) return apiError(409, 'STALE_VERSION', 'Any wording: the code decides');
        const saved = {
          ...documentFixture('overview', (body as { content: string }).content, 2),
          source: 'edited' as const,
        };
        state.documents = [saved];
        return { body: saved };
      },
    });
    await screen.findByText('First words');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      `/api/projects/${PROJECT_ID}/documents/overview/download`,
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = screen.getByLabelText('Overview (markdown)');
    await user.clear(editor);
    await user.click(screen.getByRole('button', { name: 'Save as new version' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The document cannot be empty.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(editor, 'Better words');
    await user.click(screen.getByRole('button', { name: 'Save as new version' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This document was changed since you opened it. Reload it and try again.',
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ content: 'Better words', baseVersion: 1 });

    conflict = false;
    await user.click(screen.getByRole('button', { name: 'Save as new version' }));
    expect(await screen.findByText('Better words')).toBeInTheDocument();
    expect(screen.queryByLabelText('Overview (markdown)')).not.toBeInTheDocument();
    expect(screen.getByText(/Version 2 · edited/)).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Overview saved as version 2');
  });

  it('offers Growth a new document, whose tab shows it being written, then its content, and arrow keys reach it', async () => {
    const user = userEvent.setup();
    const id = '7d1f6a52-3b8e-4c1a-9a55-0d6a3f0f7e21';
    const base = {
      id,
      kind: 'custom',
      title: 'Payouts',
      instructions: 'How walkers get paid.',
      error: null,
      createdAt: '2026-01-02T03:04:05.000Z',
    };
    let custom: unknown[] = [];
    setup(
      { project: projectWithSteps([], [], { status: 'ready' }), documents: [documentFixture('what_next', 'Next')] },
      {
        me: meFixture({ subscriptionPlan: 'GROWTH', availableCredits: 3, ownsKits: true }),
        handler: ({ method, path }) => {
          if (path === `/api/projects/${PROJECT_ID}/custom-documents`) return { body: { documents: custom } };
          if (method === 'POST' && path === `/api/projects/${PROJECT_ID}/documents`) {
            custom = [{ ...base, status: 'queued', content: null, version: null, source: null }];
            return { status: 202, body: custom[0] };
          }
          return undefined;
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'New document' }));
    const dialog = await screen.findByRole('dialog', { name: 'New document' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Payouts');
    await user.type(within(dialog).getByRole('textbox', { name: 'What should it cover?' }), 'How walkers get paid.');
    await user.click(within(dialog).getByRole('button', { name: 'Write document' }));

    const tab = await screen.findByRole('tab', { name: /Payouts/ });
    await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
    expect(within(tab).getByTestId('tab-spinner')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('This document is still being generated.');

    custom = [{ ...base, status: 'done', content: '# Payouts\n\nEvery Friday.', version: 1, source: 'generated' }];
    expect(await screen.findByText('Every Friday.', undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'History' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      `/api/projects/${PROJECT_ID}/documents/${id}/download`,
    );
    expect(screen.queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();

    // From the last kit tab, the right arrow goes on to the custom one; Home goes back to the first.
    await user.click(screen.getByRole('tab', { name: 'What Next' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Payouts' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: /Overview/ })).toHaveAttribute('aria-selected', 'true');
  }, 15_000);

  it('hides New document below Growth', async () => {
    setup({ project: projectWithSteps([], [], { status: 'ready' }), documents: [documentFixture('overview', 'Mine')] });
    await screen.findByText('Mine');
    expect(screen.queryByRole('button', { name: 'New document' })).not.toBeInTheDocument();
  });
  it('lets a team viewer read, copy, download and export, and nothing more, whatever its own plan', async () => {
    setup(
      {
        project: projectWithSteps(['tasks'], [], { status: 'ready', access: memberAccess('viewer', 'Olga') }),
        documents: [documentFixture('overview', 'Shared words')],
      },
      { me: meFixture({ subscriptionPlan: 'FREE', availableCredits: 0 }) },
    );
    await screen.findByText('Shared words');
    expect(screen.getByTestId('team-badge')).toHaveTextContent('Team · Olga·Viewer');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    for (const name of ['Download', 'Export kit (ZIP)', 'Task board']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
    for (const name of ['Edit', 'Regenerate', 'New document', 'Rename', 'Delete', 'Edit brief and regenerate'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ask the kit' })).not.toBeInTheDocument();
    expect(screen.queryByText('Upgrade your plan to edit, copy, download or export documents.')).not.toBeInTheDocument();
  });

  it('lets a team editor edit, regenerate and add documents on the owner’s Growth plan, but not rename or delete', async () => {
    setup(
      {
        project: projectWithSteps([], [], { status: 'ready', access: memberAccess('editor', 'Olga') }),
        documents: [documentFixture('overview', 'Shared words')],
      },
      {
        me: meFixture({ subscriptionPlan: 'FREE', availableCredits: 0 }),
        handler: ({ path }) =>
          path === `/api/projects/${PROJECT_ID}/custom-documents` ? { body: { documents: [] } } : undefined,
      },
    );
    await screen.findByText('Shared words');
    for (const name of ['Edit', 'Regenerate', 'New document'])
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ask the kit' })).toBeInTheDocument();
    for (const name of ['Rename', 'Delete']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
