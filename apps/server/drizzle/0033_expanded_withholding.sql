ALTER TABLE "purchase_order_payments" ADD COLUMN "ewt_atc" text;--> statement-breakpoint
ALTER TABLE "purchase_order_payments" ADD COLUMN "tax_base" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "purchase_order_payments" ADD COLUMN "withheld_tax" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "ewt_atc" text;