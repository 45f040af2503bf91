CREATE TABLE "video_captions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_id" uuid NOT NULL,
	"language" text NOT NULL,
	"label" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"file_media_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_captions_media_language_unique" UNIQUE("media_id","language")
);
--> statement-breakpoint
CREATE TABLE "video_streams" (
	"media_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"manifest_media_id" uuid,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_streams_status_check" CHECK ("video_streams"."status" in ('processing', 'ready', 'failed')),
	CONSTRAINT "video_streams_progress_check" CHECK ("video_streams"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "lesson_transcriptions" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "video_captions" ADD CONSTRAINT "video_captions_media_id_medias_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."medias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_captions" ADD CONSTRAINT "video_captions_file_media_id_medias_id_fk" FOREIGN KEY ("file_media_id") REFERENCES "public"."medias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_streams" ADD CONSTRAINT "video_streams_media_id_medias_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."medias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_streams" ADD CONSTRAINT "video_streams_manifest_media_id_medias_id_fk" FOREIGN KEY ("manifest_media_id") REFERENCES "public"."medias"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_captions_file_media_id_idx" ON "video_captions" USING btree ("file_media_id");--> statement-breakpoint
CREATE INDEX "video_streams_manifest_media_id_idx" ON "video_streams" USING btree ("manifest_media_id");