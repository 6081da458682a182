#!/usr/bin/env bash
# Makes sure Docker answers here: installs Debian's docker.io when the daemon is missing and starts
# dockerd when it is not running. Exit 0 when `docker info` works; exit 77 (the "skipped" code of
# automake and of .ci/run) with the reason on stderr when Docker cannot run on this machine, so
# that a caller tells "no Docker here" from "the container test failed".
set -uo pipefail

SKIP=77
say() { printf 'docker: %s\n' "$*" >&2; }

if docker info >/dev/null 2>&1; then
  exit 0
fi

if [ "$(id -u)" != 0 ]; then
  say "Docker does not answer and this account is not root: cannot install or start it."
  exit "$SKIP"
fi

# The Debian package brings dockerd, containerd and runc (a docker CLI alone is not enough).
if ! command -v dockerd >/dev/null 2>&1; then
  say "installing docker.io (Debian's package)"
  if ! { apt-get update -o DPkg::Lock::Timeout=120 &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -o DPkg::Lock::Timeout=300 docker.io; } >&2; then
    say "could not install docker.io with apt-get"
    exit "$SKIP"
  fi
fi

if ! pgrep -x dockerd >/dev/null 2>&1; then
  LOG=/var/log/dockerd-container-test.log
  say "starting dockerd (log: $LOG)"
  # Detached from this shell and its process group, so that it outlives the test that asked.
  setsid nohup dockerd >"$LOG" 2>&1 </dev/null &
fi

for _ in $(seq 1 60); do
  if docker info >/dev/null 2>&1; then
    exit 0
  fi
  sleep 1
done

say "dockerd did not answer within 60 s; the end of its log:"
tail -n 20 /var/log/dockerd-container-test.log >&2 2>/dev/null || true
exit "$SKIP"
