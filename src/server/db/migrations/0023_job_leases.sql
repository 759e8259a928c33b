-- A running job's lease, renewed by its worker's heartbeat: a job whose lease ran out was left by a
-- process that died, and any worker takes it back (ADR 0038).
CREATE TABLE "job_leases" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"attempt" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
