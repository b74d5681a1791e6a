CREATE TABLE "agenda_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agenda_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"category_id" integer,
	"title" text NOT NULL,
	"day" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"room_id" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"location" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"timezone_offset" integer NOT NULL,
	"start_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_date" date NOT NULL,
	"end_time" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"closing_date" date NOT NULL,
	"closing_time" text NOT NULL,
	"closing_at" timestamp with time zone NOT NULL,
	"original_start_date" date,
	"original_start_time" text,
	"conditions" text DEFAULT '' NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agenda_categories" ADD CONSTRAINT "agenda_categories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_sessions" ADD CONSTRAINT "agenda_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_sessions" ADD CONSTRAINT "agenda_sessions_category_id_agenda_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."agenda_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_categories_event_idx" ON "agenda_categories" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "agenda_sessions_event_idx" ON "agenda_sessions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "agenda_sessions_category_idx" ON "agenda_sessions" USING btree ("category_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "events_code_unique" ON "events" USING btree ("code");--> statement-breakpoint
CREATE INDEX "events_company_start_idx" ON "events" USING btree ("company_id","start_at","id");