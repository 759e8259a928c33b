import { describe, expect, it } from 'vitest';
import { counted } from './plural';

describe('a count with its noun', () => {
  it.each([
    [1, '1 задача', '1 фазе', '1 task'],
    [2, '2 задачи', '2 фазах', '2 tasks'],
    [5, '5 задач', '5 фазах', '5 tasks'],
    [21, '21 задача', '21 фазе', '21 tasks'],
    [1.5, '1.5 задачи', '1.5 фазах', '1.5 tasks'],
  ])('agrees at %s', (n, tasks, inPhases, english) => {
    expect(counted('ru', { one: 'задача', few: 'задачи', many: 'задач' })(n)).toBe(tasks);
    // "в 21 фазе", "в 5 фазах": the prepositional after «в».
    expect(counted('ru', { one: 'фазе', few: 'фазах', many: 'фазах' })(n)).toBe(inPhases);
    expect(counted('en', { one: 'task', few: 'tasks', many: 'tasks' })(n)).toBe(english);
  });
});
