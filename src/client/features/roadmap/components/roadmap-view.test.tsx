import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoadmapDto } from '../../../../shared/schemas/roadmap';
import { initI18n } from '../../../lib/i18n';
import { apiError, mockApi, renderRoutes } from '../../../lib/test-utils';
import { RoadmapView } from './roadmap-view';

const PROJECT = '11111111-1111-4111-8111-111111111111';

const roadmap: RoadmapDto = {
  projectId: PROJECT,
  projectName: 'Pawsitters',
  startDate: '2027-03-01',
  endDate: '2027-03-05',
  today: '2027-03-02',
  phases: [
    {
      index: 0,
      name: 'Setup',
      goal: 'It deploys',
      start: '2027-03-01',
      end: '2027-03-02',
      progress: 0.25,
      dependsOn: [],
      durationDays: 2,
      shift: 0,
    },
    {
      index: 1,
      name: 'Walks',
      goal: 'Owners book walks',
      start: '2027-03-03',
      end: '2027-03-05',
      progress: 0,
      dependsOn: [0],
      durationDays: 3,
      shift: 0,
    },
  ],
  tasks: [],
};

function viewport(width: number) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: width <= Number(/max-width:\s*(\d+)px/.exec(media)?.[1] ?? Infinity),
    media,
    addEventListener() {},
    removeEventListener() {},
  }));
}

function setup(answer: Parameters<typeof mockApi>[0]) {
  mockApi(answer);
  renderRoutes([{ path: '*', element: <RoadmapView projectId={PROJECT} /> }], '/dashboard/roadmap');
}

beforeAll(async () => {
  await initI18n({ appTexts: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the roadmap view', () => {
  it('draws the phases as bars with a dependency line on a wide screen', async () => {
    viewport(1280);
    setup(() => ({ body: roadmap }));
    const setupBar = await screen.findByRole('slider', { name: 'Setup' });
    expect(setupBar).toHaveAttribute('aria-valuetext', expect.stringContaining('25% done'));
    expect(screen.getByRole('slider', { name: 'Walks' })).toBeInTheDocument();
    expect(document.querySelector('[data-dependency="0-1"]')).not.toBeNull();
    expect(screen.getByLabelText('Start date')).toHaveValue('2027-03-01');
  });

  it('lists the phases with dates and progress on a phone', async () => {
    viewport(390);
    setup(() => ({ body: roadmap }));
    const list = await screen.findByRole('list', { name: 'Phases' });
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Setup');
    expect(within(first!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('says the roadmap comes with the kit while the kit is not ready', async () => {
    viewport(1280);
    setup(() => apiError(409, 'KIT_NOT_READY', 'Not ready.'));
    expect(await screen.findByRole('heading', { name: 'The roadmap is on its way' })).toBeInTheDocument();
  });

  it('sends an account without the plan to Buy Credits', async () => {
    viewport(1280);
    setup(() => apiError(403, 'ROADMAP_PLAN', 'Upgrade.'));
    expect(await screen.findByRole('heading', { name: /Founder and Growth plans/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/#pricing');
  });
});
