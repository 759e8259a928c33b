ALTER TABLE "ideas" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "visitor_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "ideas_visitor_uq" ON "ideas" USING btree ("visitor_id");--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_owner_ck" CHECK ("ideas"."user_id" is not null or "ideas"."visitor_id" is not null);