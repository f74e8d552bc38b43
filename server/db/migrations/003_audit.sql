-- The audit log, append-only: each line's exact text (server/audit/line.ts's auditLine), so the
-- format and the verify logic stay as they are for files. `hash` is the link the next line
-- carries as `prev` (the HMAC under AUDIT_KEY). The head row names the last line, as
-- audit-head.json does, so lines removed from the end show; appends take it FOR UPDATE, which
-- keeps the chain single-writer across every process.
CREATE TABLE audit_line (
  seq   bigint PRIMARY KEY CHECK (seq >= 1),
  day   date   NOT NULL,  -- the service's day (its time zone): read() and verify's "files"
  line  text   NOT NULL,
  hash  text   NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$')
);
CREATE INDEX audit_line_day ON audit_line (day, seq);

-- `one_row`, not `only`: ONLY is a reserved word.
CREATE TABLE audit_head (
  one_row  boolean PRIMARY KEY DEFAULT true CHECK (one_row),
  seq      bigint  NOT NULL CHECK (seq >= 0),  -- 0: no line yet
  hash     text    NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$'),
  day      date,
  mac      text    CHECK (mac ~ '^[0-9a-f]{64}$')  -- headMac under AUDIT_KEY
);
INSERT INTO audit_head (seq, hash) VALUES (0, repeat('0', 64));

-- Whoever runs them (the server's role, its owner, a superuser), these refuse: a line once
-- written is never changed or removed, and the head is never removed. Only the table's owner
-- can switch a trigger off; the chain's HMAC still shows anything done then.
CREATE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_line_no_change BEFORE UPDATE OR DELETE ON audit_line
  FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
CREATE TRIGGER audit_line_no_truncate BEFORE TRUNCATE ON audit_line
  FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();
CREATE TRIGGER audit_head_no_delete BEFORE DELETE ON audit_head
  FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
CREATE TRIGGER audit_head_no_truncate BEFORE TRUNCATE ON audit_head
  FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();

-- The head only moves on, to a line that is there: what an append does, and nothing else.
CREATE FUNCTION audit_head_moves_on() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.seq <= OLD.seq OR NOT EXISTS (SELECT 1 FROM audit_line WHERE seq = NEW.seq) THEN
    RAISE EXCEPTION 'the audit head only moves on to a line that is written: seq % to % refused',
      OLD.seq, NEW.seq USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER audit_head_forward BEFORE UPDATE ON audit_head
  FOR EACH ROW EXECUTE FUNCTION audit_head_moves_on();
