import { describe, expect, it } from 'vitest';
import { taskKey, titleLikeness } from './task-key';

describe('task keys', () => {
  it('ignore the order of features, case, punctuation and quotes, and keep letters of any script', () => {
    expect(taskKey({ featureIds: ['FEAT-002', 'FEAT-001'], title: 'Build the API for “Book a walk”' })).toBe(
      taskKey({ featureIds: ['FEAT-001', 'FEAT-002'], title: 'build the  API for "book a walk".' }),
    );
    expect(taskKey({ featureIds: [], title: 'Собрать API для «Записи»' })).toBe('|собрать api для записи');
  });

  it('tell tasks for other features apart, whatever their titles', () => {
    expect(taskKey({ featureIds: ['FEAT-001'], title: 'Build the UI' })).not.toBe(
      taskKey({ featureIds: ['FEAT-002'], title: 'Build the UI' }),
    );
  });

  it('find a slightly reworded title close and another task far', () => {
    const shell = 'Build the app shell and the navigation for receptionists and dentists';
    expect(titleLikeness(shell, 'Build the app shell and the navigation for receptionists')).toBeGreaterThanOrEqual(0.75);
    expect(titleLikeness('Build the HIPAA safeguards', 'Build the GDPR safeguards')).toBeLessThan(0.75);
    expect(titleLikeness('', '')).toBe(0);
  });
});
