import type { CapabilityId } from '../../../shared/capabilities';
import type { CapabilityEntry } from '../types';

/** An entry not written yet: the catalogue test fails on it (written while the catalogue is being filled in). */
export const pendingEntry = (id: CapabilityId): CapabilityEntry => ({
  id,
  howItWorks: [],
  records: [],
  endpoints: [],
  jobs: [],
  screens: [],
  choices: [],
  tasks: [],
  criteria: [],
  qa: [],
  risks: [],
  questions: [],
  defaults: {},
});
