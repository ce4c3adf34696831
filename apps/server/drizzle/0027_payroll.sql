CREATE TABLE "employee_payroll_groups" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"payroll_group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "government_remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"agency" text NOT NULL,
	"month" text NOT NULL,
	"employee_share" numeric(18, 2) DEFAULT '0' NOT NULL,
	"employer_share" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ec" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"reference_no" text NOT NULL,
	"paid_at" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_cutoffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"payroll_group_id" integer NOT NULL,
	"code" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"pay_date" date NOT NULL,
	"month" text NOT NULL,
	"month_sequence" smallint DEFAULT 1 NOT NULL,
	"is_last_of_month" boolean DEFAULT false NOT NULL,
	"include_thirteenth_month" boolean DEFAULT false NOT NULL,
	"include_sil_conversion" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"run_no" integer DEFAULT 0 NOT NULL,
	"run_job_id" integer,
	"employee_count" integer DEFAULT 0 NOT NULL,
	"processed_count" integer DEFAULT 0 NOT NULL,
	"gross_pay" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_deductions" numeric(18, 2) DEFAULT '0' NOT NULL,
	"net_pay" numeric(18, 2) DEFAULT '0' NOT NULL,
	"employer_contributions" numeric(18, 2) DEFAULT '0' NOT NULL,
	"approval_request_id" integer,
	"processed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"posted_at" timestamp with time zone,
	"posted_by_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"frequency" text DEFAULT 'SEMI_MONTHLY' NOT NULL,
	"working_days_per_year" smallint DEFAULT 261 NOT NULL,
	"cutoff_start_day" smallint DEFAULT 1 NOT NULL,
	"pay_day_offset" smallint DEFAULT 5 NOT NULL,
	"contribution_split" text DEFAULT 'HALF' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_loan_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plan_member_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"cutoff_id" integer,
	"amount" numeric(18, 2) NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_plan_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"amount" numeric(18, 2),
	"principal" numeric(18, 2),
	"amortization" numeric(18, 2),
	"start_date" date NOT NULL,
	"end_date" date,
	"note" text DEFAULT '' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"method" text DEFAULT 'FIXED' NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"cutoff_rule" text DEFAULT 'EVERY' NOT NULL,
	"is_taxable" boolean DEFAULT true NOT NULL,
	"monthly_exempt_limit" numeric(18, 2),
	"is_in_fund_salary" boolean DEFAULT false NOT NULL,
	"is_pre_tax" boolean DEFAULT false NOT NULL,
	"days_per_year" numeric(6, 2) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"tin" text DEFAULT '' NOT NULL,
	"rdo_code" text DEFAULT '' NOT NULL,
	"sss_employer_no" text DEFAULT '' NOT NULL,
	"philhealth_employer_no" text DEFAULT '' NOT NULL,
	"pagibig_employer_no" text DEFAULT '' NOT NULL,
	"signatory_name" text DEFAULT '' NOT NULL,
	"signatory_position" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payslips" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cutoff_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"run_no" integer NOT NULL,
	"rate_type" text NOT NULL,
	"rate" numeric(18, 2) NOT NULL,
	"daily_rate" numeric(18, 2) NOT NULL,
	"hourly_rate" numeric(18, 4) NOT NULL,
	"days_worked" numeric(6, 2) DEFAULT '0' NOT NULL,
	"basic_pay" numeric(18, 2) DEFAULT '0' NOT NULL,
	"overtime_pay" numeric(18, 2) DEFAULT '0' NOT NULL,
	"holiday_pay" numeric(18, 2) DEFAULT '0' NOT NULL,
	"night_differential_pay" numeric(18, 2) DEFAULT '0' NOT NULL,
	"allowances" numeric(18, 2) DEFAULT '0' NOT NULL,
	"gross_pay" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sss_msc" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sss_employee" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sss_employer" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sss_ec" numeric(18, 2) DEFAULT '0' NOT NULL,
	"philhealth_employee" numeric(18, 2) DEFAULT '0' NOT NULL,
	"philhealth_employer" numeric(18, 2) DEFAULT '0' NOT NULL,
	"pagibig_employee" numeric(18, 2) DEFAULT '0' NOT NULL,
	"pagibig_employer" numeric(18, 2) DEFAULT '0' NOT NULL,
	"taxable_compensation" numeric(18, 2) DEFAULT '0' NOT NULL,
	"mwe_exempt_pay" numeric(18, 2) DEFAULT '0' NOT NULL,
	"thirteenth_month_pay" numeric(18, 2) DEFAULT '0' NOT NULL,
	"withholding_tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"other_deductions" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_deductions" numeric(18, 2) DEFAULT '0' NOT NULL,
	"net_pay" numeric(18, 2) DEFAULT '0' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emailed_at" timestamp with time zone,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statutory_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"agency" text NOT NULL,
	"effective_from" date NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"source_url" text DEFAULT '' NOT NULL,
	"parameters" jsonb NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_payroll_groups" ADD CONSTRAINT "employee_payroll_groups_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_payroll_groups" ADD CONSTRAINT "employee_payroll_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_payroll_groups" ADD CONSTRAINT "employee_payroll_groups_payroll_group_id_payroll_groups_id_fk" FOREIGN KEY ("payroll_group_id") REFERENCES "public"."payroll_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "government_remittances" ADD CONSTRAINT "government_remittances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "government_remittances" ADD CONSTRAINT "government_remittances_recorded_by_id_accounts_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_cutoffs" ADD CONSTRAINT "payroll_cutoffs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_cutoffs" ADD CONSTRAINT "payroll_cutoffs_payroll_group_id_payroll_groups_id_fk" FOREIGN KEY ("payroll_group_id") REFERENCES "public"."payroll_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_cutoffs" ADD CONSTRAINT "payroll_cutoffs_run_job_id_jobs_id_fk" FOREIGN KEY ("run_job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_cutoffs" ADD CONSTRAINT "payroll_cutoffs_approval_request_id_approval_requests_id_fk" FOREIGN KEY ("approval_request_id") REFERENCES "public"."approval_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_cutoffs" ADD CONSTRAINT "payroll_cutoffs_posted_by_id_accounts_id_fk" FOREIGN KEY ("posted_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_cutoffs" ADD CONSTRAINT "payroll_cutoffs_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_groups" ADD CONSTRAINT "payroll_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_loan_ledger" ADD CONSTRAINT "payroll_loan_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_loan_ledger" ADD CONSTRAINT "payroll_loan_ledger_plan_member_id_payroll_plan_members_id_fk" FOREIGN KEY ("plan_member_id") REFERENCES "public"."payroll_plan_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_loan_ledger" ADD CONSTRAINT "payroll_loan_ledger_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_loan_ledger" ADD CONSTRAINT "payroll_loan_ledger_cutoff_id_payroll_cutoffs_id_fk" FOREIGN KEY ("cutoff_id") REFERENCES "public"."payroll_cutoffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_loan_ledger" ADD CONSTRAINT "payroll_loan_ledger_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_plan_members" ADD CONSTRAINT "payroll_plan_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_plan_members" ADD CONSTRAINT "payroll_plan_members_plan_id_payroll_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payroll_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_plan_members" ADD CONSTRAINT "payroll_plan_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_plan_members" ADD CONSTRAINT "payroll_plan_members_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_plans" ADD CONSTRAINT "payroll_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_plans" ADD CONSTRAINT "payroll_plans_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_cutoff_id_payroll_cutoffs_id_fk" FOREIGN KEY ("cutoff_id") REFERENCES "public"."payroll_cutoffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statutory_tables" ADD CONSTRAINT "statutory_tables_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statutory_tables" ADD CONSTRAINT "statutory_tables_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_payroll_groups_group_idx" ON "employee_payroll_groups" USING btree ("company_id","payroll_group_id");--> statement-breakpoint
CREATE INDEX "government_remittances_idx" ON "government_remittances" USING btree ("company_id","agency","month");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_cutoffs_code_unique" ON "payroll_cutoffs" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_cutoffs_period_unique" ON "payroll_cutoffs" USING btree ("payroll_group_id","period_start");--> statement-breakpoint
CREATE INDEX "payroll_cutoffs_company_idx" ON "payroll_cutoffs" USING btree ("company_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_groups_name_unique" ON "payroll_groups" USING btree ("company_id",lower("name")) WHERE "payroll_groups"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "payroll_loan_ledger_member_idx" ON "payroll_loan_ledger" USING btree ("plan_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_loan_ledger_cutoff_unique" ON "payroll_loan_ledger" USING btree ("plan_member_id","cutoff_id") WHERE "payroll_loan_ledger"."cutoff_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payroll_plan_members_plan_idx" ON "payroll_plan_members" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "payroll_plan_members_employee_idx" ON "payroll_plan_members" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_plans_code_unique" ON "payroll_plans" USING btree ("company_id","kind",lower("code")) WHERE "payroll_plans"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "payroll_plans_company_idx" ON "payroll_plans" USING btree ("company_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "payslips_cutoff_employee_unique" ON "payslips" USING btree ("cutoff_id","employee_id");--> statement-breakpoint
CREATE INDEX "payslips_employee_idx" ON "payslips" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statutory_tables_version_unique" ON "statutory_tables" USING btree ("company_id","agency","effective_from");