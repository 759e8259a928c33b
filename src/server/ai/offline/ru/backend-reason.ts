import type { Archetype } from '../catalogue/archetypes';
import type { BackendReasonPhrases } from '../model/backend';
import type { StorageKind } from '../model/storage-kind';
import { storageKind } from '../model/storage-kind';
import { joinAnd } from './grammar';
import { entityIn, roleWord, rolesIn } from './words';

/** Where a product without a backend keeps its data, after "хранятся". */
export const storagePlaces: Record<StorageKind, string> = {
  files: 'в файлах контента (Markdown и JSON в репозитории)',
  extension: 'в chrome.storage.local на устройстве',
  config: 'в локальном файле в папке настроек пользователя (JSON или SQLite через better-sqlite3)',
  mobile: 'в локальной базе SQLite на устройстве (expo-sqlite)',
  desktop: 'в локальном файле SQLite на компьютере',
  browser: 'в IndexedDB в браузере (через Dexie)',
};

/** Where a product without a backend keeps its data, named on its own as a stack layer's choice. */
export const storageNames: Record<StorageKind, string> = {
  files: 'Файлы контента (Markdown и JSON в репозитории)',
  extension: 'chrome.storage.local на устройстве',
  config: 'Локальный файл в папке настроек пользователя (JSON или SQLite через better-sqlite3)',
  mobile: 'Локальная база SQLite на устройстве (expo-sqlite)',
  desktop: 'Локальный файл SQLite на компьютере',
  browser: 'IndexedDB в браузере (через Dexie)',
};

/** Why a product of this archetype can live without a server. */
export const noBackendWhyRu = (archetype: Archetype) =>
  archetype.id === 'static_site'
    ? 'это сайт с контентом: без аккаунтов, данных пользователей и секретов на сервере'
    : 'продуктом пользуется один человек: нет аккаунтов, общих данных и секретов на сервере';

export const ru: BackendReasonPhrases = {
  yes({ stored, accounts, roles, asked }) {
    const labels = stored.map((e) => entityIn(e, 'nomn', 'plur'));
    const needing = accounts ? ['аккаунты', ...labels].slice(0, 4) : labels;
    const who =
      roles.length > 1
        ? `общей для ${joinAnd(roles.map((r) => rolesIn(roleWord(r.role), 'gent')))}`
        : 'защищённой и синхронизированной между устройствами';
    const lead = asked ? 'Основатель попросил бэкенд, и он действительно нужен: ' : 'Нужен бэкенд: ';
    return `${lead}${needing.length > 0 ? joinAnd(needing) : 'аккаунты и данные'} должны храниться в одной базе данных, ${who}, а секреты вроде ключей платёжных сервисов и API — на сервере.`;
  },
  no({ archetype, platforms, declined }) {
    const lead = declined ? 'Основатель решил обойтись без бэкенда, и {product} работает без него' : 'Бэкенд не нужен';
    const why = noBackendWhyRu(archetype);
    const shipped =
      platforms.includes('web') || archetype.id === 'static_site'
        ? 'приложение раздаётся как статические файлы'
        : platforms.includes('extension')
          ? 'расширение распространяется через магазины браузеров'
          : 'приложение распространяется через магазины, и хостить ничего не нужно';
    return `${lead}: ${why}. Данные хранятся ${storagePlaces[storageKind(archetype, platforms)]}, а ${shipped}, поэтому это дёшево, быстро и приватно.`;
  },
  storagePlace: (archetype, platforms) => storagePlaces[storageKind(archetype, platforms)],
};
