-- A regeneration that comes upon a document edited by hand keeps the founder's text and offers
-- its own beside it, here, until the founder keeps theirs, takes the new one or merges (ADR 0034).
CREATE TABLE "document_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" "document_kind" NOT NULL,
	"regeneration_id" uuid,
	"base_version" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"data" jsonb,
	"model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "document_offers" ADD CONSTRAINT "document_offers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_offers" ADD CONSTRAINT "document_offers_regeneration_id_regenerations_id_fk" FOREIGN KEY ("regeneration_id") REFERENCES "public"."regenerations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_offers_project_kind_uq" ON "document_offers" USING btree ("project_id","kind");
