ALTER TABLE "chat_channel_members" RENAME COLUMN "last_read_seq" TO "last_read_message_id";
