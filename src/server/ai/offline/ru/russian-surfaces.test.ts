import { describe, expect, it } from 'vitest';
import type { Brief } from '../../../../shared/schemas/brief';
import { briefQuotes, letterShares, renderKitDocuments } from '../../../kit/language-check';
import { composeKit } from '../offline-model';
import { readIdea } from '../reader';
import { qualityRu } from './quality';

/**
 * Russian ideas that are not web products or native apps (a game, a browser extension, an API with
 * a command-line tool) get Russian screens, states, journeys and rules too, from the same composer.
 */

const ideas = {
  game: 'Мобильная игра-викторина для iPhone и Android: игроки отвечают на вопросы на время, участвуют в турнирах, зарабатывают монеты и соревнуются в таблице лидеров.',
  extension:
    'Расширение для Chrome, которое блокирует отвлекающие сайты в рабочие часы и показывает статистику фокуса за неделю.',
  api: 'API и консольная утилита, которая превращает PDF-счета в JSON для бухгалтеров.',
};

function documentsOf(idea: string): { brief: Brief; documents: ReturnType<typeof renderKitDocuments> } {
  const read = readIdea(idea);
  if (read.kind !== 'brief') throw new Error(`no brief for ${idea}`);
  expect(read.brief.language).toBe('ru');
  return { brief: read.brief, documents: renderKitDocuments(composeKit(idea, {}, 1, read.brief), read.brief) };
}

describe.each(Object.entries(ideas))('a Russian %s idea', (_, idea) => {
  it.each(['frontend', 'app_flow', 'ai_rules'] as const)('writes the %s document in Russian', (kind) => {
    const { brief, documents } = documentsOf(idea);
    const shares = letterShares(documents[kind], briefQuotes(brief));
    expect(shares.cyrillic, shares.latinWords.join(' ')).toBeGreaterThanOrEqual(0.9);
  });
});

describe('Russian surfaces agree with their numbers and words', () => {
  it('counts the endpoints of an API with the noun in the right form', () => {
    const { documents } = documentsOf(ideas.api);
    expect(documents.frontend).toContain('справочнике OpenAPI 3.1 на /docs: 10 точек доступа, у каждой есть пример');
    expect(documents.frontend).toContain('бухгалтеры запускают его из терминала');
  });

  it('agrees the words of a game with what one plays in it', () => {
    const { documents } = documentsOf(ideas.game);
    expect(documents.frontend).toContain('Настройка даёт больше времени на каждую викторину');
    expect(documents.app_flow).toContain('игра сразу начинает одну викторину');
  });

  it('names the marks an extension leaves on a page in the plural genitive of its records', () => {
    const { documents } = documentsOf(ideas.extension);
    expect(documents.frontend).toContain('Метки фокусов не полагаются только на цвет');
    expect(documents.frontend).toContain('| Боковая панель | /sidepanel |');
  });
});

describe('the Russian mobile quality checks', () => {
  it('name the hub screen once, or the main screen when the app has no hub', () => {
    expect(qualityRu.mobile.coldStart('Лента', undefined)).toMatch(/^Холодный старт до экрана «Лента» меньше 2 секунд/);
    const unnamed = qualityRu.mobile.coldStart(undefined, undefined);
    expect(unnamed).toMatch(/^Холодный старт до главного экрана меньше 2 секунд/);
    expect(unnamed).not.toContain('экрана главного экрана');
  });
});
