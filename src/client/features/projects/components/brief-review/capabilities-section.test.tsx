import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleBrief } from '../../../../../../tests/support/brief-fixtures';
import { capabilityIds } from '../../../../../shared/capabilities';
import type { Brief, BriefFeature } from '../../../../../shared/schemas/brief';
import { initI18n, setLanguage } from '../../../../lib/i18n';
import { CapabilitiesSection } from './capabilities-section';
import { mustFeaturesHeadlineFirst } from './headline-first';

/** A greenhouse helper of our own: a plain must-have, a headline that computes advice, a chat, a should. */
function greenhouseBrief(): Brief {
  const base = sampleBrief().features[0]!;
  const feature = (overrides: Partial<BriefFeature>): BriefFeature => ({ ...base, dependsOn: [], ...overrides });
  return sampleBrief({
    productName: 'LeafLog',
    features: [
      feature({ id: 'FEAT-001', name: 'Plant list', priority: 'must' }),
      feature({
        id: 'FEAT-002',
        name: 'Watering advice',
        priority: 'must',
        capability: { id: 'advice', sources: ['soil sensor', 'weather forecast'], schedule: 'every morning' },
      }),
      feature({
        id: 'FEAT-003',
        name: 'Greenhouse chat',
        priority: 'must',
        capability: { id: 'chat', channel: 'WebSocket' },
      }),
      feature({ id: 'FEAT-004', name: 'Harvest reminders', priority: 'should', capability: { id: 'notify' } }),
    ],
  });
}

/** The section over a brief kept in state, as the review step keeps it; every edit is also recorded. */
function Harness({ initial, onUpdate }: { initial: Brief; onUpdate: (brief: Brief) => void }) {
  const [brief, setBrief] = useState(initial);
  return (
    <CapabilitiesSection
      brief={brief}
      update={(change) =>
        setBrief((current) => {
          const next = change(current);
          onUpdate(next);
          return next;
        })
      }
    />
  );
}

const choices = () => screen.getAllByRole('combobox') as HTMLSelectElement[];

describe('the headline feature', () => {
  it('is the must-have whose capability says most about the product, else the first must-have', () => {
    expect(mustFeaturesHeadlineFirst(greenhouseBrief().features)).toEqual([1, 0, 2]);
    const plain = greenhouseBrief().features.map((f) => ({ ...f, capability: undefined }));
    expect(mustFeaturesHeadlineFirst(plain)).toEqual([0, 1, 2]);
    expect(mustFeaturesHeadlineFirst(plain.map((f) => ({ ...f, priority: 'could' as const })))).toEqual([]);
  });
});

describe('the capability of each must-have feature', () => {
  beforeAll(() => initI18n({ appTexts: true }));
  afterAll(() => setLanguage('en'));

  it('is one labelled choice per must-have, the headline first; a feature without one keeps own records', () => {
    render(<Harness initial={greenhouseBrief()} onUpdate={vi.fn()} />);
    const [headline, plain, chat] = choices();
    expect(choices()).toHaveLength(3);
    expect(headline).toHaveAccessibleName('How does ‘Watering advice’ work?');
    expect(headline).toHaveDisplayValue('Computed advice or rules');
    expect(headline).toHaveAccessibleDescription(
      'Advice is computed from inputs by rules. Sources: soil sensor, weather forecast · Runs: every morning',
    );
    expect(plain).toHaveAccessibleName('How does ‘Plant list’ work?');
    expect(plain).toHaveDisplayValue('Own records');
    expect(plain).toHaveAccessibleDescription('People add and edit their own records.');
    expect(chat).toHaveDisplayValue('Chat');
    expect(screen.getByText('Channel: WebSocket')).toBeInTheDocument();
    // A should-have is not asked about; every capability can be chosen.
    expect(screen.queryByRole('combobox', { name: /Harvest reminders/ })).not.toBeInTheDocument();
    expect(within(headline!).getAllByRole('option')).toHaveLength(capabilityIds.length);
  });

  it('changing it edits the brief with the chosen id; choosing the first again brings back its parameters', async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn<(brief: Brief) => void>();
    render(<Harness initial={greenhouseBrief()} onUpdate={onUpdate} />);
    const plain = screen.getByRole('combobox', { name: 'How does ‘Plant list’ work?' });

    await user.selectOptions(plain, 'Live location or data stream');
    expect(onUpdate).toHaveBeenCalledTimes(1);
    const edited = onUpdate.mock.calls[0]![0];
    expect(edited.features[0]!.capability).toEqual({ id: 'live' });
    // Nothing else of the brief changed.
    expect({ ...edited, features: edited.features.slice(1) }).toEqual({
      ...greenhouseBrief(),
      features: greenhouseBrief().features.slice(1),
    });
    expect(plain).toHaveDisplayValue('Live location or data stream');

    const headline = screen.getByRole('combobox', { name: 'How does ‘Watering advice’ work?' });
    await user.selectOptions(headline, 'Own records');
    expect(onUpdate.mock.calls.at(-1)![0].features[1]!.capability).toEqual({ id: 'records' });
    expect(screen.queryByText(/soil sensor/)).not.toBeInTheDocument();
    await user.selectOptions(headline, 'Computed advice or rules');
    expect(onUpdate.mock.calls.at(-1)![0].features[1]!.capability).toEqual(greenhouseBrief().features[1]!.capability);
    expect(screen.getByText('Sources: soil sensor, weather forecast · Runs: every morning')).toBeInTheDocument();
  });

  it('is reached from the keyboard, the headline first (choosing with the arrows is the browser journey’s)', async () => {
    const user = userEvent.setup();
    render(<Harness initial={greenhouseBrief()} onUpdate={vi.fn()} />);
    for (const name of ['Watering advice', 'Plant list', 'Greenhouse chat']) {
      await user.tab();
      expect(screen.getByRole('combobox', { name: `How does ‘${name}’ work?` })).toHaveFocus();
    }
  });

  it('speaks Russian in a Russian interface', async () => {
    await act(() => setLanguage('ru'));
    render(<Harness initial={greenhouseBrief()} onUpdate={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Как работают главные функции' })).toBeInTheDocument();
    const [headline, plain] = choices();
    expect(headline).toHaveAccessibleName('Как работает функция «Watering advice»?');
    expect(headline).toHaveDisplayValue('Расчёт советов по правилам');
    expect(headline).toHaveAccessibleDescription(
      'Советы рассчитываются из входных данных по правилам. Источники: soil sensor, weather forecast · Когда: every morning',
    );
    expect(plain).toHaveDisplayValue('Свои записи');
    expect(within(plain!).getByRole('option', { name: 'Живая геопозиция или поток данных' })).toBeInTheDocument();
    await act(() => setLanguage('en'));
  });
});
