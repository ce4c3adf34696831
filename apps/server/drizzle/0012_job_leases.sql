ALTER TABLE "jobs" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
-- A job left RUNNING before leases existed gets a lease that has already run out, so the next poll reclaims it.
UPDATE "jobs" SET "lease_until" = "locked_at" WHERE "state" = 'RUNNING';
