CREATE TABLE "image_variant_claims" (
	"image_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "image_variant_claims_image_id_variant_pk" PRIMARY KEY("image_id","variant")
);
--> statement-breakpoint
ALTER TABLE "image_variant_claims" ADD CONSTRAINT "image_variant_claims_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP TABLE "image_variants";--> statement-breakpoint
-- Image bytes are already compressed: stored uncompressed out of line, substring() reads only the slice it asks for.
ALTER TABLE "images" ALTER COLUMN "data" SET STORAGE EXTERNAL;
