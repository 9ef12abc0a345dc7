CREATE TABLE "event_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer,
	"package_copy" jsonb NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"event_date" text NOT NULL,
	"blocks" text[] NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"guest_count" integer NOT NULL,
	"special_requests" text,
	"dietary_restrictions" text,
	"accessibility_needs" text,
	"decoration_preferences" text,
	"music_preferences" text,
	"additional_services" text[] DEFAULT '{}'::text[] NOT NULL,
	"equipment" text,
	"staff_notes" text,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'tentative' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"confirmed_by_client_at" timestamp with time zone,
	"estimate_subtotal_cents" integer NOT NULL,
	"estimate_tax_cents" integer NOT NULL,
	"estimate_total_cents" integer NOT NULL,
	"estimate_deposit_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"deposit_due_date" text,
	"deposit_paid_at" timestamp with time zone,
	"deposit_reminder_sent_at" timestamp with time zone,
	"final_count_reminder_sent_at" timestamp with time zone,
	"balance_reminder_sent_at" timestamp with time zone,
	"lost_reason" text,
	"status_note" text,
	"requested_from_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_bookings_guests" CHECK ("event_bookings"."guest_count" between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "event_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	"actor_id" integer,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"min_guests" integer NOT NULL,
	"max_guests" integer NOT NULL,
	"base_price" numeric(10, 2) NOT NULL,
	"price_per_person" numeric(10, 2) NOT NULL,
	"rental_taxable" boolean DEFAULT false NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"drinks" text[] DEFAULT '{}'::text[] NOT NULL,
	"food_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"decorations" text[] DEFAULT '{}'::text[] NOT NULL,
	"entertainment" text[] DEFAULT '{}'::text[] NOT NULL,
	"duration" integer NOT NULL,
	"setup_time" integer NOT NULL,
	"cleanup_time" integer NOT NULL,
	"image_url" text,
	"category" text DEFAULT 'celebration' NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_packages_guests" CHECK ("event_packages"."min_guests" >= 1 and "event_packages"."min_guests" <= "event_packages"."max_guests" and "event_packages"."max_guests" <= 200)
);
--> statement-breakpoint
CREATE TABLE "event_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"part" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"payment_id" integer,
	"note" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_payments_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "event_payments_amount" CHECK ("event_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "event_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"version" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"taxable_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"message" text,
	"valid_until" text NOT NULL,
	"policy_text" text NOT NULL,
	"policy_version" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" integer,
	"superseded_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_ip" text
);
--> statement-breakpoint
CREATE TABLE "hall_block_claims" (
	"event_date" text NOT NULL,
	"block" text NOT NULL,
	"booking_id" integer NOT NULL,
	CONSTRAINT "hall_block_claims_event_date_block_pk" PRIMARY KEY("event_date","block")
);
--> statement-breakpoint
CREATE TABLE "hall_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"blocks" text[] DEFAULT '{}'::text[] NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hall_closures_range" CHECK ("hall_closures"."start_date" <= "hall_closures"."end_date")
);
--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_package_id_event_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."event_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_history" ADD CONSTRAINT "event_history_booking_id_event_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."event_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_history" ADD CONSTRAINT "event_history_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_links" ADD CONSTRAINT "event_links_booking_id_event_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."event_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_payments" ADD CONSTRAINT "event_payments_booking_id_event_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."event_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_payments" ADD CONSTRAINT "event_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_payments" ADD CONSTRAINT "event_payments_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_proposals" ADD CONSTRAINT "event_proposals_booking_id_event_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."event_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_proposals" ADD CONSTRAINT "event_proposals_sent_by_admin_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_block_claims" ADD CONSTRAINT "hall_block_claims_booking_id_event_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."event_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_bookings_date_idx" ON "event_bookings" USING btree ("event_date");--> statement-breakpoint
CREATE INDEX "event_bookings_status_idx" ON "event_bookings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "event_bookings_hold_idx" ON "event_bookings" USING btree ("hold_expires_at");--> statement-breakpoint
CREATE INDEX "event_history_booking_idx" ON "event_history" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "event_links_booking_idx" ON "event_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "event_payments_booking_idx" ON "event_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_proposals_version_idx" ON "event_proposals" USING btree ("booking_id","version");--> statement-breakpoint
CREATE INDEX "hall_block_claims_booking_idx" ON "hall_block_claims" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "hall_closures_end_idx" ON "hall_closures" USING btree ("end_date");