CREATE TABLE "seed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"checksum" text NOT NULL,
	"company_id" integer,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_ms" integer NOT NULL,
	"rows" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seed_runs" ADD CONSTRAINT "seed_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seed_runs_name_idx" ON "seed_runs" USING btree ("name","ran_at");--> statement-breakpoint
CREATE INDEX "seed_runs_ran_at_idx" ON "seed_runs" USING btree ("ran_at");--> statement-breakpoint
-- custom SQL
-- When each migration was applied (decision 0072): drizzle's own table keeps only the migration's
-- creation time. Rows from before this migration stay NULL ("before tracking"); later ones take
-- the time of the transaction that applied them.
ALTER TABLE drizzle.__drizzle_migrations ADD COLUMN IF NOT EXISTS applied_at timestamp with time zone;--> statement-breakpoint
ALTER TABLE drizzle.__drizzle_migrations ALTER COLUMN applied_at SET DEFAULT now();--> statement-breakpoint
-- Migrations applied by this same run (a new database) were applied now: their rows were written by this transaction.
UPDATE drizzle.__drizzle_migrations SET applied_at = now() WHERE applied_at IS NULL AND xmin::text = (txid_current() % 4294967296)::text;--> statement-breakpoint
-- The audit log is append-only: TRUNCATE is refused like UPDATE and DELETE (migration 0040's function).
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
