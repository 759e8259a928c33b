import type { PlatformEntry } from './types';

/** Words that name where the product runs. */
export const platformWords: readonly PlatformEntry[] = [
  { platforms: ['ios'], keywords: ['ios_', 'iphone', 'ipad', 'app store', 'apple watch', 'айфон', 'айпад'] },
  { platforms: ['android'], keywords: ['android', 'google play', 'андроид'] },
  {
    platforms: ['ios', 'android'],
    keywords: ['mobile', 'smartphone', 'phone', 'phones', 'tablet', 'on the go', 'мобильн', 'смартфон', 'телефон', 'планшет'],
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
    keywords: ['desktop', 'menu bar app', 'menu bar', 'system tray', 'tray app', 'macos', 'mac app', 'mac_', 'macs_', 'windows app', 'windows_', 'linux_', 'electron_', 'tauri', 'десктоп', 'настольн приложени', 'настольн программ', 'настольн верси', 'для компьютер', 'для пк'],
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

/**
 * Names of platforms, operating systems, browsers and app stores, written as names ("Android",
 * "App Store"): where the product runs or is sold, never a service it calls.
 */
export const platformNames: readonly string[] = [
  'ios_', 'ipados_', 'iphone', 'ipad', 'android', 'app store', 'apple app store', 'google play', 'play store', 'apple watch', 'wear os', 'watchos',
  'macos', 'mac os', 'mac_', 'macbook', 'imac', 'windows_', 'linux_', 'ubuntu', 'chromebook', 'chrome os', 'chromeos', 'chrome_', 'firefox', 'safari_', 'edge_', 'opera_', 'brave_',
  'chrome web store', 'smart tv', 'apple tv', 'android tv', 'tvos', 'roku', 'steam deck', 'huawei appgallery', 'rustore', 'андроид', 'айфон',
];
