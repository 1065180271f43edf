CREATE TABLE "content_translations" (
	"content_id" bigint NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_content_id_language_pk" PRIMARY KEY("content_id","language"),
	CONSTRAINT "content_translations_language" CHECK ("content_translations"."language" in ('zh', 'en', 'ja', 'ko', 'de', 'fr', 'it', 'ar', 'hk', 'es'))
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"type" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contents_type" CHECK ("contents"."type" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "parameters" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contents_slug_key" ON "contents" USING btree ("slug");--> statement-breakpoint
UPDATE "parameters" SET "is_public" = true WHERE "key" IN ('demo.initialBalanceUsdt', 'withdrawal.feeRate', 'withdrawal.feeMinUsdt', 'loan.interestFreeDays', 'smart.earlyExitPenaltyRate');
