CREATE TABLE "chat_channel_members" (
	"channel_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"last_read_seq" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_channel_members_channel_id_account_id_pk" PRIMARY KEY("channel_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "chat_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"room_id" integer,
	"direct_key" text,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"author_account_id" integer,
	"author_user_id" integer,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"seq" bigint NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_reactions" (
	"message_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reactions_message_id_account_id_emoji_pk" PRIMARY KEY("message_id","account_id","emoji")
);
--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"reporter_account_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_restrictions" (
	"event_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"until" timestamp with time zone,
	"created_by_user_id" integer,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagement_restrictions_event_id_account_id_kind_pk" PRIMARY KEY("event_id","account_id","kind")
);
--> statement-breakpoint
CREATE TABLE "engagement_settings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"direct_messages" boolean DEFAULT false NOT NULL,
	"wall_moderation" text DEFAULT 'post' NOT NULL,
	"qna_moderation" text DEFAULT 'pre' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_topics" (
	"topic" text PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_ballots" (
	"poll_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_ballots_poll_id_account_id_pk" PRIMARY KEY("poll_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "poll_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"text" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"poll_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "poll_votes_poll_id_account_id_option_id_pk" PRIMARY KEY("poll_id","account_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"session_id" integer,
	"question" text NOT NULL,
	"kind" text NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"results_hidden" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"seq" bigint NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_votes" (
	"question_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "question_votes_question_id_account_id_pk" PRIMARY KEY("question_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"session_id" integer,
	"author_account_id" integer,
	"body" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"seq" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wall_likes" (
	"post_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "wall_likes_post_id_account_id_pk" PRIMARY KEY("post_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "wall_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"author_account_id" integer,
	"body" text NOT NULL,
	"image" text,
	"status" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"seq" bigint NOT NULL,
	"moderated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_channel_members" ADD CONSTRAINT "chat_channel_members_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channel_members" ADD CONSTRAINT "chat_channel_members_account_id_attendee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_account_id_attendee_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reactions" ADD CONSTRAINT "chat_reactions_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reactions" ADD CONSTRAINT "chat_reactions_account_id_attendee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_account_id_attendee_accounts_id_fk" FOREIGN KEY ("reporter_account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_restrictions" ADD CONSTRAINT "engagement_restrictions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_restrictions" ADD CONSTRAINT "engagement_restrictions_account_id_attendee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_restrictions" ADD CONSTRAINT "engagement_restrictions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_restrictions" ADD CONSTRAINT "engagement_restrictions_created_by_account_id_attendee_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_settings" ADD CONSTRAINT "engagement_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_ballots" ADD CONSTRAINT "poll_ballots_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_ballots" ADD CONSTRAINT "poll_ballots_account_id_attendee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_options" ADD CONSTRAINT "poll_options_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_option_id_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."poll_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_account_id_attendee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_session_id_agenda_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."agenda_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_votes" ADD CONSTRAINT "question_votes_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_votes" ADD CONSTRAINT "question_votes_account_id_attendee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_session_id_agenda_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."agenda_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_author_account_id_attendee_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_likes" ADD CONSTRAINT "wall_likes_post_id_wall_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."wall_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_likes" ADD CONSTRAINT "wall_likes_account_id_attendee_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_posts" ADD CONSTRAINT "wall_posts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_posts" ADD CONSTRAINT "wall_posts_author_account_id_attendee_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."attendee_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_channel_members_account_idx" ON "chat_channel_members" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_event_unique" ON "chat_channels" USING btree ("event_id") WHERE "chat_channels"."kind" = 'event';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_room_unique" ON "chat_channels" USING btree ("room_id") WHERE "chat_channels"."kind" = 'room';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_direct_unique" ON "chat_channels" USING btree ("event_id","direct_key") WHERE "chat_channels"."kind" = 'direct';--> statement-breakpoint
CREATE INDEX "chat_messages_channel_seq_idx" ON "chat_messages" USING btree ("channel_id","seq");--> statement-breakpoint
CREATE INDEX "chat_messages_channel_id_idx" ON "chat_messages" USING btree ("channel_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_reports_message_reporter_unique" ON "chat_reports" USING btree ("message_id","reporter_account_id");--> statement-breakpoint
CREATE INDEX "chat_reports_event_idx" ON "chat_reports" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "poll_options_poll_idx" ON "poll_options" USING btree ("poll_id","position");--> statement-breakpoint
CREATE INDEX "polls_room_seq_idx" ON "polls" USING btree ("room_id","seq");--> statement-breakpoint
CREATE INDEX "polls_event_idx" ON "polls" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "questions_room_seq_idx" ON "questions" USING btree ("room_id","seq");--> statement-breakpoint
CREATE INDEX "questions_event_idx" ON "questions" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "wall_posts_event_seq_idx" ON "wall_posts" USING btree ("event_id","seq");--> statement-breakpoint
CREATE INDEX "wall_posts_event_status_idx" ON "wall_posts" USING btree ("event_id","status","id");