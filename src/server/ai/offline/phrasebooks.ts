import type { AiRulesPhrases } from './ai-rules-text';
import { aiRulesEn } from './en/ai-rules';
import { overviewEn } from './en/overview';
import { prdEn } from './en/prd-lines';
import { whatNextEn } from './en/what-next';
import type { PrdPhrases } from './model/prd-lines';
import type { CompositionModel } from './model/types';
import type { OverviewPhrases } from './overview-text';
import { ru as aiRulesRu } from './ru/ai-rules';
import { ru as overviewRu } from './ru/overview';
import { ru as prdRu } from './ru/prd-lines';
import { ru as whatNextRu } from './ru/what-next';
import type { WhatNextPhrases } from './what-next-text';

import type { BackendReasonPhrases } from './model/backend';
import type { ConstraintPhrases } from './model/constraints';
import { constraintsEn } from './en/constraints';
import { constraintsRu } from './ru/constraints';
import type { RiskPhrases } from './model/risks';
import { risksEn } from './en/risks';
import { risksRu } from './ru/risks';
import type { CallPhrases } from './model/integration-calls';
import { callsEn } from './en/integration-calls';
import { callsRu } from './ru/integration-calls';
import type { EntityPhrases } from './model/from-brief';
import { entityEn } from './en/entity-text';
import { entityRu } from './ru/entity-text';
import type { ViabilityPhrases } from './viability/phrases';
import { englishViability } from './en/viability';
import { russianViability } from './ru/viability';
import type { GlossaryPhrases } from './model/glossary';
import { glossaryEn } from './en/glossary';
import { ru as glossaryRu } from './ru/glossary';
import type { StoryPhrases } from './model/feature-text';
import { storyEn } from './en/feature-text';
import { ru as storyRu } from './ru/feature-text';
import type { CriteriaPhrases } from './model/criteria';
import { criteriaEn } from './en/criteria';
import { ru as criteriaRu } from './ru/criteria';
import { planEn, type PlanPhrases } from './en/plan';
import { ruPlan } from './ru/plan';
import { screensEn, type ScreenPhrases } from './en/screens';
import { ruScreens } from './ru/screens';
import type { QualityPhrases } from './model/quality-phrases';
import { qualityEn } from './en/quality';
import { qualityRu } from './ru/quality';
import type { BackendPhrases, StoredPhrases } from './model/backend-phrases';
import { backendEn, storedEn } from './en/backend';
import { backendRu, storedRu } from './ru/backend';
import { backendReasonEn } from './en/backend-reason';
import { ru as backendReasonRu } from './ru/backend-reason';

/**
 * Every phrasebook of the composer, by language: the one module that imports en/ and ru/. The
 * composer decides what a kit says and reads its words from here, so no composer module depends on
 * a language's phrasebook (and a phrasebook may use the composer's helpers without a cycle).
 */
export type { PlanPhrases } from './en/plan';
export type { ScreenPhrases } from './en/screens';

export interface Phrasebook {
  constraints: ConstraintPhrases;
  risks: RiskPhrases;
  calls: CallPhrases;
  entity: EntityPhrases;
  viability: ViabilityPhrases;
  glossary: GlossaryPhrases;
  story: StoryPhrases;
  criteria: CriteriaPhrases;
  plan: PlanPhrases;
  screens: ScreenPhrases;
  quality: QualityPhrases;
  backend: BackendPhrases;
  stored: StoredPhrases;
  backendReason: BackendReasonPhrases;
  aiRules: AiRulesPhrases;
  overview: OverviewPhrases;
  prd: PrdPhrases;
  whatNext: WhatNextPhrases;
}

/** The languages with a phrasebook of their own. */
export const phrasebookLanguages = ['en', 'ru'] as const;

const books: Record<(typeof phrasebookLanguages)[number], Phrasebook> = {
  en: {
    constraints: constraintsEn,
    risks: risksEn,
    calls: callsEn,
    entity: entityEn,
    viability: englishViability,
    glossary: glossaryEn,
    story: storyEn,
    criteria: criteriaEn,
    plan: planEn,
    screens: screensEn,
    quality: qualityEn,
    backend: backendEn,
    stored: storedEn,
    backendReason: backendReasonEn,
    aiRules: aiRulesEn,
    overview: overviewEn,
    prd: prdEn,
    whatNext: whatNextEn,
  },
  ru: {
    constraints: constraintsRu,
    risks: risksRu,
    calls: callsRu,
    entity: entityRu,
    viability: russianViability,
    glossary: glossaryRu,
    story: storyRu,
    criteria: criteriaRu,
    plan: ruPlan,
    screens: ruScreens,
    quality: qualityRu,
    backend: backendRu,
    stored: storedRu,
    backendReason: backendReasonRu,
    aiRules: aiRulesRu,
    overview: overviewRu,
    prd: prdRu,
    whatNext: whatNextRu,
  },
};

/** The phrasebook of a kit's language; a language without its own is written in English. */
export const phrasebook = (language: CompositionModel['language'] | undefined): Phrasebook => (language === 'ru' ? books.ru : books.en);
