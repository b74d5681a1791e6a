CREATE TABLE "analytics_summary_mails" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_summary_mails" ADD CONSTRAINT "analytics_summary_mails_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;