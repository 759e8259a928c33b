import { describe, expect, it } from 'vitest';
import { acceptanceId, acceptanceIdsIn, taskOfAcceptanceId } from './acceptance-ids';

describe('acceptance criteria ids', () => {
  it('names a criterion by its task and its place, from 1', () => {
    expect(acceptanceId('T-07', 0)).toBe('T-07/AC-1');
    expect(acceptanceId('T-112', 3)).toBe('T-112/AC-4');
  });

  it('finds the ids a test name or a file carries, in any case and spacing, each once', () => {
    expect(acceptanceIdsIn("it('T-07/AC-2: a walker sees the route', …) // t-7 / ac-2 again; T-12/AC-10")).toEqual([
      'T-07/AC-2',
      'T-12/AC-10',
    ]);
    expect(acceptanceIdsIn('T-07 AC-2, FT-07/AC-2x, T-07/ACME, AT07_AC2')).toEqual([]);
  });

  it('reads the form a Python test function can carry', () => {
    expect(acceptanceIdsIn('def test_t07_ac2_walker_sees_route(): …  def test_T_3_AC_1():')).toEqual(['T-07/AC-2', 'T-03/AC-1']);
  });

  it('gives the task an id belongs to', () => {
    expect(taskOfAcceptanceId('T-07/AC-2')).toBe('T-07');
  });
});
