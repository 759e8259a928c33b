import type { RegulationEntry } from './types';

/** Regulations and standards: constraints on the product, never entities. */
export const regulations: readonly RegulationEntry[] = [
  {
    name: 'HIPAA',
    kind: 'compliance',
    text: {
      en: 'Health data is protected under HIPAA: access control, audit logs, encryption, a BAA with every vendor.',
      ru: 'Медицинские данные защищены по HIPAA: разграничение доступа, журнал действий, шифрование, BAA с поставщиками.',
    },
    keywords: ['hipaa'],
  },
  {
    name: 'GDPR',
    kind: 'privacy',
    text: {
      en: 'Personal data under GDPR: consent, export and deletion on request, a data processing record.',
      ru: 'Персональные данные по GDPR: согласие, выгрузка и удаление по запросу, реестр обработки.',
    },
    keywords: ['gdpr', 'rgpd', 'dsgvo', 'general data protection'],
  },
  {
    name: '152-ФЗ',
    kind: 'legal',
    text: {
      en: 'Personal data of Russian citizens is stored in Russia with written consent (Federal Law 152-FZ).',
      ru: 'Персональные данные граждан РФ хранятся в России, с согласием на обработку (152-ФЗ).',
    },
    keywords: ['~152[-\\s]?(?:фз|fz)', 'закон о персональных данных', 'закона о персональных данных', '152-ф'],
  },
  {
    name: 'PCI DSS',
    kind: 'security',
    text: {
      en: 'Card data never touches our servers: a PCI DSS compliant processor holds it (SAQ A).',
      ru: 'Данные карт не попадают на наши серверы: их хранит процессинг, сертифицированный по PCI DSS.',
    },
    keywords: ['pci', 'pci-dss', 'pci dss'],
  },
  {
    name: 'SOC 2',
    kind: 'security',
    text: {
      en: 'SOC 2 controls: access reviews, audit logs, encrypted backups, vendor and incident processes.',
      ru: 'Контроли SOC 2: ревизия доступа, журналы, шифрованные резервные копии, процессы инцидентов.',
    },
    keywords: ['soc 2', 'soc2', 'soc-2', 'soc ii'],
  },
  {
    name: 'ISO 27001',
    kind: 'security',
    text: {
      en: 'An information security management system certified to ISO 27001.',
      ru: 'Система управления информационной безопасностью по ISO 27001.',
    },
    keywords: ['iso 27001', 'iso27001', 'iso/iec 27001'],
  },
  {
    name: 'COPPA',
    kind: 'privacy',
    text: {
      en: 'Children under 13: verifiable parental consent, no behavioural ads, minimal data (COPPA).',
      ru: 'Дети до 13 лет: согласие родителей, без таргетированной рекламы, минимум данных (COPPA).',
    },
    keywords: ['coppa'],
  },
  {
    name: 'FERPA',
    kind: 'privacy',
    text: {
      en: 'Student education records are disclosed only with consent (FERPA).',
      ru: 'Данные об успеваемости учеников раскрываются только с согласия (FERPA).',
    },
    keywords: ['ferpa'],
  },
  {
    name: 'CCPA',
    kind: 'privacy',
    text: {
      en: 'Californians can see, delete and opt out of the sale of their data (CCPA).',
      ru: 'Жители Калифорнии могут получить, удалить данные и запретить их продажу (CCPA).',
    },
    keywords: ['ccpa', 'cpra'],
  },
  {
    name: 'WCAG',
    kind: 'other',
    text: {
      en: 'Accessible to WCAG 2.2 AA: keyboard use, contrast, labels and screen readers.',
      ru: 'Доступность по WCAG 2.2 AA: клавиатура, контраст, подписи, экранные дикторы.',
    },
    keywords: ['wcag', 'accessibility standard', 'ada complian', 'section 508', 'доступност'],
  },
  {
    name: 'KYC/AML',
    kind: 'compliance',
    text: {
      en: 'Customers are identified and transactions screened (KYC/AML).',
      ru: 'Клиенты проходят идентификацию, операции проверяются (KYC/AML, 115-ФЗ).',
    },
    keywords: ['kyc', 'aml_', 'anti-money', '115-фз', 'know your customer'],
  },
  {
    name: 'PSD2',
    kind: 'compliance',
    text: {
      en: 'Strong customer authentication for payments and licensed bank access (PSD2).',
      ru: 'Строгая аутентификация платежей и лицензированный доступ к банкам (PSD2).',
    },
    keywords: ['psd2', 'strong customer authentication'],
  },
  {
    name: 'FDA 21 CFR Part 11',
    kind: 'compliance',
    text: {
      en: 'Electronic records and signatures are validated and audit-trailed (21 CFR Part 11).',
      ru: 'Электронные записи и подписи валидированы и журналируются (21 CFR Part 11).',
    },
    keywords: ['21 cfr', 'part 11', 'fda'],
  },
  {
    name: '54-ФЗ',
    kind: 'legal',
    text: {
      en: 'Every sale produces an online fiscal receipt (Federal Law 54-FZ).',
      ru: 'Каждая продажа сопровождается онлайн-чеком (54-ФЗ).',
    },
    keywords: ['~54[-\\s]?(?:фз|fz)', 'онлайн-касс', 'онлайн касс'],
  },
  {
    name: 'ePrivacy',
    kind: 'privacy',
    text: {
      en: 'Cookies and trackers only with consent (ePrivacy).',
      ru: 'Cookies и трекеры только с согласия пользователя (ePrivacy).',
    },
    keywords: ['eprivacy', 'cookie consent', 'cookie law'],
  },
];
