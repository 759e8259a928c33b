-- Which engine wrote each version of a document ('offline', or provider:model), so a kit can tell its
-- founder who wrote it (ADR 0039). A person's edit or restore keeps the engine of the text it is built on.
ALTER TABLE "documents" ADD COLUMN "model" text;--> statement-breakpoint
-- The versions stored before: a first version from its step or its custom document's request...
UPDATE "documents" d SET "model" = s."model" FROM "kit_steps" s
  WHERE d."source"::text = 'generated' AND d."kind"::text <> 'custom' AND s."project_id" = d."project_id" AND s."step" = d."kind"::text;--> statement-breakpoint
UPDATE "documents" d SET "model" = c."model" FROM "custom_documents" c
  WHERE d."source"::text = 'generated' AND d."custom_document_id" = c."id";--> statement-breakpoint
-- ...a regenerated one from the newest regeneration of its document before it, else its step (a whole-kit regeneration)...
UPDATE "documents" d SET "model" = coalesce(
    (SELECT r."model" FROM "regenerations" r
      WHERE r."project_id" = d."project_id" AND r."kind" = d."kind" AND r."status"::text = 'done' AND r."created_at" <= d."created_at"
      ORDER BY r."created_at" DESC LIMIT 1),
    (SELECT s."model" FROM "kit_steps" s WHERE s."project_id" = d."project_id" AND s."step" = d."kind"::text))
  WHERE d."source"::text = 'regenerated' AND d."kind"::text <> 'custom';--> statement-breakpoint
-- ...and a person's version from the engine-written one it repeats, else the newest engine-written one before it.
UPDATE "documents" d SET "model" = (
    SELECT e."model" FROM "documents" e
      WHERE e."project_id" = d."project_id" AND e."kind" = d."kind"
        AND e."custom_document_id" IS NOT DISTINCT FROM d."custom_document_id"
        AND e."version" < d."version" AND e."source"::text IN ('generated', 'regenerated')
      ORDER BY (e."content" = d."content") DESC, e."version" DESC LIMIT 1)
  WHERE d."source"::text IN ('edited', 'restored');
