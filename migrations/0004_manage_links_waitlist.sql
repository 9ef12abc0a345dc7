-- Two new booking states; added in place, so no table is rewritten.
ALTER TYPE "public"."reservation_status" ADD VALUE IF NOT EXISTS 'seated' BEFORE 'completed';--> statement-breakpoint
ALTER TYPE "public"."reservation_status" ADD VALUE IF NOT EXISTS 'no_show' AFTER 'completed';--> statement-breakpoint
CREATE TABLE "reservation_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"guests" integer NOT NULL,
	"date" text NOT NULL,
	"time_from" text NOT NULL,
	"time_to" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"notified_at" timestamp with time zone,
	"reservation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_links" ADD CONSTRAINT "reservation_links_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_links" ADD CONSTRAINT "waitlist_links_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_links_reservation_idx" ON "reservation_links" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_date_idx" ON "waitlist_entries" USING btree ("date","status");--> statement-breakpoint
CREATE INDEX "waitlist_links_entry_idx" ON "waitlist_links" USING btree ("entry_id");--> statement-breakpoint
-- Stored booking settings gain the online cut-off and the reminder, at their defaults.
UPDATE "restaurant_settings" SET "value" = jsonb_build_object('cancelCutoffHours', 2, 'reminderHoursBefore', 24) || "value"
WHERE "key" = 'booking_settings' AND jsonb_typeof("value") = 'object';
