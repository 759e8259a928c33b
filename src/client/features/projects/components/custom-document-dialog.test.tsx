import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CustomDocumentDto } from '../../../../shared/schemas/custom-documents';
import { initI18n } from '../../../lib/i18n';
import { apiError, mockApi, polyfillDialog, renderRoutes } from '../../../lib/test-utils';
import { toast } from '../../../lib/toast';
import { PROJECT_ID } from '../testing';
import { NewCustomDocument } from './custom-document-dialog';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(async () => {
  await initI18n({ appTexts: true });
  polyfillDialog();
});
afterEach(() => vi.restoreAllMocks());

const queued = (title: string): CustomDocumentDto => ({
  id: '7d1f6a52-3b8e-4c1a-9a55-0d6a3f0f7e21',
  kind: 'custom',
  title,
  instructions: 'How owners pay.',
  status: 'queued',
  error: null,
  content: null,
  version: null,
  source: null,
  createdAt: new Date().toISOString(),
});

function setup(answer: (body: { title: string }) => { status?: number; body?: unknown }, documents: CustomDocumentDto[] = []) {
  const calls = mockApi(({ method, body }) => (method === 'POST' ? answer(body as { title: string }) : undefined));
  const onCreated = vi.fn();
  renderRoutes(
    [{ path: '/p/:id', element: <NewCustomDocument projectId={PROJECT_ID} documents={documents} onCreated={onCreated} /> }],
    `/p/${PROJECT_ID}`,
  );
  return { calls, onCreated };
}

describe('a new custom document', () => {
  it('is asked for by keyboard in a small form that checks its fields, then its tab is selected', async () => {
    const user = userEvent.setup();
    const { calls, onCreated } = setup(({ title }) => ({ status: 202, body: queued(title) }));
    await user.click(screen.getByRole('button', { name: 'New document' }));
    const dialog = await screen.findByRole('dialog', { name: 'New document' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();

    await user.keyboard('{Enter}');
    const alerts = await within(dialog).findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Please give the document a title.',
      'Please say what the document should cover.',
    ]);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(title, 'Payments');
    await user.tab();
    await user.keyboard('How owners pay.');
    await user.click(within(dialog).getByRole('button', { name: 'Write document' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ title: 'Payments', status: 'queued' })));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/projects/${PROJECT_ID}/documents`,
      body: { title: 'Payments', instructions: 'How owners pay.' },
    });
    expect(toast.success).toHaveBeenCalledWith('Payments is being written');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal in the form and keeps what was typed', async () => {
    const user = userEvent.setup();
    setup(() => apiError(409, 'CUSTOM_DOCUMENT_TITLE_TAKEN', 'taken'));
    await user.click(screen.getByRole('button', { name: 'New document' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Payments');
    await user.type(within(dialog).getByRole('textbox', { name: 'What should it cover?' }), 'Payouts.{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Write document' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This project already has a document with this title. Choose another title.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Payments');
  });

  it('says at once that a project holding ten is full, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = setup(
      () => ({ status: 500 }),
      Array.from({ length: 10 }, (_, i) => ({ ...queued(`Doc ${i}`), id: `7d1f6a52-3b8e-4c1a-9a55-0d6a3f0f7e${10 + i}`, status: 'done' as const })),
    );
    await user.click(screen.getByRole('button', { name: 'New document' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This project already has 10 custom documents, the most it can hold.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'More');
    await user.type(within(dialog).getByRole('textbox', { name: 'What should it cover?' }), 'More.');
    await user.click(within(dialog).getByRole('button', { name: 'Write document' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
