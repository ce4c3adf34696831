CREATE TABLE "record_counts" (
	"company_id" integer NOT NULL,
	"counter" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "record_counts_company_id_counter_pk" PRIMARY KEY("company_id","counter")
);
--> statement-breakpoint
DROP INDEX "items_list_idx";--> statement-breakpoint
CREATE INDEX "items_list_idx" ON "items" USING btree ("company_id","is_deleted","parent_id","created_at","id");--> statement-breakpoint
-- Counted tables (decision 0029): statement triggers add what a statement inserted and take off what
-- it deleted, per company and counter, in the writing transaction, whoever wrote it (the API, an
-- import, plain SQL). TG_ARGV[0] is the SQL expression naming a row's counter; an UPDATE moves only
-- the rows whose counter changed (a soft delete, a restore) and writes no counter otherwise.
-- TG_ARGV[1] matches the table's counters, which a TRUNCATE empties.
CREATE OR REPLACE FUNCTION count_records() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM record_counts WHERE counter ~ TG_ARGV[1];
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO record_counts AS c (company_id, counter, n)
     SELECT company_id, counter, sum(d) FROM (%s) changes GROUP BY company_id, counter HAVING sum(d) <> 0 ORDER BY company_id, counter
     ON CONFLICT (company_id, counter) DO UPDATE SET n = c.n + excluded.n',
    CASE TG_OP
      WHEN 'INSERT' THEN format('SELECT company_id, %s AS counter, 1 AS d FROM new_rows', TG_ARGV[0])
      WHEN 'DELETE' THEN format('SELECT company_id, %s AS counter, -1 AS d FROM old_rows', TG_ARGV[0])
      ELSE format('SELECT company_id, %1$s AS counter, 1 AS d FROM new_rows UNION ALL SELECT company_id, %1$s AS counter, -1 AS d FROM old_rows', TG_ARGV[0])
    END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER items_counted_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records('''items:'' || CASE WHEN parent_id IS NULL THEN ''simple'' ELSE ''variants'' END || CASE WHEN is_deleted THEN '':deleted'' ELSE '':live'' END', '^items:');
--> statement-breakpoint
CREATE TRIGGER items_counted_update AFTER UPDATE ON items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records('''items:'' || CASE WHEN parent_id IS NULL THEN ''simple'' ELSE ''variants'' END || CASE WHEN is_deleted THEN '':deleted'' ELSE '':live'' END', '^items:');
--> statement-breakpoint
CREATE TRIGGER items_counted_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records('''items:'' || CASE WHEN parent_id IS NULL THEN ''simple'' ELSE ''variants'' END || CASE WHEN is_deleted THEN '':deleted'' ELSE '':live'' END', '^items:');
--> statement-breakpoint
CREATE TRIGGER items_counted_truncate AFTER TRUNCATE ON items FOR EACH STATEMENT EXECUTE FUNCTION count_records('''items:'' || CASE WHEN parent_id IS NULL THEN ''simple'' ELSE ''variants'' END || CASE WHEN is_deleted THEN '':deleted'' ELSE '':live'' END', '^items:');
--> statement-breakpoint
INSERT INTO record_counts (company_id, counter, n) SELECT company_id, 'items:' || CASE WHEN parent_id IS NULL THEN 'simple' ELSE 'variants' END || CASE WHEN is_deleted THEN ':deleted' ELSE ':live' END, count(*) FROM items GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER projects_counted_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records('CASE WHEN is_lead THEN ''leads'' ELSE ''projects'' END || CASE WHEN is_deleted THEN '':deleted'' ELSE '':live'' END', '^(leads|projects):');
--> statement-breakpoint
CREATE TRIGGER projects_counted_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records('CASE WHEN is_lead THEN ''leads'' ELSE ''projects'' END || CASE WHEN is_deleted THEN '':deleted'' ELSE '':live'' END', '^(leads|projects):');
--> statement-breakpoint
CREATE TRIGGER projects_counted_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records('CASE WHEN is_lead THEN ''leads'' ELSE ''projects'' END || CASE WHEN is_deleted THEN '':deleted'' ELSE '':live'' END', '^(leads|projects):');
--> statement-breakpoint
CREATE TRIGGER projects_counted_truncate AFTER TRUNCATE ON projects FOR EACH STATEMENT EXECUTE FUNCTION count_records('CASE WHEN is_lead THEN ''leads'' ELSE ''projects'' END || CASE WHEN is_deleted THEN '':deleted'' ELSE '':live'' END', '^(leads|projects):');
--> statement-breakpoint
INSERT INTO record_counts (company_id, counter, n) SELECT company_id, CASE WHEN is_lead THEN 'leads' ELSE 'projects' END || CASE WHEN is_deleted THEN ':deleted' ELSE ':live' END, count(*) FROM projects GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER item_receipt_lines_counted_insert AFTER INSERT ON item_receipt_lines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records('''ledger_lines''', '^ledger_lines$');
--> statement-breakpoint
CREATE TRIGGER item_receipt_lines_counted_update AFTER UPDATE ON item_receipt_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records('''ledger_lines''', '^ledger_lines$');
--> statement-breakpoint
CREATE TRIGGER item_receipt_lines_counted_delete AFTER DELETE ON item_receipt_lines REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records('''ledger_lines''', '^ledger_lines$');
--> statement-breakpoint
CREATE TRIGGER item_receipt_lines_counted_truncate AFTER TRUNCATE ON item_receipt_lines FOR EACH STATEMENT EXECUTE FUNCTION count_records('''ledger_lines''', '^ledger_lines$');
--> statement-breakpoint
INSERT INTO record_counts (company_id, counter, n) SELECT company_id, 'ledger_lines', count(*) FROM item_receipt_lines GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER item_receipts_counted_insert AFTER INSERT ON item_receipts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records('''receipts''', '^receipts$');
--> statement-breakpoint
CREATE TRIGGER item_receipts_counted_update AFTER UPDATE ON item_receipts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records('''receipts''', '^receipts$');
--> statement-breakpoint
CREATE TRIGGER item_receipts_counted_delete AFTER DELETE ON item_receipts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records('''receipts''', '^receipts$');
--> statement-breakpoint
CREATE TRIGGER item_receipts_counted_truncate AFTER TRUNCATE ON item_receipts FOR EACH STATEMENT EXECUTE FUNCTION count_records('''receipts''', '^receipts$');
--> statement-breakpoint
INSERT INTO record_counts (company_id, counter, n) SELECT company_id, 'receipts', count(*) FROM item_receipts GROUP BY 1, 2;
