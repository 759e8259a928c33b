import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BriefQuestion } from '../../../../../shared/schemas/brief';
import { initI18n } from '../../../../lib/i18n';
import { QuestionsPanel } from './questions-panel';

beforeAll(async () => {
  await initI18n({ appTexts: true });
});

const howAdvice: BriefQuestion = {
  id: 'capability-feat-002',
  topic: 'capability',
  text: 'How is the watering advice made?',
  choices: [
    { value: 'advice', label: 'Computed from the sensor’s readings' },
    { value: 'ai-draft', label: 'Written by AI' },
    { value: 'records', label: 'Entered by a person' },
  ],
  multiple: false,
};

describe('a question about how a feature works', () => {
  it('is answered by one of its choices alone: a capability is no free text', async () => {
    const onAnswer = vi.fn();
    render(<QuestionsPanel questions={[howAdvice]} answered={[]} onAnswer={onAnswer} />);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Written by AI' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to the brief' }));
    expect(onAnswer).toHaveBeenCalledWith(howAdvice, { choices: ['ai-draft'], text: undefined });
  });
});
