CREATE TABLE "room_meetings" (
	"room_id" integer NOT NULL,
	"provider" text NOT NULL,
	"meeting_id" text NOT NULL,
	"join_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_meetings_room_id_provider_pk" PRIMARY KEY("room_id","provider")
);
--> statement-breakpoint
ALTER TABLE "room_meetings" ADD CONSTRAINT "room_meetings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;