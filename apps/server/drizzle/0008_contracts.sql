CREATE TABLE "contract_positions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"book" text NOT NULL,
	"instrument_id" integer NOT NULL,
	"side" text NOT NULL,
	"lots" numeric(38, 18) NOT NULL,
	"leverage" integer NOT NULL,
	"contract_size" numeric(38, 18) NOT NULL,
	"open_price" numeric NOT NULL,
	"open_tick_at" timestamp (3) with time zone NOT NULL,
	"opened_at" timestamp (3) with time zone NOT NULL,
	"margin" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"fee_rate" numeric(38, 18) NOT NULL,
	"liquidation_level" numeric(38, 18) NOT NULL,
	"liquidation_price" numeric NOT NULL,
	"stop_loss" numeric,
	"take_profit" numeric,
	"status" text DEFAULT 'open' NOT NULL,
	"close_reason" text,
	"close_price" numeric,
	"close_tick_at" timestamp (3) with time zone,
	"closed_at" timestamp (3) with time zone,
	"profit" numeric(38, 18),
	"returned" numeric(38, 18),
	CONSTRAINT "contract_positions_book" CHECK ("contract_positions"."book" in ('demo', 'real')),
	CONSTRAINT "contract_positions_side" CHECK ("contract_positions"."side" in ('long', 'short')),
	CONSTRAINT "contract_positions_status" CHECK ("contract_positions"."status" in ('open', 'closed')),
	CONSTRAINT "contract_positions_amounts" CHECK ("contract_positions"."lots" > 0 and "contract_positions"."margin" > 0 and "contract_positions"."fee" >= 0),
	CONSTRAINT "contract_positions_outcome" CHECK (("contract_positions"."status" = 'open' and "contract_positions"."close_reason" is null and "contract_positions"."closed_at" is null
           and "contract_positions"."returned" is null)
       or ("contract_positions"."status" = 'closed' and "contract_positions"."close_reason" is not null and "contract_positions"."close_price" is not null
           and "contract_positions"."closed_at" is not null and "contract_positions"."returned" >= 0 and "contract_positions"."profit" >= -"contract_positions"."margin"))
);
--> statement-breakpoint
CREATE TABLE "contract_settings" (
	"instrument_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"max_leverage" integer NOT NULL,
	"fee_rate" numeric(38, 18) NOT NULL,
	"liquidation_level" numeric(38, 18) NOT NULL,
	"min_lots" numeric(38, 18) NOT NULL,
	"max_lots" numeric(38, 18) NOT NULL,
	"max_stop_distance" numeric(38, 18) NOT NULL,
	CONSTRAINT "contract_settings_leverage" CHECK ("contract_settings"."max_leverage" between 1 and 1000),
	CONSTRAINT "contract_settings_fee" CHECK ("contract_settings"."fee_rate" >= 0 and "contract_settings"."fee_rate" < 1),
	CONSTRAINT "contract_settings_level" CHECK ("contract_settings"."liquidation_level" >= 0 and "contract_settings"."liquidation_level" < 1),
	CONSTRAINT "contract_settings_lots" CHECK ("contract_settings"."min_lots" > 0 and "contract_settings"."max_lots" >= "contract_settings"."min_lots"),
	CONSTRAINT "contract_settings_stops" CHECK ("contract_settings"."max_stop_distance" > 0 and "contract_settings"."max_stop_distance" < 1)
);
--> statement-breakpoint
ALTER TABLE "contract_positions" ADD CONSTRAINT "contract_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_positions" ADD CONSTRAINT "contract_positions_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settings" ADD CONSTRAINT "contract_settings_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_positions_open_idx" ON "contract_positions" USING btree ("instrument_id") WHERE "contract_positions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "contract_positions_user_idx" ON "contract_positions" USING btree ("user_id","book","id");--> statement-breakpoint
-- A position's terms are fixed at open (only its stop loss and take profit change while it is
-- open), a closed position changes no more, and positions are never deleted (docs/adr/0012).
CREATE FUNCTION contract_positions_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'contract_positions rows are never deleted';
  END IF;
  IF OLD.status <> 'open' THEN
    RAISE EXCEPTION 'position % is closed and changes no more', OLD.id;
  END IF;
  IF (NEW.user_id, NEW.book, NEW.instrument_id, NEW.side, NEW.lots, NEW.leverage,
      NEW.contract_size, NEW.open_price, NEW.open_tick_at, NEW.opened_at, NEW.margin, NEW.fee,
      NEW.fee_rate, NEW.liquidation_level, NEW.liquidation_price)
     IS DISTINCT FROM
     (OLD.user_id, OLD.book, OLD.instrument_id, OLD.side, OLD.lots, OLD.leverage,
      OLD.contract_size, OLD.open_price, OLD.open_tick_at, OLD.opened_at, OLD.margin, OLD.fee,
      OLD.fee_rate, OLD.liquidation_level, OLD.liquidation_price) THEN
    RAISE EXCEPTION 'position % terms are fixed at open', OLD.id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER contract_positions_guard BEFORE UPDATE OR DELETE ON contract_positions
  FOR EACH ROW EXECUTE FUNCTION contract_positions_guard();
