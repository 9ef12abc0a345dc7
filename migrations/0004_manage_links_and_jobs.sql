-- Two new booking states; added in place, so no table is rewritten.
ALTER TYPE "public"."reservation_status" ADD VALUE IF NOT EXISTS 'seated' BEFORE 'completed';--> statement-breakpoint
ALTER TYPE "public"."reservation_status" ADD VALUE IF NOT EXISTS 'no_show' AFTER 'completed';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_manage_token_hash_idx" ON "reservations" USING btree ("manage_token_hash");--> statement-breakpoint
-- Stored booking settings gain the online cut-off and the reminder, at their defaults.
UPDATE "restaurant_settings" SET "value" = jsonb_build_object('cancelCutoffHours', 2, 'reminderHoursBefore', 24) || "value"
WHERE "key" = 'booking_settings' AND jsonb_typeof("value") = 'object';
