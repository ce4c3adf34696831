CREATE TABLE "grading_class_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"teacher_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grading_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"class_record_id" integer NOT NULL,
	"quarter" integer NOT NULL,
	"component" text NOT NULL,
	"name" text NOT NULL,
	"highest_score" numeric(7, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grading_scores" (
	"item_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"score" numeric(7, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grading_scores_item_id_student_id_pk" PRIMARY KEY("item_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "school_class_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"school_date" date NOT NULL,
	"status" text NOT NULL,
	"marked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"day_start_time" text DEFAULT '07:30' NOT NULL,
	"late_grace_minutes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grading_class_records" ADD CONSTRAINT "grading_class_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_class_records" ADD CONSTRAINT "grading_class_records_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_class_records" ADD CONSTRAINT "grading_class_records_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_class_records" ADD CONSTRAINT "grading_class_records_teacher_account_id_accounts_id_fk" FOREIGN KEY ("teacher_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_items" ADD CONSTRAINT "grading_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_items" ADD CONSTRAINT "grading_items_class_record_id_grading_class_records_id_fk" FOREIGN KEY ("class_record_id") REFERENCES "public"."grading_class_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_scores" ADD CONSTRAINT "grading_scores_item_id_grading_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."grading_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_scores" ADD CONSTRAINT "grading_scores_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_scores" ADD CONSTRAINT "grading_scores_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_class_attendance" ADD CONSTRAINT "school_class_attendance_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_class_attendance" ADD CONSTRAINT "school_class_attendance_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_class_attendance" ADD CONSTRAINT "school_class_attendance_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_class_attendance" ADD CONSTRAINT "school_class_attendance_marked_by_accounts_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_settings" ADD CONSTRAINT "school_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grading_class_records_unique" ON "grading_class_records" USING btree ("section_id","course_id");--> statement-breakpoint
CREATE INDEX "grading_class_records_company_idx" ON "grading_class_records" USING btree ("company_id","section_id");--> statement-breakpoint
CREATE INDEX "grading_items_record_idx" ON "grading_items" USING btree ("company_id","class_record_id","quarter");--> statement-breakpoint
CREATE UNIQUE INDEX "school_class_attendance_unique" ON "school_class_attendance" USING btree ("section_id","student_id","school_date");--> statement-breakpoint
CREATE INDEX "school_class_attendance_day_idx" ON "school_class_attendance" USING btree ("company_id","school_date");--> statement-breakpoint
CREATE UNIQUE INDEX "school_settings_company_unique" ON "school_settings" USING btree ("company_id");