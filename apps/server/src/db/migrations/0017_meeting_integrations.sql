CREATE TABLE "event_meeting_integrations" (
	"event_id" integer NOT NULL,
	"provider" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"options" jsonb NOT NULL,
	"secret_encrypted" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_meeting_integrations_event_id_provider_pk" PRIMARY KEY("event_id","provider")
);
--> statement-breakpoint
ALTER TABLE "event_meeting_integrations" ADD CONSTRAINT "event_meeting_integrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;