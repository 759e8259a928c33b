ALTER TABLE "tasks" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "regenerations" ALTER COLUMN "kind" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "regenerations" ADD COLUMN "attempt" integer;--> statement-breakpoint
ALTER TABLE "regenerations" ADD COLUMN "summary" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "regenerations_project_attempt_uq" ON "regenerations" USING btree ("project_id","attempt");
