import type { Brief } from '../../../../shared/schemas/brief';
import { keywords } from '../catalogue/lexicon';
import type { SensitiveData } from '../catalogue/regulation-costs';

/**
 * What the evaluation reads from a brief besides its lists: the words it is written in, the data it
 * holds that the law treats as sensitive, and whether its roles sit on two sides of a transaction.
 * Keyword lists use the syntax of `keywords` in ../catalogue/lexicon.ts (English and Russian).
 */

/** The brief's own words: what it is, who uses it and what they do (not its assumptions). */
export function briefText(brief: Brief): string {
  return [
    brief.productName,
    brief.summary,
    ...brief.roles.flatMap((role) => [role.name, ...role.goals]),
    ...brief.entities.map((entity) => entity.label ?? spaced(entity.name)),
    ...brief.features.flatMap((feature) => [feature.name, feature.description]),
  ].join('. ');
}

/** "VideoVisit" → "video visit". */
export const spaced = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

const sensitiveWords: Record<SensitiveData, { words: readonly string[]; entities: readonly string[] }> = {
  health: {
    words: ['patient', 'medical', 'health record', 'diagnos', 'prescription', 'symptom', 'telehealth', 'telemedicine', 'therapy', 'therapist', 'mental health', 'medication', 'lab result', '~пациент', '~медицинск', '~диагноз', '~лечени', '~анализ\\S* кров'],
    entities: ['Patient', 'MedicalRecord', 'Prescription', 'Diagnosis', 'Medication', 'Symptom', 'LabResult', 'HealthRecord'],
  },
  finance: {
    words: ['loan', 'lending', 'credit score', 'bank account', 'open banking', 'investment', 'investing', 'brokerage', 'crypto', 'money transfer', 'remittance', 'insurance', 'escrow', 'mortgage', 'e-wallet', 'digital wallet', '~кредит', '~займ', '~инвестиц', '~криптовалют', '~страхов', '~ипотек'],
    entities: ['Loan', 'BankAccount', 'Investment', 'Wallet', 'InsurancePolicy', 'Mortgage'],
  },
  children: {
    words: ['child', 'children', 'kid_', 'kids_', 'under 13', 'minors_', 'toddler', 'baby', 'babies', 'pupil', 'homework', 'kindergarten', 'nursery', 'primary school', 'high school', '~школ', '~ребён', '~ребен', '~дет(?:и|ей|ям|ьми|ск)', '~школьник', '~малыш'],
    entities: ['Child', 'Kid', 'Pupil', 'Baby'],
  },
};

/** The kinds of sensitive data the brief's words or entities name. */
export function sensitiveData(brief: Brief, text: string): SensitiveData[] {
  const entities = new Set(brief.entities.map((entity) => entity.name));
  return (Object.keys(sensitiveWords) as SensitiveData[]).filter((kind) => {
    const { words, entities: names } = sensitiveWords[kind];
    return keywords(words).test(text) || names.some((name) => entities.has(name));
  });
}

/** Roles that sell, serve or supply, and roles that buy, book or are served. */
const supplyWords = keywords([
  'seller', 'vendor', 'merchant', 'supplier', 'maker', 'host', 'landlord', 'driver', 'courier', 'walker', 'sitter',
  'tutor', 'teacher', 'instructor', 'coach', 'trainer', 'freelance', 'translator', 'designer', 'provider', 'technician',
  'plumber', 'cleaner', 'handyman', 'contractor', 'photographer', 'artist', 'cook', 'chef', 'baker', 'farmer', 'grower',
  'doctor', 'physician', 'therapist', 'clinician', 'nurse', 'lawyer', 'mentor', 'guide', 'creator', 'expert', 'consultant',
  'specialist', 'restaurant', 'shop owner', 'store owner', 'owner of', 'worker', 'employer',
  '~мастер', '~продав', '~исполнител', '~водител', '~курьер', '~репетитор', '~учител', '~тренер', '~врач', '~фрилансер',
  '~арендодател', '~поставщик', '~повар', '~фермер', '~специалист',
]);
const demandWords = keywords([
  'buyer', 'customer', 'client', 'shopper', 'rider', 'passenger', 'guest', 'traveller', 'traveler', 'renter', 'tenant',
  'student', 'learner', 'parent', 'patient', 'homeowner', 'diner', 'consumer', 'neighbour', 'neighbor', 'pet owner',
  'dog owner', 'candidate', 'job seeker', 'backer', 'attendee',
  '~покупател', '~клиент', '~заказчик', '~пассажир', '~гост', '~ученик', '~студент', '~арендатор', '~пациент', '~родител',
]);
/** Words that say the product brings the two sides together. */
const matchingWords = keywords([
  'marketplace', 'two-sided', 'connect', 'match', 'platform where', 'find a', 'find local', 'hire', 'peer-to-peer', 'p2p',
  'gig', 'on-demand', 'on demand', 'nearby', 'book a', 'request a', 'order from', 'buy from', 'sell to', 'sell their',
  'list their', 'commission',
  '~маркетплейс', '~площадк', '~агрегатор', '~найти', '~связыва', '~заказать у', '~комисси',
]);

export interface Sides {
  supply: string;
  demand: string;
}

/** Words that call the product a marketplace outright. */
const marketplaceWords = keywords(['marketplace', 'two-sided', 'peer-to-peer', '~маркетплейс']);
export const calledMarketplace = (text: string) => marketplaceWords.test(text);

/**
 * The two sides of the transaction, when the brief describes a marketplace: a role that supplies and
 * another that buys, brought together by the product (its words, or a commission on their deals).
 * A brief that calls itself a marketplace but names one side only still has the other side to win,
 * named by `missing` in the evaluation's language.
 */
export function marketplaceSides(brief: Brief, text: string, commission: boolean, missing: Sides): Sides | null {
  const supply = brief.roles.find((role) => supplyWords.test(role.name));
  const demand = brief.roles.find((role) => role !== supply && demandWords.test(role.name) && !supplyWords.test(role.name));
  if (supply && demand && (commission || matchingWords.test(text))) return { supply: supply.name, demand: demand.name };
  if (!marketplaceWords.test(text)) return null;
  if (supply) return { supply: supply.name, demand: demand?.name ?? missing.demand };
  return demand ? { supply: missing.supply, demand: demand.name } : null;
}

/** Phrases that say what sets the product apart from what people use today. */
export const differentiatorWords = keywords([
  'unlike', 'instead of', 'rather than', 'the only', 'the first', 'without the', 'no ads', 'cheaper', 'faster than',
  'privacy-first', 'open source', 'open-source', 'offline-first', 'works offline', 'specifically for', 'built for',
  'designed for', 'tailored to', 'only for',
  '~в отличие', '~вместо', '~единственн', '~дешевле', '~специально для',
]);
