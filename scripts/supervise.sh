#!/usr/bin/env bash
# Keeps one piece of `npm start` running: when its command exits, says so and starts it again
# (waiting longer after each quick failure, at most 30 s). Usage: supervise.sh <name> <log|-> <command…>
# Ends, with its command, on SIGTERM/SIGINT to its process group.
name="$1"; log="$2"; shift 2
child=""
stop() { [ -n "$child" ] && kill -TERM "$child" 2>/dev/null; wait "$child" 2>/dev/null; exit 0; }
trap stop TERM INT
delay=1
while true; do
  started=$(date +%s)
  if [ "$log" = "-" ]; then "$@" & else "$@" >> "$log" 2>&1 & fi
  child=$!
  wait "$child"
  code=$?
  # A run that lasted a minute was healthy: the next failure starts the back-off afresh.
  if [ $(( $(date +%s) - started )) -ge 60 ]; then delay=1; fi
  echo "› ${name} exited (status ${code}); starting it again in ${delay} s" >&2
  sleep "$delay" & wait $!
  delay=$(( delay * 2 > 30 ? 30 : delay * 2 ))
done
