import { describe, expect, it } from 'vitest';
import { featureDefList } from '../catalogue/features';
import { composeKit } from '../offline-model';
import { readIdea } from '../reader';
import { ruCatalogueScreenNames, ruCatalogueScreenPurposes } from './catalogue-screens';

describe('the catalogue’s screens in a Russian kit', () => {
  it('has Russian words for every screen the feature catalogue defines', () => {
    const screens = featureDefList.flatMap((def) => def.screens ?? []);
    expect(screens.filter((screen) => !(screen.name in ruCatalogueScreenNames)).map((s) => s.name)).toEqual([]);
    expect(screens.filter((screen) => !(screen.purpose in ruCatalogueScreenPurposes)).map((s) => s.purpose)).toEqual([]);
  });

  it('names a catalogue screen in Russian, and leaves an English kit’s as the catalogue words it', () => {
    const russian = 'Сервис для фотографов: клиенты бронируют съёмку, переписываются с фотографом в сообщениях и получают уведомления.';
    const read = readIdea(russian);
    if (read.kind !== 'brief') throw new Error('the idea should be clear');
    const screens = composeKit(russian, {}, 1, read.brief).frontend.screens;
    // The screen is the chat capability's: its purpose comes from the catalogue's Russian text.
    const messages = screens.find((s) => s.route === '/messages');
    expect(messages).toMatchObject({ name: 'Сообщения' });
    expect(messages!.purpose).toMatch(/^[А-ЯЁ][^A-Za-z]+$/);

    const english = 'A service for photographers: clients book a shoot, send messages to the photographer in a chat and get notifications.';
    const readEnglish = readIdea(english);
    if (readEnglish.kind !== 'brief') throw new Error('the idea should be clear');
    const englishScreens = composeKit(english, {}, 1, readEnglish.brief).frontend.screens;
    expect(englishScreens.find((s) => s.route === '/messages')).toMatchObject({ name: 'Messages' });
  });
});
