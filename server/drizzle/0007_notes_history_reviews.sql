ALTER TABLE "course_notes" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "course_notes" ADD CONSTRAINT "course_notes_share_token_unique" UNIQUE("share_token");