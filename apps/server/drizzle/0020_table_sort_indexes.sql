DROP INDEX "item_receipts_company_idx";--> statement-breakpoint
DROP INDEX "projects_company_list_idx";--> statement-breakpoint
CREATE INDEX "item_receipt_lines_company_idx" ON "item_receipt_lines" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "item_receipts_company_idx" ON "item_receipts" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_company_list_idx" ON "projects" USING btree ("company_id","is_lead","is_deleted","created_at","id");