CREATE TABLE "smart_expirations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smart_expirations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" bigint NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"journal_id" bigint,
	CONSTRAINT "smart_expirations_status" CHECK ("smart_expirations"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "smart_expirations_four_eyes" CHECK ("smart_expirations"."decided_by" is null or "smart_expirations"."decided_by" <> "smart_expirations"."requested_by"),
	CONSTRAINT "smart_expirations_decided" CHECK (("smart_expirations"."status" = 'pending') = ("smart_expirations"."decided_at" is null)
          and ("smart_expirations"."status" <> 'approved' or "smart_expirations"."journal_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "smart_expirations" ADD CONSTRAINT "smart_expirations_order_id_smart_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."smart_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_expirations" ADD CONSTRAINT "smart_expirations_requested_by_staff_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_expirations" ADD CONSTRAINT "smart_expirations_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_expirations" ADD CONSTRAINT "smart_expirations_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smart_expirations_status_idx" ON "smart_expirations" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "smart_expirations_pending_key" ON "smart_expirations" USING btree ("order_id") WHERE "smart_expirations"."status" = 'pending';