import { describe, expect, it } from 'vitest';
import type { KitOutputs } from '../../../../shared/schemas/kit';
import { renderKitDocuments } from '../../../kit/language-check';
import { composeKit } from '../offline-model';
import { readIdea } from '../reader';
import { asActivity, gerund, isActionName } from './feature-facts';

/**
 * Sentences of kits as a founder reads them, for ideas of several kinds: each reads as English and
 * agrees with what the brief says the product is.
 */

function kitOf(idea: string): { kit: KitOutputs; text: string } {
  const read = readIdea(idea);
  if (read.kind !== 'brief') throw new Error(`"${idea}" should read as a brief`);
  const { brief } = read;
  const kit = composeKit(idea, {}, 1, brief);
  return { kit, text: Object.values(renderKitDocuments(kit, brief)).join('\n') };
}

const frostApi = kitOf(
  'An API for farmers that returns frost risk for the next two days at a field location, with webhooks when the risk crosses a threshold.',
);
const envCli = kitOf(
  'A command line tool that checks environment variables against a schema before each deploy and fails the CI build when one is missing.',
);
const tabExtension = kitOf(
  'A browser extension that saves all open tabs into named sessions, lets me search them later and restores a session with one click.',
);
const shiftTool = kitOf(
  'An internal tool for a warehouse manager to plan staff shifts, swap shifts between workers and see who is on site today. Only our employees use it.',
);
const lessons = kitOf(
  'A platform where music teachers hold video lessons with pupils; pupils book time slots and pay per lesson.',
);
const therapy = kitOf(
  'A HIPAA-compliant app for therapists to write session notes, schedule appointments with clients, and send secure messages between sessions.',
);
const invoices = kitOf(
  'A web app for freelance designers to send invoices and chase late payments, with email notifications and card payments through Stripe.',
);
const grooming = kitOf(
  'A web app for dog groomers to book grooming appointments, send email notifications to pet owners before each visit, and take deposits with Stripe.',
);
const gearMarket = kitOf(
  'A marketplace where people rent out camping gear to each other for weekends. Owners list tents with photos, renters book dates and pay online.',
);

describe('the verb of a feature as an activity', () => {
  it('takes its -ing form, doubling a short final consonant and dropping a silent e', () => {
    expect(['add', 'plan', 'save', 'keep', 'log', 'visit', 'pay', 'tie', 'see'].map(gerund)).toEqual([
      'adding',
      'planning',
      'saving',
      'keeping',
      'logging',
      'visiting',
      'paying',
      'tying',
      'seeing',
    ]);
  });

  it('turns a feature named as an action into an activity and leaves a thing as it is', () => {
    expect(asActivity('Add warehouses')).toBe('adding warehouses');
    expect(asActivity('Look after plants')).toBe('looking after plants');
    expect(asActivity('Owner profiles')).toBe('owner profiles');
  });
});

describe('articles', () => {
  it('say "a farmer" and "an owner", never "an farmer" or "a owner"', () => {
    expect(frostApi.text).toContain('As a farmer,');
    expect(frostApi.text).not.toMatch(/\ban farmer\b/i);
    expect(gearMarket.text).toMatch(/\ban owner\b/);
    expect(gearMarket.text).not.toMatch(/\ba owner\b/i);
  });
});

describe('the overview’s summary', () => {
  it('names the product’s kind once and never as a web app when it is an API', () => {
    expect(frostApi.kit.overview.summary).not.toMatch(/web app/);
    expect(frostApi.kit.overview.summary).toMatch(/built as an API for farmers\./);
    expect(tabExtension.kit.overview.summary).not.toMatch(/browser extension as a browser extension/);
    expect(tabExtension.kit.overview.summary).toMatch(/is a browser extension for users\./);
  });

  it('says what a role can do from that role’s own features', () => {
    const summary = therapy.kit.overview.summary;
    const subject = /In its first version (\w+) can/.exec(summary)?.[1];
    const roleOf = (name: string) => /As an? (\w+),/.exec(therapy.kit.requirements.features.find((f) => f.name === name)!.userStory)?.[1];
    const named = therapy.kit.requirements.features.filter((f) => summary.includes(f.userStory.split('I want to ')[1]!.split(' so that')[0]!));
    expect(named.length).toBeGreaterThan(0);
    for (const feature of named) expect(`${roleOf(feature.name)}s`).toBe(subject);
  });

  it('names roles that come for the same thing together, and never starts a clause after a semicolon with a capital', () => {
    expect(shiftTool.kit.overview.summary).not.toMatch(/; [A-Z]/);
  });
});

describe('the PRD’s goals and metrics', () => {
  it('write a feature named as an action as an activity or as what people do', () => {
    const lines = [...shiftTool.kit.requirements.goals, ...shiftTool.kit.requirements.successMetrics].join('\n');
    expect(lines).not.toMatch(/\b(?:on|of|use) (?:add|plan|keep|save|check|look|list)\b/);
    expect(lines).toMatch(/Share of managers who plan staff shifts/);
    const cli = envCli.kit.requirements.successMetrics.join('\n');
    expect(cli).toMatch(/Runs of checking/);
    const extension = tabExtension.kit.requirements.goals.join('\n');
    expect(extension).not.toMatch(/using save/);
  });

  it('say which platforms the first version leaves out once', () => {
    const nonGoals = shiftTool.kit.requirements.nonGoals;
    expect(nonGoals.filter((n) => /\b(?:mobile|native)\b/i.test(n))).toHaveLength(1);
  });
});

describe('acceptance criteria', () => {
  it('apply a feature’s verb to one record with the article before the words that describe it', () => {
    expect(shiftTool.text).toMatch(/when they plan a staff shift,/);
    expect(shiftTool.text).not.toMatch(/plan staff a shift/);
    expect(envCli.text).not.toMatch(/\b(?:a|an) \w+['’]s an? /);
    expect(tabExtension.text).not.toMatch(/all open an? tab/);
  });
});

describe('user stories', () => {
  it('read a feature named by a verb as that verb, not “start <verb>”', () => {
    expect(lessons.text).not.toMatch(/\bstart hold\b/);
    expect(lessons.text).toMatch(/I want to hold video lessons/);
  });
});

describe('notifications', () => {
  it('read a channel before a kind of message as a thing, not as a verb', () => {
    expect(isActionName('Email notifications')).toBe(false);
    expect(isActionName('Text reminders')).toBe(false);
    expect(isActionName('Email clients')).toBe(true);
    expect(invoices.text).not.toMatch(/I want to email notifications/);
    expect(invoices.text).not.toMatch(/no \w+ notifications is missed/);
  });

  it('never name a feature by its own service ("Email notifications through Email")', () => {
    expect(invoices.text).not.toMatch(/Email notifications through Email/i);
    expect(invoices.text).toMatch(/It relies on Email for transactional email \(/);
    expect(invoices.text).not.toMatch(/It relies on [^.:\n|]+: [^.:\n|]+: /);
  });

  it('never remind about a reminder, nor remind someone “before each” person', () => {
    expect(invoices.text).not.toMatch(/a reminder for a reminder/);
    expect(grooming.text).not.toMatch(/reminded before each pet owner/);
    // The catalogue's "Reminders and notifications" is the idea's own notifying feature, said once.
    expect(grooming.kit.requirements.features.filter((f) => /^Reminders and notifications$/.test(f.name))).toEqual([]);
    expect(grooming.kit.requirements.features.find((f) => f.capability === 'notify')?.name).toBe('Send email notifications');
  });
});

describe('a command-line tool', () => {
  it('is installed, not shipped through app stores or hosted', () => {
    expect(envCli.kit.overview.backendReason).not.toMatch(/stores/);
    const hosting = envCli.kit.tech_stack.choices.find((c) => c.layer === 'Hosting')!;
    expect(hosting.choice).toMatch(/^The CLI/);
    expect(hosting.reason).not.toMatch(/scales/);
  });

  it('plans one smoke test, not "one … tests … journey"', () => {
    expect(envCli.text).not.toMatch(/\bone [^.;]*\btests\b[^.;]* journey\b/);
    expect(envCli.text).toMatch(/one CLI smoke test with execa proving/);
  });
});

describe('an internal tool whose admin creates the accounts', () => {
  it('never asks its people to sign up for their profile', () => {
    const profiles = shiftTool.kit.requirements.features.filter((f) => /profiles$/.test(f.name));
    expect(profiles.length).toBeGreaterThan(0);
    for (const feature of profiles) {
      expect(feature.description).not.toMatch(/sign up/);
      expect(feature.userStory).not.toMatch(/sign up/);
      expect(feature.acceptanceCriteria.join('\n')).not.toMatch(/they sign up\b/);
    }
    expect(shiftTool.text).toMatch(/when they sign in for the first time and fill in their/);
  });

  it('writes “staff”, never “staffs”', () => {
    expect(shiftTool.text).not.toMatch(/\bStaffs\b/i);
  });
});

describe('the agents’ file', () => {
  it('names the server and the data store once, in its stack, without a verb that must agree with “route handlers”', () => {
    expect(invoices.text).not.toMatch(/route handlers[^.\n]* keeps\b/);
    expect(invoices.text).toMatch(/It runs on the web\.\n/);
    expect(invoices.text).not.toMatch(/Server: [^;]+; data: /);
    expect(invoices.text).toMatch(/Backend: [^\n·]*route handlers/);
  });
});

describe('the launch task', () => {
  it('reads its hosting in the middle of a sentence in lower case', () => {
    expect(frostApi.text).not.toMatch(/Set up The\b/);
  });
});
