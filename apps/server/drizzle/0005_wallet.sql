CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_id" bigint,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"reason" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_status" CHECK ("staff_users"."status" in ('active', 'disabled')),
	CONSTRAINT "staff_users_role" CHECK ("staff_users"."role" in ('superadmin', 'compliance', 'finance', 'support', 'content'))
);
--> statement-breakpoint
CREATE TABLE "kyc_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"status" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"sex" text NOT NULL,
	"birthdate" date NOT NULL,
	"country" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"document_type" text NOT NULL,
	"front_key" text NOT NULL,
	"back_key" text NOT NULL,
	"hand_key" text NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	CONSTRAINT "kyc_applications_status" CHECK ("kyc_applications"."status" in ('pending', 'verified', 'rejected')),
	CONSTRAINT "kyc_applications_sex" CHECK ("kyc_applications"."sex" in ('male', 'female')),
	CONSTRAINT "kyc_applications_document" CHECK ("kyc_applications"."document_type" in ('id_card', 'driver_licence', 'passport')),
	CONSTRAINT "kyc_applications_review" CHECK (("kyc_applications"."status" = 'pending') = ("kyc_applications"."reviewed_at" is null)),
	CONSTRAINT "kyc_applications_reason" CHECK ("kyc_applications"."status" <> 'rejected' or "kyc_applications"."reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"network" text NOT NULL,
	"asset" text NOT NULL,
	"chain" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"tx_hash" text NOT NULL,
	"sender_tail" text NOT NULL,
	"proof_key" text NOT NULL,
	"receiving_address" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"credited_usdt" numeric(38, 18),
	"rate" numeric(38, 18),
	"reason" text,
	"journal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_approved_credit" CHECK ("deposits"."status" <> 'approved' or ("deposits"."credited_usdt" > 0 and "deposits"."journal_id" is not null)),
	CONSTRAINT "deposits_rejected_reason" CHECK ("deposits"."status" <> 'rejected' or "deposits"."reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"network" text NOT NULL,
	"asset" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"receive" numeric(38, 18) NOT NULL,
	"fee_rate" numeric(38, 18) NOT NULL,
	"fee_min" numeric(38, 18) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payout_hash" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" bigint,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('pending', 'approved', 'completed', 'rejected', 'failed')),
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."fee" > 0 and "withdrawals"."receive" > 0 and "withdrawals"."amount" = "withdrawals"."fee" + "withdrawals"."receive"),
	CONSTRAINT "withdrawals_completed_hash" CHECK ("withdrawals"."status" <> 'completed' or "withdrawals"."payout_hash" is not null),
	CONSTRAINT "withdrawals_closed_reason" CHECK ("withdrawals"."status" not in ('rejected', 'failed') or "withdrawals"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_applications" ADD CONSTRAINT "kyc_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_applications" ADD CONSTRAINT "kyc_applications_reviewed_by_staff_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_reviewed_by_staff_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_approved_by_staff_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_closed_by_staff_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_key" ON "staff_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_username_key" ON "staff_users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_key" ON "staff_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "kyc_applications_user_idx" ON "kyc_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_applications_one_pending_key" ON "kyc_applications" USING btree ("user_id") WHERE "kyc_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "kyc_applications_status_idx" ON "kyc_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_chain_tx_hash_key" ON "deposits" USING btree ("chain","tx_hash");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
-- The audit log is append-only (its hash chain also detects a change made around this).
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only (% refused)', TG_OP
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
