ALTER TABLE "projects" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "done_by_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_done_by_id_accounts_id_fk" FOREIGN KEY ("done_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_assignee_open_idx" ON "tasks" USING btree ("company_id","assignee_id","due_date") WHERE not "tasks"."is_deleted" and "tasks"."done_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_project_idx" ON "tasks" USING btree ("company_id","project_id") WHERE not "tasks"."is_deleted";--> statement-breakpoint
-- Days in stage of the cards already on a board: from their last stage change, else their creation.
UPDATE "projects" SET "stage_changed_at" = coalesce(
  (select max(a."created_at") from "project_activities" a where a."project_id" = "projects"."id" and a."kind" = 'STAGE_CHANGED'),
  "projects"."created_at");--> statement-breakpoint
-- The weighted column totals group by win probability: the sums index covers it (index-only scan).
DROP INDEX IF EXISTS "projects_board_sums_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_board_sums_idx" ON "projects" ("company_id", "is_lead", "is_deleted", "board_key") INCLUDE ("budget", "win_probability");
