-- An Idempotency-Key's claim in one round trip (platform/http/idempotency.ts): the key's
-- transaction-scoped advisory lock, then, only if it was taken, the answer stored under the key.
-- The function is VOLATILE, so under READ COMMITTED its query takes a snapshot after the lock:
-- it sees the answer of a request that held the lock and committed just before.
CREATE FUNCTION idempotency_claim(p_user bigint, p_key text, k1 int, k2 int,
  OUT ok boolean, OUT request_hash text, OUT response jsonb)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  ok := pg_try_advisory_xact_lock(k1, k2);
  IF ok THEN
    SELECT i.request_hash, i.response INTO request_hash, response
    FROM idempotency_keys i WHERE i.user_id = p_user AND i.key = p_key;
  END IF;
END $$;
