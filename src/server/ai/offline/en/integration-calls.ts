import type { CallPhrases } from '../model/integration-calls';

/** Where an integration is called, in English: the composer's own sentence. */
export const callsEn: CallPhrases = {
  calledFrom: (_kind, _name, _slug, _ctx, english) => english,
  usedBy: (ids) => (ids.length > 0 ? ` (used by ${ids.join(', ')})` : ''),
  onDevice: (_name, ids, choices) =>
    `Client: not called; ${ids.join(', ')} ${ids.length > 1 ? 'do' : 'does'} this on the device itself${choices.length > 0 ? ` with ${choices.join(' and ')}` : ''}`,
};
