CREATE TABLE "petty_cash_disbursements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"fund_account_id" integer NOT NULL,
	"payee" text NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"project_id" integer,
	"status" text DEFAULT 'UNLIQUIDATED' NOT NULL,
	"liquidation_id" integer,
	"fund_ledger_id" bigint NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "petty_cash_liquidations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"fund_account_id" integer NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"status" text DEFAULT 'FOR_APPROVAL' NOT NULL,
	"status_reason" text,
	"memo" text DEFAULT '' NOT NULL,
	"replenished_at" timestamp with time zone,
	"replenishment_ledger_id" bigint,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "petty_cash_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"disbursement_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "petty_cash_disbursements" ADD CONSTRAINT "petty_cash_disbursements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petty_cash_disbursements" ADD CONSTRAINT "petty_cash_disbursements_fund_account_id_fund_accounts_id_fk" FOREIGN KEY ("fund_account_id") REFERENCES "public"."fund_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petty_cash_disbursements" ADD CONSTRAINT "petty_cash_disbursements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petty_cash_disbursements" ADD CONSTRAINT "petty_cash_disbursements_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petty_cash_liquidations" ADD CONSTRAINT "petty_cash_liquidations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petty_cash_liquidations" ADD CONSTRAINT "petty_cash_liquidations_fund_account_id_fund_accounts_id_fk" FOREIGN KEY ("fund_account_id") REFERENCES "public"."fund_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petty_cash_liquidations" ADD CONSTRAINT "petty_cash_liquidations_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petty_cash_receipts" ADD CONSTRAINT "petty_cash_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petty_cash_receipts" ADD CONSTRAINT "petty_cash_receipts_disbursement_id_petty_cash_disbursements_id_fk" FOREIGN KEY ("disbursement_id") REFERENCES "public"."petty_cash_disbursements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petty_cash_receipts" ADD CONSTRAINT "petty_cash_receipts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "petty_cash_disbursements_code_unique" ON "petty_cash_disbursements" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "petty_cash_disbursements_fund_idx" ON "petty_cash_disbursements" USING btree ("company_id","fund_account_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "petty_cash_liquidations_code_unique" ON "petty_cash_liquidations" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "petty_cash_liquidations_fund_idx" ON "petty_cash_liquidations" USING btree ("company_id","fund_account_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "petty_cash_receipts_unique" ON "petty_cash_receipts" USING btree ("disbursement_id","file_id");