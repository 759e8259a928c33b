import { ensurePgliteTemplate } from './databases';

/** Builds the migrated PGlite template once, before any test file needs it. */
export default async function setup() {
  await ensurePgliteTemplate();
}
