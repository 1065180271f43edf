CREATE TABLE "nft_payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"charity_id" integer NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"transfer_ref" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" bigint NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"journal_id" bigint,
	CONSTRAINT "nft_payouts_amount" CHECK ("nft_payouts"."amount" > 0 and "nft_payouts"."amount" <= 10000000),
	CONSTRAINT "nft_payouts_status" CHECK ("nft_payouts"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "nft_payouts_four_eyes" CHECK ("nft_payouts"."decided_by" is null or "nft_payouts"."decided_by" <> "nft_payouts"."requested_by"),
	CONSTRAINT "nft_payouts_decided" CHECK (("nft_payouts"."status" = 'pending') = ("nft_payouts"."decided_at" is null)
          and ("nft_payouts"."status" <> 'approved' or "nft_payouts"."journal_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "nft_payouts" ADD CONSTRAINT "nft_payouts_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_payouts" ADD CONSTRAINT "nft_payouts_requested_by_staff_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_payouts" ADD CONSTRAINT "nft_payouts_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_payouts" ADD CONSTRAINT "nft_payouts_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nft_payouts_status_idx" ON "nft_payouts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "nft_payouts_charity_idx" ON "nft_payouts" USING btree ("charity_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_payouts_transfer_key" ON "nft_payouts" USING btree ("transfer_ref") WHERE "nft_payouts"."status" <> 'rejected';