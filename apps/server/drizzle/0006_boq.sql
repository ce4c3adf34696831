CREATE TABLE "boq_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"boq_id" integer NOT NULL,
	"account_id" integer,
	"action" text NOT NULL,
	"row_id" integer,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boq_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"boq_id" integer NOT NULL,
	"parent_id" integer,
	"position" double precision NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"item_id" integer,
	"quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"quantity_purchased" numeric(18, 4) DEFAULT '0' NOT NULL,
	"material_unit" text DEFAULT 'pc' NOT NULL,
	"material_unit_cost" numeric(18, 2) DEFAULT '0' NOT NULL,
	"labor_unit_cost" numeric(18, 2) DEFAULT '0' NOT NULL,
	"labor_percentage_cost" numeric(9, 4) DEFAULT '0' NOT NULL,
	"profit_margin_percentage" numeric(9, 4) DEFAULT '0' NOT NULL,
	"color" text,
	"approval_status" text DEFAULT 'NO_ITEM' NOT NULL,
	"is_quantity_take_off_item" boolean DEFAULT false NOT NULL,
	"quantity_take_off_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boq_take_offs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"boq_item_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"amount" numeric(18, 4) DEFAULT '1' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_request_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"purchase_request_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"rate" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"boq_item_id" integer,
	"boq_key" text
);
--> statement-breakpoint
CREATE TABLE "purchase_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"project_id" integer,
	"warehouse_id" integer,
	"bill_of_quantity_id" integer,
	"status" text DEFAULT 'FOR_APPROVAL' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"delivery_date" timestamp with time zone,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_of_quantities" ADD COLUMN "edit_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_of_quantities" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bill_of_quantities" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "boq_history" ADD CONSTRAINT "boq_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_history" ADD CONSTRAINT "boq_history_boq_id_bill_of_quantities_id_fk" FOREIGN KEY ("boq_id") REFERENCES "public"."bill_of_quantities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_history" ADD CONSTRAINT "boq_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_items" ADD CONSTRAINT "boq_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_items" ADD CONSTRAINT "boq_items_boq_id_bill_of_quantities_id_fk" FOREIGN KEY ("boq_id") REFERENCES "public"."bill_of_quantities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_items" ADD CONSTRAINT "boq_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_take_offs" ADD CONSTRAINT "boq_take_offs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_take_offs" ADD CONSTRAINT "boq_take_offs_boq_item_id_boq_items_id_fk" FOREIGN KEY ("boq_item_id") REFERENCES "public"."boq_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_take_offs" ADD CONSTRAINT "boq_take_offs_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_take_offs" ADD CONSTRAINT "boq_take_offs_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_request_lines" ADD CONSTRAINT "purchase_request_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_request_lines" ADD CONSTRAINT "purchase_request_lines_purchase_request_id_purchase_requests_id_fk" FOREIGN KEY ("purchase_request_id") REFERENCES "public"."purchase_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_request_lines" ADD CONSTRAINT "purchase_request_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_request_lines" ADD CONSTRAINT "purchase_request_lines_boq_item_id_boq_items_id_fk" FOREIGN KEY ("boq_item_id") REFERENCES "public"."boq_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_bill_of_quantity_id_bill_of_quantities_id_fk" FOREIGN KEY ("bill_of_quantity_id") REFERENCES "public"."bill_of_quantities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boq_history_boq_idx" ON "boq_history" USING btree ("boq_id","created_at");--> statement-breakpoint
CREATE INDEX "boq_items_boq_idx" ON "boq_items" USING btree ("boq_id","parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "boq_items_key_unique" ON "boq_items" USING btree ("company_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "boq_take_offs_unique" ON "boq_take_offs" USING btree ("boq_item_id","item_id");--> statement-breakpoint
CREATE INDEX "purchase_request_lines_pr_idx" ON "purchase_request_lines" USING btree ("purchase_request_id");--> statement-breakpoint
CREATE INDEX "purchase_request_lines_boq_idx" ON "purchase_request_lines" USING btree ("boq_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_requests_code_unique" ON "purchase_requests" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "purchase_requests_company_idx" ON "purchase_requests" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "bill_of_quantities" ADD CONSTRAINT "bill_of_quantities_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;