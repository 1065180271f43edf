CREATE TABLE "smart_accruals" (
	"order_id" bigint NOT NULL,
	"day" integer NOT NULL,
	"accrual_at" timestamp with time zone NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"paid" boolean NOT NULL,
	"user_id" bigint NOT NULL,
	"journal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smart_accruals_order_id_day_pk" PRIMARY KEY("order_id","day"),
	CONSTRAINT "smart_accruals_journal" CHECK (("smart_accruals"."amount" = 0) = ("smart_accruals"."journal_id" is null)),
	CONSTRAINT "smart_accruals_day" CHECK ("smart_accruals"."day" >= 1),
	CONSTRAINT "smart_accruals_amount" CHECK ("smart_accruals"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "smart_digests" (
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smart_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "smart_fundings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smart_fundings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"amount" numeric(38, 18) NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" bigint NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"journal_id" bigint,
	CONSTRAINT "smart_fundings_status" CHECK ("smart_fundings"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "smart_fundings_amount" CHECK ("smart_fundings"."amount" <> 0),
	CONSTRAINT "smart_fundings_four_eyes" CHECK ("smart_fundings"."decided_by" is null or "smart_fundings"."decided_by" <> "smart_fundings"."requested_by"),
	CONSTRAINT "smart_fundings_decided" CHECK (("smart_fundings"."status" = 'pending') = ("smart_fundings"."decided_at" is null)
          and ("smart_fundings"."status" <> 'approved' or "smart_fundings"."journal_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "smart_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smart_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"principal" numeric(38, 18) NOT NULL,
	"term_days" integer NOT NULL,
	"daily_rate" numeric(38, 18) NOT NULL,
	"payout" text NOT NULL,
	"accrual_minute" integer NOT NULL,
	"penalty_rate" numeric(38, 18) NOT NULL,
	"one_per_user" boolean NOT NULL,
	"total_interest" numeric(38, 18) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"first_accrual_at" timestamp with time zone NOT NULL,
	"matures_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'earning' NOT NULL,
	"days_accrued" integer DEFAULT 0 NOT NULL,
	"accrued_interest" numeric(38, 18) DEFAULT '0' NOT NULL,
	"paid_interest" numeric(38, 18) DEFAULT '0' NOT NULL,
	"next_accrual_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"exit_penalty" numeric(38, 18),
	"exit_returned" numeric(38, 18),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smart_orders_status" CHECK ("smart_orders"."status" in ('earning', 'profit_shared', 'closed', 'expired')),
	CONSTRAINT "smart_orders_principal" CHECK ("smart_orders"."principal" > 0),
	CONSTRAINT "smart_orders_term" CHECK ("smart_orders"."term_days" between 1 and 3650),
	CONSTRAINT "smart_orders_days" CHECK ("smart_orders"."days_accrued" between 0 and "smart_orders"."term_days"
          and "smart_orders"."accrued_interest" between 0 and "smart_orders"."total_interest"
          and "smart_orders"."paid_interest" between 0 and "smart_orders"."accrued_interest"),
	CONSTRAINT "smart_orders_ended" CHECK (("smart_orders"."status" = 'earning') = ("smart_orders"."ended_at" is null)
          and ("smart_orders"."status" = 'earning') = ("smart_orders"."next_accrual_at" is not null)
          and ("smart_orders"."status" = 'closed') = ("smart_orders"."exit_returned" is not null))
);
--> statement-breakpoint
CREATE TABLE "smart_product_texts" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "smart_product_texts_product_id_language_pk" PRIMARY KEY("product_id","language"),
	CONSTRAINT "smart_product_texts_language" CHECK ("smart_product_texts"."language" in ('zh', 'en', 'ja', 'ko', 'de', 'fr', 'it', 'ar', 'hk', 'es'))
);
--> statement-breakpoint
CREATE TABLE "smart_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smart_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"term_days" integer NOT NULL,
	"min_amount" numeric(38, 18) NOT NULL,
	"max_amount" numeric(38, 18) NOT NULL,
	"daily_rate" numeric(38, 18) NOT NULL,
	"payout" text NOT NULL,
	"accrual_minute" integer DEFAULT 0 NOT NULL,
	"one_per_user" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smart_products_code_key" UNIQUE("code"),
	CONSTRAINT "smart_products_term" CHECK ("smart_products"."term_days" between 1 and 3650),
	CONSTRAINT "smart_products_amounts" CHECK ("smart_products"."min_amount" > 0 and "smart_products"."min_amount" <= "smart_products"."max_amount" and "smart_products"."max_amount" <= 1000000),
	CONSTRAINT "smart_products_rate" CHECK ("smart_products"."daily_rate" > 0 and "smart_products"."daily_rate" <= 0.01),
	CONSTRAINT "smart_products_payout" CHECK ("smart_products"."payout" in ('daily', 'maturity')),
	CONSTRAINT "smart_products_accrual_minute" CHECK ("smart_products"."accrual_minute" between 0 and 1439)
);
--> statement-breakpoint
ALTER TABLE "smart_accruals" ADD CONSTRAINT "smart_accruals_order_id_smart_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."smart_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_accruals" ADD CONSTRAINT "smart_accruals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_accruals" ADD CONSTRAINT "smart_accruals_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_digests" ADD CONSTRAINT "smart_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_fundings" ADD CONSTRAINT "smart_fundings_requested_by_staff_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_fundings" ADD CONSTRAINT "smart_fundings_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_fundings" ADD CONSTRAINT "smart_fundings_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_orders" ADD CONSTRAINT "smart_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_orders" ADD CONSTRAINT "smart_orders_product_id_smart_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."smart_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_product_texts" ADD CONSTRAINT "smart_product_texts_product_id_smart_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."smart_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smart_accruals_user_idx" ON "smart_accruals" USING btree ("user_id","accrual_at");--> statement-breakpoint
CREATE INDEX "smart_fundings_status_idx" ON "smart_fundings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "smart_orders_user_idx" ON "smart_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "smart_orders_due_idx" ON "smart_orders" USING btree ("next_accrual_at") WHERE "smart_orders"."status" = 'earning';--> statement-breakpoint
CREATE UNIQUE INDEX "smart_orders_one_per_user_key" ON "smart_orders" USING btree ("user_id","product_id") WHERE "smart_orders"."status" = 'earning' and "smart_orders"."one_per_user";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_funded_non_negative" CHECK ("ledger_accounts"."user_id" is not null or "ledger_accounts"."balance" >= 0
          or not ("ledger_accounts"."kind" = 'yield_reserve' or "ledger_accounts"."kind" like 'plan:%'));--> statement-breakpoint
-- A plan's terms are fixed when it is sold, and its state only moves forward (docs/adr/0024):
-- an ended plan changes no more, and no plan row is ever deleted.
CREATE OR REPLACE FUNCTION smart_orders_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'smart_orders rows are never deleted';
  END IF;
  IF OLD.status <> 'earning' THEN
    RAISE EXCEPTION 'smart plan % is % and changes no more', OLD.id, OLD.status;
  END IF;
  IF NEW.days_accrued < OLD.days_accrued OR NEW.accrued_interest < OLD.accrued_interest
     OR NEW.paid_interest < OLD.paid_interest THEN
    RAISE EXCEPTION 'smart plan % accrual moves forward only', OLD.id;
  END IF;
  RAISE EXCEPTION 'smart plan % terms are fixed at purchase', OLD.id;
END $$;
--> statement-breakpoint
CREATE TRIGGER smart_orders_guard BEFORE UPDATE ON smart_orders
  FOR EACH ROW
  WHEN (OLD.status <> 'earning'
    OR NEW.days_accrued < OLD.days_accrued
    OR NEW.accrued_interest < OLD.accrued_interest
    OR NEW.paid_interest < OLD.paid_interest
    OR (NEW.user_id, NEW.product_id, NEW.principal, NEW.term_days, NEW.daily_rate, NEW.payout,
        NEW.accrual_minute, NEW.penalty_rate, NEW.one_per_user, NEW.total_interest,
        NEW.started_at, NEW.first_accrual_at, NEW.matures_at, NEW.created_at)
       IS DISTINCT FROM
       (OLD.user_id, OLD.product_id, OLD.principal, OLD.term_days, OLD.daily_rate, OLD.payout,
        OLD.accrual_minute, OLD.penalty_rate, OLD.one_per_user, OLD.total_interest,
        OLD.started_at, OLD.first_accrual_at, OLD.matures_at, OLD.created_at))
  EXECUTE FUNCTION smart_orders_guard();
--> statement-breakpoint
CREATE TRIGGER smart_orders_no_delete BEFORE DELETE ON smart_orders
  FOR EACH ROW EXECUTE FUNCTION smart_orders_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION smart_accruals_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'smart_accruals rows are append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER smart_accruals_append_only BEFORE UPDATE OR DELETE ON smart_accruals
  FOR EACH ROW EXECUTE FUNCTION smart_accruals_append_only();
