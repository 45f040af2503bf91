ALTER TABLE "notifications" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "notifications_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "notifications_user_seq_idx" ON "notifications" USING btree ("user_id","seq");--> statement-breakpoint
-- Every change to a user's notifications, whoever makes it (a service, the price-drop trigger, a moderator),
-- tells the live streams through the events channel (src/events/bus.ts). One message per user per statement:
-- marking fifty as read is one event, and NOTIFY folds identical messages of one transaction into one.
CREATE OR REPLACE FUNCTION portal_notifications_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE person uuid;
BEGIN
  FOR person IN SELECT DISTINCT user_id FROM changed LOOP
    PERFORM pg_notify('portal_events', json_build_object(
      'type', 'notifications.changed', 'origin', 'database', 'data', json_build_object('userId', person)
    )::text);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER notifications_inserted AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portal_notifications_changed();--> statement-breakpoint
CREATE TRIGGER notifications_updated AFTER UPDATE ON notifications
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portal_notifications_changed();--> statement-breakpoint
CREATE TRIGGER notifications_deleted AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portal_notifications_changed();
