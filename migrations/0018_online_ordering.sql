CREATE SEQUENCE "public"."online_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"resource_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "menu_item_option_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_delta" numeric(10, 2) DEFAULT '0.00' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "menu_item_option_values_delta" CHECK ("menu_item_option_values"."price_delta" >= 0)
);
--> statement-breakpoint
CREATE TABLE "menu_item_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_item_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "menu_item_options_choices" CHECK ("menu_item_options"."min_choices" >= 0 and "menu_item_options"."max_choices" >= 1 and "menu_item_options"."min_choices" <= "menu_item_options"."max_choices")
);
--> statement-breakpoint
CREATE TABLE "online_order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "online_order_line_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"position" integer NOT NULL,
	"option_id" integer,
	"value_id" integer,
	"group_name" text NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_delta" numeric(10, 2) DEFAULT '0.00' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"menu_item_id" integer,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"line_total" numeric(10, 2) NOT NULL,
	"kitchen_load" integer DEFAULT 1 NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "orderable_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "kitchen_load" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "sold_out_on" text;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "pickup_date" text;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "pickup_slot" text;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "pickup_asap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "tax_rate" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "kitchen_load" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "status_nonce" text;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "status_token_hash" text;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "from_ip" text;--> statement-breakpoint
ALTER TABLE "menu_item_option_values" ADD CONSTRAINT "menu_item_option_values_option_id_menu_item_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."menu_item_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_options" ADD CONSTRAINT "menu_item_options_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_order_history" ADD CONSTRAINT "online_order_history_order_id_online_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."online_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_order_history" ADD CONSTRAINT "online_order_history_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_order_line_options" ADD CONSTRAINT "online_order_line_options_line_id_online_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."online_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_order_lines" ADD CONSTRAINT "online_order_lines_order_id_online_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."online_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_order_lines" ADD CONSTRAINT "online_order_lines_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "menu_item_option_values_option_idx" ON "menu_item_option_values" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "menu_item_options_item_idx" ON "menu_item_options" USING btree ("menu_item_id");--> statement-breakpoint
CREATE INDEX "online_order_history_order_idx" ON "online_order_history" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "online_order_line_options_line_idx" ON "online_order_line_options" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "online_order_lines_order_idx" ON "online_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "online_orders_pickup_slot_idx" ON "online_orders" USING btree ("pickup_date","pickup_slot");--> statement-breakpoint
CREATE INDEX "online_orders_status_idx" ON "online_orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "online_orders_phone_idx" ON "online_orders" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_status_token_hash_unique" UNIQUE("status_token_hash");--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_kitchen_load_range" CHECK ("menu_items"."kitchen_load" between 1 and 20);--> statement-breakpoint
-- Rows written before pickup ordering keep their numbers and totals; their statuses join the new set.
UPDATE "online_orders" SET "status" = CASE
	WHEN "status" IN ('confirmed', 'preparing', 'in_progress') THEN 'accepted'
	WHEN "status" IN ('delivered', 'picked_up', 'done') THEN 'completed'
	WHEN "status" IN ('pending', 'accepted', 'ready', 'completed', 'rejected', 'cancelled', 'no_show') THEN "status"
	ELSE 'completed'
END;
