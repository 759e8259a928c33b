import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleBrief } from '../../../../../../tests/support/brief-fixtures';
import type { KitRegenerationDto, KitRegenerationResultDto, ProjectDto } from '../../../../../shared/schemas/projects';
import { initI18n } from '../../../../lib/i18n';
import { meFixture, mockApi, polyfillDialog, renderRoutes } from '../../../../lib/test-utils';
import { ownerAccess, PROJECT_ID, projectWithSteps } from '../../testing';
import { KitRegenerationPanel } from './kit-regeneration-panel';

vi.mock('../../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

beforeAll(async () => {
  await initI18n({ appTexts: true });
  polyfillDialog();
});
afterEach(() => vi.restoreAllMocks());

const done: KitRegenerationDto = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'done',
  createdAt: new Date().toISOString(),
  summary: { documents: ['requirements', 'implementation'], offered: [], tasks: { added: 2, kept: 11, archived: 3 } },
  error: null,
};

function setup(project: ProjectDto, result: KitRegenerationResultDto, plan: 'FREE' | 'FOUNDER' | 'GROWTH' = 'FOUNDER') {
  const me = meFixture({ subscriptionPlan: plan });
  const calls = mockApi(({ method, path }) => {
    if (path === '/api/me') return { body: me };
    if (path === `/api/projects/${PROJECT_ID}/regeneration`) return { body: result };
    if (path === `/api/projects/${PROJECT_ID}/brief`) return { body: { brief: sampleBrief(), version: 1 } };
    if (method === 'POST' && path === `/api/projects/${PROJECT_ID}/regenerate`) {
      return { status: 202, body: { regeneration: { ...done, status: 'queued' }, remaining: result.remaining! - 1 } };
    }
    return undefined;
  });
  const rendered = renderRoutes(
    [
      {
        path: '/dashboard/projects/:projectId',
        element: <KitRegenerationPanel project={{ ...project, access: ownerAccess(me.profile) }} />,
      },
    ],
    `/dashboard/projects/${PROJECT_ID}`,
  );
  rendered.queryClient.setQueryData(['me'], me);
  return calls;
}

describe('regenerating the kit from the project page', () => {
  it('edits the brief, states the cost and names the documents edited by hand before regenerating, and sends the edited brief', async () => {
    const user = userEvent.setup();
    const calls = setup(projectWithSteps([], [], { status: 'ready' }), {
      regeneration: null,
      remaining: 5,
      edited: ['requirements', 'app_flow'],
      offers: [],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit brief and regenerate' }));
    const editor = await screen.findByRole('region', { name: 'Edit the brief' });
    const submit = within(editor).getByRole('button', { name: 'Regenerate the kit' });
    // Nothing to regenerate until the brief changes.
    expect(submit).toBeDisabled();
    await user.click(await within(editor).findByRole('button', { name: 'Remove feature FEAT-003 SMS reminders' }));
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate the whole kit?' });
    expect(dialog).toHaveTextContent("This uses one of your plan's regenerations for this project this month (5 left). No credit is charged.");
    const edited = within(dialog).getByTestId('regenerate-edited');
    expect(edited).toHaveTextContent('You edited these 2 documents by hand. Your texts stay;');
    expect(within(edited).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Requirements', 'App Flow']);
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const posted = calls.find((call) => call.method === 'POST')!.body as { brief: ReturnType<typeof sampleBrief> };
    expect(posted.brief.features.map((feature) => feature.id)).toEqual(['FEAT-001', 'FEAT-002']);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Edit the brief' })).not.toBeInTheDocument());
  });

  it('shows what the last regeneration changed, each document linking to its history', async () => {
    setup(projectWithSteps([], [], { status: 'ready' }), { regeneration: done, remaining: 4, edited: [], offers: [] });
    const summary = await screen.findByTestId('regeneration-summary');
    expect(summary).toHaveTextContent('2 documents changed');
    expect(summary).toHaveTextContent('Tasks: 2 added to To do, 11 kept with their status, 3 archived.');
    expect(within(summary).getByRole('link', { name: 'Requirements' })).toHaveAttribute(
      'href',
      `/dashboard/projects/${PROJECT_ID}?tab=requirements&history=1`,
    );
  });

  it('says a failed regeneration was not counted, and offers nothing on the Free plan', async () => {
    setup(projectWithSteps([], [], { status: 'ready' }), {
      regeneration: { ...done, status: 'failed', error: 'provider down' },
      remaining: 5,
      edited: [],
      offers: [],
    });
    expect(await screen.findByText('The regeneration failed')).toBeInTheDocument();
    expect(screen.getByText(/does not count against your month/)).toBeInTheDocument();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    const calls = setup(
      projectWithSteps([], [], { status: 'ready' }),
      { regeneration: done, remaining: 0, edited: [], offers: [] },
      'FREE',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Edit brief and regenerate' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('regeneration-summary')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/regeneration'))).toEqual([]);
  });
});
