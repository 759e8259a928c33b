/** UI timings and sizes. */
export const MOBILE_BREAKPOINT_PX = 768;
export const IDLE_TIMEOUT_MS = 1000;
export const IDLE_FALLBACK_MS = 100;
export const LOADING_MARKER_DELAY_MS = 300;
export const FORCED_REVEAL_MS = 2000;
export const TOAST_LIMIT = 1;
/** Dashboard: a left swipe longer than this closes the mobile sidebar. */
export const SWIPE_CLOSE_THRESHOLD_PX = 50;
/** Dashboard: the header changes style once the page has scrolled past this. */
export const HEADER_SCROLLED_OFFSET_PX = 20;
/** Public site: the mobile menu's closing animation. */
export const MOBILE_MENU_CLOSE_MS = 300;
/** Public site: sections stop this far below the top, clear of the sticky navbar. */
export const SCROLL_OFFSET_PX = 80;
/** Public site: the tool logos slide past once every minute. */
export const LOGO_SLIDER_DURATION_S = 60;
/** Hero video: a page that took longer than this to load gets only the poster. */
export const SLOW_LOAD_MS = 2500;
/** Pricing: a buy button stays locked (processing) this long, then resets (checkout button lock). */
export const CHECKOUT_BUTTON_LOCK_MS = 10_000;
/** Video (hero, offer page): a failed source is tried again after this long. */
export const VIDEO_RETRY_MS = 2000;
/** Video: tries again this many times, then the poster stays for good. */
export const VIDEO_MAX_RETRIES = 3;
