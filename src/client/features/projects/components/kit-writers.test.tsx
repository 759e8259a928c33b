import { act, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../../../lib/i18n';
import { KitWriters } from './kit-writers';

describe('who wrote the kit', () => {
  beforeAll(() => initI18n({ appTexts: true }));
  afterAll(() => setLanguage('en'));

  it('says the offline engine wrote an offline kit', async () => {
    await act(() => setLanguage('en'));
    render(<KitWriters writers={[{ model: 'offline', documents: 10 }]} />);
    expect(screen.getByTestId('kit-writers')).toHaveTextContent(
      'Written by the offline engine (instant draft, no AI model)',
    );
  });

  it('names the model, and the fallback’s with the documents it wrote, in the reader’s language', async () => {
    const writers = [
      { model: 'openai:gpt-4.1', documents: 8 },
      { model: 'openai-compatible:gpt-4.1-mini', documents: 2 },
    ];
    await act(() => setLanguage('en'));
    const { unmount } = render(<KitWriters writers={writers} />);
    expect(screen.getByTestId('kit-writers')).toHaveTextContent(
      'Written by OpenAI gpt-4.1; 2 documents by gpt-4.1-mini (OpenAI-compatible API)',
    );
    unmount();
    await act(() => setLanguage('ru'));
    render(<KitWriters writers={[writers[0]!, { model: 'anthropic:claude-sonnet-4-5', documents: 5 }]} />);
    expect(screen.getByTestId('kit-writers')).toHaveTextContent(
      'Написано: OpenAI gpt-4.1; 5 документов — Anthropic claude-sonnet-4-5',
    );
  });

  it('says nothing before the first document is written', () => {
    const { container } = render(<KitWriters writers={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
