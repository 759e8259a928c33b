import type { Brief, BriefPlatform } from '../../../../shared/schemas/brief';
import type { KitOptions } from '../../../../shared/schemas/kit';
import { readIdea } from '../reader';
import { productName } from '../reader/product';
import { texts } from '../reader/texts';
import { detectLanguage, wordsOf } from '../reader/words';
import { capitalise } from '../text';

/**
 * The brief of a kit made before briefs existed (ADR 0022): its idea read by the same reader a new
 * kit's idea goes through, the wizard's answers folded in, so an old kit regenerates on the one
 * path every kit is composed on. An idea the reader finds unclear still gets a minimal brief: the
 * kit was paid for, and the founder asked for it again.
 */

const briefPlatformOf: Record<NonNullable<KitOptions['platforms']>[number], BriefPlatform> = {
  web: 'web',
  ios: 'ios',
  android: 'android',
  desktop: 'desktop',
  extension: 'browser-extension',
};

/** The text the kind of product is scored on: the idea, then the features the wizard listed as must-haves. */
export function ideaText(idea: string, options: KitOptions): string {
  return [idea, options.mustHaveFeatures ?? ''].join('\n').trim();
}

export function briefForIdea(idea: string, options: KitOptions = {}): Brief {
  const platforms = options.platforms?.map((p) => briefPlatformOf[p]);
  const result = readIdea(idea, platforms?.length ? { platforms } : undefined);
  const brief = result.kind === 'brief' ? result.brief : minimalBrief(idea, platforms);
  return withAudience(withMustHaves(brief, options.mustHaveFeatures), options.audience);
}

/**
 * The features the wizard listed as must-haves come first, named as the founder wrote them, on the
 * records their words name; the reader's features follow (renumbered, their dependencies with them).
 */
function withMustHaves(brief: Brief, listed: string | undefined): Brief {
  const names = (listed ?? '')
    .split(/\n|;/)
    .map((line) => line.replace(/^[\s\-*•\d.)]+/u, '').trim().replace(/[.!]+$/, ''))
    .filter((line) => line.length > 0)
    .map((line) => capitalise(line).slice(0, 80));
  const known = new Set(brief.features.map((f) => f.name.toLowerCase()));
  const added = names.filter((name) => !known.has(name.toLowerCase()));
  if (added.length === 0) return brief;
  const features = [
    ...added.map((name) => ({
      id: '',
      name,
      description: name,
      priority: 'must' as const,
      entities: brief.entities
        .filter((e) => name.toLowerCase().includes((e.label ?? e.name).toLowerCase()))
        .map((e) => e.name),
      integrations: [],
      dependsOn: [],
    })),
    ...brief.features,
  ].slice(0, 30);
  const ids = new Map(brief.features.map((f, i) => [f.id, `FEAT-${String(added.length + i + 1).padStart(3, '0')}`]));
  return {
    ...brief,
    features: features.map((f, i) => ({
      ...f,
      id: `FEAT-${String(i + 1).padStart(3, '0')}`,
      dependsOn: f.dependsOn.flatMap((d) => {
        const id = ids.get(d);
        return id && features.some((g, j) => j !== i && `FEAT-${String(j + 1).padStart(3, '0')}` === id) ? [id] : [];
      }),
    })),
  };
}

/** The audience the wizard named is the product's first role (its goals those of the role it replaces). */
function withAudience(brief: Brief, audience: string | undefined): Brief {
  const name = audience?.trim().replace(/[.!]+$/, '');
  if (!name || brief.roles.some((r) => r.name.toLowerCase() === name.toLowerCase())) return brief;
  const [first, ...rest] = brief.roles;
  const replaced = first?.name.toLowerCase() === texts[brief.language].defaultRole;
  const role = { name: capitalise(name).slice(0, 80), goals: first?.goals ?? [] };
  return { ...brief, roles: [role, ...(replaced ? rest : brief.roles)].slice(0, 10) };
}

function minimalBrief(idea: string, platforms: BriefPlatform[] | undefined): Brief {
  const text = idea.replace(/\s+/g, ' ').trim();
  const language = detectLanguage(text);
  const t = texts[language];
  const name = productName(text, wordsOf(text, language), []);
  const goal = t.defaultGoal.replace('{labels}', language === 'ru' ? 'записи' : 'records');
  return {
    language,
    productName: name,
    summary: `${name}: ${text}`.slice(0, 1500),
    platforms: platforms?.length ? platforms : ['web'],
    roles: [{ name: capitalise(t.defaultRole), goals: [goal] }],
    entities: [],
    features: [
      { id: 'FEAT-001', name: goal, description: goal, priority: 'must', entities: [], integrations: [], dependsOn: [] },
    ],
    integrations: [],
    constraints: [],
    monetisation: t.monetisation.unknown,
    assumptions: [t.assumePlatforms, t.assumeMonetisation, t.assumeRole],
    openQuestions: [t.openPlatforms, t.openMonetisation, t.openRoles],
  };
}
