import type { PlatformEntry } from './types';

/** Words that name where the product runs. */
export const platformWords: readonly PlatformEntry[] = [
  { platforms: ['ios'], keywords: ['ios_', 'iphone', 'ipad', 'app store', 'apple watch', 'айфон', 'айпад'] },
  { platforms: ['android'], keywords: ['android', 'google play', 'андроид'] },
  {
    platforms: ['ios', 'android'],
    keywords: ['mobile', 'smartphone', 'phone', 'phones', 'on the go', 'мобильн', 'смартфон', 'телефон'],
  },
  {
    platforms: ['web'],
    keywords: ['web_', 'web-', 'webapp', 'website', 'web site', 'saas', 'dashboard', 'portal', 'in the browser', 'browser-based', 'internal tool', 'admin panel', 'back office', 'backoffice', 'веб', 'сайт', 'личный кабинет', 'внутренн инструмент', 'админк', 'панел'],
  },
  {
    platforms: ['browser-extension'],
    keywords: ['browser extension', 'chrome extension', 'firefox extension', 'extension', 'add-on', 'addon', 'browser plugin', 'расширени', 'плагин для браузер', 'браузерн плагин'],
  },
  {
    platforms: ['desktop'],
    keywords: ['desktop', 'macos', 'mac app', 'windows app', 'windows_', 'linux_', 'electron', 'tauri', 'десктоп', 'настольн'],
  },
  {
    platforms: ['api'],
    keywords: ['api_', 'apis_', 'rest api', 'graphql', 'webhook', 'sdk_', 'endpoint', 'апи_'],
  },
  {
    platforms: ['cli'],
    keywords: ['cli_', 'command line', 'command-line', 'terminal', 'консольн', 'командн строк', 'терминал'],
  },
];
