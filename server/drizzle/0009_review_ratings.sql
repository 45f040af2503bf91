-- A course's rating counts approved reviews only (issue 10): each author's course_ratings row follows their
-- course review. Approving writes it (the score), editing (pending again), rejecting or deleting removes it.
-- The course's rating_avg and rating_count then follow through course_ratings' own trigger (0006).
CREATE OR REPLACE FUNCTION portal_review_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.entity_type = 'course' THEN
    DELETE FROM course_ratings WHERE course_id = OLD.course_id AND user_id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.entity_type = 'course' AND NEW.is_approved THEN
    INSERT INTO course_ratings (course_id, user_id, rating, created_at)
    VALUES (NEW.course_id, NEW.user_id, NEW.score, coalesce(NEW.moderated_at, NEW.created_at))
    ON CONFLICT (course_id, user_id) DO UPDATE SET rating = excluded.rating;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_course_rating
  AFTER INSERT OR DELETE OR UPDATE OF is_approved, score, course_id, user_id, entity_type ON reviews
  FOR EACH ROW EXECUTE FUNCTION portal_review_rating();--> statement-breakpoint
-- Existing data: an unapproved review's author no longer counts; an approved one counts with its score.
DELETE FROM course_ratings cr USING reviews r
  WHERE r.entity_type = 'course' AND r.course_id = cr.course_id AND r.user_id = cr.user_id
    AND NOT r.is_approved;--> statement-breakpoint
INSERT INTO course_ratings (course_id, user_id, rating, created_at)
  SELECT course_id, user_id, score, coalesce(moderated_at, created_at) FROM reviews
  WHERE entity_type = 'course' AND is_approved
ON CONFLICT (course_id, user_id) DO UPDATE SET rating = excluded.rating;
