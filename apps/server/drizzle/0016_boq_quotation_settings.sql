ALTER TABLE "bill_of_quantities" ADD COLUMN "ocm_percentage" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "bill_of_quantities" ADD COLUMN "contingency_percentage" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "bill_of_quantities" ADD COLUMN "quotation_terms" text;--> statement-breakpoint
ALTER TABLE "bill_of_quantities" ADD COLUMN "quotation_number" text;