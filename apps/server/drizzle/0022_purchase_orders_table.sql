DROP INDEX "purchase_orders_company_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_supplier_idx";--> statement-breakpoint
CREATE INDEX "purchase_orders_status_list_idx" ON "purchase_orders" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_list_idx" ON "purchase_orders" USING btree ("company_id","supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_code_trgm" ON "purchase_orders" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_company_idx" ON "purchase_orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("company_id","supplier_id","status","total","paid_amount");--> statement-breakpoint
-- The orders table's totals (decision 0045), counted like the tables of decision 0029: every order
-- ('purchase_orders', the unfiltered table) and the orders of each status ('purchase_orders:{status}',
-- the table filtered by status alone). A status change moves one order between two status counters.
CREATE TRIGGER purchase_orders_counted_insert AFTER INSERT ON purchase_orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records('''purchase_orders''', '^purchase_orders$');
--> statement-breakpoint
CREATE TRIGGER purchase_orders_counted_update AFTER UPDATE ON purchase_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records('''purchase_orders''', '^purchase_orders$');
--> statement-breakpoint
CREATE TRIGGER purchase_orders_counted_delete AFTER DELETE ON purchase_orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records('''purchase_orders''', '^purchase_orders$');
--> statement-breakpoint
CREATE TRIGGER purchase_orders_counted_truncate AFTER TRUNCATE ON purchase_orders FOR EACH STATEMENT EXECUTE FUNCTION count_records('''purchase_orders''', '^purchase_orders$');
--> statement-breakpoint
CREATE TRIGGER purchase_orders_status_counted_insert AFTER INSERT ON purchase_orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records('''purchase_orders:'' || status', '^purchase_orders:');
--> statement-breakpoint
CREATE TRIGGER purchase_orders_status_counted_update AFTER UPDATE ON purchase_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records('''purchase_orders:'' || status', '^purchase_orders:');
--> statement-breakpoint
CREATE TRIGGER purchase_orders_status_counted_delete AFTER DELETE ON purchase_orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_records('''purchase_orders:'' || status', '^purchase_orders:');
--> statement-breakpoint
CREATE TRIGGER purchase_orders_status_counted_truncate AFTER TRUNCATE ON purchase_orders FOR EACH STATEMENT EXECUTE FUNCTION count_records('''purchase_orders:'' || status', '^purchase_orders:');
--> statement-breakpoint
INSERT INTO record_counts (company_id, counter, n) SELECT company_id, 'purchase_orders', count(*) FROM purchase_orders GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO record_counts (company_id, counter, n) SELECT company_id, 'purchase_orders:' || status, count(*) FROM purchase_orders GROUP BY 1, 2;
