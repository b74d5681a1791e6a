CREATE TABLE "analytics_attendee_days" (
	"event_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "analytics_attendee_days_event_id_account_id_day_pk" PRIMARY KEY("event_id","account_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_attendees" (
	"event_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"browser" text,
	"lang" text,
	"sign_ins" integer DEFAULT 0 NOT NULL,
	"present_minutes" integer DEFAULT 0 NOT NULL,
	"watched_minutes" integer DEFAULT 0 NOT NULL,
	"chat_messages" integer DEFAULT 0 NOT NULL,
	"wall_posts" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	"question_votes" integer DEFAULT 0 NOT NULL,
	"poll_votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_attendees_event_id_account_id_pk" PRIMARY KEY("event_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_batches" (
	"instance" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"part" integer NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_batches_instance_minute_part_pk" PRIMARY KEY("instance","minute","part")
);
--> statement-breakpoint
CREATE TABLE "analytics_event_days" (
	"event_id" integer NOT NULL,
	"day" date NOT NULL,
	"attendees" integer DEFAULT 0 NOT NULL,
	"present_minutes" integer DEFAULT 0 NOT NULL,
	"watched_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_event_days_event_id_day_pk" PRIMARY KEY("event_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_event_minutes" (
	"event_id" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"present" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_event_minutes_event_id_minute_pk" PRIMARY KEY("event_id","minute")
);
--> statement-breakpoint
CREATE TABLE "analytics_minutes" (
	"event_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"present_seconds" smallint NOT NULL,
	"visible_seconds" smallint NOT NULL,
	CONSTRAINT "analytics_minutes_event_id_account_id_minute_pk" PRIMARY KEY("event_id","account_id","minute")
);
--> statement-breakpoint
CREATE TABLE "analytics_room_actions" (
	"event_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_room_actions_event_id_room_id_minute_action_pk" PRIMARY KEY("event_id","room_id","minute","action")
);
--> statement-breakpoint
CREATE TABLE "analytics_room_attendees" (
	"event_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"present_minutes" integer DEFAULT 0 NOT NULL,
	"watched_minutes" integer DEFAULT 0 NOT NULL,
	"first_minute" timestamp with time zone NOT NULL,
	"last_minute" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_room_attendees_event_id_room_id_account_id_pk" PRIMARY KEY("event_id","room_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_room_minute_totals" (
	"event_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"present" integer DEFAULT 0 NOT NULL,
	"watched" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_room_minute_totals_event_id_room_id_minute_pk" PRIMARY KEY("event_id","room_id","minute")
);
--> statement-breakpoint
CREATE TABLE "analytics_room_minutes" (
	"event_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"present_seconds" smallint NOT NULL,
	"visible_seconds" smallint NOT NULL,
	"playing_seconds" smallint NOT NULL,
	"prev_playing_seconds" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_room_minutes_event_id_account_id_room_id_minute_pk" PRIMARY KEY("event_id","account_id","room_id","minute")
);
--> statement-breakpoint
CREATE TABLE "analytics_session_attendees" (
	"session_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"present_minutes" integer DEFAULT 0 NOT NULL,
	"watched_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_session_attendees_session_id_account_id_pk" PRIMARY KEY("session_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_session_totals" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"attendees" integer DEFAULT 0 NOT NULL,
	"present_minutes" integer DEFAULT 0 NOT NULL,
	"watched_minutes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_analytics_settings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"retention_days" integer NOT NULL,
	"engagement_weights" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_attendee_days" ADD CONSTRAINT "analytics_attendee_days_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_attendees" ADD CONSTRAINT "analytics_attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_event_days" ADD CONSTRAINT "analytics_event_days_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_event_minutes" ADD CONSTRAINT "analytics_event_minutes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_minutes" ADD CONSTRAINT "analytics_minutes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_room_actions" ADD CONSTRAINT "analytics_room_actions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_room_attendees" ADD CONSTRAINT "analytics_room_attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_room_minute_totals" ADD CONSTRAINT "analytics_room_minute_totals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_room_minutes" ADD CONSTRAINT "analytics_room_minutes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_session_attendees" ADD CONSTRAINT "analytics_session_attendees_session_id_agenda_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."agenda_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_session_attendees" ADD CONSTRAINT "analytics_session_attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_session_totals" ADD CONSTRAINT "analytics_session_totals_session_id_agenda_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."agenda_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_session_totals" ADD CONSTRAINT "analytics_session_totals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_analytics_settings" ADD CONSTRAINT "event_analytics_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_batches_written_idx" ON "analytics_batches" USING btree ("written_at");--> statement-breakpoint
CREATE INDEX "analytics_minutes_event_minute_idx" ON "analytics_minutes" USING btree ("event_id","minute");--> statement-breakpoint
CREATE INDEX "analytics_room_attendees_account_idx" ON "analytics_room_attendees" USING btree ("event_id","account_id");--> statement-breakpoint
CREATE INDEX "analytics_room_minutes_event_minute_idx" ON "analytics_room_minutes" USING btree ("event_id","minute");--> statement-breakpoint
CREATE INDEX "analytics_session_attendees_event_idx" ON "analytics_session_attendees" USING btree ("event_id","account_id");