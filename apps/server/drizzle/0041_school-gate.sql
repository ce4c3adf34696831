CREATE TABLE "school_tap_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"attendance_log_id" bigint NOT NULL,
	"guardian_id" integer NOT NULL,
	"channel" text NOT NULL,
	"language" text NOT NULL,
	"outbox_id" integer,
	"sms_message_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"provider_message_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "school_devices" ADD COLUMN "attlog_stamp" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_tap_notices" ADD CONSTRAINT "school_tap_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_tap_notices" ADD CONSTRAINT "school_tap_notices_attendance_log_id_school_attendance_logs_id_fk" FOREIGN KEY ("attendance_log_id") REFERENCES "public"."school_attendance_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_tap_notices" ADD CONSTRAINT "school_tap_notices_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_tap_notices" ADD CONSTRAINT "school_tap_notices_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_tap_notices_log_guardian_unique" ON "school_tap_notices" USING btree ("attendance_log_id","guardian_id");--> statement-breakpoint
CREATE INDEX "school_tap_notices_guardian_idx" ON "school_tap_notices" USING btree ("company_id","guardian_id");--> statement-breakpoint
CREATE INDEX "sms_messages_company_idx" ON "sms_messages" USING btree ("company_id","created_at");