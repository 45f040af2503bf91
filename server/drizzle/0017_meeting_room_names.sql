-- Each existing meeting gets its own random room name from the volatile default (the backfill).
ALTER TABLE "meetings" ADD COLUMN "room_name" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_room_name_unique" UNIQUE("room_name");