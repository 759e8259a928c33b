import { ensurePgliteTemplate, ensurePostgresTemplate } from './databases';

/** Builds the migrated database templates once, before any test file needs them. */
export default async function setup() {
  await ensurePgliteTemplate();
  if (process.env.TEST_DATABASE_URL) await ensurePostgresTemplate();
}
