CREATE TYPE "public"."gift_card_request_status" AS ENUM('pending', 'issued', 'declined');--> statement-breakpoint
CREATE TYPE "public"."gift_card_transaction_kind" AS ENUM('issue', 'redeem', 'undo', 'adjust', 'extend', 'void');--> statement-breakpoint
ALTER TYPE "public"."gift_card_status" ADD VALUE 'void';--> statement-breakpoint
CREATE TABLE "gift_card_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"design_theme" "gift_card_theme" DEFAULT 'traditional' NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"sender_phone" text NOT NULL,
	"message" text,
	"language" text DEFAULT 'en' NOT NULL,
	"status" "gift_card_request_status" DEFAULT 'pending' NOT NULL,
	"gift_card_id" integer,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"note" text,
	"from_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"kind" "gift_card_transaction_kind" NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"balance_after" numeric(10, 2) NOT NULL,
	"admin_user_id" integer,
	"staff_username" text,
	"note" text,
	"expires_at" timestamp with time zone,
	"reverses_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_transactions_balance_after" CHECK ("gift_card_transactions"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ALTER COLUMN "expiry_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_requests" ADD CONSTRAINT "gift_card_requests_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_requests" ADD CONSTRAINT "gift_card_requests_handled_by_admin_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_reverses_id_gift_card_transactions_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."gift_card_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_transactions_card_idx" ON "gift_card_transactions" USING btree ("gift_card_id","id");--> statement-breakpoint
CREATE INDEX "gift_card_transactions_day_idx" ON "gift_card_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_transactions_reverses_unique" ON "gift_card_transactions" USING btree ("reverses_id");--> statement-breakpoint
-- Every existing card starts its ledger with its issue, and with an adjustment for what was spent before the ledger.
INSERT INTO "gift_card_transactions" ("gift_card_id", "kind", "amount", "balance_after", "note", "created_at")
SELECT "id", 'issue', "amount", "amount", NULL, "created_at" FROM "gift_cards";--> statement-breakpoint
INSERT INTO "gift_card_transactions" ("gift_card_id", "kind", "amount", "balance_after", "note", "created_at")
SELECT "id", 'adjust', "balance" - "amount", "balance", 'Balance before the ledger', "updated_at" FROM "gift_cards" WHERE "balance" <> "amount";--> statement-breakpoint
-- Gift cards sold in Minnesota may not expire (Minn. Stat. 325G.53): active cards lose the one-year expiry they were given.
UPDATE "gift_cards" SET "expiry_date" = NULL WHERE "status" = 'active';
