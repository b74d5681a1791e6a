CREATE TABLE "expo_booth_files" (
	"room_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "expo_booth_files_room_id_file_id_pk" PRIMARY KEY("room_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "expo_booths" (
	"room_id" integer PRIMARY KEY NOT NULL,
	"logo_file_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expo_booth_files" ADD CONSTRAINT "expo_booth_files_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expo_booth_files" ADD CONSTRAINT "expo_booth_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expo_booths" ADD CONSTRAINT "expo_booths_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expo_booths" ADD CONSTRAINT "expo_booths_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expo_booth_files_file_idx" ON "expo_booth_files" USING btree ("file_id");