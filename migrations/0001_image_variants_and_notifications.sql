CREATE TABLE "image_variants" (
	"image_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"data" "bytea" NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_variants_image_id_variant_pk" PRIMARY KEY("image_id","variant")
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"admin_user_id" integer NOT NULL,
	"notification_id" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_admin_user_id_notification_id_pk" PRIMARY KEY("admin_user_id","notification_id")
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "notifications_cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;