CREATE TYPE "public"."custom_document_status" AS ENUM('queued', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "custom_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"instructions" text NOT NULL,
	"status" "custom_document_status" DEFAULT 'queued' NOT NULL,
	"error" text,
	"model" text,
	"input_tokens" integer,
	"output_tokens" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_documents" ADD CONSTRAINT "custom_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_documents_project_title_uq" ON "custom_documents" USING btree ("project_id",lower("title"));--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "custom_document_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_custom_document_id_custom_documents_id_fk" FOREIGN KEY ("custom_document_id") REFERENCES "public"."custom_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_custom_document_idx" ON "documents" USING btree ("custom_document_id","version");
