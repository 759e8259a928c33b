CREATE TYPE "public"."brief_source" AS ENUM('proposed', 'confirmed');--> statement-breakpoint
CREATE TABLE "project_briefs" (
	"project_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"brief" jsonb NOT NULL,
	"source" "brief_source" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_briefs_version_positive" CHECK ("project_briefs"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "project_briefs" ADD CONSTRAINT "project_briefs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_briefs_project_version_uq" ON "project_briefs" USING btree ("project_id","version");