ALTER TYPE "public"."gift_card_request_status" ADD VALUE 'awaiting_payment' BEFORE 'pending';--> statement-breakpoint
ALTER TYPE "public"."gift_card_request_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "gift_card_amount" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "gift_card_last4" text;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "gift_card_redemption_id" integer;--> statement-breakpoint
ALTER TABLE "online_orders" ADD COLUMN "gift_card_return" text;--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_gift_card_redemption_id_gift_card_transactions_id_fk" FOREIGN KEY ("gift_card_redemption_id") REFERENCES "public"."gift_card_transactions"("id") ON DELETE set null ON UPDATE no action;