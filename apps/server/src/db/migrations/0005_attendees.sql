CREATE TABLE "account_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"existing" text NOT NULL,
	"rows" jsonb NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attendee_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"email" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'attendee' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo" text,
	"active" boolean DEFAULT true NOT NULL,
	"password_hash" text,
	"invited_at" timestamp with time zone,
	"first_signed_in_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendee_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"session_token_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_imports" ADD CONSTRAINT "account_imports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_imports" ADD CONSTRAINT "account_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_accounts" ADD CONSTRAINT "attendee_accounts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_tokens" ADD CONSTRAINT "attendee_tokens_account_id_attendee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_imports_event_idx" ON "account_imports" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attendee_accounts_event_email_unique" ON "attendee_accounts" USING btree ("event_id","email");--> statement-breakpoint
CREATE INDEX "attendee_accounts_event_name_idx" ON "attendee_accounts" USING btree ("event_id","last_name","first_name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendee_tokens_hash_unique" ON "attendee_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "attendee_tokens_account_kind_idx" ON "attendee_tokens" USING btree ("account_id","kind");