-- Board column counts and peso totals read this index alone (index-only scan), not the table.
CREATE INDEX IF NOT EXISTS "projects_board_sums_idx" ON "projects" ("company_id", "is_lead", "is_deleted", "board_key") INCLUDE ("budget");
