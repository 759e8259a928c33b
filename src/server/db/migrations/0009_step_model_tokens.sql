ALTER TABLE "kit_steps" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "kit_steps" ADD COLUMN "input_tokens" integer;--> statement-breakpoint
ALTER TABLE "kit_steps" ADD COLUMN "output_tokens" integer;--> statement-breakpoint
ALTER TABLE "regenerations" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "regenerations" ADD COLUMN "input_tokens" integer;--> statement-breakpoint
ALTER TABLE "regenerations" ADD COLUMN "output_tokens" integer;