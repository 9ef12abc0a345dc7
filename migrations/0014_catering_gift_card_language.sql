ALTER TABLE "catering_orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;