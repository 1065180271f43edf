ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_amounts";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "usdt_amount" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "usdt_fee" numeric(38, 18);--> statement-breakpoint
-- Every withdrawal before this one was in USDT: its cost is its amount and fee (docs/adr/0032).
UPDATE "withdrawals" SET "usdt_amount" = "amount", "usdt_fee" = "fee";--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "usdt_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "usdt_fee" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "rate" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "rate_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_usdt" CHECK ("withdrawals"."usdt_fee" >= 0 and "withdrawals"."usdt_amount" > "withdrawals"."usdt_fee" and ("withdrawals"."asset" = 'USDT') = ("withdrawals"."rate" is null) and ("withdrawals"."rate" is null) = ("withdrawals"."rate_at" is null) and ("withdrawals"."asset" <> 'USDT' or ("withdrawals"."usdt_amount" = "withdrawals"."amount" and "withdrawals"."usdt_fee" = "withdrawals"."fee")));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."fee" >= 0 and "withdrawals"."receive" > 0 and "withdrawals"."amount" = "withdrawals"."fee" + "withdrawals"."receive");