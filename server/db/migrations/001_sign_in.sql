-- Sign-in's state: the staff list, the paired devices, the sessions (server/auth/stores.ts).
-- Times the app keeps as ISO text (staff, devices) stay text, exactly as written, so a list
-- moved in from DATA_DIR's JSON files reads back the same; times it keeps as milliseconds
-- (sessions) stay milliseconds.

-- The list `npm run staff` writes whole; `position` keeps its order.
CREATE TABLE staff (
  id          text    PRIMARY KEY,
  position    integer NOT NULL UNIQUE,
  name        text    NOT NULL,
  role        text    NOT NULL CHECK (role IN ('counter', 'marketing', 'owner')),
  pin_hash    text    NOT NULL,
  created_at  text    NOT NULL
);

-- `position` keeps the order of pairing: a revocation or a new name does not move a device.
CREATE TABLE device (
  id                 text    PRIMARY KEY,
  position           bigint  GENERATED ALWAYS AS IDENTITY UNIQUE,
  name               text    NOT NULL,
  token_hash         text    NOT NULL UNIQUE,  -- SHA-256 of the device cookie's token
  paired_at          text    NOT NULL,
  paired_by          text    NOT NULL,
  idle_lock_minutes  integer NOT NULL,
  revoked_at         text
);

-- One row per session, keyed by the SHA-256 of its cookie's token (never the token).
CREATE TABLE staff_session (
  id_hash       text   PRIMARY KEY,
  device_id     text   NOT NULL,
  staff_id      text   NOT NULL,
  created_at    bigint NOT NULL,  -- ms since 1970: the 12-hour limit counts from here
  last_seen_at  bigint NOT NULL
);
CREATE INDEX staff_session_device ON staff_session (device_id);
CREATE INDEX staff_session_created ON staff_session (created_at);
