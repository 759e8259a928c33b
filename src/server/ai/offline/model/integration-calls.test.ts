import { describe, expect, it } from 'vitest';
import { brief as briefSchema } from '../../../../shared/schemas/brief';
import { composeKit } from '../offline-model';
import { marketBrief, marketIdea } from '../stack.test-briefs';

describe('where each integration is called', () => {
  const brief = briefSchema.parse({
    ...marketBrief,
    integrations: [
      ...marketBrief.integrations,
      { name: 'Maps', purpose: 'Shows where each camera can be picked up' },
      { name: 'SMS', purpose: 'Texts the seller when a buyer writes' },
      { name: 'Email', purpose: 'Sends the receipt after a sale' },
      { name: 'Telegram', purpose: 'Alerts sellers about new questions' },
      { name: 'Photo storage', purpose: 'Keeps the listing photos' },
      { name: 'Stocktake', purpose: 'Imports a shop’s used stock nightly' },
    ],
  });
  const calls = new Map(
    composeKit(marketIdea, {}, 1, brief).tech_stack.integrations.map((i) => [i.name, i.calledFrom]),
  );

  it('names the module, endpoint or job, and the side it runs on, per kind of service', () => {
    expect(calls.get('Stripe')).toMatch(
      /^Server: the route handler of POST \/api\/checkout .* POST \/api\/webhooks\/payments verifies the signature/,
    );
    expect(calls.get('Maps')).toMatch(/^Client: the maps SDK renders in the map component .* GET \/api\/geocode/);
    expect(calls.get('SMS')).toMatch(/^Server: a scheduled job \(lib\/server\/jobs\/send-sms\.ts\)/);
    expect(calls.get('Email')).toMatch(/^Server: a background job \(lib\/server\/jobs\/send-email\.ts\)/);
    expect(calls.get('Telegram')).toMatch(
      /^Server: the bot module lib\/server\/integrations\/telegram\.ts .* POST \/api\/webhooks\/telegram/,
    );
    expect(calls.get('Photo storage')).toMatch(/signed upload URL/);
    expect(calls.get('Stocktake')).toMatch(
      /^Server: the adapter lib\/server\/integrations\/stocktake\.ts, called from a background sync job/,
    );
  });

  it('is never the one placeholder for every service', () => {
    expect(new Set(calls.values()).size).toBe(calls.size);
  });
});
