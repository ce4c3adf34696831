CREATE TABLE "billing_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"billing_id" integer NOT NULL,
	"fund_account_id" integer NOT NULL,
	"fund_ledger_id" bigint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_billing_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"billing_id" integer NOT NULL,
	"boq_item_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"previous_percent" numeric(7, 2) NOT NULL,
	"to_date_percent" numeric(7, 2) NOT NULL,
	"gross" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_billings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"project_id" integer NOT NULL,
	"client_id" integer,
	"bill_of_quantity_id" integer NOT NULL,
	"billing_no" integer NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'FOR_APPROVAL' NOT NULL,
	"status_reason" text,
	"downpayment_percent" numeric(7, 2) DEFAULT '0' NOT NULL,
	"retention_percent" numeric(7, 2) DEFAULT '0' NOT NULL,
	"contract_amount" numeric(18, 2) NOT NULL,
	"gross_accomplishment" numeric(18, 2) NOT NULL,
	"downpayment_recoupment" numeric(18, 2) NOT NULL,
	"vat" numeric(18, 2) NOT NULL,
	"retention" numeric(18, 2) NOT NULL,
	"amount_due" numeric(18, 2) NOT NULL,
	"collected_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"percent_to_date" numeric(7, 2) NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_collections" ADD CONSTRAINT "billing_collections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_collections" ADD CONSTRAINT "billing_collections_billing_id_project_billings_id_fk" FOREIGN KEY ("billing_id") REFERENCES "public"."project_billings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_collections" ADD CONSTRAINT "billing_collections_fund_account_id_fund_accounts_id_fk" FOREIGN KEY ("fund_account_id") REFERENCES "public"."fund_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_collections" ADD CONSTRAINT "billing_collections_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_billing_lines" ADD CONSTRAINT "project_billing_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_billing_lines" ADD CONSTRAINT "project_billing_lines_billing_id_project_billings_id_fk" FOREIGN KEY ("billing_id") REFERENCES "public"."project_billings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_billing_lines" ADD CONSTRAINT "project_billing_lines_boq_item_id_boq_items_id_fk" FOREIGN KEY ("boq_item_id") REFERENCES "public"."boq_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_billings" ADD CONSTRAINT "project_billings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_billings" ADD CONSTRAINT "project_billings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_billings" ADD CONSTRAINT "project_billings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_billings" ADD CONSTRAINT "project_billings_bill_of_quantity_id_bill_of_quantities_id_fk" FOREIGN KEY ("bill_of_quantity_id") REFERENCES "public"."bill_of_quantities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_billings" ADD CONSTRAINT "project_billings_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_collections_billing_idx" ON "billing_collections" USING btree ("company_id","billing_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_collections_company_idx" ON "billing_collections" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "project_billing_lines_billing_idx" ON "project_billing_lines" USING btree ("billing_id");--> statement-breakpoint
CREATE INDEX "project_billing_lines_item_idx" ON "project_billing_lines" USING btree ("company_id","boq_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_billings_code_unique" ON "project_billings" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "project_billings_company_idx" ON "project_billings" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "project_billings_project_idx" ON "project_billings" USING btree ("company_id","project_id","billing_no");--> statement-breakpoint
CREATE INDEX "project_billings_client_idx" ON "project_billings" USING btree ("company_id","client_id","created_at");