/** Everything the app keeps in the browser's storage. */
export const storageKeys = {
  /** localStorage: where to go after signing in. */
  redirectTo: 'redirectTo',
  /** sessionStorage: the last path visited (except /dashboard itself). */
  lastRoute: 'lastRoute',
  /** localStorage: the interface language. */
  language: 'language',
  /** localStorage: the theme (always dark; cleared on logout). */
  theme: 'theme',
  /** localStorage: the idea typed into the landing page's free test, until an evaluation uses it. */
  landingIdea: 'landingIdea',
  /** localStorage: the id of the free evaluation the founder folded into a card on the dashboard. */
  evaluationFolded: 'evaluationFolded',
  /** localStorage: the code-generation tool prompts are copied for. */
  promptTool: 'promptTool',
  /** localStorage: set once the public site's announcement banner has been dismissed. */
  announcementDismissed: 'announcementDismissed',
  /** localStorage: set once the onboarding video has been offered. */
  onboardingSeen: 'onboardingSeen',
  /** localStorage: the visitor's analytics-cookie choice, its version and when it was made. */
  cookieConsent: 'cookieConsent',
} as const;

export function safeStorage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}
