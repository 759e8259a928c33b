import type { ViabilityOutput } from '../../../shared/schemas/kit';
import type { ArchetypeId } from './archetypes';
import { analyseIdea } from './brief';
import type { CompositionModel } from './model/types';
import { capitalise, joinList, unique } from './text';

/**
 * The free evaluation: a viability score that moves with what the idea actually says (how clear it
 * is, whether it names its audience and business model, how crowded its category is), with the
 * reasons behind it. Deterministic: the same idea always gets the same assessment.
 */

const markets: Record<ArchetypeId, string> = {
  marketplace:
    'Local services are bought by millions of households; a single city is a market of tens of thousands of potential customers and hundreds of providers',
  booking:
    'Millions of small service businesses still take bookings by phone or message; online booking software is a multi-billion-dollar category growing about 10% a year',
  saas: 'Small teams that run their work in spreadsheets number in the millions; vertical SaaS for a specific job wins on focus rather than breadth',
  ecommerce: 'Online retail keeps growing; a niche shop wins with a loyal audience of a few thousand repeat customers',
  community:
    'Interest-based communities are everywhere, but attention is scarce; success depends on a tight niche and active early members',
  content: 'Online learning is a large and growing market; buyers pay for structure, feedback and a clear outcome',
  crm: 'Freelancers and small agencies number in the tens of millions worldwide and many still manage clients in spreadsheets',
  internal:
    'Every company with more than a few dozen people runs request and approval processes; internal tools are valued by the hours they save each week',
  events:
    'Independent venues and organisers run millions of events a year and pay 5–10% ticketing fees; a focused scene or city is a reachable market',
  utility:
    'Single-purpose tools live on search traffic: thousands of people search for this kind of answer every month',
  ai_assistant:
    'Demand for AI help is huge and still growing quickly, but the general market is dominated by a few giants; niches with their own data are open',
  tracker:
    'Self-improvement and health apps have a very large audience with low willingness to pay; retention decides everything',
  extension:
    'Hundreds of millions of people spend their day in Chrome; productivity extensions reach users cheaply through the store',
  static_site:
    'The site serves one owner’s business: its market is that business’s clients, usually local or within a niche',
  game: 'Casual games reach huge audiences cheaply but monetise on scale; a small share of hits earns most of the revenue',
  fintech:
    'Personal finance apps serve a large market of people who want control over spending; trust is the main barrier',
};

const modelWords: Record<CompositionModel['monetisation']['model'], string> = {
  subscription: 'a monthly subscription',
  commission: 'a commission on each transaction',
  freemium: 'a free plan with a paid upgrade',
  ads: 'advertising with a paid ad-free upgrade',
  one_time: 'a one-time purchase',
  sales: 'margin on product sales',
  donations: 'donations',
  free: 'indirect value for the owner',
};

export function composeViability(idea: string): ViabilityOutput {
  const b = analyseIdea(idea, {});
  const a = b.archetype;
  let score = 40;
  const strengths: string[] = [];
  const risks: string[] = [];

  const words = b.signals.wordCount;
  if (words >= 60) {
    score += 12;
    strengths.push('A detailed description: scope and intent are clear enough to plan');
  } else if (words >= 25) {
    score += 8;
  } else if (words >= 10) {
    score += 3;
  } else {
    score -= 8;
    risks.push('The idea is a single line: the scope, audience and differentiation still need to be written down');
  }
  const named = b.signals.namedFeatures;
  score += Math.min(12, named * 3);
  if (named >= 2)
    strengths.push(
      `Concrete features are already named (${joinList(
        b.features
          .filter((f) => f.source !== 'archetype')
          .slice(0, 3)
          .map((f) => f.name.toLowerCase()),
      )})`,
    );
  if (b.nameFromIdea) score += 2;

  if (b.explicitAudience) {
    score += 10;
    strengths.push(`A clearly named audience: ${b.users}`);
  } else {
    score -= 5;
    risks.push('No specific audience is named; “everyone” is hard to reach and to build for');
  }
  if (b.monetisation.explicit) {
    if (b.monetisation.model === 'free' || b.monetisation.model === 'donations') {
      score -= 3;
      risks.push('No revenue model beyond free use or donations');
    } else {
      score += 10;
      strengths.push(`A business model is part of the idea (${b.monetisation.model.replace('_', '-')})`);
    }
  } else {
    score += 1;
    risks.push(
      `The business model is not stated; products like this usually earn through ${modelWords[b.monetisation.model]}`,
    );
  }
  const competition = { crowded: -9, moderate: 0, niche: 6 }[a.competition];
  score += competition;
  if (a.competition === 'crowded')
    risks.push(`A crowded category with strong incumbents (${joinList(b.competitors.slice(0, 3))})`);
  const differentiators = b.signals.differentiators;
  if (differentiators > 0) {
    score += Math.min(8, differentiators * 4);
    strengths.push('The idea states what makes it different');
  } else if (a.competition !== 'niche') {
    risks.push('No differentiation from existing alternatives is stated');
  }
  if (a.id === 'marketplace') {
    score -= 4;
    risks.push('Two-sided markets must attract supply and demand at the same time');
  }
  if (b.platforms.length > 2) {
    score -= 3;
    risks.push(`Launching on ${b.platforms.length} platforms at once multiplies the work`);
  }
  if (!b.backendRequired) {
    score += 3;
    strengths.push('No backend is needed, so the first version is cheap and fast to build');
  }
  if (b.ai) strengths.push('AI features can make the product feel magical when they solve a real task');
  const top = b.archetypeScores[0]?.score ?? 0;
  if (top >= 6) score += 3;
  else if (top === 0) score -= 4;
  score = Math.max(5, Math.min(95, Math.round(score)));

  if (strengths.length === 0) strengths.push(`A real need: ${b.problem.split(/[;:]/)[0]!.toLowerCase()}`);
  for (const risk of b.risks) if (risks.length < 5) risks.push(risk);
  const rival = b.competitors[0] ?? 'what they use today';
  const gap = !b.explicitAudience
    ? 'name one specific audience'
    : !b.monetisation.explicit
      ? `decide how ${b.productName} makes money`
      : a.competition === 'crowded' && differentiators === 0
        ? `say why ${b.users} would switch from ${rival}`
        : `test the promise with ten ${b.users}`;
  const verdict =
    score >= 80
      ? `Build it: ${b.productName} has a clear audience, a business model and a focused first version; start with ${b.features[0]!.name.toLowerCase()}.`
      : score >= 60
        ? `Promising: ${gap}, then build the first version around ${b.features[0]!.name.toLowerCase()}.`
        : score >= 40
          ? `Refine it first: ${gap}, and make clear why ${b.users} would switch from ${rival}.`
          : `Rethink it: as written the idea is too vague or too crowded; ${gap} and pick one painful problem.`;
  return {
    score,
    verdict,
    strengths: unique(strengths).slice(0, 5),
    risks: unique(risks).slice(0, 5),
    targetMarket: `${capitalise(b.audience[0] ?? b.users)}. ${markets[a.id]}.`,
    competition: b.competitors,
  };
}
