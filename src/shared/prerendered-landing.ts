/**
 * The interface language as a cookie: the browser keeps the choice in localStorage, which the
 * server cannot read, so this copy lets it send the landing page prerendered in that language.
 */
export const languageCookie = {
  name: 'language',
  /** A year, as long as the stored choice is meant to last. */
  maxAgeSeconds: 365 * 24 * 60 * 60,
  /** The languages a landing page is prerendered in; the first is the default. */
  languages: ['en', 'ru'] as const,
};

export type PrerenderedLanguage = (typeof languageCookie.languages)[number];

/** The prerendered landing page's file name for a language, in the built client's folder. */
export const landingFile = (language: PrerenderedLanguage) => `landing.${language}.html`;

/** Settings a prerendered page prints, written as placeholders the server replaces when it sends it. */
export const prerenderPlaceholders = { supportEmail: '{{SUPPORT_EMAIL}}' } as const;
