import { describe, expect, it } from 'vitest';
import { commandKey, entityKey, normalisePath, sameRoute } from './code-names';

describe('lenient names', () => {
  it('takes an entity’s every spelling for the same entity', () => {
    for (const name of ['walk_sessions', 'WalkSession', 'walkSession', 'WALK_SESSIONS', 'walk-session'])
      expect(entityKey(name), name).toBe('walksession');
    expect(entityKey('categories')).toBe('category');
    expect(entityKey('addresses')).toBe('address');
    expect(entityKey('Status')).toBe('status');
    expect(entityKey('Walk')).not.toBe(entityKey('Walker'));
  });

  it('reads every parameter syntax alike, and a route mounted under a prefix as the planned one', () => {
    for (const path of ['/api/walks/:id', '/api/walks/{walk_id}', '/api/walks/[id]', '/api/walks/<int:id>/', '/API/walks/:x'])
      expect(normalisePath(path), path).toBe('/api/walks/:');
    expect(sameRoute({ method: 'GET', path: '/api/walks/:id' }, { method: 'get', path: '/walks/{id}' })).toBe(true);
    expect(sameRoute({ method: 'GET', path: '/api/walks/:id' }, { method: 'POST', path: '/api/walks/:id' })).toBe(false);
    expect(sameRoute({ method: 'GET', path: '/api/walks/:id' }, { method: 'GET', path: '/:id' })).toBe(false);
    expect(sameRoute({ method: 'GET', path: '/api/dogwalks' }, { method: 'GET', path: '/walks' })).toBe(false);
  });

  it('names a command by its first word, with click’s underscores as dashes', () => {
    expect(commandKey('start_walk')).toBe('start-walk');
    expect(commandKey('Start-Walk <file>')).toBe('start-walk');
  });
});
