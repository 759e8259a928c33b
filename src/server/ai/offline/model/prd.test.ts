import { describe, expect, it } from 'vitest';
import type { KitOutputs } from '../../../../shared/schemas/kit';
import { checkKit } from '../../../kit/kit-check';
import { renderDocument } from '../../../kit/render';
import { composeKit } from '../offline-model';
import { plural } from '../text';
import { splitCriterion } from './criteria';
import { prdCases } from './prd-test-briefs';

/** The overview and the PRD as a founder reads them. */
const overviewAndPrd = (kit: KitOutputs) =>
  `${renderDocument('overview', kit).content}\n${renderDocument('requirements', kit).content}`;

/** Sentences of a markdown text: table cells and bullets split, then sentences, over 40 characters. */
function sentences(markdown: string): string[] {
  return markdown
    .split('\n')
    .flatMap((line) => line.split('|'))
    .map((part) => part.replace(/^[\s>#*-]*(?:\[ \]\s*)?/, '').trim())
    .flatMap((part) => part.split(/(?<=[.!?])\s+(?=[A-Z])/))
    .map((s) => s.trim())
    .filter((s) => s.length > 40);
}

const failure =
  /not saved|declines|unavailable|not offered|rejects|cannot|taken|nothing matches|not found|does not answer|drops|no .+ yet/;
const truncated = /…|\.\.\.|\band \d+ more\b/;

const kits = prdCases.map((c) => ({ ...c, kit: composeKit(c.idea, {}, 1, c.brief) }));

describe.each(kits)('the PRD of a $kind brief', ({ brief, kit, idea }) => {
  const prd = kit.requirements;

  it('passes the kit check', () => {
    expect(checkKit(kit).checks.filter((c) => !c.passed)).toEqual([]);
  });

  it('writes every acceptance criterion as Given/When/Then', () => {
    for (const feature of prd.features) {
      expect(feature.acceptanceCriteria.length, feature.id).toBeGreaterThanOrEqual(2);
      for (const criterion of feature.acceptanceCriteria) {
        expect(criterion, feature.id).toMatch(/^Given .+, when .+, then .+$/);
        expect(splitCriterion(criterion), criterion).toBeDefined();
      }
    }
  });

  it('names the feature’s own entity in its criteria, and its integration', () => {
    for (const feature of brief.features) {
      const criteria = prd.features
        .find((f) => f.id === feature.id)!
        .acceptanceCriteria.join('\n')
        .toLowerCase();
      const main = feature.entities[0];
      if (main) {
        const entity = brief.entities.find((e) => e.name === main)!;
        const label = (entity.label ?? main.replace(/(?<=[a-z])(?=[A-Z])/g, ' ')).toLowerCase();
        expect(criteria, `${feature.id} names its ${label}`).toContain(label);
      }
      for (const integration of feature.integrations) expect(criteria, feature.id).toContain(integration.toLowerCase());
    }
  });

  it('gives every must-have feature a failure path', () => {
    for (const feature of prd.features.filter((f) => f.priority === 'must')) {
      expect(
        feature.acceptanceCriteria.some((c) => failure.test(splitCriterion(c)!.when + splitCriterion(c)!.then)),
        feature.id,
      ).toBe(true);
    }
  });

  it('never gives two features the same criterion', () => {
    const all = prd.features.flatMap((f) => f.acceptanceCriteria);
    expect(new Set(all).size).toBe(all.length);
  });

  it('writes user stories and descriptions from the brief’s own feature', () => {
    const roles = brief.roles.map((r) => r.name.toLowerCase());
    for (const feature of brief.features) {
      const written = prd.features.find((f) => f.id === feature.id)!;
      expect(written.description.startsWith(feature.description)).toBe(true);
      const role = /^As an? (.+?), I want to .+ so that .+\.$/.exec(written.userStory)?.[1];
      expect(role, written.userStory).toBeDefined();
      expect(roles).toContain(role);
    }
  });

  it('describes each entity with its fields and its relations in the brief’s words', () => {
    for (const entity of brief.entities) {
      const written = prd.entities.find((e) => e.name === entity.name)!;
      for (const relation of entity.relations) {
        const other = brief.entities.find((e) => e.name === relation.entity)!;
        const label = (other.label ?? other.name).toLowerCase();
        expect(written.description.toLowerCase(), `${entity.name} → ${relation.entity}`).toContain(
          relation.kind === 'hasMany' ? plural(label) : label,
        );
      }
      expect(written.fields).toEqual(expect.arrayContaining(entity.fields.map((f) => f.name)));
    }
  });

  it('has a glossary of the brief’s entities, roles, constraints and integrations', () => {
    const terms = prd.glossary.map((g) => g.term);
    for (const entity of brief.entities)
      expect(
        terms.some((t) => t.startsWith(entity.name)),
        entity.name,
      ).toBe(true);
    // A role the brief also stores as an entity is explained once, under the entity: "Owner (boat owner)".
    for (const role of brief.roles)
      expect(
        terms.some(
          (t) =>
            t.toLowerCase() === role.name.toLowerCase() || t.toLowerCase().includes(`(${role.name.toLowerCase()})`),
        ),
        role.name,
      ).toBe(true);
    for (const name of [...brief.constraints.map((k) => k.name), ...brief.integrations.map((i) => i.name)])
      expect(terms, name).toContain(name);
    for (const entry of prd.glossary) expect(entry.meaning, entry.term).not.toBe(entry.term);
  });

  it('lists the brief’s assumptions and open questions in the overview and the PRD', () => {
    for (const output of [kit.overview, prd]) {
      expect(output.assumptions).toEqual(brief.assumptions);
      expect(output.openQuestions).toEqual(brief.openQuestions);
    }
    for (const note of [...brief.assumptions, ...brief.openQuestions]) {
      expect(renderDocument('overview', kit).content).toContain(note);
      expect(renderDocument('requirements', kit).content).toContain(note);
    }
  });

  it('cuts no description short', () => {
    const texts = [
      ...prd.features.flatMap((f) => [f.description, f.userStory, ...f.acceptanceCriteria]),
      ...prd.entities.map((e) => e.description),
      ...prd.glossary.map((g) => g.meaning),
      ...kit.overview.valueProposition,
      kit.overview.summary,
    ];
    for (const text of texts) expect(text).not.toMatch(truncated);
  });

  it('never pastes the idea back as the summary', () => {
    expect(kit.overview.summary).not.toContain(idea);
  });
});

describe('the overview summary', () => {
  const { idea, brief } = kits.find((k) => k.kind === 'game')!;

  it('keeps the founder’s own summary', () => {
    const kit = composeKit(idea, {}, 1, brief);
    expect(kit.overview.summary.startsWith(brief.summary)).toBe(true);
  });

  it('writes one from the brief when the summary is only the idea pasted back', () => {
    const pasted = { ...brief, summary: `${brief.productName}: ${idea} For player.` };
    const summary = composeKit(idea, {}, 1, pasted).overview.summary;
    expect(summary).not.toContain(idea);
    expect(summary).not.toMatch(/For player\./);
    expect(summary).toMatch(/iOS and Android/);
    expect(summary).toMatch(/players/);
    expect(summary).toMatch(/play a song/);
    expect(summary.split(/(?<=\.)\s/).length).toBeGreaterThanOrEqual(2);
  });

  it('writes one for a short idea pasted back with the reader’s role clause', () => {
    const short = 'a quiz app';
    const summary = composeKit(short, {}, 1, { ...brief, summary: `${brief.productName}: ${short} For player.` })
      .overview.summary;
    expect(summary).not.toMatch(/For player\./);
    expect(summary).toMatch(/iOS and Android/);
    const own = `${brief.productName}: a quiz app for the pub crowd, with rounds set by the landlord.`;
    expect(composeKit(short, {}, 1, { ...brief, summary: own }).overview.summary.startsWith(own)).toBe(true);
  });

  it('says what the product is for, not who signs up: profiles are left out when there is more', () => {
    const regulated = kits.find((k) => k.kind === 'regulated')!;
    const summary = composeKit(regulated.idea, {}, 1, { ...regulated.brief, summary: '' }).overview.summary;
    expect(summary).not.toMatch(/sign up|profiles/i);
    expect(summary).toMatch(/In its first version/);
  });

  it('names a capability in lower case and a brand with its capitals', () => {
    const regulated = kits.find((k) => k.kind === 'regulated')!;
    const integrations = [
      ...regulated.brief.integrations,
      { name: 'Video calls', purpose: 'Sessions by video' },
      { name: 'Google Calendar', purpose: 'Sessions in the calendar' },
    ];
    const summary = composeKit(regulated.idea, {}, 1, { ...regulated.brief, summary: '', integrations }).overview
      .summary;
    expect(summary).toMatch(/video calls and Google Calendar\./);
  });
});

describe('goals and metrics for the product’s kind', () => {
  const of = (kind: string) => kits.find((k) => k.kind === kind)!.kit.requirements;
  const text = (kind: string) => [...of(kind).goals, ...of(kind).successMetrics].join('\n');

  it('measures a game by retention, a marketplace by liquidity and an internal tool by time saved', () => {
    expect(text('game')).toMatch(/retention/i);
    expect(text('marketplace')).toMatch(/liquidity|fill rate/i);
    expect(text('internal')).toMatch(/time saved|minutes a week/i);
  });

  it('writes goals from the brief’s own records and features', () => {
    expect(text('marketplace')).toMatch(/rental/);
    expect(text('internal')).toMatch(/baking run/);
    expect(of('regulated').goals.some((g) => g.includes('HIPAA'))).toBe(true);
  });

  it('leaves the brief’s later features and the platforms it does not target out of scope', () => {
    expect(of('game').nonGoals.join('\n')).toMatch(/Remove ads/);
    expect(of('game').nonGoals.join('\n')).toMatch(/web version/i);
  });
});

describe('repetition across kits', () => {
  it('shares at most 10% of a kit’s overview and PRD sentences with more than a third of the other kits', () => {
    const perKit = kits.map((k) => new Set(sentences(overviewAndPrd(k.kit))));
    const shares = perKit.map((own, i) => {
      const others = perKit.filter((_, j) => j !== i);
      const repeated = [...own].filter((s) => others.filter((o) => o.has(s)).length > others.length / 3);
      return { kind: kits[i]!.kind, share: repeated.length / own.size, repeated };
    });
    for (const { kind, share, repeated } of shares)
      expect(share, `${kind}: ${repeated.join(' | ')}`).toBeLessThanOrEqual(0.1);
  });
});
