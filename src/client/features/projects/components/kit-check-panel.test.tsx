import { act, render, screen } from '@testing-library/react';
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
});
