ALTER TABLE "online_orders" ADD COLUMN "waiting_alert_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "expired_at" timestamp with time zone;