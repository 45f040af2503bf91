-- One name per concept (no data changes). The saved courses of the Saved Courses page keep their rows under
-- that name (they were "wishlists" and "course collections"), notification settings likewise ("preferences"),
-- course history ("learning history"); an order's payment status and quantity get English column names
-- (the API still answers the spec's PaymentStatut and Qte). Constraints and indexes follow their tables.
ALTER TABLE "course_collection_items" RENAME TO "saved_course_collection_items";--> statement-breakpoint
ALTER TABLE "saved_course_collection_items" RENAME CONSTRAINT "course_collection_items_collection_id_course_collections_id_fk" TO "saved_course_collection_items_collection_id_saved_course_collections_id_fk";--> statement-breakpoint
ALTER TABLE "saved_course_collection_items" RENAME CONSTRAINT "course_collection_items_course_id_courses_id_fk" TO "saved_course_collection_items_course_id_courses_id_fk";--> statement-breakpoint
ALTER TABLE "saved_course_collection_items" RENAME CONSTRAINT "course_collection_items_collection_id_course_id_pk" TO "saved_course_collection_items_collection_id_course_id_pk";--> statement-breakpoint
ALTER INDEX "course_collection_items_course_id_idx" RENAME TO "saved_course_collection_items_course_id_idx";--> statement-breakpoint
ALTER TABLE "course_collections" RENAME TO "saved_course_collections";--> statement-breakpoint
ALTER TABLE "saved_course_collections" RENAME CONSTRAINT "course_collections_pkey" TO "saved_course_collections_pkey";--> statement-breakpoint
ALTER TABLE "saved_course_collections" RENAME CONSTRAINT "course_collections_user_id_users_id_fk" TO "saved_course_collections_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "saved_course_collections" RENAME CONSTRAINT "course_collections_share_token_unique" TO "saved_course_collections_share_token_unique";--> statement-breakpoint
ALTER INDEX "course_collections_user_idx" RENAME TO "saved_course_collections_user_idx";--> statement-breakpoint
ALTER TABLE "wishlist_shares" RENAME TO "saved_course_shares";--> statement-breakpoint
ALTER TABLE "saved_course_shares" RENAME CONSTRAINT "wishlist_shares_pkey" TO "saved_course_shares_pkey";--> statement-breakpoint
ALTER TABLE "saved_course_shares" RENAME CONSTRAINT "wishlist_shares_user_id_users_id_fk" TO "saved_course_shares_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "saved_course_shares" RENAME CONSTRAINT "wishlist_shares_token_unique" TO "saved_course_shares_token_unique";--> statement-breakpoint
ALTER TABLE "wishlists" RENAME TO "saved_courses";--> statement-breakpoint
ALTER TABLE "saved_courses" RENAME CONSTRAINT "wishlists_pkey" TO "saved_courses_pkey";--> statement-breakpoint
ALTER TABLE "saved_courses" RENAME CONSTRAINT "wishlists_user_id_users_id_fk" TO "saved_courses_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "saved_courses" RENAME CONSTRAINT "wishlists_course_id_courses_id_fk" TO "saved_courses_course_id_courses_id_fk";--> statement-breakpoint
ALTER TABLE "saved_courses" RENAME CONSTRAINT "wishlists_user_course_unique" TO "saved_courses_user_course_unique";--> statement-breakpoint
ALTER INDEX "wishlists_course_id_idx" RENAME TO "saved_courses_course_id_idx";--> statement-breakpoint
ALTER INDEX "wishlists_user_created_idx" RENAME TO "saved_courses_user_created_idx";--> statement-breakpoint
ALTER TABLE "notification_preferences" RENAME TO "notification_settings";--> statement-breakpoint
ALTER TABLE "notification_settings" RENAME CONSTRAINT "notification_preferences_pkey" TO "notification_settings_pkey";--> statement-breakpoint
ALTER TABLE "notification_settings" RENAME CONSTRAINT "notification_preferences_user_id_users_id_fk" TO "notification_settings_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "notification_settings" RENAME CONSTRAINT "notification_preferences_user_id_unique" TO "notification_settings_user_id_unique";--> statement-breakpoint
ALTER TABLE "notification_settings" RENAME CONSTRAINT "notification_preferences_frequency_check" TO "notification_settings_frequency_check";--> statement-breakpoint
ALTER TABLE "notification_settings" RENAME CONSTRAINT "notification_preferences_quiet_hours_check" TO "notification_settings_quiet_hours_check";--> statement-breakpoint
ALTER TABLE "learning_history" RENAME TO "course_history";--> statement-breakpoint
ALTER TABLE "course_history" RENAME CONSTRAINT "learning_history_pkey" TO "course_history_pkey";--> statement-breakpoint
ALTER TABLE "course_history" RENAME CONSTRAINT "learning_history_user_id_users_id_fk" TO "course_history_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "course_history" RENAME CONSTRAINT "learning_history_course_id_courses_id_fk" TO "course_history_course_id_courses_id_fk";--> statement-breakpoint
ALTER TABLE "course_history" RENAME CONSTRAINT "learning_history_lesson_id_lessons_id_fk" TO "course_history_lesson_id_lessons_id_fk";--> statement-breakpoint
ALTER TABLE "course_history" RENAME CONSTRAINT "learning_history_action_check" TO "course_history_action_check";--> statement-breakpoint
ALTER TABLE "course_history" RENAME CONSTRAINT "learning_history_device_check" TO "course_history_device_check";--> statement-breakpoint
ALTER TABLE "course_history" RENAME CONSTRAINT "learning_history_progress_check" TO "course_history_progress_check";--> statement-breakpoint
ALTER TABLE "course_history" RENAME CONSTRAINT "learning_history_duration_check" TO "course_history_duration_check";--> statement-breakpoint
ALTER INDEX "learning_history_course_id_idx" RENAME TO "course_history_course_id_idx";--> statement-breakpoint
ALTER INDEX "learning_history_lesson_id_idx" RENAME TO "course_history_lesson_id_idx";--> statement-breakpoint
ALTER INDEX "learning_history_user_time_idx" RENAME TO "course_history_user_time_idx";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "payment_statut" TO "payment_status";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "qte" TO "quantity";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "orders_payment_statut_check" TO "orders_payment_status_check";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "orders_qte_check" TO "orders_quantity_check";--> statement-breakpoint
-- A price drop on a saved course alerts whoever asked for it: the trigger reads the renamed table.
CREATE OR REPLACE FUNCTION portal_price_drop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price_cents < OLD.price_cents AND NEW.published AND NOT NEW.archived THEN
    INSERT INTO notifications (slug, user_id, title, message, type, priority, action_url, course_id)
    SELECT 'price-drop-' || s.id || '-' || floor(extract(epoch from clock_timestamp()) * 1000)::bigint,
      s.user_id,
      'Price drop: ' || NEW.title,
      NEW.title || ' is now $' || to_char(NEW.price_cents / 100.0, 'FM999999990.00')
        || ' (was $' || to_char(OLD.price_cents / 100.0, 'FM999999990.00') || ').',
      'info', 'medium', '/courses/' || NEW.slug, NEW.id
    FROM saved_courses s WHERE s.course_id = NEW.id AND s.price_alert;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Helpful votes on reviews were never read or written.
DROP TABLE "review_helpful_votes";
