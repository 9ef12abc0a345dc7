DROP TABLE "event_bookings" CASCADE;--> statement-breakpoint
DROP TABLE "event_packages" CASCADE;--> statement-breakpoint
DROP TABLE "users" CASCADE;