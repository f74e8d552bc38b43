#!/bin/sh
# npm run staff -- <command>: builds the server first, then runs the staff command
# (server/cli/staff.ts), which asks for PINs in raw mode, showing nothing typed. The build takes
# about 5 s and a person may start typing the PIN in that time: on a terminal, echo is off from here
# until the command ends, so nothing typed ahead is shown in clear, and the first question discards
# whatever was typed before it (server/cli/ask-secret.ts), so none of it becomes part of the PIN.
# Keys typed before npm starts this script are echoed by the terminal before anything of ours runs:
# they are discarded all the same, but cannot be hidden.
if [ -t 0 ]; then
  saved=$(stty -g)
  stty -echo
  trap 'stty "$saved"' EXIT
  trap 'exit 130' INT TERM
fi
echo 'Building the server; the PIN is asked for once it is built (anything typed before then is discarded).' >&2
npm run build:server --silent || exit 1
node --env-file-if-exists=.env dist-server/staff.js "$@"
