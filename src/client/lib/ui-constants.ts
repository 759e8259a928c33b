/** UI timings and sizes of spec §9. */
export const MOBILE_BREAKPOINT_PX = 768;
export const IDLE_TIMEOUT_MS = 1000;
export const IDLE_FALLBACK_MS = 100;
export const LOADING_MARKER_DELAY_MS = 300;
export const FORCED_REVEAL_MS = 2000;
export const TOAST_LIMIT = 1;
