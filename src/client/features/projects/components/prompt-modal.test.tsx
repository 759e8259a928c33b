import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { apiError, mockApi, polyfillDialog, renderRoutes } from '../../../lib/test-utils';
import { PROJECT_ID } from '../testing';
import { PromptModal } from './prompt-modal';

beforeAll(async () => {
  await initI18n({ appTexts: true });
  polyfillDialog();
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function open() {
  renderRoutes([{ path: '/', element: <PromptModal projectId={PROJECT_ID} onClose={() => {}} /> }], '/');
  return screen.findByRole('dialog', { name: 'AI implementation prompt' });
}

describe('the AI implementation prompt modal', () => {
  it('loads the prompt for the chosen tool, remembers the tool, and copies the prompt', async () => {
    let release: () => void = () => {};
    mockApi(({ path }) => {
      const platform = path.split('/').at(-1);
      const body = { platform, content: `Build PawWalk with ${platform}` };
      if (platform === 'v0') return new Promise((resolve) => (release = () => resolve({ body })));
      return { body };
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const dialog = await open();
    expect(await within(dialog).findByLabelText('Prompt for Cursor')).toHaveTextContent('Build PawWalk with cursor');

    await user.selectOptions(within(dialog).getByLabelText('Tool'), 'v0');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the prompt…');
    expect(within(dialog).getByRole('button', { name: 'Copy prompt' })).toBeDisabled();
    release();
    expect(await within(dialog).findByLabelText('Prompt for v0')).toHaveTextContent('Build PawWalk with v0');
    expect(localStorage.getItem('promptTool')).toBe('v0');

    await user.click(within(dialog).getByRole('button', { name: 'Copy prompt' }));
    expect(writeText).toHaveBeenCalledWith('Build PawWalk with v0');
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('says when the copy fails', async () => {
    mockApi(() => ({ body: { platform: 'cursor', content: 'x' } }));
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const user = userEvent.setup();
    const dialog = await open();
    await within(dialog).findByLabelText('Prompt for Cursor');
    await user.click(within(dialog).getByRole('button', { name: 'Copy prompt' }));
    expect(await within(dialog).findByRole('button', { name: 'Could not copy the prompt' })).toBeInTheDocument();
  });

  it('waits while the prompts are written, and offers a retry when loading fails', async () => {
    let answer = apiError(404, 'DOCUMENT_NOT_READY', 'Any wording: the code decides');
    mockApi(() => answer);
    const user = userEvent.setup();
    const dialog = await open();
    expect(await within(dialog).findByText('The prompts are still being written. They will be here in a moment.')).toBeInTheDocument();

    answer = apiError(400, 'BAD_REQUEST', 'broken');
    await user.selectOptions(within(dialog).getByLabelText('Tool'), 'bolt');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not load the prompt.');
    answer = { status: 200, body: { platform: 'bolt', content: 'Now it works' } } as never;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText('Prompt for Bolt')).toHaveTextContent('Now it works');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
