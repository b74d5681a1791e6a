ALTER TABLE "jobs" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_not_started_key" ON "jobs" USING btree ("name","dedupe_key") WHERE "jobs"."attempts" = 0;