CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"change" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_restaurant_id_idx" ON "order_events" USING btree ("restaurant_id","id");--> statement-breakpoint
CREATE INDEX "order_events_created_idx" ON "order_events" USING btree ("created_at");--> statement-breakpoint
CREATE POLICY "order_events_tenant_isolation" ON "order_events" AS PERMISSIVE FOR ALL TO "app_user" USING ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer) WITH CHECK ("restaurant_id" = nullif(current_setting('app.restaurant_id', true), '')::integer);--> statement-breakpoint

-- hand-written: every change to an order announces itself (docs/decisions/live-updates.md).
-- A trigger, not a call in each use case: no write path (submit, modify, status, ledger, bulk
-- job, a hand-run SQL fix) can forget it. The event row and the NOTIFY belong to the writing
-- transaction: a rolled-back write announces nothing; a committed one is delivered to every
-- listening instance and kept for clients that reconnect (Last-Event-ID).
CREATE OR REPLACE FUNCTION announce_order_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed_order orders%ROWTYPE;
  change_kind text;
  event_id bigint;
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    changed_order := NEW;
    change_kind := CASE WHEN TG_OP = 'INSERT' THEN 'created' ELSE 'updated' END;
  ELSE
    SELECT * INTO changed_order FROM orders
      WHERE id = NEW.order_id AND restaurant_id = NEW.restaurant_id;
    IF NOT FOUND THEN RETURN NULL; END IF;
    change_kind := 'updated';
  END IF;
  INSERT INTO order_events (restaurant_id, order_id, change)
    VALUES (changed_order.restaurant_id, changed_order.id, change_kind)
    RETURNING id INTO event_id;
  PERFORM pg_notify('order_events', json_build_object(
    'event_id', event_id,
    'restaurant_id', changed_order.restaurant_id,
    'id', changed_order.id,
    'order_number', changed_order.order_number,
    'status', changed_order.status,
    'type', changed_order.type,
    'change', change_kind
  )::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_announce_insert AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION announce_order_change();--> statement-breakpoint
CREATE TRIGGER orders_announce_update AFTER UPDATE OF status, data ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.data IS DISTINCT FROM NEW.data)
  EXECUTE FUNCTION announce_order_change();--> statement-breakpoint
CREATE TRIGGER order_transactions_announce AFTER INSERT ON order_transactions
  FOR EACH ROW EXECUTE FUNCTION announce_order_change();
