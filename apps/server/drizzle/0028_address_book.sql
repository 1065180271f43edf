CREATE TABLE "address_whitelists" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"on" boolean NOT NULL,
	"off_at" timestamp with time zone,
	"cancel_token_hash" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "address_whitelists_off" CHECK (("address_whitelists"."off_at" is null) = ("address_whitelists"."cancel_token_hash" is null) and ("address_whitelists"."on" or "address_whitelists"."off_at" is null))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"address_key" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"usable_at" timestamp with time zone NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" text,
	CONSTRAINT "withdrawal_addresses_removed" CHECK (("withdrawal_addresses"."removed_at" is null) = ("withdrawal_addresses"."removed_by" is null))
);
--> statement-breakpoint
ALTER TABLE "address_whitelists" ADD CONSTRAINT "address_whitelists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_addresses" ADD CONSTRAINT "withdrawal_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "address_whitelists_cancel_key" ON "address_whitelists" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_addresses_saved_key" ON "withdrawal_addresses" USING btree ("user_id","network","address_key") WHERE "withdrawal_addresses"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_addresses_cancel_key" ON "withdrawal_addresses" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE INDEX "withdrawal_addresses_user_idx" ON "withdrawal_addresses" USING btree ("user_id","id");