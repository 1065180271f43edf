CREATE TABLE "options_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "options_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"book" text NOT NULL,
	"instrument_id" integer NOT NULL,
	"direction" text NOT NULL,
	"period" integer NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"payout_rate" numeric(38, 18) NOT NULL,
	"open_price" numeric NOT NULL,
	"open_tick_at" timestamp (3) with time zone NOT NULL,
	"opened_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" text,
	"close_price" numeric,
	"close_tick_at" timestamp (3) with time zone,
	"settled_at" timestamp (3) with time zone,
	"returned" numeric(38, 18),
	CONSTRAINT "options_orders_book" CHECK ("options_orders"."book" in ('demo', 'real')),
	CONSTRAINT "options_orders_direction" CHECK ("options_orders"."direction" in ('up', 'down')),
	CONSTRAINT "options_orders_status" CHECK ("options_orders"."status" in ('open', 'settled', 'void')),
	CONSTRAINT "options_orders_amount" CHECK ("options_orders"."amount" > 0),
	CONSTRAINT "options_orders_expiry" CHECK ("options_orders"."expires_at" > "options_orders"."opened_at"),
	CONSTRAINT "options_orders_outcome" CHECK (("options_orders"."status" = 'open' and "options_orders"."result" is null and "options_orders"."settled_at" is null and "options_orders"."returned" is null)
       or ("options_orders"."status" = 'settled' and "options_orders"."result" is not null and "options_orders"."close_price" is not null
           and "options_orders"."settled_at" is not null and "options_orders"."returned" is not null)
       or ("options_orders"."status" = 'void' and "options_orders"."result" is null and "options_orders"."settled_at" is not null
           and "options_orders"."returned" = "options_orders"."amount"))
);
--> statement-breakpoint
CREATE TABLE "options_periods" (
	"product_id" integer NOT NULL,
	"seconds" integer NOT NULL,
	"payout_rate" numeric(38, 18) NOT NULL,
	"min_amount" numeric(38, 18) NOT NULL,
	"max_amount" numeric(38, 18) NOT NULL,
	CONSTRAINT "options_periods_product_id_seconds_pk" PRIMARY KEY("product_id","seconds"),
	CONSTRAINT "options_periods_seconds" CHECK ("options_periods"."seconds" between 10 and 86400),
	CONSTRAINT "options_periods_rate" CHECK ("options_periods"."payout_rate" > 0 and "options_periods"."payout_rate" <= 10),
	CONSTRAINT "options_periods_amounts" CHECK ("options_periods"."min_amount" > 0 and "options_periods"."max_amount" >= "options_periods"."min_amount")
);
--> statement-breakpoint
CREATE TABLE "options_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "options_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instrument_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "options_products_instrument_key" UNIQUE("instrument_id")
);
--> statement-breakpoint
ALTER TABLE "options_orders" ADD CONSTRAINT "options_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options_orders" ADD CONSTRAINT "options_orders_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options_periods" ADD CONSTRAINT "options_periods_product_id_options_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."options_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options_products" ADD CONSTRAINT "options_products_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "options_orders_due_idx" ON "options_orders" USING btree ("expires_at") WHERE "options_orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "options_orders_user_idx" ON "options_orders" USING btree ("user_id","book","id");--> statement-breakpoint
-- An order's terms are fixed at open, and a settled or void order changes no more; orders are
-- never deleted (docs/adr/0011).
CREATE FUNCTION options_orders_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'options_orders rows are never deleted';
  END IF;
  IF OLD.status <> 'open' THEN
    RAISE EXCEPTION 'options order % is % and changes no more', OLD.id, OLD.status;
  END IF;
  IF (NEW.user_id, NEW.book, NEW.instrument_id, NEW.direction, NEW.period, NEW.amount,
      NEW.payout_rate, NEW.open_price, NEW.open_tick_at, NEW.opened_at, NEW.expires_at)
     IS DISTINCT FROM
     (OLD.user_id, OLD.book, OLD.instrument_id, OLD.direction, OLD.period, OLD.amount,
      OLD.payout_rate, OLD.open_price, OLD.open_tick_at, OLD.opened_at, OLD.expires_at) THEN
    RAISE EXCEPTION 'options order % terms are fixed at open', OLD.id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER options_orders_guard BEFORE UPDATE OR DELETE ON options_orders
  FOR EACH ROW EXECUTE FUNCTION options_orders_guard();
