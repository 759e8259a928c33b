import { paths } from '../../../shared/paths';

/** The landing page's sections the navbar and the footer link to, in page order. */
export const sectionLinks = [
  { section: 'features', label: 'nav.features' },
  { section: 'how-it-works', label: 'nav.howItWorks' },
  { section: 'pricing', label: 'nav.pricing' },
] as const;

export type LandingSection = (typeof sectionLinks)[number]['section'];

/** `/#pricing`: a link that works from every page, not only from the landing. */
export function sectionHref(section: string): string {
  return `${paths.home.href()}#${section}`;
}
