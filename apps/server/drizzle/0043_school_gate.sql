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
CREATE INDEX "sms_messages_company_idx" ON "sms_messages" USING btree ("company_id","created_at");--> statement-breakpoint
-- custom SQL
-- school_tap (issue 18, decision 0068): one card tap in one statement, so the tap answer costs one
-- round trip. The rules are the shared `decideTap` (packages/shared/src/school/gate.rules.ts):
-- a transaction-scoped advisory lock on (company, card) orders concurrent taps of one card; the
-- holder is the live student with the card, else the live guardian; a stored tap of the card less
-- than 60 s away (either way, any day) makes it a duplicate answered with that tap's action; else
-- its action is check_in when an even number of the card's taps are earlier on its Asia/Manila
-- day, check_out when odd. A stored student tap with guardians queues the notice job in the same
-- transaction. Each statement of a volatile function reads a fresh snapshot, so the reads after
-- the lock see every tap committed before it.
CREATE OR REPLACE FUNCTION school_tap(p_company int, p_card text, p_at timestamptz, p_device int, p_gate int, p_job text, p_job_run_at timestamptz)
RETURNS TABLE (outcome text, person_type text, person_name text, action text, log_id bigint, queued boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_day date := (p_at AT TIME ZONE 'Asia/Manila')::date;
  v_type text;
  v_student int;
  v_guardian int;
  v_name text;
  v_notify boolean := false;
  v_near_action text;
  v_earlier int;
  v_action text;
  v_log bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(p_company, hashtext(p_card));
  SELECT 'student', s.id, trim(s.first_name || ' ' || s.last_name),
      EXISTS (SELECT 1 FROM student_guardians sg JOIN guardians g ON g.id = sg.guardian_id AND NOT g.is_deleted WHERE sg.student_id = s.id)
    INTO v_type, v_student, v_name, v_notify
    FROM students s WHERE s.company_id = p_company AND s.card_number = p_card AND NOT s.is_deleted LIMIT 1;
  IF NOT FOUND THEN
    SELECT 'guardian', g.id, g.name INTO v_type, v_guardian, v_name
      FROM guardians g WHERE g.company_id = p_company AND g.card_number = p_card AND NOT g.is_deleted LIMIT 1;
    IF NOT FOUND THEN
      INSERT INTO school_unmatched_taps (company_id, device_id, card_number, tapped_at) VALUES (p_company, p_device, p_card, p_at);
      RETURN QUERY SELECT 'unmatched'::text, NULL::text, NULL::text, NULL::text, NULL::bigint, false;
      RETURN;
    END IF;
    v_notify := false;
  END IF;
  SELECT l.action INTO v_near_action FROM school_attendance_logs l
    WHERE l.company_id = p_company AND l.card_number = p_card AND l.school_date BETWEEN v_day - 1 AND v_day + 1
      AND l.tapped_at > p_at - interval '60 seconds' AND l.tapped_at < p_at + interval '60 seconds'
    ORDER BY abs(extract(epoch FROM l.tapped_at - p_at)), l.id LIMIT 1;
  IF FOUND THEN
    RETURN QUERY SELECT 'duplicate'::text, v_type, v_name, v_near_action, NULL::bigint, false;
    RETURN;
  END IF;
  SELECT count(*)::int INTO v_earlier FROM school_attendance_logs l
    WHERE l.company_id = p_company AND l.card_number = p_card AND l.school_date = v_day AND l.tapped_at < p_at;
  v_action := CASE WHEN v_earlier % 2 = 0 THEN 'check_in' ELSE 'check_out' END;
  INSERT INTO school_attendance_logs (company_id, person_type, student_id, guardian_id, card_number, action, tapped_at, school_date, gate_id, device_id)
    VALUES (p_company, v_type, v_student, v_guardian, p_card, v_action, p_at, v_day, p_gate, p_device)
    RETURNING id INTO v_log;
  IF v_notify THEN
    INSERT INTO jobs (name, payload, company_id, run_at) VALUES (p_job, jsonb_build_object('logId', v_log, 'companyId', p_company), p_company, p_job_run_at);
  END IF;
  RETURN QUERY SELECT 'stored'::text, v_type, v_name, v_action, v_log, v_notify;
END $$;
