import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitCheckLabels, type KitCheckDto } from '../../../../shared/schemas/projects';
import { initI18n, setLanguage } from '../../../lib/i18n';
import enApp from '../../../locales/en/app.json';
import ruApp from '../../../locales/ru/app.json';
import { KitCheckPanel } from './kit-check-panel';

const check = (briefChecked: boolean): KitCheckDto => ({
  passed: false,
  score: 50,
  briefChecked,
  checks: [
    {
      id: 'brief_entities_modelled',
      label: kitCheckLabels.brief_entities_modelled,
      passed: false,
      problems: ['Entity Rental is not in the data model'],
    },
    { id: 'a_check_this_client_does_not_know', label: 'Every widget is wired', passed: true, problems: [] },
  ],
});

describe('the kit check panel', () => {
  beforeAll(() => initI18n({ appTexts: true }));
  afterAll(() => setLanguage('en'));

  it('has every check’s label in both languages, the English ones as the server words them', () => {
    expect(enApp.projects.check.items).toEqual(kitCheckLabels);
    expect(Object.keys(ruApp.projects.check.items)).toEqual(Object.keys(kitCheckLabels));
  });

  it('shows the labels in the reader’s language and the problems as the server wrote them', async () => {
    await act(() => setLanguage('ru'));
    render(<KitCheckPanel check={check(true)} />);
    expect(screen.getByText(ruApp.projects.check.items.brief_entities_modelled)).toBeInTheDocument();
    expect(screen.getByText('Every widget is wired')).toBeInTheDocument();
    expect(screen.getByText('Entity Rental is not in the data model')).toBeInTheDocument();
    expect(screen.queryByText(ruApp.projects.check.noBrief)).not.toBeInTheDocument();
  });

  it('says when a kit made before briefs was checked without one', async () => {
    await act(() => setLanguage('en'));
    render(<KitCheckPanel check={check(false)} />);
    expect(screen.getByText(enApp.projects.check.noBrief)).toBeInTheDocument();
  });

  it('lists what the repair round wrote again and why, in the reader’s language', async () => {
    await act(() => setLanguage('ru'));
    const passed: KitCheckDto = { passed: true, score: 100, briefChecked: true, checks: [] };
    const problems = ['FEAT-004 Reviews is not in any implementation phase'];
    render(<KitCheckPanel check={passed} repair={{ status: 'repaired', steps: [{ step: 'implementation', problems }] }} />);
    // A check that passed is folded: its heading opens it.
    fireEvent.click(screen.getByRole('button', { name: ruApp.projects.check.title }));
    expect(screen.getByRole('heading', { name: ruApp.projects.check.repairTitle })).toBeInTheDocument();
    const item = screen.getByText(`Исправлено: ${ruApp.projects.steps.implementation}`).closest('li')!;
    expect(item).toHaveTextContent(`Исправлено: ${ruApp.projects.steps.implementation} — ${problems[0]}`);
  });

  it('says when the repair failed and the kit stayed as first written', async () => {
    await act(() => setLanguage('en'));
    const problems = ['FEAT-002 Favourites has no task'];
    render(<KitCheckPanel check={check(true)} repair={{ status: 'failed', steps: [{ step: 'tasks', problems }] }} />);
    expect(screen.getByRole('heading', { name: enApp.projects.check.repairFailed })).toBeInTheDocument();
    expect(screen.getByText('Not repaired: Task board').closest('li')).toHaveTextContent('Not repaired: Task board — FEAT-002 Favourites has no task');
  });

  it('folds a check that passed to its score and its count, and opens one that needs attention', async () => {
    await act(() => setLanguage('en'));
    const passed: KitCheckDto = {
      passed: true,
      score: 96,
      briefChecked: true,
      checks: [
        { id: 'features_planned', label: kitCheckLabels.features_planned, passed: true, problems: [] },
        { id: 'features_have_tasks', label: kitCheckLabels.features_have_tasks, passed: true, problems: [] },
      ],
    };
    const { unmount } = render(<KitCheckPanel check={passed} />);
    const toggle = screen.getByRole('button', { name: 'Kit check' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Kit check' })).toHaveTextContent('Score 96/100 · passed · 2 of 2 checks');
    expect(screen.queryByText(kitCheckLabels.features_planned)).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(kitCheckLabels.features_planned)).toBeVisible();
    unmount();

    render(<KitCheckPanel check={check(true)} />);
    expect(screen.getByRole('button', { name: 'Kit check' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Entity Rental is not in the data model')).toBeVisible();
  });

  it('shows no repair when none ran', () => {
    render(<KitCheckPanel check={check(true)} repair={null} />);
    expect(screen.queryByText(enApp.projects.check.repairTitle)).not.toBeInTheDocument();
  });
});
