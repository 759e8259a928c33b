import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { kitStepNames } from '../../../../shared/schemas/kit';
import { initI18n } from '../../../lib/i18n';
import enApp from '../../../locales/en/app.json';
import { projectWithSteps } from '../testing';
import { StepProgress } from './step-progress';

beforeAll(async () => {
  await initI18n({ appTexts: true });
});

describe('the kit progress list', () => {
  it('shows every step with its status and the share done', () => {
    const project = projectWithSteps(['overview', 'requirements', 'tech_stack'], ['frontend', 'backend']);
    project.steps = project.steps.map((s) => (s.step === 'quality' ? { ...s, status: 'failed' } : s));
    const { container } = render(<StepProgress project={project} />);

    const bar = screen.getByRole('progressbar', { name: 'Building your kit' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '12');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 12 steps done');

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    const status = (step: string) => container.querySelector(`[data-step="${step}"]`);
    expect(status('overview')).toHaveAttribute('data-status', 'done');
    expect(status('overview')).toHaveTextContent('Project overview: done');
    expect(status('frontend')).toHaveTextContent('Frontend specification: in progress');
    expect(status('quality')).toHaveTextContent('Quality assurance: failed');
    expect(status('what_next')).toHaveTextContent('What next: waiting');
    expect(status('frontend')?.querySelector('svg')).toHaveClass('animate-spin');
  });

  it('says the kit is being checked once every step is written', () => {
    const all = projectWithSteps([...kitStepNames]);
    render(<StepProgress project={all} />);
    expect(screen.getByText(enApp.projects.progress.checking)).toBeInTheDocument();
    expect(screen.queryByText(enApp.projects.progress.hint)).not.toBeInTheDocument();
  });
});
