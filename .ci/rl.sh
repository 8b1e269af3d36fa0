#!/usr/bin/env bash
# CI for cstud.rl (called by .ci/run after the wheel venv's pytest): install the wheel's rl
# and openspiel extras into that venv and run tests/test_rl*.py there, from the copy of the
# project outside the source tree (with examples/ for the training example's smoke test).
# .ci/run's quick benchmark run comes after this, so it runs benchmarks/test_rl_bench.py too.
# Usage: .ci/rl.sh VENV WHEEL PROJECT_COPY
set -euo pipefail
VENV=$1 WHEEL=$2 PROJECT=$3
ROOT=$(cd "$(dirname "$0")/.." && pwd)
printf '\n==== %s ====\n' "cstud.rl: the wheel's rl and openspiel extras, tests/test_rl*.py"
"$VENV/bin/python" -m pip install --quiet "$WHEEL[rl,openspiel]"
cp -R "$ROOT/examples" "$PROJECT/"
(cd "$PROJECT" && "$VENV/bin/pytest" -p no:cacheprovider -rs tests/test_rl*.py)
