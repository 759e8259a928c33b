CREATE TYPE "public"."kit_step_status" AS ENUM('pending', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TYPE "public"."regeneration_status" AS ENUM('queued', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "kit_steps" (
	"project_id" uuid NOT NULL,
	"step" text NOT NULL,
	"status" "kit_step_status" DEFAULT 'pending' NOT NULL,
	"output" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	CONSTRAINT "kit_steps_project_id_step_pk" PRIMARY KEY("project_id","step")
);
--> statement-breakpoint
CREATE TABLE "regenerations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" "document_kind" NOT NULL,
	"status" "regeneration_status" DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "name_given" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "kit_steps" ADD CONSTRAINT "kit_steps_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regenerations" ADD CONSTRAINT "regenerations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regenerations_project_created_idx" ON "regenerations" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ideas_user_uq" ON "ideas" USING btree ("user_id");