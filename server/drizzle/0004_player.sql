CREATE TABLE "player_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"playback_rate" real DEFAULT 1 NOT NULL,
	"captions_enabled" boolean DEFAULT false NOT NULL,
	"captions_language" text DEFAULT 'en' NOT NULL,
	"quality" integer,
	"auto_advance" boolean DEFAULT true NOT NULL,
	"volume" real DEFAULT 1 NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_preferences_rate_check" CHECK ("player_preferences"."playback_rate" between 0.5 and 2),
	CONSTRAINT "player_preferences_volume_check" CHECK ("player_preferences"."volume" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "quiz_questions" DROP CONSTRAINT "quiz_questions_correct_check";--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "stream_media_id" uuid;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "passed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "kind" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "correct_options" integer[];--> statement-breakpoint
-- Questions written before multiple choice keep their one right answer.
UPDATE "quiz_questions" SET "correct_options" = ARRAY["correct_option"];--> statement-breakpoint
ALTER TABLE "quiz_questions" ALTER COLUMN "correct_options" SET NOT NULL;--> statement-breakpoint
-- Attempts stored one chosen option per question; they now store a list.
UPDATE "quiz_attempts" SET "answers" = (SELECT coalesce(jsonb_object_agg(key, jsonb_build_array(value)), '{}'::jsonb) FROM jsonb_each("answers"));--> statement-breakpoint
ALTER TABLE "player_preferences" ADD CONSTRAINT "player_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_stream_media_id_medias_id_fk" FOREIGN KEY ("stream_media_id") REFERENCES "public"."medias"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lessons_stream_media_id_idx" ON "lessons" USING btree ("stream_media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_open_lesson_unique" ON "content_reports" USING btree ("reporter_id","lesson_id") WHERE "content_reports"."status" in ('open', 'reviewing') and "content_reports"."lesson_id" is not null;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_kind_check" CHECK ("quiz_questions"."kind" in ('single', 'multiple'));--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_correct_check" CHECK (cardinality("quiz_questions"."correct_options") >= 1 and cardinality("quiz_questions"."correct_options") <= cardinality("quiz_questions"."options"));