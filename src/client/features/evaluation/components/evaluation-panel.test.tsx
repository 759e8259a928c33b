import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EvaluationDto, EvaluationStateDto } from '../../../../shared/schemas/evaluations';
import { initI18n } from '../../../lib/i18n';
import { apiError, mockApi, renderRoutes, type ApiAnswer } from '../../../lib/test-utils';
import { evaluationErrorKind } from '../messages';
import { EvaluationPanel } from './evaluation-panel';

beforeAll(async () => {
  await initI18n({ appTexts: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const EVALUATION_ID = '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b';

function evaluation(overrides: Partial<EvaluationDto> = {}): EvaluationDto {
  return {
    id: EVALUATION_ID,
    idea: 'A booking app for dog sitters',
    productName: 'SitterDesk',
    viability: {
      score: 72,
      verdict: 'Build it: a clear need with paying customers.',
      strengths: ['Recurring demand', 'Simple to explain'],
      risks: ['Trust between strangers'],
      targetMarket: 'Dog owners in cities.',
      competition: ['Rover', 'Local Facebook groups'],
    },
    overview: null,
    requirements: null,
    // Made just now: the dashboard shows a new evaluation in full.
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

function setup(
  state: EvaluationStateDto,
  answers: { create?: () => ApiAnswer; documents?: () => ApiAnswer; projects?: unknown[] } = {},
) {
  const calls = mockApi(({ method, path }) => {
    if (method === 'GET' && path === '/api/evaluations') return { body: state };
    if (method === 'GET' && path === '/api/projects') return { body: { projects: answers.projects ?? [] } };
    if (method === 'POST' && path === '/api/evaluations')
      return answers.create?.() ?? { status: 201, body: evaluation() };
    if (method === 'POST' && path === `/api/evaluations/${EVALUATION_ID}/documents`) return answers.documents?.();
    return undefined;
  });
  renderRoutes([{ path: '/dashboard', element: <EvaluationPanel /> }], '/dashboard');
  return calls;
}

async function submitIdea(idea = 'A booking app for dog sitters') {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: 'Your app idea' });
  await user.clear(field);
  await user.type(field, idea);
  await user.click(screen.getByRole('button', { name: 'Evaluate my idea' }));
  return user;
}

describe('the free evaluation once acted on', () => {
  it('is a card with its name, score and verdict once the founder has a kit, and opens into the full report', async () => {
    const user = userEvent.setup();
    setup({ available: false, evaluation: evaluation() }, { projects: [{ id: 'p1' }] });
    const card = await screen.findByTestId('evaluation-card');
    expect(card).toHaveTextContent('SitterDesk');
    expect(card).toHaveTextContent('Build it: a clear need with paying customers.');
    expect(screen.getByRole('meter', { name: 'Viability score' })).toBeInTheDocument();
    expect(screen.queryByText('Recurring demand')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the evaluation' }));
    expect(await screen.findByText('Recurring demand')).toBeInTheDocument();
  });

  it('folds away when the founder says so, and stays folded', async () => {
    const user = userEvent.setup();
    setup({ available: false, evaluation: evaluation() });
    await user.click(await screen.findByRole('button', { name: 'Show less' }));
    expect(await screen.findByTestId('evaluation-card')).toBeInTheDocument();
    expect(localStorage.getItem('evaluationFolded')).toBe(EVALUATION_ID);
  });

  it('is a card once it is two weeks old', async () => {
    setup({ available: false, evaluation: evaluation({ createdAt: '2026-01-02T03:04:05.000Z' }) });
    expect(await screen.findByTestId('evaluation-card')).toBeInTheDocument();
  });
});

describe('the free evaluation', () => {
  it('evaluates an idea typed on the landing page, then writes the overview and PRD', async () => {
    localStorage.setItem('landingIdea', 'A booking app for dog sitters');
    let finish: (answer: { status: number; body: unknown }) => void = () => {};
    const calls = setup(
      { available: true, evaluation: null },
      {
        create: () => new Promise((resolve) => (finish = resolve)),
        documents: () => ({
          body: evaluation({
            overview: '# Pawsitters\n\nAn overview.',
            requirements: '## Features\n\n- FEAT-001 Book a sitter',
          }),
        }),
      },
    );
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Your app idea' });
    expect(field).toHaveValue('A booking app for dog sitters');
    await user.click(screen.getByRole('button', { name: 'Evaluate my idea' }));

    // Processing: the field is locked and the wait is explained.
    expect(await screen.findByText('Evaluating your idea. This takes about a minute.')).toBeInTheDocument();
    expect(field).toBeDisabled();
    expect(screen.getByRole('button', { name: /Evaluating/ })).toBeDisabled();

    finish({ status: 201, body: evaluation() });
    const meter = await screen.findByRole('meter', { name: 'Viability score' });
    expect(meter).toHaveAttribute('aria-valuenow', '72');
    expect(screen.getByText('Build it: a clear need with paying customers.')).toBeInTheDocument();
    expect(screen.getByText('Recurring demand')).toBeInTheDocument();
    expect(screen.getByText('Trust between strangers')).toBeInTheDocument();
    expect(screen.getByText('Dog owners in cities.')).toBeInTheDocument();
    expect(screen.getByText('Rover')).toBeInTheDocument();
    expect(localStorage.getItem('landingIdea')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ idea: 'A booking app for dog sitters' });

    await user.click(screen.getByRole('button', { name: 'Generate overview and PRD' }));
    expect(await screen.findByRole('heading', { name: 'Pawsitters' })).toBeInTheDocument();
    expect(await screen.findByText('FEAT-001 Book a sitter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate overview and PRD' })).not.toBeInTheDocument();
  });

  it('asks for an idea before evaluating', async () => {
    const calls = setup({ available: true, evaluation: null });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Evaluate my idea' }));
    expect(await screen.findByText('Please enter your project idea.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it.each([
    [
      apiError(409, 'EVALUATION_USED', 'Your free evaluation is not available or has already been used.'),
      'Your free evaluation is not available or has already been used.',
    ],
    [
      apiError(429, 'EVALUATION_QUOTA', 'You have exceeded your evaluation quota.'),
      'You have exceeded your evaluation quota.',
    ],
    [apiError(401, 'UNAUTHORIZED', 'Unauthorized'), 'Authentication error. Please sign in again.'],
    [
      apiError(503, 'EVALUATION_TIMEOUT', 'The request timed out. Please try again later.'),
      'The request timed out. Please try again later.',
    ],
    [
      { status: 504, body: { code: 'UNKNOWN_ERROR', message: 'Gateway Timeout' } },
      'The request timed out. Please try again later.',
    ],
    ['network-error' as const, 'Network connection error. Please check your connection and try again.'],
    [apiError(500, 'INTERNAL_ERROR', 'boom'), 'An unexpected error occurred. Please try again.'],
  ])('maps a failed evaluation to its exact message (%#)', async (answer, message) => {
    setup({ available: true, evaluation: null }, { create: () => answer });
    await submitIdea();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Your app idea' })).toBeEnabled();
  });

  it('shows the questions that would make an unclear idea clear instead of a score, and lets it be rewritten', async () => {
    let attempt = 0;
    const calls = setup(
      { available: true, evaluation: null },
      {
        create: () =>
          ++attempt === 1
            ? {
                status: 422,
                body: {
                  code: 'IDEA_UNCLEAR',
                  message: 'unclear',
                  questions: [
                    { id: 'what', topic: 'other', text: 'What should the product do, and for whom?', choices: [], multiple: false },
                    {
                      id: 'kind',
                      topic: 'other',
                      text: 'What kind of product is it?',
                      choices: [{ value: 'A booking app', label: 'A booking app' }, { value: 'A marketplace', label: 'A marketplace' }],
                      multiple: false,
                    },
                  ],
                },
              }
            : { status: 201, body: evaluation() },
      },
    );
    const user = await submitIdea('mrrp zonk 31 ??');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not tell what to build from this idea.');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'What should the product do, and for whom?',
      'What kind of product is it? (A booking app, A marketplace)',
    ]);
    expect(alert).toHaveTextContent('Your free evaluation was not used');
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: 'Your app idea' });
    expect(field).toHaveValue('mrrp zonk 31 ??');
    await user.clear(field);
    await user.type(field, 'A booking app for dog sitters');
    await user.click(screen.getByRole('button', { name: 'Evaluate my idea' }));
    expect(await screen.findByRole('meter', { name: 'Viability score' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('links to the subscription options when the evaluation is used, and to sign-in on an auth error', async () => {
    setup({ available: true, evaluation: null }, { create: () => apiError(409, 'EVALUATION_USED', 'used') });
    await submitIdea();
    expect(await screen.findByRole('link', { name: 'View subscription options' })).toHaveAttribute(
      'href',
      '/dashboard/credits',
    );
  });

  it('offers Retry after an unexpected error, and retries with the same idea', async () => {
    let attempt = 0;
    const calls = setup(
      { available: true, evaluation: null },
      {
        create: () => (++attempt === 1 ? apiError(500, 'INTERNAL_ERROR', 'boom') : { status: 201, body: evaluation() }),
      },
    );
    const user = await submitIdea('My retry idea');
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('meter', { name: 'Viability score' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { idea: 'My retry idea' },
      { idea: 'My retry idea' },
    ]);
  });

  it('shows a used evaluation read-only; trying another idea offers the plans, not a form that can only fail', async () => {
    const calls = setup({ available: false, evaluation: evaluation({ overview: 'Stored overview', requirements: 'Stored PRD' }) });
    expect(await screen.findByRole('meter', { name: 'Viability score' })).toHaveAttribute('aria-valuenow', '72');
    expect(await screen.findByText('Stored overview')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate overview and PRD' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try another idea' }));
    const offer = screen.getByRole('region', { name: 'You have used your free evaluation' });
    expect(within(offer).getByRole('heading', { name: 'You have used your free evaluation' })).toHaveFocus();
    expect(within(offer).getByRole('link', { name: 'View subscription options' })).toHaveAttribute('href', '/dashboard/credits');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try another idea' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('maps the overview-and-PRD failures too', async () => {
    setup(
      { available: false, evaluation: evaluation() },
      { documents: () => apiError(503, 'SERVICE_UNAVAILABLE', 'x') },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Generate overview and PRD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request timed out. Please try again later.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate overview and PRD' })).toBeEnabled());
  });
});

describe('evaluationErrorKind', () => {
  it('treats the browser giving up waiting as a timeout, and anything odd as unexpected', () => {
    expect(evaluationErrorKind(new DOMException('signal timed out', 'TimeoutError'))).toBe('timeout');
    expect(evaluationErrorKind(new TypeError('Failed to fetch'))).toBe('network');
    expect(evaluationErrorKind(new SyntaxError('Unexpected token <'))).toBe('unexpected');
  });
});
