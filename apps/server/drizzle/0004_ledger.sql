CREATE TABLE "idempotency_keys" (
	"user_id" bigint NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book" text NOT NULL,
	"user_id" bigint,
	"kind" text NOT NULL,
	"asset" text NOT NULL,
	"balance" numeric(38, 18) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_id_book_asset_key" UNIQUE("id","book","asset"),
	CONSTRAINT "ledger_accounts_book" CHECK ("ledger_accounts"."book" in ('demo', 'real')),
	CONSTRAINT "ledger_accounts_asset" CHECK ("ledger_accounts"."asset" in ('USDT', 'BTC', 'ETH')),
	CONSTRAINT "ledger_accounts_customer_kind" CHECK ("ledger_accounts"."user_id" is null or "ledger_accounts"."kind" in ('available', 'held')),
	CONSTRAINT "ledger_accounts_customer_non_negative" CHECK ("ledger_accounts"."user_id" is null or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"journal_id" bigint NOT NULL,
	"book" text NOT NULL,
	"account_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"balance_after" numeric(38, 18) NOT NULL,
	"rate" numeric(38, 18),
	CONSTRAINT "ledger_entries_amount_non_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_journals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book" text NOT NULL,
	"reason" text NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_journals_id_book_key" UNIQUE("id","book"),
	CONSTRAINT "ledger_journals_book" CHECK ("ledger_journals"."book" in ('demo', 'real'))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_journal_fk" FOREIGN KEY ("journal_id","book") REFERENCES "public"."ledger_journals"("id","book") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_fk" FOREIGN KEY ("account_id","book","asset") REFERENCES "public"."ledger_accounts"("id","book","asset") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_customer_key" ON "ledger_accounts" USING btree ("user_id","book","kind","asset") WHERE "ledger_accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_key" ON "ledger_accounts" USING btree ("book","kind","asset") WHERE "ledger_accounts"."user_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_journal_idx" ON "ledger_entries" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "ledger_journals_user_idx" ON "ledger_journals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ledger_journals_ref_idx" ON "ledger_journals" USING btree ("ref_type","ref_id");--> statement-breakpoint
-- Journals and entries are append-only: a correction is a new journal (docs/adr/0008).
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_journals_append_only BEFORE UPDATE OR DELETE ON ledger_journals
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_journals_no_truncate BEFORE TRUNCATE ON ledger_journals
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
-- At commit: every journal has at least two entries and sums to zero per asset.
CREATE FUNCTION ledger_check_journal(journal bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM ledger_entries WHERE journal_id = journal) < 2 THEN
    RAISE EXCEPTION 'ledger journal % has fewer than two entries', journal
      USING ERRCODE = 'check_violation';
  END IF;
  IF EXISTS (SELECT 1 FROM ledger_entries WHERE journal_id = journal
             GROUP BY asset HAVING sum(amount) <> 0) THEN
    RAISE EXCEPTION 'ledger journal % does not sum to zero', journal
      USING ERRCODE = 'check_violation';
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_journal(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_journal(NEW.journal_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_journals_balanced AFTER INSERT ON ledger_journals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_journal_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced();
--> statement-breakpoint
-- Users registered before the ledger: their accounts and the demo credit of the time.
INSERT INTO ledger_accounts (book, user_id, kind, asset)
SELECT b.book, u.id, k.kind, 'USDT'
FROM users u
CROSS JOIN (VALUES ('demo'), ('real')) b(book)
CROSS JOIN (VALUES ('available'), ('held')) k(kind);
--> statement-breakpoint
INSERT INTO ledger_accounts (book, user_id, kind, asset)
SELECT 'demo', NULL, 'demo_issuance', 'USDT' WHERE EXISTS (SELECT 1 FROM users);
--> statement-breakpoint
CREATE TEMPORARY TABLE ledger_backfill AS
SELECT u.id AS user_id, row_number() OVER (ORDER BY u.id) AS n,
  coalesce((SELECT value FROM parameters WHERE key = 'demo.initialBalanceUsdt'), '100000')::numeric AS v
FROM users u;
--> statement-breakpoint
DELETE FROM ledger_backfill WHERE v <= 0;
--> statement-breakpoint
ALTER TABLE ledger_backfill ADD COLUMN journal_id bigint;
--> statement-breakpoint
UPDATE ledger_backfill f SET journal_id = nextval(pg_get_serial_sequence('ledger_journals', 'id'));
--> statement-breakpoint
INSERT INTO ledger_journals (id, book, reason, user_id)
OVERRIDING SYSTEM VALUE
SELECT journal_id, 'demo', 'demo.open', user_id FROM ledger_backfill;
--> statement-breakpoint
INSERT INTO ledger_entries (journal_id, book, account_id, asset, amount, balance_after)
SELECT f.journal_id, 'demo', a.id, 'USDT', f.v, f.v
FROM ledger_backfill f
JOIN ledger_accounts a ON a.user_id = f.user_id AND a.book = 'demo' AND a.kind = 'available' AND a.asset = 'USDT'
UNION ALL
SELECT f.journal_id, 'demo', p.id, 'USDT', -f.v, -f.v * f.n
FROM ledger_backfill f
JOIN ledger_accounts p ON p.user_id IS NULL AND p.book = 'demo' AND p.kind = 'demo_issuance' AND p.asset = 'USDT';
--> statement-breakpoint
UPDATE ledger_accounts a SET balance = f.v
FROM ledger_backfill f
WHERE a.user_id = f.user_id AND a.book = 'demo' AND a.kind = 'available' AND a.asset = 'USDT';
--> statement-breakpoint
UPDATE ledger_accounts p SET balance = coalesce((SELECT -sum(v) FROM ledger_backfill), 0)
WHERE p.user_id IS NULL AND p.book = 'demo' AND p.kind = 'demo_issuance' AND p.asset = 'USDT';
--> statement-breakpoint
DROP TABLE ledger_backfill;
