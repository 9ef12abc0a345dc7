CREATE SEQUENCE "public"."online_order_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "change_seq" bigint DEFAULT nextval('online_order_change_seq') NOT NULL;--> statement-breakpoint
CREATE INDEX "online_orders_change_seq_idx" ON "online_orders" USING btree ("change_seq");--> statement-breakpoint
-- Every update takes a new number too, whatever the statement sets, so a reader never misses one.
CREATE FUNCTION "online_orders_next_change_seq"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := nextval('online_order_change_seq');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "online_orders_change_seq" BEFORE UPDATE ON "online_orders"
  FOR EACH ROW EXECUTE FUNCTION "online_orders_next_change_seq"();
