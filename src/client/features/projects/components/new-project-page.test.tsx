import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { questionFixture, sampleBrief } from '../../../../../tests/support/brief-fixtures';
import type { MeDto } from '../../../../shared/schemas/auth';
import type { Brief, BriefQuestion } from '../../../../shared/schemas/brief';
import { initI18n } from '../../../lib/i18n';
import { apiError, meFixture, mockApi, polyfillDialog, renderRoutes, type ApiHandler } from '../../../lib/test-utils';
import { toast } from '../../../lib/toast';
import { projectFixture } from '../testing';
import NewProjectPage from './new-project-page';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

const TEMPLATE_ID = '0b5e4c1e-8a51-4d36-9a4c-0a8f2f0d7c11';
const PROJECT_ID = 'c3d0b7a5-52a4-4b36-8f7b-2d4b0e7e0a01';

beforeAll(async () => {
  await initI18n({ appTexts: true });
  polyfillDialog();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toast.error).mockClear();
  localStorage.clear();
});

const PAYER = 'Who pays: the practice or the patient?';
const payerQuestion: BriefQuestion = questionFixture({
  id: 'payer',
  topic: 'monetisation',
  text: PAYER,
  choices: [
    { value: 'A monthly subscription paid by the practice', label: 'The practice' },
    { value: 'Patients pay per visit', label: 'The patient' },
  ],
  multiple: false,
});
/** The sample brief, with the payer question still open. */
const briefFixture = () => sampleBrief({ openQuestions: [PAYER] });

/** The API as the wizard meets it: briefs proposed for free, projects created (201), the rest from `handler`. */
function briefApi(
  {
    brief = briefFixture(),
    questions = [questionFixture(), payerQuestion],
  }: { brief?: Brief; questions?: BriefQuestion[] } = {},
  handler: ApiHandler = () => undefined,
): ApiHandler {
  return (request) => {
    if (request.method === 'POST' && request.path === '/api/briefs') return { body: { brief, questions } };
    if (request.method === 'POST' && request.path === '/api/projects')
      return handler(request) ?? { status: 201, body: projectFixture({ id: PROJECT_ID }) };
    return handler(request);
  };
}

function setup(me: MeDto, handler: ApiHandler = briefApi(), entry = '/dashboard/new-project') {
  const calls = mockApi((request) => (request.path === '/api/me' ? { body: me } : handler(request)));
  const rendered = renderRoutes(
    [
      { path: '/dashboard', element: <h1>Home page</h1> },
      { path: '/dashboard/new-project', element: <NewProjectPage /> },
      { path: '/dashboard/projects/:projectId', element: <h1>Project page</h1> },
      { path: '/dashboard/credits', element: <h1>Credits page</h1> },
    ],
    entry,
  );
  rendered.queryClient.setQueryData(['me'], me);
  const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);
  return { ...rendered, calls, posts };
}

async function toReview(user: ReturnType<typeof userEvent.setup>, idea = 'A records app for dental clinics') {
  await user.type(await screen.findByRole('textbox', { name: 'Your project idea' }), idea);
  await user.click(screen.getByRole('button', { name: /Next/ }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Here is what we understood' })).toBeInTheDocument();
}

const group = (name: string) => screen.getByRole('group', { name });
/** Opens a row of the review (an entity, a feature) to edit it. */
const openRow = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(within(group(name)).getByRole('button', { expanded: false }));
/** Opens a folded part of the review (the product, the roles…). */
const openPart = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole('button', { name, expanded: false }));
const generateButton = () => screen.getByRole('button', { name: 'Generate the kit (1 credit)' });

describe('the new-project wizard', () => {
  it('asks for the idea, reads it into a brief for free and moves focus to the review', async () => {
    const user = userEvent.setup();
    let answer: (value: { body: unknown }) => void = () => {};
    const { posts } = setup(meFixture(), ({ method, path }) =>
      method === 'POST' && path === '/api/briefs' ? new Promise((resolve) => (answer = resolve)) : undefined,
    );
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Wizard progress' })).toHaveAttribute('aria-valuenow', '1');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Please enter your project idea.')).toBeInTheDocument();
    const idea = screen.getByRole('textbox', { name: 'Your project idea' });
    expect(idea).toHaveAttribute('aria-invalid', 'true');
    expect(idea).toHaveFocus();
    expect(posts('/api/briefs')).toHaveLength(0);

    await user.type(idea, '  A records app for dental clinics ');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    // While the brief is proposed: a busy button and a word that it is free.
    expect(await screen.findByRole('button', { name: 'Reading your idea…' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('This is free.');
    expect(posts('/api/briefs').map((c) => c.body)).toEqual([{ idea: 'A records app for dental clinics' }]);

    answer({ body: { brief: briefFixture(), questions: [] } });
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Here is what we understood' })).toHaveFocus();
    await openPart(user, 'The product');
    expect(screen.getByRole('textbox', { name: 'Product name' })).toHaveValue('SmileDesk');
    expect(posts('/api/projects')).toHaveLength(0);
  });

  it('lets the founder correct the brief and answer a question; Generate sends the edited brief, once', async () => {
    const user = userEvent.setup();
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const { posts, router } = setup(
      meFixture({ availableCredits: 2 }),
      briefApi({}, ({ method, path }) =>
        method === 'POST' && path === '/api/projects' ? new Promise((resolve) => (answer = resolve)) : undefined,
      ),
    );
    await toReview(user);
    expect(screen.getByText('Generating this build kit uses 1 credit.')).toBeInTheDocument();
    expect(screen.getByText('Credits available: 2')).toBeInTheDocument();

    // Rename an entity (its row opened): the features that use it and the relations to it follow.
    await openRow(user, 'Entity Patient');
    const patient = within(group('Entity Patient')).getByRole('textbox', { name: 'Entity name' });
    await user.clear(patient);
    await user.type(patient, 'Client');
    await openRow(user, 'Feature FEAT-001 Patient records');
    expect(within(group('Feature FEAT-001 Patient records')).getByRole('checkbox', { name: 'Client' })).toBeChecked();

    // Remove an entity, by its named button; focus goes to the list's add button.
    await user.click(screen.getByRole('button', { name: 'Remove entity Appointment' }));
    expect(screen.queryByRole('group', { name: 'Entity Appointment' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an entity' })).toHaveFocus();

    // Add a field and a feature: the new item's first field takes focus.
    await openRow(user, 'Entity Client');
    const client = group('Entity Client');
    await user.click(within(client).getByRole('button', { name: 'Add a field' }));
    expect(within(client).getByRole('textbox', { name: 'Field 3 name' })).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}email');
    await user.selectOptions(within(client).getByRole('combobox', { name: 'Type of email' }), 'Email');
    await user.click(screen.getByRole('button', { name: 'Add a feature' }));
    expect(screen.getByRole('textbox', { name: 'Feature FEAT-004' })).toHaveFocus();
    await user.keyboard('Online booking');
    const booking = group('Feature FEAT-004 Online booking');
    await user.type(within(booking).getByRole('textbox', { name: 'Description' }), 'Patients book a visit online.');
    await user.click(within(booking).getByRole('checkbox', { name: 'FEAT-001 Patient records' }));

    // A dependency that would close a circle cannot be ticked.
    await openRow(user, 'Feature FEAT-001 Patient records');
    expect(
      within(group('Feature FEAT-001 Patient records')).getByRole('checkbox', { name: 'FEAT-004 Online booking' }),
    ).toBeDisabled();

    // Answer the questions: the brief changes, the answered card leaves.
    const platforms = screen.getByRole('group', { name: 'Where should it run?' });
    await user.click(within(platforms).getByRole('checkbox', { name: 'In the browser' }));
    await user.click(within(platforms).getByRole('checkbox', { name: 'iPhone app' }));
    await user.click(within(platforms).getByRole('button', { name: 'Add to the brief' }));
    expect(screen.queryByRole('group', { name: 'Where should it run?' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Your answer is in the brief.');
    await openPart(user, 'The product');
    const where = screen.getByRole('group', { name: 'Where it runs' });
    expect(within(where).getByRole('checkbox', { name: 'Web' })).toBeChecked();
    expect(within(where).getByRole('checkbox', { name: 'iOS' })).toBeChecked();
    expect(within(where).getByRole('checkbox', { name: 'Android' })).not.toBeChecked();
    const payer = screen.getByRole('group', { name: PAYER });
    await user.click(within(payer).getByRole('radio', { name: 'The patient' }));
    await user.click(within(payer).getByRole('button', { name: 'Add to the brief' }));
    expect(screen.getByRole('textbox', { name: 'How it makes money' })).toHaveValue('Patients pay per visit');
    expect(screen.getByText('Your 2 answers are in the brief.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Yes/ }));
    expect(posts('/api/projects')).toHaveLength(0);
    await user.click(generateButton());
    expect(screen.getByRole('button', { name: /Starting/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Starting/ }));

    answer({ status: 201, body: projectFixture({ id: PROJECT_ID }) });
    expect(await screen.findByRole('heading', { name: 'Project page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/projects/${PROJECT_ID}`);
    const orders = posts('/api/projects');
    expect(orders).toHaveLength(1);
    const fixture = briefFixture();
    expect(orders[0]?.body).toEqual({
      idea: 'A records app for dental clinics',
      name: 'SmileDesk',
      options: { backend: 'yes' },
      brief: {
        ...fixture,
        platforms: ['web', 'ios'],
        monetisation: 'Patients pay per visit',
        entities: [
          {
            name: 'Client',
            label: 'patient',
            fields: [...fixture.entities[0]!.fields, { name: 'email', type: 'email' }],
            relations: [],
          },
        ],
        features: [
          { ...fixture.features[0], entities: ['Client'] },
          { ...fixture.features[1], entities: ['Client'] },
          { ...fixture.features[2], entities: [] },
          {
            id: 'FEAT-004',
            name: 'Online booking',
            description: 'Patients book a visit online.',
            priority: 'should',
            entities: [],
            integrations: [],
            dependsOn: ['FEAT-001'],
          },
        ],
        // The open question was the payer question: answered, it is no longer open.
        openQuestions: [],
      },
    });
  });

  it('shows the kit language the idea was read in, apart from the interface’s; switching it sends the brief in the other', async () => {
    const user = userEvent.setup();
    const { posts } = setup(meFixture(), briefApi({ brief: { ...briefFixture(), language: 'ru' } }));
    await toReview(user, 'Запись пациентов в стоматологию');
    await openPart(user, 'The product');
    const kitLanguage = group('Kit language');
    expect(within(kitLanguage).getByRole('radio', { name: 'Русский' })).toBeChecked();
    expect(within(kitLanguage).getByText('Русский')).toHaveAttribute('lang', 'ru');

    await user.click(within(kitLanguage).getByRole('radio', { name: 'English' }));
    expect(within(kitLanguage).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(generateButton());
    await waitFor(() => expect(posts('/api/projects')).toHaveLength(1));
    expect(posts('/api/projects')[0]?.body).toMatchObject({ brief: { language: 'en' } });
    // The interface stays in English all along.
    expect(screen.queryByText('Язык набора')).not.toBeInTheDocument();
  });

  it('asks how each must-have works; the capability chosen is in the brief the kit is ordered with', async () => {
    const user = userEvent.setup();
    const { posts } = setup(meFixture());
    await toReview(user);
    // The sample's must-haves keep records: the first of them is the headline, whose choice leads the
    // review; the other's is in its row.
    await openRow(user, 'Feature FEAT-002 Book an appointment');
    const [first, second] = screen.getAllByRole('combobox', { name: /^How does/ });
    expect(first).toHaveAccessibleName('How does ‘Patient records’ work?');
    expect(first).toHaveDisplayValue('Own records');
    expect(second).toHaveAccessibleName('How does ‘Book an appointment’ work?');

    await user.selectOptions(second!, 'Booking and availability');
    await user.click(generateButton());
    await waitFor(() => expect(posts('/api/projects')).toHaveLength(1));
    const sent = (posts('/api/projects')[0]?.body as { brief: Brief }).brief;
    expect(sent.features.map((feature) => feature.capability)).toEqual([undefined, { id: 'booking' }, undefined]);
  });

  it('refuses a brief the schema refuses: the problem is shown at its field, and nothing is charged', async () => {
    const user = userEvent.setup();
    const { posts } = setup(meFixture());
    await toReview(user);
    await openPart(user, 'The product');
    await user.clear(screen.getByRole('textbox', { name: 'Product name' }));
    await openRow(user, 'Entity Patient');
    const patient = within(group('Entity Patient')).getByRole('textbox', { name: 'Entity name' });
    await user.clear(patient);
    await user.type(patient, 'пациент');
    await user.click(generateButton());

    const name = screen.getByRole('textbox', { name: 'Product name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter a name.');
    // The first problem's part is opened and its field focused; the other's row is marked.
    expect(name).toHaveFocus();
    expect(within(group('Entity пациент')).getByText('Needs a fix')).toBeInTheDocument();
    await openRow(user, 'Entity пациент');
    expect(within(group('Entity пациент')).getByRole('textbox', { name: 'Entity name' })).toHaveAccessibleDescription(
      /Entity names start with a capital Latin letter/,
    );
    expect(screen.getByText('Some parts of the brief need fixing: they are marked above.')).toBeInTheDocument();
    expect(posts('/api/projects')).toHaveLength(0);

    // Fixed, the problems go as they are typed away.
    await openPart(user, 'The product');
    const fixed = screen.getByRole('textbox', { name: 'Product name' });
    await user.type(fixed, 'ToothTrack');
    expect(fixed).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('an unclear idea shows what would make it clear, charges nothing and never orders a kit', async () => {
    const user = userEvent.setup();
    const question = questionFixture({ id: 'what', topic: 'other', text: 'What should the app do?', choices: [] });
    const { posts } = setup(meFixture(), ({ method, path }) =>
      method === 'POST' && path === '/api/briefs'
        ? {
            status: 422,
            body: { code: 'IDEA_UNCLEAR', message: 'We could not understand this idea.', questions: [question] },
          }
        : undefined,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Your project idea' }), 'hjkl uiop 6789 ???');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    const alert = await screen.findByRole('alert');
    // The server's English message is not shown: the code is worded in the interface language.
    expect(alert).toHaveTextContent('We could not tell what to build from this idea.');
    expect(alert).toHaveTextContent('What should the app do?');
    expect(alert).toHaveTextContent('No credit was used.');
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(posts('/api/projects')).toHaveLength(0);
  });

  it('says why a brief could not be proposed, in words', async () => {
    const user = userEvent.setup();
    setup(meFixture(), ({ path }) =>
      path === '/api/briefs' ? apiError(503, 'SERVICE_UNAVAILABLE', 'down') : undefined,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Your project idea' }), 'A records app');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable. Please try again later.',
    );
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });

  it('keeps the edits when the founder goes back without changing the idea', async () => {
    const user = userEvent.setup();
    const { posts } = setup(meFixture());
    await toReview(user);
    await openPart(user, 'The product');
    const name = screen.getByRole('textbox', { name: 'Product name' });
    await user.clear(name);
    await user.type(name, 'SmileBook');
    await user.click(screen.getByRole('button', { name: /Back/ }));
    await user.click(await screen.findByRole('button', { name: /Next/ }));
    await openPart(user, 'The product');
    expect(await screen.findByRole('textbox', { name: 'Product name' })).toHaveValue('SmileBook');
    expect(posts('/api/briefs')).toHaveLength(1);
  });

  it('shows a toast when the kit cannot be started', async () => {
    const user = userEvent.setup();
    setup(
      meFixture(),
      briefApi({}, ({ method, path }) =>
        method === 'POST' && path === '/api/projects' ? apiError(500, 'INTERNAL_ERROR', 'boom') : undefined,
      ),
    );
    await toReview(user);
    await user.click(generateButton());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to start document generation. Please try again.', {
        description: undefined,
      }),
    );
    expect(generateButton()).toBeEnabled();
  });

  it('starts from the idea typed on the landing page, and forgets it once the kit starts', async () => {
    const user = userEvent.setup();
    localStorage.setItem('landingIdea', 'A marketplace for bakers');
    setup(meFixture());
    expect(await screen.findByRole('textbox', { name: 'Your project idea' })).toHaveValue('A marketplace for bakers');
    expect(screen.getByText(/the idea you typed on the home page/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(await screen.findByRole('button', { name: 'Generate the kit (1 credit)' }));
    expect(await screen.findByRole('heading', { name: 'Project page' })).toBeInTheDocument();
    expect(localStorage.getItem('landingIdea')).toBeNull();
  });

  it('reads a template’s idea at once and lands on its brief; starts from scratch when the template cannot be loaded', async () => {
    const user = userEvent.setup();
    const { posts, unmount } = setup(
      meFixture(),
      briefApi({}, ({ path }) =>
        path === `/api/templates/${TEMPLATE_ID}`
          ? { body: { id: TEMPLATE_ID, name: 'Bakery', idea: 'Cakes to order' } }
          : undefined,
      ),
      `/dashboard/new-project?template=${TEMPLATE_ID}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Here is what we understood' })).toBeInTheDocument();
    expect(posts('/api/briefs').map((c) => c.body)).toEqual([{ idea: 'Cakes to order' }]);
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByRole('textbox', { name: 'Your project idea' })).toHaveValue('Cakes to order');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(await screen.findByRole('button', { name: 'Generate the kit (1 credit)' }));
    await waitFor(() => expect(posts('/api/projects')).toHaveLength(1));
    expect(posts('/api/projects')[0]?.body).toMatchObject({ idea: 'Cakes to order', templateId: TEMPLATE_ID });
    unmount();
    vi.restoreAllMocks();

    setup(meFixture(), briefApi(), '/dashboard/new-project?template=missing');
    expect(await screen.findByRole('textbox', { name: 'Your project idea' })).toHaveValue('');
  });
});

describe('the insufficient-credits modal', () => {
  it('greets the Free plan with the way to the subscription plans; Escape goes back to the dashboard', async () => {
    const user = userEvent.setup();
    const { router } = setup(meFixture({ subscriptionPlan: 'FREE', availableCredits: 0 }));
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    expect(dialog).toHaveAccessibleDescription(/The Free plan does not include build kits/);
    const plans = within(dialog).getByRole('link', { name: 'View subscription plans' });
    expect(plans).toHaveAttribute('href', '/dashboard/credits');
    expect(plans).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets a Free account holding credits in, and asks one that spent them on its kits to buy more', async () => {
    const { unmount } = setup(meFixture({ subscriptionPlan: 'FREE', availableCredits: 1 }));
    expect(await screen.findByRole('textbox', { name: 'Your project idea' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    setup(meFixture({ subscriptionPlan: 'FREE', availableCredits: 0, ownsKits: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    expect(within(dialog).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/dashboard/credits');
  });

  it('tells a paid account without credits to buy more; Cancel goes back to the dashboard', async () => {
    const user = userEvent.setup();
    setup(meFixture({ subscriptionPlan: 'FOUNDER', availableCredits: 0 }));
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    expect(dialog).toHaveAccessibleDescription(
      'You have used all your available credits. Buy more credits and continue creating projects.',
    );
    expect(within(dialog).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/dashboard/credits');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('opens when the server answers 402 to the kit order', async () => {
    const user = userEvent.setup();
    setup(
      meFixture({ availableCredits: 1 }),
      briefApi({}, ({ method, path }) =>
        method === 'POST' && path === '/api/projects'
          ? apiError(402, 'INSUFFICIENT_CREDITS', 'Insufficient Credits')
          : undefined,
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await toReview(user);
    await user.click(generateButton());
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient Credits' });
    expect(within(dialog).getByRole('link', { name: 'Buy credits' })).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
