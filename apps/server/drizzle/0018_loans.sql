CREATE TABLE "loan_agreements" (
	"version" integer NOT NULL,
	"language" text NOT NULL,
	"template" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_agreements_version_language_pk" PRIMARY KEY("version","language"),
	CONSTRAINT "loan_agreements_language" CHECK ("loan_agreements"."language" in ('zh', 'en', 'ja', 'ko', 'de', 'fr', 'it', 'ar', 'hk', 'es')),
	CONSTRAINT "loan_agreements_version" CHECK ("loan_agreements"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "loan_fundings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_fundings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"amount" numeric(38, 18) NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" bigint NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"journal_id" bigint,
	CONSTRAINT "loan_fundings_amount" CHECK ("loan_fundings"."amount" <> 0),
	CONSTRAINT "loan_fundings_status" CHECK ("loan_fundings"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "loan_fundings_four_eyes" CHECK ("loan_fundings"."decided_by" is null or "loan_fundings"."decided_by" <> "loan_fundings"."requested_by"),
	CONSTRAINT "loan_fundings_decided" CHECK (("loan_fundings"."status" = 'pending') = ("loan_fundings"."decided_at" is null)
          and ("loan_fundings"."status" <> 'approved' or "loan_fundings"."journal_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "loan_product_texts" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "loan_product_texts_product_id_language_pk" PRIMARY KEY("product_id","language"),
	CONSTRAINT "loan_product_texts_language" CHECK ("loan_product_texts"."language" in ('zh', 'en', 'ja', 'ko', 'de', 'fr', 'it', 'ar', 'hk', 'es'))
);
--> statement-breakpoint
CREATE TABLE "loan_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"terms" integer[] NOT NULL,
	"daily_rate" numeric(38, 18) NOT NULL,
	"min_amount" numeric(38, 18) NOT NULL,
	"max_verified" numeric(38, 18) NOT NULL,
	"max_established" numeric(38, 18) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_products_code_key" UNIQUE("code"),
	CONSTRAINT "loan_products_terms" CHECK (cardinality("loan_products"."terms") between 1 and 12 and 1 <= all("loan_products"."terms")
          and 365 >= all("loan_products"."terms")),
	CONSTRAINT "loan_products_amounts" CHECK ("loan_products"."min_amount" > 0 and "loan_products"."min_amount" <= "loan_products"."max_verified"
          and "loan_products"."max_verified" <= "loan_products"."max_established" and "loan_products"."max_established" <= 100000),
	CONSTRAINT "loan_products_rate" CHECK ("loan_products"."daily_rate" >= 0 and "loan_products"."daily_rate" <= 0.005)
);
--> statement-breakpoint
CREATE TABLE "loan_repayments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_repayments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"loan_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"principal" numeric(38, 18) NOT NULL,
	"interest" numeric(38, 18) NOT NULL,
	"source" text NOT NULL,
	"journal_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_repayments_source" CHECK ("loan_repayments"."source" in ('user', 'automatic')),
	CONSTRAINT "loan_repayments_amount" CHECK ("loan_repayments"."amount" > 0 and "loan_repayments"."principal" >= 0 and "loan_repayments"."interest" >= 0
          and "loan_repayments"."amount" = "loan_repayments"."principal" + "loan_repayments"."interest")
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"term_days" integer NOT NULL,
	"daily_rate" numeric(38, 18) NOT NULL,
	"interest_free_days" integer NOT NULL,
	"total_interest" numeric(38, 18) NOT NULL,
	"repayment_amount" numeric(38, 18) NOT NULL,
	"kyc_id" bigint NOT NULL,
	"applicant" jsonb NOT NULL,
	"agreement_version" integer NOT NULL,
	"agreement_language" text NOT NULL,
	"agreement_text" text NOT NULL,
	"agreement_sha256" text NOT NULL,
	"signature_key" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signed_ip" text NOT NULL,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"first_approved_by" bigint,
	"first_approved_at" timestamp with time zone,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"disbursed_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"disburse_journal_id" bigint,
	"principal_repaid" numeric(38, 18) DEFAULT '0' NOT NULL,
	"interest_exact" numeric DEFAULT '0' NOT NULL,
	"interest_charged" numeric(38, 18) DEFAULT '0' NOT NULL,
	"interest_days" integer DEFAULT 0 NOT NULL,
	"interest_paid" numeric(38, 18) DEFAULT '0' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loans_status" CHECK ("loans"."status" in ('pending_review', 'signed', 'repaying', 'repaid', 'expired', 'rejected')),
	CONSTRAINT "loans_amount" CHECK ("loans"."amount" > 0 and "loans"."amount" <= 100000),
	CONSTRAINT "loans_term" CHECK ("loans"."term_days" between 1 and 365),
	CONSTRAINT "loans_free_days" CHECK ("loans"."interest_free_days" >= 0),
	CONSTRAINT "loans_sha256" CHECK ("loans"."agreement_sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "loans_agreement_language" CHECK ("loans"."agreement_language" in ('zh', 'en', 'ja', 'ko', 'de', 'fr', 'it', 'ar', 'hk', 'es')),
	CONSTRAINT "loans_repaid" CHECK ("loans"."principal_repaid" between 0 and "loans"."amount"
          and "loans"."interest_paid" between 0 and "loans"."interest_charged"
          and "loans"."interest_charged" <= "loans"."total_interest"),
	CONSTRAINT "loans_four_eyes" CHECK ("loans"."status" not in ('repaying', 'repaid', 'expired') or "loans"."first_approved_by" is null
          or "loans"."decided_by" <> "loans"."first_approved_by"),
	CONSTRAINT "loans_disbursed" CHECK (("loans"."status" in ('repaying', 'repaid', 'expired'))
            = ("loans"."disbursed_at" is not null and "loans"."due_at" is not null
               and "loans"."disburse_journal_id" is not null)),
	CONSTRAINT "loans_closed" CHECK (("loans"."status" in ('repaid', 'rejected')) = ("loans"."closed_at" is not null)
          and ("loans"."status" = 'rejected') = ("loans"."reject_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_funded_non_negative";--> statement-breakpoint
ALTER TABLE "loan_fundings" ADD CONSTRAINT "loan_fundings_requested_by_staff_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_fundings" ADD CONSTRAINT "loan_fundings_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_fundings" ADD CONSTRAINT "loan_fundings_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_product_texts" ADD CONSTRAINT "loan_product_texts_product_id_loan_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."loan_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_product_id_loan_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."loan_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_kyc_id_kyc_applications_id_fk" FOREIGN KEY ("kyc_id") REFERENCES "public"."kyc_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_first_approved_by_staff_users_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_disburse_journal_id_ledger_journals_id_fk" FOREIGN KEY ("disburse_journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_fundings_status_idx" ON "loan_fundings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "loan_repayments_loan_idx" ON "loan_repayments" USING btree ("loan_id","id");--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "loans_status_idx" ON "loans" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "loans_due_idx" ON "loans" USING btree ("due_at") WHERE "loans"."status" = 'repaying';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_funded_non_negative" CHECK ("ledger_accounts"."user_id" is not null or "ledger_accounts"."balance" >= 0
          or not ("ledger_accounts"."kind" in ('yield_reserve', 'loan_pool') or "ledger_accounts"."kind" like 'plan:%'));--> statement-breakpoint
-- A loan's terms, applicant details, agreement and signature are fixed when it is signed, and
-- its status only moves forward (docs/adr/0025); no loan row is ever deleted.
CREATE OR REPLACE FUNCTION loans_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'loans rows are never deleted';
  END IF;
  IF (NEW.user_id, NEW.product_id, NEW.amount, NEW.term_days, NEW.daily_rate,
      NEW.interest_free_days, NEW.total_interest, NEW.repayment_amount, NEW.kyc_id,
      NEW.applicant, NEW.agreement_version, NEW.agreement_language, NEW.agreement_text,
      NEW.agreement_sha256, NEW.signature_key, NEW.signed_at, NEW.signed_ip, NEW.created_at)
     IS DISTINCT FROM
     (OLD.user_id, OLD.product_id, OLD.amount, OLD.term_days, OLD.daily_rate,
      OLD.interest_free_days, OLD.total_interest, OLD.repayment_amount, OLD.kyc_id,
      OLD.applicant, OLD.agreement_version, OLD.agreement_language, OLD.agreement_text,
      OLD.agreement_sha256, OLD.signature_key, OLD.signed_at, OLD.signed_ip, OLD.created_at) THEN
    RAISE EXCEPTION 'loan % terms and agreement are fixed when signed', OLD.id;
  END IF;
  IF OLD.status IN ('repaid', 'rejected') THEN
    RAISE EXCEPTION 'loan % is % and changes no more', OLD.id, OLD.status;
  END IF;
  IF NEW.status <> OLD.status AND NOT (
       (OLD.status = 'pending_review' AND NEW.status IN ('signed', 'repaying', 'rejected'))
    OR (OLD.status = 'signed' AND NEW.status IN ('repaying', 'rejected'))
    OR (OLD.status = 'repaying' AND NEW.status IN ('repaid', 'expired'))
    OR (OLD.status = 'expired' AND NEW.status = 'repaid')) THEN
    RAISE EXCEPTION 'loan % cannot go from % to %', OLD.id, OLD.status, NEW.status;
  END IF;
  IF NEW.principal_repaid < OLD.principal_repaid OR NEW.interest_paid < OLD.interest_paid
     OR NEW.interest_exact < OLD.interest_exact OR NEW.interest_days < OLD.interest_days THEN
    RAISE EXCEPTION 'loan % repayments move forward only', OLD.id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER loans_guard BEFORE UPDATE OR DELETE ON loans
  FOR EACH ROW EXECUTE FUNCTION loans_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are append-only', TG_TABLE_NAME;
END $$;
--> statement-breakpoint
CREATE TRIGGER loan_repayments_append_only BEFORE UPDATE OR DELETE ON loan_repayments
  FOR EACH ROW EXECUTE FUNCTION loan_append_only();
--> statement-breakpoint
CREATE TRIGGER loan_agreements_append_only BEFORE UPDATE OR DELETE ON loan_agreements
  FOR EACH ROW EXECUTE FUNCTION loan_append_only();
