CREATE TABLE "fund_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"holder_id" integer,
	"fund_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_accounts_balance_not_negative" CHECK ("fund_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fund_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"fund_account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"balance_after" numeric(18, 2) NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"reference_type" text,
	"reference_id" integer,
	"reference_code" text,
	"reverses_id" bigint,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"purchase_order_id" integer,
	"supplier_id" integer,
	"amount" numeric(18, 2) NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'FOR_APPROVAL' NOT NULL,
	"status_reason" text,
	"due_date" date,
	"requested_by_id" integer,
	"paid_at" timestamp with time zone,
	"paid_by_id" integer,
	"fund_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_order_payments" ADD COLUMN "fund_account_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_order_payments" ADD COLUMN "payment_request_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "fund_accounts" ADD CONSTRAINT "fund_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_accounts" ADD CONSTRAINT "fund_accounts_holder_id_accounts_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_accounts" ADD CONSTRAINT "fund_accounts_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_ledger" ADD CONSTRAINT "fund_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_ledger" ADD CONSTRAINT "fund_ledger_fund_account_id_fund_accounts_id_fk" FOREIGN KEY ("fund_account_id") REFERENCES "public"."fund_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_ledger" ADD CONSTRAINT "fund_ledger_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_requested_by_id_accounts_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_paid_by_id_accounts_id_fk" FOREIGN KEY ("paid_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_fund_account_id_fund_accounts_id_fk" FOREIGN KEY ("fund_account_id") REFERENCES "public"."fund_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fund_accounts_name_unique" ON "fund_accounts" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "fund_accounts_company_idx" ON "fund_accounts" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fund_accounts_holder_idx" ON "fund_accounts" USING btree ("company_id","holder_id");--> statement-breakpoint
CREATE INDEX "fund_ledger_account_idx" ON "fund_ledger" USING btree ("company_id","fund_account_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_ledger_reverses_unique" ON "fund_ledger" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_code_unique" ON "payment_requests" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "payment_requests_company_idx" ON "payment_requests" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_requests_status_idx" ON "payment_requests" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_requests_order_idx" ON "payment_requests" USING btree ("company_id","purchase_order_id","status");--> statement-breakpoint
ALTER TABLE "purchase_order_payments" ADD CONSTRAINT "purchase_order_payments_fund_account_id_fund_accounts_id_fk" FOREIGN KEY ("fund_account_id") REFERENCES "public"."fund_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_payments" ADD CONSTRAINT "purchase_order_payments_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "public"."payment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_orders_payables_idx" ON "purchase_orders" USING btree ("company_id","due_date","total","paid_amount") WHERE "purchase_orders"."paid_amount" < "purchase_orders"."total" and "purchase_orders"."status" not in ('CANCELED', 'REJECTED', 'FOR_APPROVAL', 'RETURNED');--> statement-breakpoint
-- Orders from before treasury: due on delivery (or when ordered) plus the supplier's credit days.
UPDATE "purchase_orders" SET "due_date" = ((coalesce("purchase_orders"."delivery_date", "purchase_orders"."created_at") AT TIME ZONE 'Asia/Manila')::date
  + coalesce((SELECT substring("s"."payment_terms" from '(\d{1,3})')::int FROM "suppliers" "s" WHERE "s"."id" = "purchase_orders"."supplier_id"), 0));
--> statement-breakpoint
-- The money ledger is written once: a mistake is reversed by another entry, never edited or removed.
CREATE OR REPLACE FUNCTION haligi_fund_ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'fund_ledger entries are never edited or deleted; reverse them instead';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fund_ledger_immutable BEFORE UPDATE OR DELETE ON "fund_ledger" FOR EACH ROW EXECUTE FUNCTION haligi_fund_ledger_immutable();
