-- Columns where two live cards share a position are renumbered 1, 2, 3... in their current order
-- (position, then id) before the unique index is built.
UPDATE "projects" p SET "board_position" = ranked."rank"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "company_id", "is_lead", "board_key" ORDER BY "board_position", "id") AS "rank"
  FROM "projects"
  WHERE NOT "is_deleted" AND ("company_id", "is_lead", "board_key") IN (
    SELECT "company_id", "is_lead", "board_key" FROM "projects" WHERE NOT "is_deleted"
    GROUP BY "company_id", "is_lead", "board_key", "board_position" HAVING count(*) > 1
  )
) ranked
WHERE p."id" = ranked."id";--> statement-breakpoint
CREATE UNIQUE INDEX "projects_board_position_unique" ON "projects" USING btree ("company_id","is_lead","board_key","board_position") WHERE not "projects"."is_deleted";
