CREATE TABLE "default_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"scope_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_full_access" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "default_user_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "is_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "default_role_id" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "template_copy" jsonb;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonator_account_id" integer;--> statement-breakpoint
ALTER TABLE "user_levels" ADD COLUMN "default_user_level_id" integer;--> statement-breakpoint
ALTER TABLE "user_levels" ADD COLUMN "template_copy" jsonb;