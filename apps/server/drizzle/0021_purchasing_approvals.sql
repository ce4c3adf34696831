CREATE TABLE "approval_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"approval_step_id" integer NOT NULL,
	"approval_request_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"on_behalf_of_id" integer,
	"decision" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_delegations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"from_account_id" integer NOT NULL,
	"to_account_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"document_id" integer NOT NULL,
	"document_code" text NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"requested_by_id" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"allow_self_approval" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "approval_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"approval_request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"approver_type" text NOT NULL,
	"scope" text,
	"approver_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required_count" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"opened_at" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"purchase_order_id" integer,
	"from_warehouse_id" integer,
	"to_warehouse_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"stage" text,
	"approval_status" text DEFAULT 'APPROVED' NOT NULL,
	"scheduled_date" timestamp with time zone,
	"delivery_terms" text,
	"plate_number" text DEFAULT '' NOT NULL,
	"driver_name" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"status_reason" text,
	"receipt_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"status" text NOT NULL,
	"stage" text,
	"note" text DEFAULT '' NOT NULL,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"purchase_order_line_id" integer,
	"item_id" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"quantity_received" numeric(18, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"project_id" integer,
	"warehouse_id" integer,
	"meter_type" text DEFAULT 'HOURS' NOT NULL,
	"meter_reading" numeric(18, 4) DEFAULT '0' NOT NULL,
	"plate_number" text DEFAULT '' NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"acquisition_cost" numeric(18, 2) DEFAULT '0' NOT NULL,
	"acquired_at" date,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"meter_reading" numeric(18, 4),
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_order_labor" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_order_id" integer NOT NULL,
	"description" text NOT NULL,
	"hours" numeric(18, 4) NOT NULL,
	"rate" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"equipment_id" integer NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'FOR_APPROVAL' NOT NULL,
	"warehouse_id" integer,
	"parts_cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"labor_cost" numeric(18, 2) DEFAULT '0' NOT NULL,
	"estimated_cost" numeric(18, 2) DEFAULT '0' NOT NULL,
	"meter_reading" numeric(18, 4),
	"status_reason" text,
	"requested_by_id" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"purchase_request_line_id" integer,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"vat_inclusive" boolean DEFAULT true NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"vat_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"quantity_received" numeric(18, 4) DEFAULT '0' NOT NULL,
	"quantity_in_delivery" numeric(18, 4) DEFAULT '0' NOT NULL,
	"boq_item_id" integer,
	"project_id" integer
);
--> statement-breakpoint
CREATE TABLE "workflow_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"workflow_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"approver_type" text NOT NULL,
	"scope" text,
	"approver_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_amount" numeric(18, 2),
	"required_count" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"allow_self_approval" boolean DEFAULT false NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boq_items" ADD COLUMN "quantity_ordered" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "boq_items" ADD COLUMN "quantity_received" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "item_receipt_lines" ADD COLUMN "cost_total" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "item_receipt_lines" ADD COLUMN "purchase_order_line_id" integer;--> statement-breakpoint
ALTER TABLE "item_receipt_lines" ADD COLUMN "boq_item_id" integer;--> statement-breakpoint
ALTER TABLE "item_receipts" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "item_receipts" ADD COLUMN "delivery_id" integer;--> statement-breakpoint
ALTER TABLE "item_receipts" ADD COLUMN "job_order_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "vat_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "delivery_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "delivery_terms" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "purchase_request_lines" ADD COLUMN "quantity_ordered" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD COLUMN "value" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_approval_step_id_approval_steps_id_fk" FOREIGN KEY ("approval_step_id") REFERENCES "public"."approval_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_approval_request_id_approval_requests_id_fk" FOREIGN KEY ("approval_request_id") REFERENCES "public"."approval_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_on_behalf_of_id_accounts_id_fk" FOREIGN KEY ("on_behalf_of_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_from_account_id_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_to_account_id_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requested_by_id_accounts_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_approval_request_id_approval_requests_id_fk" FOREIGN KEY ("approval_request_id") REFERENCES "public"."approval_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_from_warehouse_id_warehouses_id_fk" FOREIGN KEY ("from_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_to_warehouse_id_warehouses_id_fk" FOREIGN KEY ("to_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_receipt_id_item_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."item_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_events" ADD CONSTRAINT "delivery_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_events" ADD CONSTRAINT "delivery_events_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_events" ADD CONSTRAINT "delivery_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_lines" ADD CONSTRAINT "delivery_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_lines" ADD CONSTRAINT "delivery_lines_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_lines" ADD CONSTRAINT "delivery_lines_purchase_order_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("purchase_order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_lines" ADD CONSTRAINT "delivery_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_events" ADD CONSTRAINT "equipment_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_events" ADD CONSTRAINT "equipment_events_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_events" ADD CONSTRAINT "equipment_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_parts" ADD CONSTRAINT "equipment_parts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_parts" ADD CONSTRAINT "equipment_parts_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_parts" ADD CONSTRAINT "equipment_parts_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_order_labor" ADD CONSTRAINT "job_order_labor_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_order_labor" ADD CONSTRAINT "job_order_labor_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_order_labor" ADD CONSTRAINT "job_order_labor_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_requested_by_id_accounts_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_request_line_id_purchase_request_lines_id_fk" FOREIGN KEY ("purchase_request_line_id") REFERENCES "public"."purchase_request_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_boq_item_id_boq_items_id_fk" FOREIGN KEY ("boq_item_id") REFERENCES "public"."boq_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD CONSTRAINT "workflow_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD CONSTRAINT "workflow_steps_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_updated_by_id_accounts_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_decisions_once" ON "approval_decisions" USING btree ("approval_step_id","account_id");--> statement-breakpoint
CREATE INDEX "approval_decisions_request_idx" ON "approval_decisions" USING btree ("approval_request_id");--> statement-breakpoint
CREATE INDEX "approval_delegations_to_idx" ON "approval_delegations" USING btree ("company_id","to_account_id");--> statement-breakpoint
CREATE INDEX "approval_delegations_from_idx" ON "approval_delegations" USING btree ("company_id","from_account_id");--> statement-breakpoint
CREATE INDEX "approval_requests_document_idx" ON "approval_requests" USING btree ("company_id","document_type","document_id");--> statement-breakpoint
CREATE INDEX "approval_requests_pending_idx" ON "approval_requests" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "approval_steps_request_idx" ON "approval_steps" USING btree ("approval_request_id","position");--> statement-breakpoint
CREATE INDEX "approval_steps_pending_idx" ON "approval_steps" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_code_unique" ON "deliveries" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "deliveries_status_idx" ON "deliveries" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_po_idx" ON "deliveries" USING btree ("company_id","purchase_order_id");--> statement-breakpoint
CREATE INDEX "delivery_events_delivery_idx" ON "delivery_events" USING btree ("delivery_id","created_at");--> statement-breakpoint
CREATE INDEX "delivery_lines_delivery_idx" ON "delivery_lines" USING btree ("delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_code_unique" ON "equipment" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "equipment_company_idx" ON "equipment" USING btree ("company_id","is_deleted","created_at");--> statement-breakpoint
CREATE INDEX "equipment_events_idx" ON "equipment_events" USING btree ("equipment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_parts_unique" ON "equipment_parts" USING btree ("equipment_id","item_id");--> statement-breakpoint
CREATE INDEX "equipment_parts_company_idx" ON "equipment_parts" USING btree ("company_id","item_id");--> statement-breakpoint
CREATE INDEX "job_order_labor_jo_idx" ON "job_order_labor" USING btree ("job_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_orders_code_unique" ON "job_orders" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "job_orders_company_idx" ON "job_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "job_orders_equipment_idx" ON "job_orders" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_po_idx" ON "purchase_order_lines" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_prl_idx" ON "purchase_order_lines" USING btree ("purchase_request_line_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_boq_idx" ON "purchase_order_lines" USING btree ("boq_item_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_item_idx" ON "purchase_order_lines" USING btree ("company_id","item_id");--> statement-breakpoint
CREATE INDEX "workflow_steps_workflow_idx" ON "workflow_steps" USING btree ("workflow_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "workflows_type_unique" ON "workflows" USING btree ("company_id","document_type");--> statement-breakpoint
ALTER TABLE "item_receipts" ADD CONSTRAINT "item_receipts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("company_id","supplier_id","status");--> statement-breakpoint
-- Stock value before moving-average costing: each line moved its own total (receipts at their rate).
UPDATE "item_receipt_lines" SET "cost_total" = CASE WHEN "signed_quantity" < 0 THEN -"total" ELSE "total" END;--> statement-breakpoint
UPDATE "stock_levels" sl SET "value" = GREATEST(0, COALESCE((SELECT sum(l."cost_total") FROM "item_receipt_lines" l WHERE l."warehouse_id" = sl."warehouse_id" AND l."item_id" = sl."item_id"), 0));
