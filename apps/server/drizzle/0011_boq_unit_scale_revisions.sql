ALTER TABLE "boq_items" ALTER COLUMN "material_unit_cost" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "boq_items" ALTER COLUMN "material_unit_cost" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "boq_items" ALTER COLUMN "labor_unit_cost" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "boq_items" ALTER COLUMN "labor_unit_cost" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "bill_of_quantities" ADD COLUMN "submitted_to_client_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bill_of_quantities" ADD COLUMN "submitted_to_client_by_id" integer;--> statement-breakpoint
ALTER TABLE "boq_items" ADD COLUMN "qto_submitted_by_id" integer;--> statement-breakpoint
ALTER TABLE "boq_items" ADD COLUMN "qto_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bill_of_quantities" ADD CONSTRAINT "bill_of_quantities_submitted_to_client_by_id_accounts_id_fk" FOREIGN KEY ("submitted_to_client_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_items" ADD CONSTRAINT "boq_items_qto_submitted_by_id_accounts_id_fk" FOREIGN KEY ("qto_submitted_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;