CREATE TABLE "schedule_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"closed" boolean NOT NULL,
	"periods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_exceptions_range" CHECK ("schedule_exceptions"."start_date" <= "schedule_exceptions"."end_date")
);
--> statement-breakpoint
CREATE INDEX "schedule_exceptions_end_date_idx" ON "schedule_exceptions" USING btree ("end_date");--> statement-breakpoint
-- Weekly hours move from one { open, close } per day to service periods; the stored hours are kept.
UPDATE "restaurant_settings" SET "value" = (
	SELECT jsonb_object_agg(day.key, CASE
		WHEN day.value ? 'periods' THEN day.value
		ELSE jsonb_build_object(
			'closed', coalesce((day.value->>'closed')::boolean, false),
			'periods', jsonb_build_array(jsonb_build_object('open', day.value->>'open', 'close', day.value->>'close')))
		END)
	FROM jsonb_each("restaurant_settings"."value") AS day
) WHERE "key" = 'weekly_hours' AND jsonb_typeof("value") = 'object';
--> statement-breakpoint
-- The flat slot list becomes the booking settings; the grid now follows each day's periods.
INSERT INTO "restaurant_settings" ("key", "value")
SELECT 'booking_settings', jsonb_build_object(
	'slotIntervalMinutes', CASE WHEN "value"->>'intervalMinutes' IN ('15', '20', '30', '60') THEN ("value"->>'intervalMinutes')::int ELSE 30 END,
	'lastSeatingMinutes', 30,
	'sameDayLeadMinutes', 60,
	'horizonDays', 60,
	'minPartySize', 1,
	'maxPartySize', 10,
	'dailyGuestCapacity', 80,
	'pacingGuestsPerSlot', 24)
FROM "restaurant_settings" WHERE "key" = 'reservation_slots'
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
DELETE FROM "restaurant_settings" WHERE "key" = 'reservation_slots';
