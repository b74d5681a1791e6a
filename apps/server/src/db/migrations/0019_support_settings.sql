CREATE TABLE "support_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"mode" text NOT NULL,
	"chatwoot_website_token" text DEFAULT '' NOT NULL,
	"chatwoot_base_url" text DEFAULT '' NOT NULL,
	"crisp_website_id" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_settings_single_row" CHECK ("support_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "support_settings" ADD CONSTRAINT "support_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;