#!/bin/sh
# npm run staff -- <command>: builds the server, then runs the staff command (server/cli/staff.ts).
# The build takes about 5 s, and a person may start typing the PIN in that time: on a terminal,
# echo is off until the command ends, so nothing typed ahead is shown in clear (the command itself
# drops those keys and asks afresh).
if [ -t 0 ]; then
  stty -echo
  trap 'stty echo' EXIT
  trap 'exit 130' INT TERM
fi
echo 'Building the server; the PIN is asked for once it is built.' >&2
npm run build:server --silent || exit 1
node dist-server/staff.js "$@"
