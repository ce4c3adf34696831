CREATE TABLE "company_sequences" (
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_receipt_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"receipt_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"type" text NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"signed_quantity" numeric(18, 4) NOT NULL,
	"rate" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"related_receipt_id" integer,
	"supplier_id" integer,
	"purchase_order_id" integer,
	"reference" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"total_payable_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"processed_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"estimated_buying_price" numeric(18, 2) DEFAULT '0' NOT NULL,
	"selling_price" numeric(18, 2) DEFAULT '0' NOT NULL,
	"size" numeric(18, 4) DEFAULT '0' NOT NULL,
	"uom" text DEFAULT 'pc' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"minimum_stock_level" numeric(18, 4) DEFAULT '0' NOT NULL,
	"maximum_stock_level" numeric(18, 4) DEFAULT '0' NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variation" jsonb,
	"variation_count" integer DEFAULT 0 NOT NULL,
	"stock_count" numeric(18, 4) DEFAULT '0' NOT NULL,
	"is_draft" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"fund_account_name" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"supplier_id" integer,
	"project_id" integer,
	"warehouse_id" integer,
	"status" text DEFAULT 'DELIVERED' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"company_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_price_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"previous_price" numeric(18, 2),
	"price" numeric(18, 2) NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"contact_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"location_id" integer,
	"tin" text DEFAULT '' NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units_of_measure" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "units_of_measure_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"project_id" integer,
	"location_id" integer,
	"address" text DEFAULT '' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "allow_negative_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_sequences" ADD CONSTRAINT "company_sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_receipt_lines" ADD CONSTRAINT "item_receipt_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_receipt_lines" ADD CONSTRAINT "item_receipt_lines_receipt_id_item_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."item_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_receipt_lines" ADD CONSTRAINT "item_receipt_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_receipt_lines" ADD CONSTRAINT "item_receipt_lines_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_receipts" ADD CONSTRAINT "item_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_receipts" ADD CONSTRAINT "item_receipts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_receipts" ADD CONSTRAINT "item_receipts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_receipts" ADD CONSTRAINT "item_receipts_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_receipts" ADD CONSTRAINT "item_receipts_processed_by_id_accounts_id_fk" FOREIGN KEY ("processed_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_payments" ADD CONSTRAINT "purchase_order_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_payments" ADD CONSTRAINT "purchase_order_payments_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_payments" ADD CONSTRAINT "purchase_order_payments_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_items" ADD CONSTRAINT "supplier_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_items" ADD CONSTRAINT "supplier_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_items" ADD CONSTRAINT "supplier_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_items" ADD CONSTRAINT "supplier_items_updated_by_id_accounts_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_price_updates" ADD CONSTRAINT "supplier_price_updates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_price_updates" ADD CONSTRAINT "supplier_price_updates_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_price_updates" ADD CONSTRAINT "supplier_price_updates_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_price_updates" ADD CONSTRAINT "supplier_price_updates_updated_by_id_accounts_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_sequences_pk" ON "company_sequences" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "item_receipt_lines_receipt_idx" ON "item_receipt_lines" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "item_receipt_lines_item_idx" ON "item_receipt_lines" USING btree ("company_id","item_id","created_at");--> statement-breakpoint
CREATE INDEX "item_receipt_lines_item_wh_idx" ON "item_receipt_lines" USING btree ("company_id","item_id","warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_receipts_code_unique" ON "item_receipts" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "item_receipts_company_idx" ON "item_receipts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "item_receipts_po_idx" ON "item_receipts" USING btree ("company_id","purchase_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_company_sku_unique" ON "items" USING btree ("company_id",lower("sku"));--> statement-breakpoint
CREATE INDEX "items_list_idx" ON "items" USING btree ("company_id","is_deleted","parent_id","created_at");--> statement-breakpoint
CREATE INDEX "items_parent_idx" ON "items" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE INDEX "items_name_trgm" ON "items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_sku_trgm" ON "items" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_order_payments_idx" ON "purchase_order_payments" USING btree ("company_id","purchase_order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_code_unique" ON "purchase_orders" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "purchase_orders_company_idx" ON "purchase_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_levels_pk" ON "stock_levels" USING btree ("warehouse_id","item_id");--> statement-breakpoint
CREATE INDEX "stock_levels_item_idx" ON "stock_levels" USING btree ("company_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_items_unique" ON "supplier_items" USING btree ("supplier_id","item_id");--> statement-breakpoint
CREATE INDEX "supplier_items_item_idx" ON "supplier_items" USING btree ("company_id","item_id");--> statement-breakpoint
CREATE INDEX "supplier_price_updates_idx" ON "supplier_price_updates" USING btree ("company_id","supplier_id","item_id","created_at");--> statement-breakpoint
CREATE INDEX "suppliers_company_idx" ON "suppliers" USING btree ("company_id","is_deleted","created_at");--> statement-breakpoint
CREATE INDEX "suppliers_name_trgm" ON "suppliers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouses_company_idx" ON "warehouses" USING btree ("company_id","kind","is_deleted","created_at");--> statement-breakpoint
CREATE INDEX "warehouses_project_idx" ON "warehouses" USING btree ("company_id","project_id");--> statement-breakpoint
INSERT INTO "units_of_measure" ("key", "label", "position") VALUES
  ('pc', 'Pieces', 1), ('set', 'Set', 2), ('pair', 'Pair', 3), ('box', 'Box', 4), ('pack', 'Pack', 5),
  ('bag', 'Bag', 6), ('roll', 'Roll', 7), ('sheet', 'Sheet', 8), ('length', 'Length', 9), ('bundle', 'Bundle', 10),
  ('can', 'Can', 11), ('pail', 'Pail', 12), ('drum', 'Drum', 13), ('tube', 'Tube', 14), ('gal', 'Gallon', 15),
  ('L', 'Liter', 16), ('mL', 'Milliliter', 17), ('kg', 'Kilogram', 18), ('g', 'Gram', 19), ('t', 'Metric Ton', 20),
  ('m', 'Meter', 21), ('lm', 'Linear Meter', 22), ('cm', 'Centimeter', 23), ('mm', 'Millimeter', 24), ('ft', 'Foot', 25),
  ('bd.ft', 'Board Foot', 26), ('sq.m', 'Square Meter', 27), ('cu.m', 'Cubic Meter', 28), ('lot', 'Lot', 29),
  ('unit', 'Unit', 30), ('hr', 'Hour', 31), ('day', 'Day', 32), ('trip', 'Trip', 33);
