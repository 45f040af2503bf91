-- Catalogue search (notes/libraries.md §15): trigram matching for typos, and an IMMUTABLE array_to_string
-- for the generated full-text column (the built-in one is only STABLE).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_words(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;--> statement-breakpoint
CREATE TABLE "catalog_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"outcome" text NOT NULL,
	"method_label" text NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" >= 0),
	CONSTRAINT "payments_outcome_check" CHECK ("payments"."outcome" in ('succeeded', 'failed', 'pending', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "students_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "rating_avg" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A')
  || setweight(to_tsvector('english', portal_words(keywords)), 'B')
  || setweight(to_tsvector('english', short_description), 'C')
  || setweight(to_tsvector('english', resume), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "is_preview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "min_order_cents" integer;--> statement-breakpoint
ALTER TABLE "course_collections" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "course_collections" ADD CONSTRAINT "course_collections_share_token_unique" UNIQUE("share_token");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_words_trgm_idx" ON "catalog_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "carts_coupon_id_idx" ON "carts" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "courses_price_idx" ON "courses" USING btree ("price_cents");--> statement-breakpoint
CREATE INDEX "courses_popular_idx" ON "courses" USING btree ("students_count");--> statement-breakpoint
CREATE INDEX "courses_rating_idx" ON "courses" USING btree ("rating_avg");--> statement-breakpoint
CREATE INDEX "courses_newest_idx" ON "courses" USING btree ("last_published_at" DESC NULLS LAST);--> statement-breakpoint
-- Students and ratings per course, kept by triggers so the catalogue sorts by them with an index.
CREATE OR REPLACE FUNCTION portal_course_students() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE courses SET students_count = students_count + 1 WHERE id = NEW.course_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE courses SET students_count = greatest(students_count - 1, 0) WHERE id = OLD.course_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER enrollments_course_students AFTER INSERT OR DELETE ON enrollments
  FOR EACH ROW EXECUTE FUNCTION portal_course_students();--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_course_rating(course uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE courses SET
    rating_avg = coalesce((SELECT avg(rating) FROM course_ratings WHERE course_id = course), 0),
    rating_count = (SELECT count(*) FROM course_ratings WHERE course_id = course)
  WHERE id = course
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_course_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM portal_course_rating(OLD.course_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM portal_course_rating(NEW.course_id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER course_ratings_course_rating AFTER INSERT OR UPDATE OR DELETE ON course_ratings
  FOR EACH ROW EXECUTE FUNCTION portal_course_ratings();--> statement-breakpoint
UPDATE courses SET
  students_count = (SELECT count(*) FROM enrollments e WHERE e.course_id = courses.id),
  rating_avg = coalesce((SELECT avg(rating) FROM course_ratings r WHERE r.course_id = courses.id), 0),
  rating_count = (SELECT count(*) FROM course_ratings r WHERE r.course_id = courses.id);--> statement-breakpoint
-- The search vocabulary: every title and keyword word of every course, for typo correction.
CREATE OR REPLACE FUNCTION portal_catalog_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_words (word)
    SELECT DISTINCT w FROM unnest(tsvector_to_array(
      to_tsvector('simple', NEW.title || ' ' || portal_words(NEW.keywords)))) AS w
    WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER courses_catalog_words AFTER INSERT OR UPDATE OF title, keywords ON courses
  FOR EACH ROW EXECUTE FUNCTION portal_catalog_words();--> statement-breakpoint
INSERT INTO catalog_words (word)
  SELECT DISTINCT w FROM courses, unnest(tsvector_to_array(
    to_tsvector('simple', title || ' ' || portal_words(keywords)))) AS w
  WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A price drop on a saved course alerts whoever asked for it (01 §4 price alert), whoever changes the price.
CREATE OR REPLACE FUNCTION portal_price_drop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price_cents < OLD.price_cents AND NEW.published AND NOT NEW.archived THEN
    INSERT INTO notifications (slug, user_id, title, message, type, priority, action_url, course_id)
    SELECT 'price-drop-' || w.id || '-' || floor(extract(epoch from clock_timestamp()) * 1000)::bigint,
      w.user_id,
      'Price drop: ' || NEW.title,
      NEW.title || ' is now $' || to_char(NEW.price_cents / 100.0, 'FM999999990.00')
        || ' (was $' || to_char(OLD.price_cents / 100.0, 'FM999999990.00') || ').',
      'info', 'medium', '/courses/' || NEW.slug, NEW.id
    FROM wishlists w WHERE w.course_id = NEW.id AND w.price_alert;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER courses_price_drop AFTER UPDATE OF price_cents ON courses
  FOR EACH ROW EXECUTE FUNCTION portal_price_drop();
