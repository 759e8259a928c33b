ALTER TABLE "projects" ADD COLUMN "roadmap" jsonb;
