CREATE TABLE "booth_leads" (
	"room_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"consent_version" integer NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booth_leads_room_id_account_id_pk" PRIMARY KEY("room_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "booth_leads" ADD CONSTRAINT "booth_leads_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_leads" ADD CONSTRAINT "booth_leads_account_id_attendee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booth_leads_account_idx" ON "booth_leads" USING btree ("account_id");