CREATE TABLE "lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"text" text NOT NULL,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_project_idx" ON "lead_notes" USING btree ("company_id","project_id","created_at");--> statement-breakpoint
-- The single note a lead kept becomes its first note: written by whoever saved it last (the latest
-- NOTE activity), dated then; with no such activity the author is unknown and the date the lead's
-- last update.
INSERT INTO "lead_notes" ("company_id", "project_id", "text", "account_id", "created_at")
SELECT p."company_id", p."id", p."notes", last_note."account_id", coalesce(last_note."created_at", p."updated_at")
FROM "projects" p
LEFT JOIN LATERAL (
  SELECT a."account_id", a."created_at" FROM "project_activities" a
  WHERE a."project_id" = p."id" AND a."kind" = 'NOTE'
  ORDER BY a."created_at" DESC, a."id" DESC LIMIT 1
) last_note ON true
WHERE btrim(p."notes") <> '';--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "notes";