CREATE TABLE "analytics_attendee_hours" (
	"event_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_attendee_hours_event_id_account_id_hour_pk" PRIMARY KEY("event_id","account_id","hour")
);
--> statement-breakpoint
CREATE TABLE "analytics_event_hours" (
	"event_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"attendees" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_event_hours_event_id_hour_pk" PRIMARY KEY("event_id","hour")
);
--> statement-breakpoint
CREATE TABLE "analytics_room_days" (
	"event_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"engaged_visitors" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"present_minutes" integer DEFAULT 0 NOT NULL,
	"chat_messages" integer DEFAULT 0 NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_room_days_event_id_room_id_day_pk" PRIMARY KEY("event_id","room_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_room_hours" (
	"event_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_room_hours_event_id_room_id_hour_pk" PRIMARY KEY("event_id","room_id","hour")
);
--> statement-breakpoint
CREATE TABLE "analytics_room_totals" (
	"event_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"engaged_visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_room_totals_event_id_room_id_pk" PRIMARY KEY("event_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_room_visitor_days" (
	"event_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"present_minutes" integer DEFAULT 0 NOT NULL,
	"engaging_actions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_room_visitor_days_event_id_account_id_room_id_day_pk" PRIMARY KEY("event_id","account_id","room_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_room_visitor_hours" (
	"event_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "analytics_room_visitor_hours_event_id_account_id_room_id_hour_pk" PRIMARY KEY("event_id","account_id","room_id","hour")
);
--> statement-breakpoint
CREATE TABLE "analytics_room_visitors" (
	"event_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"present_minutes" integer DEFAULT 0 NOT NULL,
	"engaging_actions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_room_visitors_event_id_account_id_room_id_pk" PRIMARY KEY("event_id","account_id","room_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_attendee_days" ADD COLUMN "present_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_attendee_days" ADD COLUMN "watched_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_attendee_days" ADD COLUMN "chat_messages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_attendee_days" ADD COLUMN "wall_posts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_attendee_days" ADD COLUMN "likes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_attendee_days" ADD COLUMN "questions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_attendee_days" ADD COLUMN "question_votes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_attendee_days" ADD COLUMN "poll_votes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_attendee_hours" ADD CONSTRAINT "analytics_attendee_hours_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_event_hours" ADD CONSTRAINT "analytics_event_hours_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_room_days" ADD CONSTRAINT "analytics_room_days_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_room_hours" ADD CONSTRAINT "analytics_room_hours_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_room_totals" ADD CONSTRAINT "analytics_room_totals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_room_visitor_days" ADD CONSTRAINT "analytics_room_visitor_days_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_room_visitor_hours" ADD CONSTRAINT "analytics_room_visitor_hours_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_room_visitors" ADD CONSTRAINT "analytics_room_visitors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;