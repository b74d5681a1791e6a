CREATE TABLE "my_agenda_entries" (
	"account_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "my_agenda_entries_account_id_session_id_pk" PRIMARY KEY("account_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "my_agenda_feeds" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_agenda_reminders" (
	"account_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "my_agenda_reminders_account_id_session_id_starts_at_pk" PRIMARY KEY("account_id","session_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "my_agenda_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"minutes_before" integer,
	"by_mail" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "personal_key" text;--> statement-breakpoint
ALTER TABLE "my_agenda_entries" ADD CONSTRAINT "my_agenda_entries_account_id_attendee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_agenda_entries" ADD CONSTRAINT "my_agenda_entries_session_id_agenda_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."agenda_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_agenda_entries" ADD CONSTRAINT "my_agenda_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_agenda_feeds" ADD CONSTRAINT "my_agenda_feeds_account_id_attendee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_agenda_feeds" ADD CONSTRAINT "my_agenda_feeds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_agenda_reminders" ADD CONSTRAINT "my_agenda_reminders_account_id_attendee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_agenda_reminders" ADD CONSTRAINT "my_agenda_reminders_session_id_agenda_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."agenda_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_agenda_settings" ADD CONSTRAINT "my_agenda_settings_account_id_attendee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_agenda_settings" ADD CONSTRAINT "my_agenda_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "my_agenda_entries_session_idx" ON "my_agenda_entries" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "my_agenda_feeds_token_unique" ON "my_agenda_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "my_agenda_reminders_session_idx" ON "my_agenda_reminders" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_personal_key_unique" ON "notifications" USING btree ("personal_key");