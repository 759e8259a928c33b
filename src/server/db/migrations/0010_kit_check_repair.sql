ALTER TABLE "projects" ADD COLUMN "kit_check" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "kit_repair" jsonb;
