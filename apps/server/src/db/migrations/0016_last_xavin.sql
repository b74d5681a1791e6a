CREATE TABLE "custom_css_versions" (
	"event_id" integer NOT NULL,
	"version" integer NOT NULL,
	"css" text NOT NULL,
	"sanitized_css" text NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_css_versions_event_id_version_pk" PRIMARY KEY("event_id","version")
);
--> statement-breakpoint
ALTER TABLE "custom_css_versions" ADD CONSTRAINT "custom_css_versions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_css_versions" ADD CONSTRAINT "custom_css_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;