import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentVersionDto, DocumentVersionSummaryDto } from '../../../../../shared/schemas/projects';
import { stubViewport } from '../../../../components/layout/layout-test-utils';
import { initI18n } from '../../../../lib/i18n';
import { apiError, mockApi, polyfillDialog, renderRoutes, type ApiHandler } from '../../../../lib/test-utils';
import { toast } from '../../../../lib/toast';
import { PROJECT_ID } from '../../testing';
import { HistoryAction } from './history-action';
import { HistoryPanel } from './history-panel';

vi.mock('../../../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() },
}));

beforeAll(async () => {
  await initI18n({ appTexts: true });
  polyfillDialog();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const base = `/api/projects/${PROJECT_ID}/documents/overview/versions`;
const texts: Record<number, string> = {
  1: '# Plan\n\nOwners pay by card.\n',
  2: '# Plan\n\nOwners pay by invoice.\n',
};
const summaries: DocumentVersionSummaryDto[] = [
  {
    version: 2,
    source: 'edited',
    title: 'Overview',
    createdAt: '2026-01-03T10:00:00.000Z',
    who: { id: 'user-1', name: 'Ann' },
  },
  { version: 1, source: 'generated', title: 'Overview', createdAt: '2026-01-02T10:00:00.000Z', who: null },
];
const versionOf = (n: number): DocumentVersionDto => ({
  ...summaries.find((s) => s.version === n)!,
  kind: 'overview',
  content: texts[n]!,
});

function setup({ handler, canRestore = true }: { handler?: ApiHandler; canRestore?: boolean } = {}) {
  const onClose = vi.fn();
  const calls = mockApi((request) => {
    const custom = handler?.(request);
    if (custom) return custom;
    if (request.path === base) return { body: { versions: summaries } };
    const match = new RegExp(`^${base}/(\\d+)$`).exec(request.path);
    if (match) return { body: versionOf(Number(match[1])) };
    return undefined;
  });
  renderRoutes(
    [
      {
        path: '/',
        element: <HistoryPanel projectId={PROJECT_ID} kind="overview" canRestore={canRestore} onClose={onClose} />,
      },
    ],
    '/',
  );
  return { calls, onClose };
}

describe('the history panel', () => {
  it('lists the versions and shows the words the newest one changed, side by side on a wide screen', async () => {
    stubViewport(1280);
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'Overview: version history' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Version 2current.*Edited · by Ann/),
      expect.stringMatching(/^Version 1.*Generated · by Specforge/),
    ]);
    const diff = await within(dialog).findByRole('region', { name: 'Changes from version 1 to version 2' });
    expect(diff).toHaveAttribute('data-layout', 'split');
    expect([...diff.querySelectorAll('del')].map((e) => e.textContent)).toEqual(['card']);
    expect([...diff.querySelectorAll('ins')].map((e) => e.textContent)).toEqual(['invoice']);
    expect(within(dialog).getByText('1 changed, 0 added, 0 removed lines')).toBeInTheDocument();
  });

  it('shows the changes inline on a phone, and says when two versions are the same', async () => {
    stubViewport(390);
    const user = userEvent.setup();
    setup();
    const diff = await screen.findByRole('region', { name: 'Changes from version 1 to version 2' });
    expect(diff).toHaveAttribute('data-layout', 'inline');
    await user.selectOptions(screen.getByLabelText('Compare'), '2');
    expect(await screen.findByText('These two versions are the same.')).toBeInTheDocument();
  });

  it('restores a version after a confirmation that Escape cancels, and closes', async () => {
    stubViewport(1280);
    const user = userEvent.setup();
    const { calls, onClose } = setup({
      handler: ({ method, path }) =>
        method === 'POST' && path === `${base}/1/restore`
          ? { body: { ...versionOf(1), version: 3, source: 'restored', who: { id: 'user-1', name: 'Ann' } } }
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    expect(screen.getByText(/It becomes the current text as version 3/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore version 1' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(/It becomes the current text/)).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: `${base}/1/restore`,
      body: { baseVersion: 2 },
    });
    expect(toast.success).toHaveBeenCalledWith('Overview: version 1 restored as version 3');
  });

  it('says why a restore failed when the document changed meanwhile', async () => {
    stubViewport(1280);
    const user = userEvent.setup();
    const { onClose } = setup({
      handler: ({ method }) => (method === 'POST' ? apiError(409, 'STALE_VERSION', 'Any wording') : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This document was changed since you opened it.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers no restore to an account that may not edit, and Escape closes the panel', async () => {
    stubViewport(1280);
    const user = userEvent.setup();
    const { onClose } = setup({ canRestore: false });
    await screen.findByRole('region', { name: 'Changes from version 1 to version 2' });
    expect(screen.queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
    // Into the panel by keyboard (jsdom's stand-in for showModal moves no focus), then Escape.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close history' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a failed load with a retry', async () => {
    stubViewport(1280);
    const user = userEvent.setup();
    let fail = true;
    setup({ handler: ({ path }) => (path === base && fail ? apiError(500, 'INTERNAL_ERROR', 'Boom') : undefined) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the history of this document.');
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
  });

  it('opens from a link that asks for the history, and closing it takes the request out of the address', async () => {
    stubViewport(1280);
    const user = userEvent.setup();
    mockApi((request) => (request.path === base ? { body: { versions: summaries } } : undefined));
    const { router } = renderRoutes(
      [{ path: '/', element: <HistoryAction projectId={PROJECT_ID} kind="overview" canRestore /> }],
      '/?tab=overview&history=1',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Overview: version history' });
    await user.click(within(dialog).getByRole('button', { name: 'Close history' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?tab=overview');
  });
});
