ALTER TABLE "timekeeping_devices" ADD COLUMN "kind" text DEFAULT 'TERMINAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "timekeeping_devices" ADD COLUMN "kiosk_key_hash" text;