import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../../../lib/i18n';
import { mockApi, polyfillDialog, renderRoutes } from '../../../lib/test-utils';
import { toast } from '../../../lib/toast';
import { PROJECT_ID, projectFixture } from '../testing';
import { ManageProject } from './manage-project';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(async () => {
  await initI18n({ appTexts: true });
  polyfillDialog();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
});

function setup() {
  const project = projectFixture({ name: 'PawWalk' });
  const calls = mockApi(({ method, body }) => {
    if (method === 'PATCH') return { body: { ...project, name: (body as { name: string }).name } };
    if (method === 'DELETE') return { status: 204 };
    return undefined;
  });
  const rendered = renderRoutes(
    [
      { path: '/dashboard/projects/:projectId', element: <ManageProject project={project} /> },
      { path: '/dashboard/projects', element: <h1>My Projects</h1> },
    ],
    `/dashboard/projects/${PROJECT_ID}`,
  );
  return { ...rendered, calls };
}

describe('renaming and deleting a project', () => {
  it('renames through a dialog, by keyboard, and refuses an empty name', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename project' });
    const field = within(dialog).getByRole('textbox', { name: 'Project name' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('PawWalk');

    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter a project name.');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.type(field, 'Walkies{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: `/api/projects/${PROJECT_ID}`,
      body: { name: 'Walkies' },
    });
    expect(toast.success).toHaveBeenCalledWith('Project renamed to “Walkies”');
  });

  it('refuses a pasted name with a line break, tab or control character, saying so in the reader’s language', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename project' });
    const field = within(dialog).getByRole('textbox', { name: 'Project name' });
    await user.clear(field);
    await user.click(field);
    await user.paste('Walkies\tEND:VEVENT\u0085');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This must be a single line, without line breaks, tabs or invisible control characters.',
    );
    try {
      await act(() => setLanguage('ru'));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Здесь нужна одна строка: без переносов строк, табуляций и невидимых управляющих символов.',
      );
    } finally {
      await act(() => setLanguage('en'));
    }
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('deletes after a confirmation that names the project, then goes back to the list', async () => {
    const user = userEvent.setup();
    const { calls, router } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “PawWalk”?' });
    expect(dialog).toHaveAccessibleDescription(/deleted for good/);
    // Cancel has the focus: Enter right away deletes nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete project' }));
    expect(await screen.findByRole('heading', { name: 'My Projects' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/projects');
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/projects/${PROJECT_ID}`);
    expect(toast.success).toHaveBeenCalledWith('“PawWalk” deleted');
  });
});
