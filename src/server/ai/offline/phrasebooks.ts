import type { AiRulesPhrases } from './ai-rules-text';
import type { BackendReasonPhrases } from './model/backend';
import type { BackendPhrases, StoredPhrases } from './model/backend-phrases';
import type { ConstraintPhrases } from './model/constraints';
import type { CriteriaPhrases } from './model/criteria';
import type { StoryPhrases } from './model/feature-text';
import type { EntityPhrases } from './model/from-brief';
import type { GlossaryPhrases } from './model/glossary';
import type { CallPhrases } from './model/integration-calls';
import type { PrdPhrases } from './model/prd-lines';
import type { QualityPhrases } from './model/quality-phrases';
import type { RiskPhrases } from './model/risks';
import type { CompositionModel } from './model/types';
import type { OverviewPhrases } from './overview-text';
import type { StackPhrases } from './stack';
import type { ViabilityPhrases } from './viability/phrases';
import type { WhatNextPhrases } from './what-next-text';

import { aiRulesEn } from './en/ai-rules';
import { backendEn, storedEn } from './en/backend';
import { backendReasonEn } from './en/backend-reason';
import { constraintsEn } from './en/constraints';
import { criteriaEn } from './en/criteria';
import { entityEn } from './en/entity-text';
import { storyEn } from './en/feature-text';
import { glossaryEn } from './en/glossary';
import { callsEn } from './en/integration-calls';
import { namesEn } from './en/names';
import { overviewEn } from './en/overview';
import { planEn, type PlanPhrases } from './en/plan';
import { prdEn } from './en/prd-lines';
import { qualityEn } from './en/quality';
import { risksEn } from './en/risks';
import { screensEn, type ScreenPhrases } from './en/screens';
import { stackEn } from './en/stack';
import { englishViability } from './en/viability';
import { whatNextEn } from './en/what-next';

import { ru as aiRulesRu } from './ru/ai-rules';
import { backendRu, storedRu } from './ru/backend';
import { ru as backendReasonRu } from './ru/backend-reason';
import { constraintsRu } from './ru/constraints';
import { ru as criteriaRu } from './ru/criteria';
import { entityRu } from './ru/entity-text';
import { ru as storyRu } from './ru/feature-text';
import { ru as glossaryRu } from './ru/glossary';
import { callsRu } from './ru/integration-calls';
import { namesRu } from './ru/names';
import { ru as overviewRu } from './ru/overview';
import { ruPlan } from './ru/plan';
import { ru as prdRu } from './ru/prd-lines';
import { qualityRu } from './ru/quality';
import { risksRu } from './ru/risks';
import { ruScreens } from './ru/screens';
import { stackRu } from './ru/stack';
import { russianViability } from './ru/viability';
import { ru as whatNextRu } from './ru/what-next';

export type { PlanPhrases } from './en/plan';
export type { ScreenPhrases } from './en/screens';

/** A name as running text of the language inflects it ("урок" → "урока", "уроков"...); none in English. */
export interface NamePhrases {
  forms(name: string): string[];
}

/**
 * Every phrasebook of the composer, by language: the one module that imports en/ and ru/. The
 * composer decides what a kit says and reads the words from here, so no composer module depends on
 * a language's phrasebook. A phrasebook imports only types and leaf helpers of the composer (never
 * a module that reads this registry), so nothing imports itself in a cycle.
 */
export interface Phrasebook {
  overview: OverviewPhrases;
  prd: PrdPhrases;
  criteria: CriteriaPhrases;
  story: StoryPhrases;
  entity: EntityPhrases;
  glossary: GlossaryPhrases;
  risks: RiskPhrases;
  viability: ViabilityPhrases;
  stack: StackPhrases;
  constraints: ConstraintPhrases;
  calls: CallPhrases;
  backendReason: BackendReasonPhrases;
  backend: BackendPhrases;
  stored: StoredPhrases;
  screens: ScreenPhrases;
  plan: PlanPhrases;
  quality: QualityPhrases;
  aiRules: AiRulesPhrases;
  whatNext: WhatNextPhrases;
  names: NamePhrases;
}

/** The languages with a phrasebook of their own. */
export const phrasebookLanguages = ['en', 'ru'] as const;

const books: Record<(typeof phrasebookLanguages)[number], Phrasebook> = {
  en: {
    overview: overviewEn,
    prd: prdEn,
    criteria: criteriaEn,
    story: storyEn,
    entity: entityEn,
    glossary: glossaryEn,
    risks: risksEn,
    viability: englishViability,
    stack: stackEn,
    constraints: constraintsEn,
    calls: callsEn,
    backendReason: backendReasonEn,
    backend: backendEn,
    stored: storedEn,
    screens: screensEn,
    plan: planEn,
    quality: qualityEn,
    aiRules: aiRulesEn,
    whatNext: whatNextEn,
    names: namesEn,
  },
  ru: {
    overview: overviewRu,
    prd: prdRu,
    criteria: criteriaRu,
    story: storyRu,
    entity: entityRu,
    glossary: glossaryRu,
    risks: risksRu,
    viability: russianViability,
    stack: stackRu,
    constraints: constraintsRu,
    calls: callsRu,
    backendReason: backendReasonRu,
    backend: backendRu,
    stored: storedRu,
    screens: ruScreens,
    plan: ruPlan,
    quality: qualityRu,
    aiRules: aiRulesRu,
    whatNext: whatNextRu,
    names: namesRu,
  },
};

/** The phrasebook of a kit's language; a language without its own is written in English. */
export const phrasebook = (language: CompositionModel['language'] | undefined): Phrasebook => (language === 'ru' ? books.ru : books.en);
