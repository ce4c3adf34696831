ALTER TABLE "payment_requests" ADD COLUMN "bill_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "ewt_atc" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "tax_base" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "withheld_tax" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_requests_supplier_idx" ON "payment_requests" USING btree ("company_id","supplier_id","status");