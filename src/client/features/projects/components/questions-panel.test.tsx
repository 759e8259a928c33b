import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CitationDto, QuestionDto } from '../../../../shared/schemas/questions';
import { initI18n } from '../../../lib/i18n';
import { renderRoutes } from '../../../lib/test-utils';
import { PROJECT_ID } from '../testing';
import { citationHref, QuestionsPanel } from './questions-panel';

beforeAll(async () => {
  await initI18n({ appTexts: true });
});
afterEach(() => vi.restoreAllMocks());

const risks: CitationDto = {
  kind: 'implementation',
  title: 'Pawsitters — Implementation Plan',
  heading: 'Risks',
  anchor: 'section-risks',
  excerpt: 'Double bookings: enforce slot capacity in a transaction.',
};

const stored = (overrides: Partial<QuestionDto> = {}): QuestionDto => ({
  id: '0b7d9c1e-2f3a-4b5c-8d6e-7f8091a2b3c4',
  question: 'What are the risks?',
  answer: 'From the kit (quoted word for word):\n\n> Double bookings.',
  answered: true,
  citations: [risks],
  model: 'offline',
  createdAt: '2026-01-02T03:04:05.000Z',
  ...overrides,
});

/** A text/event-stream body that arrives in `pieces`, one read at a time. */
function eventStream(pieces: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

function mockQuestions(history: QuestionDto[], answer: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    if ((init.method ?? 'GET') === 'POST') return answer();
    return new Response(JSON.stringify({ questions: history }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

function renderPanel(allowed = true) {
  const onOpenCitation = vi.fn();
  renderRoutes(
    [{ path: '/p', element: <QuestionsPanel projectId={PROJECT_ID} allowed={allowed} onOpenCitation={onOpenCitation} /> }],
    '/p',
  );
  return { onOpenCitation };
}

describe('QuestionsPanel', () => {
  it('says what it does and shows the way to upgrade on a plan that does not answer questions', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderPanel(false);
    expect(screen.getByRole('heading', { name: 'Ask the kit' })).toBeInTheDocument();
    expect(screen.getByText('Upgrade to the Growth plan to ask questions about your kit.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/#pricing');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('streams the answer as it arrives, then keeps it in the history with its sources as links', async () => {
    const user = userEvent.setup();
    const fetch = mockQuestions([], () =>
      eventStream([
        sse('citations', { answered: true, citations: [risks] }),
        sse('delta', { text: 'From the kit (quoted word for word):\n' }),
        sse('delta', { text: '\n> Double bookings.' }).slice(0, 10),
        sse('delta', { text: '\n> Double bookings.' }).slice(10),
        sse('done', stored()),
      ]),
    );
    const { onOpenCitation } = renderPanel();
    expect(await screen.findByText(/No questions yet/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'What are the risks?{Enter}');
    const history = await screen.findByRole('heading', { name: 'Earlier questions' });
    const item = within(history.parentElement!);
    expect(item.getByText('What are the risks?')).toBeInTheDocument();
    expect(await item.findByText('Double bookings.')).toBeInTheDocument();
    const source = item.getByRole('link', { name: 'Implementation › Risks' });
    expect(source).toHaveAttribute('href', '?tab=implementation#section-risks');
    expect(item.getByText(risks.excerpt)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ question: 'What are the risks?' });

    await user.click(source);
    expect(onOpenCitation).toHaveBeenCalledWith(risks);
  });

  it('lists the nearest sections when the kit does not say, without excerpts', async () => {
    mockQuestions([stored({ answered: false, answer: 'The kit does not say. The nearest sections:\n\n- Plan › Risks', model: 'none' })], () =>
      eventStream([]),
    );
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Nearest sections' })).toBeInTheDocument();
    expect(screen.queryByText(risks.excerpt)).not.toBeInTheDocument();
  });

  it('says why an answer failed and asks again on request; an empty question is refused at the field', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    mockQuestions([], () => {
      attempts += 1;
      return attempts === 1
        ? eventStream([sse('citations', { answered: true, citations: [risks] }), sse('error', { code: 'SERVICE_UNAVAILABLE', message: 'x' })])
        : eventStream([sse('citations', { answered: true, citations: [risks] }), sse('delta', { text: 'Fine.' }), sse('done', stored({ answer: 'Fine.' }))]);
    });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Ask' }));
    expect(screen.getByText('Please enter a question.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'What are the risks?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is temporarily unavailable');
    await user.click(screen.getByRole('button', { name: 'Ask again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await screen.findByText('Fine.')).toBeInTheDocument();
  });

  it('links a citation to its document tab at its heading', () => {
    expect(citationHref(risks)).toBe('?tab=implementation#section-risks');
    expect(citationHref({ kind: 'overview', anchor: '' })).toBe('?tab=overview');
  });
});
