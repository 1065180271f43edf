CREATE TABLE "ledger_adjustments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"book" text NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" bigint NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"journal_id" bigint,
	CONSTRAINT "ledger_adjustments_status" CHECK ("ledger_adjustments"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "ledger_adjustments_book" CHECK ("ledger_adjustments"."book" in ('demo', 'real')),
	CONSTRAINT "ledger_adjustments_amount" CHECK ("ledger_adjustments"."amount" <> 0),
	CONSTRAINT "ledger_adjustments_four_eyes" CHECK ("ledger_adjustments"."decided_by" is null or "ledger_adjustments"."decided_by" <> "ledger_adjustments"."requested_by"),
	CONSTRAINT "ledger_adjustments_decided" CHECK (("ledger_adjustments"."status" = 'pending') = ("ledger_adjustments"."decided_at" is null)
          and ("ledger_adjustments"."status" <> 'approved' or "ledger_adjustments"."journal_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_by" bigint;--> statement-breakpoint
ALTER TABLE "ledger_adjustments" ADD CONSTRAINT "ledger_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_adjustments" ADD CONSTRAINT "ledger_adjustments_requested_by_staff_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_adjustments" ADD CONSTRAINT "ledger_adjustments_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_adjustments" ADD CONSTRAINT "ledger_adjustments_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_adjustments_status_idx" ON "ledger_adjustments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "ledger_adjustments_user_idx" ON "ledger_adjustments" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_first_approved_by_staff_users_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_four_eyes" CHECK ("withdrawals"."first_approved_by" is null or "withdrawals"."approved_by" is null or "withdrawals"."first_approved_by" <> "withdrawals"."approved_by");--> statement-breakpoint
CREATE FUNCTION ledger_adjustments_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_adjustments: a decided adjustment is final, and none is deleted'
    USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_adjustments_decided_final BEFORE UPDATE ON "ledger_adjustments"
  FOR EACH ROW WHEN (OLD.status <> 'pending') EXECUTE FUNCTION ledger_adjustments_guard();--> statement-breakpoint
CREATE TRIGGER ledger_adjustments_no_delete BEFORE DELETE ON "ledger_adjustments"
  FOR EACH ROW EXECUTE FUNCTION ledger_adjustments_guard();
