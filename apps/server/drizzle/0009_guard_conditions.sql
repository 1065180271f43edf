-- The trading guards (0007, 0008) run their function only when a change breaks a rule: the
-- condition is checked by the executor itself, so an allowed change (settling an open order,
-- closing an open position) costs no function call. The functions are unchanged.
DROP TRIGGER options_orders_guard ON options_orders;
--> statement-breakpoint
CREATE TRIGGER options_orders_guard BEFORE UPDATE ON options_orders
  FOR EACH ROW
  WHEN (OLD.status <> 'open'
    OR (NEW.user_id, NEW.book, NEW.instrument_id, NEW.direction, NEW.period, NEW.amount,
        NEW.payout_rate, NEW.open_price, NEW.open_tick_at, NEW.opened_at, NEW.expires_at)
       IS DISTINCT FROM
       (OLD.user_id, OLD.book, OLD.instrument_id, OLD.direction, OLD.period, OLD.amount,
        OLD.payout_rate, OLD.open_price, OLD.open_tick_at, OLD.opened_at, OLD.expires_at))
  EXECUTE FUNCTION options_orders_guard();
--> statement-breakpoint
CREATE TRIGGER options_orders_no_delete BEFORE DELETE ON options_orders
  FOR EACH ROW EXECUTE FUNCTION options_orders_guard();
--> statement-breakpoint
DROP TRIGGER contract_positions_guard ON contract_positions;
--> statement-breakpoint
CREATE TRIGGER contract_positions_guard BEFORE UPDATE ON contract_positions
  FOR EACH ROW
  WHEN (OLD.status <> 'open'
    OR (NEW.user_id, NEW.book, NEW.instrument_id, NEW.side, NEW.lots, NEW.leverage,
        NEW.contract_size, NEW.open_price, NEW.open_tick_at, NEW.opened_at, NEW.margin, NEW.fee,
        NEW.fee_rate, NEW.liquidation_level, NEW.liquidation_price)
       IS DISTINCT FROM
       (OLD.user_id, OLD.book, OLD.instrument_id, OLD.side, OLD.lots, OLD.leverage,
        OLD.contract_size, OLD.open_price, OLD.open_tick_at, OLD.opened_at, OLD.margin, OLD.fee,
        OLD.fee_rate, OLD.liquidation_level, OLD.liquidation_price))
  EXECUTE FUNCTION contract_positions_guard();
--> statement-breakpoint
CREATE TRIGGER contract_positions_no_delete BEFORE DELETE ON contract_positions
  FOR EACH ROW EXECUTE FUNCTION contract_positions_guard();
