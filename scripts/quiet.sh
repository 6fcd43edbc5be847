#!/usr/bin/env bash
# Runs a command without one known framework warning: React Router 7.18's inner compilers hand
# Vite 8 the deprecated `envFile` option and Vite warns on stderr each time. That line is the
# framework's, not ours; every other line (and the exit status) passes through unchanged.

"$@" 2> >(grep -v '`envFile` option is deprecated' >&2)
status=$?
wait 2>/dev/null
exit $status
