CREATE TABLE "mail_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"mailbox" text NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"special_use" text,
	"uid_validity" bigint DEFAULT 0 NOT NULL,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"folder" text NOT NULL,
	"uid" bigint NOT NULL,
	"uid_validity" bigint NOT NULL,
	"message_id" text,
	"subject" text DEFAULT '' NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"from_address" text DEFAULT '' NOT NULL,
	"to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"date" timestamp with time zone,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_starred" boolean DEFAULT false NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"html" text,
	"snippet" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_folders" ADD CONSTRAINT "mail_folders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_folders" ADD CONSTRAINT "mail_folders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_folders_account_path_unique" ON "mail_folders" USING btree ("account_id","path");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_account_folder_uid_unique" ON "mail_messages" USING btree ("account_id","folder","uid");--> statement-breakpoint
CREATE INDEX "mail_messages_list_idx" ON "mail_messages" USING btree ("account_id","folder","date","id");--> statement-breakpoint
CREATE INDEX "mail_messages_addresses_idx" ON "mail_messages" USING gin ("addresses");--> statement-breakpoint
CREATE INDEX "mail_messages_company_idx" ON "mail_messages" USING btree ("company_id","date");