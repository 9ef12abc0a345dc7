CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"text" text NOT NULL,
	"translations" jsonb NOT NULL,
	"link" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "announcements_single_row" CHECK ("announcements"."id" = 1),
	CONSTRAINT "announcements_window" CHECK ("announcements"."ends_at" > "announcements"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "content_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"place" text NOT NULL,
	"image_id" uuid NOT NULL,
	"alt" text NOT NULL,
	"caption" text,
	"translations" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"placeholder" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_photos_place" CHECK ("content_photos"."place" in ('hero', 'hall', 'coffee', 'about'))
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"place" text NOT NULL,
	"quote" text NOT NULL,
	"name" text NOT NULL,
	"detail" text,
	"rating" integer NOT NULL,
	"translations" jsonb NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_place" CHECK ("testimonials"."place" in ('home', 'hall')),
	CONSTRAINT "testimonials_rating" CHECK ("testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_photos" ADD CONSTRAINT "content_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_photos_place_idx" ON "content_photos" USING btree ("place","position");--> statement-breakpoint
CREATE INDEX "testimonials_place_idx" ON "testimonials" USING btree ("place","position");--> statement-breakpoint
-- The six testimonials the home page and the hall page showed before the owner could edit them
-- (three each, in English and Amharic), written once into an empty table. A new database gets
-- them here too, not from the seed. The same as server/db/seed-testimonials.ts.
INSERT INTO "testimonials" ("place", "quote", "name", "detail", "rating", "translations", "position") SELECT "v"."place", "v"."quote", "v"."name", "v"."detail", "v"."rating", "v"."translations", "v"."position" FROM (VALUES ('home', 'The doro wot tastes like my grandmother’s. We come every Sunday after church, and they always remember our names.', 'Hanna T.', 'Sunday regular', 5, '{"am": {"quote": "ዶሮ ወጡ የአያቴን ይመስላል። በየእሑዱ ከቤተ ክርስቲያን መልስ እንመጣለን፤ እነሱም ሁልጊዜ ስማችንን ያስታውሳሉ።", "name": "Hanna T.", "detail": "የእሑድ ቋሚ እንግዳ"}}'::jsonb, 0), ('home', 'Our first time eating Ethiopian food. The staff walked us through the menu and the veggie combination was unforgettable.', 'Mark and Julie S.', 'First visit', 5, '{"am": {"quote": "የኢትዮጵያን ምግብ ስንቀምስ የመጀመሪያችን ነበር። ሠራተኞቹ የምግብ ዝርዝሩን አንድ በአንድ አስረዱን፤ የአትክልት በያይነቱ የማይረሳ ነበር።", "name": "Mark እና Julie S.", "detail": "የመጀመሪያ ጉብኝት"}}'::jsonb, 1), ('home', 'The coffee ceremony after dinner is the best way to end an evening. Warm people, generous plates, real flavour.', 'Dawit A.', 'Coffee lover', 5, '{"am": {"quote": "ከእራት በኋላ የሚደረገው የቡና ሥነ ሥርዓት ምሽትን ለመደምደም ከሁሉ የተሻለ ነው። ሞቅ ያሉ ሰዎች፣ የተትረፈረፈ ማዕድ፣ እውነተኛ ጣዕም።", "name": "Dawit A.", "detail": "ቡና አፍቃሪ"}}'::jsonb, 2), ('hall', 'Our wedding felt like home. The coffee ceremony, the injera, the décor: every guest is still talking about it.', 'Meron and Daniel', 'Wedding reception', 5, '{"am": {"quote": "ሰርጋችን እቤት ያለን ያህል ነበር። የቡና ሥነ ሥርዓቱ፣ እንጀራው፣ ጌጣጌጡ፤ እንግዶቻችን እስካሁን ስለሱ ያወራሉ።", "name": "ሜሮን እና ዳንኤል", "detail": "የሰርግ ግብዣ"}}'::jsonb, 0), ('hall', 'They planned our daughter’s graduation party down to the last detail and the food was wonderful.', 'Almaz T.', 'Graduation party', 5, '{"am": {"quote": "የልጃችንን የምረቃ ድግስ እስከ ትንሹ ዝርዝር ድረስ አቅደውልናል፤ ምግቡም ድንቅ ነበር።", "name": "አልማዝ ት.", "detail": "የምረቃ ድግስ"}}'::jsonb, 1), ('hall', 'We hosted our community’s Enkutatash celebration here. Plenty of room for dancing and the staff were so kind.', 'Yonas G.', 'Cultural celebration', 5, '{"am": {"quote": "የማኅበረሰባችንን የእንቁጣጣሽ በዓል እዚህ አከበርን። ለጭፈራ ሰፊ ቦታ ነበር፤ ሠራተኞቹም በጣም ደግ ነበሩ።", "name": "ዮናስ ግ.", "detail": "ባህላዊ በዓል"}}'::jsonb, 2)) AS "v" ("place", "quote", "name", "detail", "rating", "translations", "position") WHERE NOT EXISTS (SELECT 1 FROM "testimonials");
