-- The guards every process must share: wrong-PIN tallies, idempotency keys, the rate limit.

-- One row per tally key ('pair', 'device:<id>:<staff id>'); a transaction takes it FOR UPDATE,
-- applies the pure change of PinGuard's rules and writes it back (server/db/pin-attempts.ts).
CREATE TABLE pin_tally (
  key             text   PRIMARY KEY,
  tally           jsonb  CHECK (tally IS NULL OR jsonb_typeof(tally) = 'object'),
  lifted_lock_at  bigint  -- the lockedAt of the lock the operator lifted last, or null
);

CREATE TABLE idempotency_key (
  scope        text        NOT NULL,
  key          text        NOT NULL,
  fingerprint  text        NOT NULL,
  claim_id     uuid        NOT NULL,  -- which claim may finish or abandon the row
  status       text        NOT NULL CHECK (status IN ('running', 'done')),
  answer       jsonb,                 -- { status, body, headers, audit? } once done
  expires_at   timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_key_expiry ON idempotency_key (expires_at);

-- GCRA per API key, named by the SHA-256 of the key (never the key). Times in ms since 1970.
CREATE TABLE rate_limit (
  name             text             PRIMARY KEY CHECK (name ~ '^[0-9a-f]{64}$'),
  tat_ms           double precision NOT NULL,  -- the theoretical arrival time of the next call
  paused_until_ms  double precision NOT NULL,  -- the service's 429: nothing goes before this
  wait_ms          double precision            -- what the last take answered: null, it got a call
);
