#!/bin/sh
# npm run staff -- <command>: builds the server, then runs the staff command (server/cli/staff.ts),
# which asks for PINs only once it runs, in raw mode, showing nothing typed. The build takes about
# 5 s and a person may start typing the PIN in that time: on a terminal, echo is off from here until
# the command ends, so nothing typed ahead is shown in clear.
if [ -t 0 ]; then
  saved=$(stty -g)
  stty -echo
  trap 'stty "$saved"' EXIT
  trap 'exit 130' INT TERM
fi
echo 'Building the server; the PIN is asked for once it is built.' >&2
npm run build:server --silent || exit 1
node --env-file-if-exists=.env dist-server/staff.js "$@"
