ALTER TABLE "kit_steps" ADD COLUMN "queue_wait_ms" integer;
