CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_attachments_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "message_attachments_size_check" CHECK ("message_attachments"."size_bytes" between 1 and 10485760)
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_content_check";--> statement-breakpoint
ALTER TABLE "content_reports" DROP CONSTRAINT "content_reports_target_check";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "content" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "contact_profiles" ALTER COLUMN "status" SET DEFAULT 'online';--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_group_members" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "social_post_id" uuid;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "social_comment_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_attachments_message_id_idx" ON "message_attachments" USING btree ("message_id");--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_social_post_id_social_posts_id_fk" FOREIGN KEY ("social_post_id") REFERENCES "public"."social_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_social_comment_id_social_post_comments_id_fk" FOREIGN KEY ("social_comment_id") REFERENCES "public"."social_post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_reports_social_post_id_idx" ON "content_reports" USING btree ("social_post_id");--> statement-breakpoint
CREATE INDEX "content_reports_social_comment_id_idx" ON "content_reports" USING btree ("social_comment_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_content_length_check" CHECK (char_length("messages"."content") <= 5000);--> statement-breakpoint
ALTER TABLE "social_post_comments" ADD CONSTRAINT "social_post_comments_content_check" CHECK (char_length("social_post_comments"."content") between 1 and 1000);--> statement-breakpoint
ALTER TABLE "study_group_members" ADD CONSTRAINT "study_group_members_status_check" CHECK ("study_group_members"."status" in ('active', 'pending'));--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_target_check" CHECK ("content_reports"."course_id" is not null or "content_reports"."lesson_id" is not null or "content_reports"."post_id" is not null or "content_reports"."social_post_id" is not null or "content_reports"."social_comment_id" is not null);