import type { BriefConstraint } from '../../../../shared/schemas/brief';

/**
 * What following a regulation costs a small team before and after launch, and how far it lowers the
 * viability score. Matched on a constraint's name (and text), so a brief written by either engine,
 * or edited by the founder ("HIPAA compliance", "PCI-DSS"), finds its entry.
 */
export interface RegulationCost {
  key: string;
  match: RegExp;
  /** Points off the score. */
  penalty: number;
  /** The work it takes, in a phrase that follows the regulation's name. */
  cost: string;
  /** The sensitive data it already covers, so that data is not counted twice. */
  covers?: SensitiveData;
}

/** Data that is regulated wherever the product runs, whether or not the brief names a regulation. */
export type SensitiveData = 'health' | 'finance' | 'children';

export const regulationCosts: readonly RegulationCost[] = [
  {
    key: 'hipaa',
    match: /hipaa/i,
    penalty: 10,
    covers: 'health',
    cost: 'a signed BAA with every vendor that touches health data (hosting, email, video, analytics), audit logs, encryption at rest, a risk assessment and legal review before the first patient; HIPAA-eligible hosting costs more than a hobby plan',
  },
  {
    key: 'fda',
    match: /21\s*cfr|part\s*11|\bfda\b/i,
    penalty: 10,
    covers: 'health',
    cost: 'validated systems, electronic-signature controls and audit trails; software that diagnoses or treats may be a regulated medical device needing clearance',
  },
  {
    key: 'kyc',
    match: /kyc|\baml\b|anti-money|115-?фз/i,
    penalty: 10,
    covers: 'finance',
    cost: 'an identity-verification vendor paid per check, transaction monitoring and usually a licence or a licensed partner institution; regulators audit it',
  },
  {
    key: 'psd2',
    match: /psd2|strong customer authentication/i,
    penalty: 7,
    covers: 'finance',
    cost: 'an AISP/PISP licence or a licensed provider such as Plaid or TrueLayer for bank access, and strong customer authentication on payments',
  },
  {
    key: 'coppa',
    match: /coppa/i,
    penalty: 8,
    covers: 'children',
    cost: 'verifiable parental consent before collecting anything from children under 13, no behavioural ads, and fines per violation',
  },
  {
    key: 'ferpa',
    match: /ferpa/i,
    penalty: 5,
    covers: 'children',
    cost: 'data agreements with each school or district and consent rules for student records; school procurement is slow',
  },
  {
    key: 'soc2',
    match: /soc\s*-?\s*(2|ii)\b/i,
    penalty: 6,
    cost: 'months of collecting control evidence and an auditor’s report (often tens of thousands of dollars) before larger customers sign',
  },
  {
    key: 'iso27001',
    match: /27001/i,
    penalty: 6,
    cost: 'an information-security management system, its documents and a certification audit, then yearly surveillance audits',
  },
  {
    key: 'pci',
    match: /pci/i,
    penalty: 3,
    cost: 'card data kept with the payment processor (a hosted checkout and a yearly SAQ A self-assessment); storing cards yourself means a full audit',
  },
  {
    key: 'gdpr',
    match: /gdpr|rgpd|dsgvo|general data protection/i,
    penalty: 2,
    cost: 'consent records, data export and deletion on request, a record of processing and data-processing agreements with vendors',
  },
  {
    key: 'russian-personal-data',
    match: /152/,
    penalty: 4,
    cost: 'personal data stored on servers in Russia, notification of Roskomnadzor and written consents to processing',
  },
  {
    key: 'ccpa',
    match: /ccpa|cpra/i,
    penalty: 2,
    cost: 'a privacy notice, an opt-out of the sale or sharing of data and deletion requests answered on time',
  },
  {
    key: 'fiscal-receipts',
    match: /54/,
    penalty: 2,
    cost: 'an online cash register with a fiscal data operator for every sale',
  },
  {
    key: 'eprivacy',
    match: /eprivacy|cookie/i,
    penalty: 1,
    cost: 'consent before any non-essential cookie or tracker',
  },
];

/** GDPR over health, financial or children’s data: special-category data needs far more. */
export const gdprSensitive = {
  penalty: 6,
  cost: 'a data-protection impact assessment, explicit consent, usually a data-protection officer, and legal review of every vendor that processes it',
} as const;

/** A constraint of a legal kind no table entry knows: some legal review, at least. */
export const unknownLegal = { penalty: 3, cost: 'legal review of what it demands before launch' } as const;

/** Sensitive data the brief names without a regulation that covers it. */
export const unregulatedData: Record<SensitiveData, { penalty: number; text: string }> = {
  health: {
    penalty: 6,
    text: 'Health data, but the brief names no regulation: HIPAA applies in the US once clinics or insurers are involved and GDPR treats it as special-category data in the EU, so plan for BAAs with vendors, audit logs and legal review',
  },
  finance: {
    penalty: 6,
    text: 'Money and financial data, but the brief names no regulation: lending, investing, holding or moving funds usually needs a licence or a licensed partner, plus KYC/AML checks',
  },
  children: {
    penalty: 5,
    text: 'Children’s data, but the brief names no regulation: COPPA (under 13 in the US) and GDPR’s rules for children need verifiable parental consent and no behavioural ads',
  },
};

/** Constraint kinds that are about rules of law rather than engineering targets. */
export const legalKinds: ReadonlySet<BriefConstraint['kind']> = new Set(['compliance', 'legal', 'privacy']);
