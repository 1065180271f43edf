CREATE TABLE "charities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"link" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charities_slug_key" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "charity_texts" (
	"charity_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charity_texts_charity_id_language_pk" PRIMARY KEY("charity_id","language"),
	CONSTRAINT "charity_texts_language" CHECK ("charity_texts"."language" in ('zh', 'en', 'ja', 'ko', 'de', 'fr', 'it', 'ar', 'hk', 'es'))
);
--> statement-breakpoint
CREATE TABLE "nft_bids" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"journal_id" bigint NOT NULL,
	CONSTRAINT "nft_bids_amount" CHECK ("nft_bids"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "nft_item_texts" (
	"item_id" bigint NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"story" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_item_texts_item_id_language_pk" PRIMARY KEY("item_id","language"),
	CONSTRAINT "nft_item_texts_language" CHECK ("nft_item_texts"."language" in ('zh', 'en', 'ja', 'ko', 'de', 'fr', 'it', 'ar', 'hk', 'es'))
);
--> statement-breakpoint
CREATE TABLE "nft_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"charity_id" integer NOT NULL,
	"creator" text NOT NULL,
	"chain" text,
	"contract_address" text,
	"mode" text NOT NULL,
	"edition_size" integer NOT NULL,
	"price" numeric(38, 18),
	"starting_price" numeric(38, 18),
	"reserve_price" numeric(38, 18),
	"min_increment" numeric(38, 18),
	"donation_share" numeric(38, 18) DEFAULT '1' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"sold" integer DEFAULT 0 NOT NULL,
	"leading_bid_id" bigint,
	"current_bid" numeric(38, 18),
	"bid_count" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"outcome" text,
	"image_small" text,
	"image_medium" text,
	"image_large" text,
	"sample" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_items_slug_key" UNIQUE("slug"),
	CONSTRAINT "nft_items_mode" CHECK ("nft_items"."mode" in ('auction', 'edition')),
	CONSTRAINT "nft_items_terms" CHECK (("nft_items"."mode" = 'edition' and "nft_items"."price" > 0 and "nft_items"."price" <= 1000000
            and "nft_items"."edition_size" between 1 and 100000 and "nft_items"."starting_price" is null
            and "nft_items"."reserve_price" is null and "nft_items"."min_increment" is null)
          or ("nft_items"."mode" = 'auction' and "nft_items"."price" is null and "nft_items"."edition_size" = 1
            and "nft_items"."starting_price" > 0 and "nft_items"."reserve_price" >= "nft_items"."starting_price"
            and "nft_items"."reserve_price" <= 1000000 and "nft_items"."min_increment" > 0
            and "nft_items"."ends_at" is not null)),
	CONSTRAINT "nft_items_image" CHECK (("nft_items"."image_small" is null) = ("nft_items"."image_medium" is null)
          and ("nft_items"."image_small" is null) = ("nft_items"."image_large" is null)),
	CONSTRAINT "nft_items_share" CHECK ("nft_items"."donation_share" > 0 and "nft_items"."donation_share" <= 1),
	CONSTRAINT "nft_items_sold" CHECK ("nft_items"."sold" >= 0 and "nft_items"."sold" <= "nft_items"."edition_size"),
	CONSTRAINT "nft_items_window" CHECK ("nft_items"."ends_at" is null or "nft_items"."ends_at" > "nft_items"."starts_at"),
	CONSTRAINT "nft_items_outcome" CHECK (("nft_items"."outcome" is null) = ("nft_items"."settled_at" is null)
          and ("nft_items"."outcome" is null or "nft_items"."outcome" in ('sold', 'unsold'))),
	CONSTRAINT "nft_items_leader" CHECK (("nft_items"."leading_bid_id" is null) = ("nft_items"."current_bid" is null))
);
--> statement-breakpoint
CREATE TABLE "nft_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" bigint NOT NULL,
	"edition" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"donation" numeric(38, 18) NOT NULL,
	"journal_id" bigint NOT NULL,
	"acquired_at" timestamp with time zone NOT NULL,
	"certificate_sha256" text NOT NULL,
	CONSTRAINT "nft_tokens_edition" CHECK ("nft_tokens"."edition" >= 1)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_funded_non_negative";--> statement-breakpoint
ALTER TABLE "charity_texts" ADD CONSTRAINT "charity_texts_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_bids" ADD CONSTRAINT "nft_bids_item_id_nft_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."nft_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_bids" ADD CONSTRAINT "nft_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_bids" ADD CONSTRAINT "nft_bids_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_item_texts" ADD CONSTRAINT "nft_item_texts_item_id_nft_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."nft_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_items" ADD CONSTRAINT "nft_items_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_tokens" ADD CONSTRAINT "nft_tokens_item_id_nft_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."nft_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_tokens" ADD CONSTRAINT "nft_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_tokens" ADD CONSTRAINT "nft_tokens_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nft_bids_item_idx" ON "nft_bids" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "nft_bids_user_idx" ON "nft_bids" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE INDEX "nft_items_due_idx" ON "nft_items" USING btree ("ends_at") WHERE "nft_items"."mode" = 'auction' and "nft_items"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "nft_items_charity_idx" ON "nft_items" USING btree ("charity_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_tokens_edition_key" ON "nft_tokens" USING btree ("item_id","edition");--> statement-breakpoint
CREATE INDEX "nft_tokens_user_idx" ON "nft_tokens" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_funded_non_negative" CHECK ("ledger_accounts"."user_id" is not null or "ledger_accounts"."balance" >= 0
          or not ("ledger_accounts"."kind" in ('yield_reserve', 'loan_pool') or "ledger_accounts"."kind" like 'plan:%'
                  or "ledger_accounts"."kind" like 'charity:%'));--> statement-breakpoint
-- An item's sale terms are fixed once it has a bid or a sale; what moves only moves forward
-- (copies sold, bids counted, the leading bid, the end time, the settlement); no item is
-- deleted (docs/adr/0026).
CREATE OR REPLACE FUNCTION nft_items_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'nft_items rows are never deleted';
  END IF;
  IF (OLD.sold > 0 OR OLD.bid_count > 0) AND (
       NEW.mode IS DISTINCT FROM OLD.mode OR NEW.charity_id IS DISTINCT FROM OLD.charity_id
    OR NEW.edition_size IS DISTINCT FROM OLD.edition_size OR NEW.price IS DISTINCT FROM OLD.price
    OR NEW.starting_price IS DISTINCT FROM OLD.starting_price
    OR NEW.reserve_price IS DISTINCT FROM OLD.reserve_price
    OR NEW.min_increment IS DISTINCT FROM OLD.min_increment
    OR NEW.donation_share IS DISTINCT FROM OLD.donation_share
    OR NEW.starts_at IS DISTINCT FROM OLD.starts_at) THEN
    RAISE EXCEPTION 'nft item % has bids or sales: its terms are fixed', OLD.id;
  END IF;
  IF NEW.sold < OLD.sold OR NEW.bid_count < OLD.bid_count
    OR (OLD.current_bid IS NOT NULL AND NEW.leading_bid_id IS DISTINCT FROM OLD.leading_bid_id
        AND (NEW.current_bid IS NULL OR NEW.current_bid <= OLD.current_bid)) THEN
    RAISE EXCEPTION 'nft item % may not move backwards', OLD.id;
  END IF;
  IF OLD.settled_at IS NOT NULL AND (NEW.settled_at IS DISTINCT FROM OLD.settled_at
    OR NEW.outcome IS DISTINCT FROM OLD.outcome OR NEW.ends_at IS DISTINCT FROM OLD.ends_at
    OR NEW.leading_bid_id IS DISTINCT FROM OLD.leading_bid_id OR NEW.sold IS DISTINCT FROM OLD.sold) THEN
    RAISE EXCEPTION 'nft item % is settled', OLD.id;
  END IF;
  IF OLD.mode = 'auction' AND OLD.bid_count > 0 AND NEW.ends_at < OLD.ends_at THEN
    RAISE EXCEPTION 'nft item % has bids: its end may only move later', OLD.id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER nft_items_guard BEFORE UPDATE OR DELETE ON nft_items
  FOR EACH ROW EXECUTE FUNCTION nft_items_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nft_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are append-only', TG_TABLE_NAME;
END $$;
--> statement-breakpoint
CREATE TRIGGER nft_bids_append_only BEFORE UPDATE OR DELETE ON nft_bids
  FOR EACH ROW EXECUTE FUNCTION nft_append_only();
--> statement-breakpoint
CREATE TRIGGER nft_tokens_append_only BEFORE UPDATE OR DELETE ON nft_tokens
  FOR EACH ROW EXECUTE FUNCTION nft_append_only();
