#!/usr/bin/env bash
# The hand database's tests against a real PostgreSQL: install Debian's postgresql if it is
# missing, start a throwaway cluster on a free local port as the postgres user, run the
# PostgreSQL half of tests/test_db.py (its SQLite half ran with the wheel's test suite) and
# of the database benchmarks in quick mode with CSTUD_TEST_POSTGRES_URL pointing at it, and
# the command-line test that needs pyarrow; stop the cluster whatever happens.
#
#   .ci/postgres.sh VENV WHEEL PROJECT
#
# VENV: a virtualenv with cstud installed (the wheel's [db,parquet] extras are added to it);
# WHEEL: the wheel file; PROJECT: a directory holding a copy of tests/, benchmarks/ and
# pyproject.toml, where pytest runs. Called by .ci/run after the wheel's own test run.
set -euo pipefail
VENV=$1
WHEEL=$2
PROJECT=$3

heading() { printf '\n==== %s ====\n' "$*"; }

heading "PostgreSQL: the hand database's tests against a throwaway cluster"
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y postgresql
    # Debian's package makes and may start a cluster of its own: stop it, it is not ours.
    if command -v pg_lsclusters >/dev/null; then
        pg_lsclusters --no-header | while read -r version cluster _; do
            pg_ctlcluster "$version" "$cluster" stop 2>/dev/null || true
        done
    fi
fi
BIN=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")
echo "PostgreSQL binaries: $BIN ($("$BIN/postgres" --version))"

"$VENV/bin/python" -m pip install --quiet "${WHEEL}[db,parquet]"

# initdb refuses to run as root: the cluster belongs to the postgres user (made by the
# Debian package), in a temporary directory it owns.
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
    RUN_AS=(runuser -u postgres --)
fi
CLUSTER=$(mktemp -d)
chmod 755 "$CLUSTER"
[ "${#RUN_AS[@]}" -eq 0 ] || chown postgres "$CLUSTER"
PORT=$("$VENV/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

stop_cluster() {
    "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$CLUSTER/data" stop -m fast >/dev/null 2>&1 || true
    rm -rf "$CLUSTER"
}
trap stop_cluster EXIT

"${RUN_AS[@]}" "$BIN/initdb" -D "$CLUSTER/data" -A trust -U postgres --no-sync >/dev/null
"${RUN_AS[@]}" "$BIN/pg_ctl" -D "$CLUSTER/data" -l "$CLUSTER/server.log" -w \
    -o "-p $PORT -k $CLUSTER -c listen_addresses=127.0.0.1 -c fsync=off" start
"${RUN_AS[@]}" "$BIN/createdb" -h "$CLUSTER" -p "$PORT" -U postgres cstud_test
export CSTUD_TEST_POSTGRES_URL="postgresql://postgres@127.0.0.1:$PORT/cstud_test"
echo "CSTUD_TEST_POSTGRES_URL=$CSTUD_TEST_POSTGRES_URL"

cd "$PROJECT"
"$VENV/bin/pytest" -p no:cacheprovider -rs tests/test_db.py -k "postgresql or cli"
"$VENV/bin/pytest" -p no:cacheprovider -rs benchmarks/test_db_bench.py -k postgresql \
    --benchmark-disable --bench-hands=2000
