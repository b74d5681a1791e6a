CREATE TABLE "session_speakers" (
	"session_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "session_speakers_session_id_account_id_pk" PRIMARY KEY("session_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "attendee_accounts" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendee_accounts" ADD COLUMN "hidden_from_directory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registration_settings" ADD COLUMN "public_groups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "session_speakers" ADD CONSTRAINT "session_speakers_session_id_agenda_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."agenda_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_speakers" ADD CONSTRAINT "session_speakers_account_id_attendee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_speakers_account_idx" ON "session_speakers" USING btree ("account_id");