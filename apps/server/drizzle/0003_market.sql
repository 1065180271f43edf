CREATE TABLE "candles" (
	"instrument_id" integer NOT NULL,
	"period" text NOT NULL,
	"open_time" timestamp (3) with time zone NOT NULL,
	"open" numeric NOT NULL,
	"high" numeric NOT NULL,
	"low" numeric NOT NULL,
	"close" numeric NOT NULL,
	"volume" numeric NOT NULL,
	CONSTRAINT "candles_instrument_id_period_open_time_pk" PRIMARY KEY("instrument_id","period","open_time"),
	CONSTRAINT "candles_period_check" CHECK ("candles"."period" in ('1m','5m','15m','30m','1h','4h','1d','1w')),
	CONSTRAINT "candles_range_check" CHECK ("candles"."low" <= "candles"."open" and "candles"."low" <= "candles"."close" and "candles"."high" >= "candles"."open" and "candles"."high" >= "candles"."close" and "candles"."low" > 0 and "candles"."volume" >= 0)
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instruments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"type" smallint NOT NULL,
	"app_name" text NOT NULL,
	"precision" smallint NOT NULL,
	"qty_precision" smallint NOT NULL,
	"start_price" numeric NOT NULL,
	"contract_size" numeric NOT NULL,
	"schedule" text NOT NULL,
	"venue" text NOT NULL,
	"description" text NOT NULL,
	"icon" text,
	"feed_symbol" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "instruments_code_key" UNIQUE("code"),
	CONSTRAINT "instruments_type_check" CHECK ("instruments"."type" between 1 and 5),
	CONSTRAINT "instruments_precision_check" CHECK ("instruments"."precision" between 0 and 12),
	CONSTRAINT "instruments_qty_precision_check" CHECK ("instruments"."qty_precision" between 0 and 12),
	CONSTRAINT "instruments_start_price_check" CHECK ("instruments"."start_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "market_ticks" (
	"instrument_id" integer NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"price" numeric NOT NULL,
	"volume" numeric NOT NULL,
	CONSTRAINT "market_ticks_instrument_id_at_pk" PRIMARY KEY("instrument_id","at"),
	CONSTRAINT "market_ticks_price_check" CHECK ("market_ticks"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "watchlist" (
	"user_id" bigint NOT NULL,
	"instrument_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_user_id_instrument_id_pk" PRIMARY KEY("user_id","instrument_id")
);
--> statement-breakpoint
ALTER TABLE "candles" ADD CONSTRAINT "candles_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_ticks" ADD CONSTRAINT "market_ticks_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;