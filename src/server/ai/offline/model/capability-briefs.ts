import type { BriefCapability, CapabilityId } from '../../../../shared/capabilities';
import type { Brief } from '../../../../shared/schemas/brief';

/**
 * Briefs written for the capability tests (ADR 0041): a courier service whose headline feature is
 * given a capability, in English and in Russian. Each has a feature that keeps records (orders), so
 * a capability feature always has a record to work on and another feature that creates it.
 */

export function courierBrief(capability: BriefCapability | undefined, overrides: Partial<Brief> = {}): Brief {
  return {
    language: 'en',
    productName: 'Swiftdrop',
    summary: 'Swiftdrop lets bakeries send cakes across town with their own couriers and lets customers follow each delivery.',
    platforms: ['web', 'ios', 'android'],
    roles: [
      { name: 'customer', goals: ['Know when the cake arrives'] },
      { name: 'courier', goals: ['Deliver every order on time'] },
    ],
    entities: [
      {
        name: 'Delivery',
        label: 'delivery',
        fields: [
          { name: 'address', type: 'string' },
          { name: 'dueAt', type: 'datetime' },
          { name: 'status', type: 'enum' },
        ],
        relations: [{ kind: 'belongsTo', entity: 'Bakery' }],
      },
      {
        name: 'Bakery',
        label: 'bakery',
        fields: [
          { name: 'name', type: 'string' },
          { name: 'phone', type: 'phone' },
        ],
        relations: [{ kind: 'hasMany', entity: 'Delivery' }],
      },
    ],
    features: [
      {
        id: 'FEAT-001',
        name: 'Manage deliveries',
        description: 'Bakeries create delivery orders with an address and a due time.',
        priority: 'must',
        entities: ['Delivery', 'Bakery'],
        integrations: [],
        dependsOn: [],
      },
      {
        id: 'FEAT-002',
        name: 'Courier tracking',
        description: 'Customers follow the courier on a map until the cake arrives.',
        priority: 'must',
        entities: ['Delivery'],
        integrations: [],
        dependsOn: ['FEAT-001'],
        ...(capability ? { capability } : {}),
      },
    ],
    integrations: [],
    constraints: [],
    monetisation: 'A monthly fee per bakery.',
    assumptions: [],
    openQuestions: [],
    ...overrides,
  };
}

export function courierBriefRu(capability: BriefCapability | undefined, overrides: Partial<Brief> = {}): Brief {
  return {
    language: 'ru',
    productName: 'Пончик',
    summary: 'Пончик помогает пекарням развозить торты своими курьерами, а покупателям — следить за доставкой.',
    platforms: ['web', 'ios', 'android'],
    roles: [
      { name: 'Покупатель', goals: ['Знать, когда приедет торт'] },
      { name: 'Курьер', goals: ['Доставлять заказы вовремя'] },
    ],
    entities: [
      {
        name: 'Delivery',
        label: 'доставка',
        fields: [
          { name: 'address', type: 'string' },
          { name: 'dueAt', type: 'datetime' },
          { name: 'status', type: 'enum' },
        ],
        relations: [{ kind: 'belongsTo', entity: 'Bakery' }],
      },
      {
        name: 'Bakery',
        label: 'пекарня',
        fields: [
          { name: 'name', type: 'string' },
          { name: 'phone', type: 'phone' },
        ],
        relations: [{ kind: 'hasMany', entity: 'Delivery' }],
      },
    ],
    features: [
      {
        id: 'FEAT-001',
        name: 'Журнал доставок',
        description: 'Пекарни оформляют заказы с адресом и временем доставки.',
        priority: 'must',
        entities: ['Delivery', 'Bakery'],
        integrations: [],
        dependsOn: [],
      },
      {
        id: 'FEAT-002',
        name: 'Следить за курьером',
        description: 'Покупатель видит курьера на карте, пока торт не приедет.',
        priority: 'must',
        entities: ['Delivery'],
        integrations: [],
        dependsOn: ['FEAT-001'],
        ...(capability ? { capability } : {}),
      },
    ],
    integrations: [],
    constraints: [],
    monetisation: 'Ежемесячная плата с пекарни.',
    assumptions: [],
    openQuestions: [],
    ...overrides,
  };
}

/** A capability with the parameters its texts may use, so every placeholder is filled from the brief. */
export const capabilityOfId = (id: CapabilityId, language: 'en' | 'ru' = 'en'): BriefCapability => ({
  id,
  sources: [language === 'ru' ? 'Мой склад' : 'Shopify'],
  channel: 'push',
  schedule: language === 'ru' ? 'каждую ночь' : 'nightly',
  reviewer: language === 'ru' ? 'менеджер' : 'manager',
});
