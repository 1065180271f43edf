ALTER TABLE "contract_positions" ADD COLUMN "quoted_price" numeric;--> statement-breakpoint
ALTER TABLE "contract_positions" ADD COLUMN "quoted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "contract_settings" ADD COLUMN "quote_max_age_ms" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_settings" ADD COLUMN "price_tolerance" numeric(38, 18) DEFAULT '0.002' NOT NULL;--> statement-breakpoint
ALTER TABLE "options_orders" ADD COLUMN "quoted_price" numeric;--> statement-breakpoint
ALTER TABLE "options_orders" ADD COLUMN "quoted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "options_products" ADD COLUMN "quote_max_age_ms" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "options_products" ADD COLUMN "price_tolerance" numeric(38, 18) DEFAULT '0.002' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_settings" ADD CONSTRAINT "contract_settings_quote_age" CHECK ("contract_settings"."quote_max_age_ms" between 500 and 60000);--> statement-breakpoint
ALTER TABLE "contract_settings" ADD CONSTRAINT "contract_settings_tolerance" CHECK ("contract_settings"."price_tolerance" > 0 and "contract_settings"."price_tolerance" <= 0.05);--> statement-breakpoint
ALTER TABLE "options_products" ADD CONSTRAINT "options_products_quote_age" CHECK ("options_products"."quote_max_age_ms" between 500 and 60000);--> statement-breakpoint
ALTER TABLE "options_products" ADD CONSTRAINT "options_products_tolerance" CHECK ("options_products"."price_tolerance" > 0 and "options_products"."price_tolerance" <= 0.05);--> statement-breakpoint
-- The quote a trade was confirmed against is part of its terms (docs/adr/0023): the guards of
-- 0009 fire on a change of it as on any other term. The functions check the same columns.
CREATE OR REPLACE FUNCTION options_orders_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'options_orders rows are never deleted';
  END IF;
  IF OLD.status <> 'open' THEN
    RAISE EXCEPTION 'options order % is % and changes no more', OLD.id, OLD.status;
  END IF;
  RAISE EXCEPTION 'options order % terms are fixed at open', OLD.id;
END $$;
--> statement-breakpoint
DROP TRIGGER options_orders_guard ON options_orders;
--> statement-breakpoint
CREATE TRIGGER options_orders_guard BEFORE UPDATE ON options_orders
  FOR EACH ROW
  WHEN (OLD.status <> 'open'
    OR (NEW.user_id, NEW.book, NEW.instrument_id, NEW.direction, NEW.period, NEW.amount,
        NEW.payout_rate, NEW.open_price, NEW.open_tick_at, NEW.opened_at, NEW.expires_at,
        NEW.quoted_price, NEW.quoted_at)
       IS DISTINCT FROM
       (OLD.user_id, OLD.book, OLD.instrument_id, OLD.direction, OLD.period, OLD.amount,
        OLD.payout_rate, OLD.open_price, OLD.open_tick_at, OLD.opened_at, OLD.expires_at,
        OLD.quoted_price, OLD.quoted_at))
  EXECUTE FUNCTION options_orders_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contract_positions_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'contract_positions rows are never deleted';
  END IF;
  IF OLD.status <> 'open' THEN
    RAISE EXCEPTION 'position % is closed and changes no more', OLD.id;
  END IF;
  RAISE EXCEPTION 'position % terms are fixed at open', OLD.id;
END $$;
--> statement-breakpoint
DROP TRIGGER contract_positions_guard ON contract_positions;
--> statement-breakpoint
CREATE TRIGGER contract_positions_guard BEFORE UPDATE ON contract_positions
  FOR EACH ROW
  WHEN (OLD.status <> 'open'
    OR (NEW.user_id, NEW.book, NEW.instrument_id, NEW.side, NEW.lots, NEW.leverage,
        NEW.contract_size, NEW.open_price, NEW.open_tick_at, NEW.opened_at, NEW.margin, NEW.fee,
        NEW.fee_rate, NEW.liquidation_level, NEW.liquidation_price, NEW.quoted_price,
        NEW.quoted_at)
       IS DISTINCT FROM
       (OLD.user_id, OLD.book, OLD.instrument_id, OLD.side, OLD.lots, OLD.leverage,
        OLD.contract_size, OLD.open_price, OLD.open_tick_at, OLD.opened_at, OLD.margin, OLD.fee,
        OLD.fee_rate, OLD.liquidation_level, OLD.liquidation_price, OLD.quoted_price,
        OLD.quoted_at))
  EXECUTE FUNCTION contract_positions_guard();
