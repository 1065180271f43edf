CREATE TABLE "support_canned_replies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_canned_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_canned_replies_language" CHECK ("support_canned_replies"."language" in ('zh', 'en', 'ja', 'ko', 'de', 'fr', 'it', 'ar', 'hk', 'es'))
);
--> statement-breakpoint
ALTER TABLE "support_canned_replies" ADD CONSTRAINT "support_canned_replies_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_canned_replies_title_key" ON "support_canned_replies" USING btree ("language","title");