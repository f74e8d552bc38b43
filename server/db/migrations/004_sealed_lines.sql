-- From this seq on, every audit line carries its own MAC and counts only when it verifies
-- (decision 0021). NULL in a head written before lines carried one: the next append sets it.
ALTER TABLE audit_head ADD COLUMN sealed_from bigint CHECK (sealed_from >= 1);
