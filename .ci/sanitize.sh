#!/usr/bin/env bash
# CI: the compiled core under AddressSanitizer and UndefinedBehaviorSanitizer (called by
# .ci/run; runs on its own too). It copies the source into a scratch folder, builds cstud._core
# there in place with gcc's -fsanitize=address,undefined, and runs the engine's fuzz and
# hardening tests against that build in a scratch virtualenv: random tables and codes, bad
# actions and deals, copies, deepcopies and pickles played on beside their originals,
# VectorTables, and threads sharing hands and tables. Any sanitizer report fails the step, also
# one from a subprocess a test starts: every report goes to a log file in the scratch folder,
# and the step fails if one exists, whatever the tests' own outcome.
#
# The interpreter itself is not instrumented, so libasan is preloaded (it must come first in
# the process), Python's allocator is plain malloc (so that ASan sees every object), and leaks
# are not reported (CPython keeps its interned objects to the end). The tests are the default
# (not slow) runs, bounded as a whole by SANITIZE_TIMEOUT seconds (a hang is a failure).
#
# Usage: .ci/sanitize.sh [PYTHON]     (PYTHON defaults to python3; gcc is required)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PYTHON=${1:-${PYTHON:-python3}}
TIMEOUT=${SANITIZE_TIMEOUT:-420}

# The tests that drive the compiled core hardest (the RL ones skip if pettingzoo is missing).
TESTS=(
    tests/test_engine_core.py
    tests/test_engine_hardening.py
    tests/test_engine_differential.py
    tests/test_copy.py
    tests/test_threads.py
    tests/test_rl_tables.py
    tests/test_rl_engine_hardening.py
    tests/test_core_hardening.py
)

printf '\n==== %s ====\n' "The core under AddressSanitizer and UBSan: the engine, copy, VectorTables and thread fuzzers"
command -v gcc > /dev/null || { echo "FAILED: the sanitizer build needs gcc" >&2; exit 1; }
LIBASAN=$(gcc -print-file-name=libasan.so)
LIBUBSAN=$(gcc -print-file-name=libubsan.so)
[ -f "$LIBASAN" ] && [ -f "$LIBUBSAN" ] || { echo "FAILED: gcc has no libasan/libubsan" >&2; exit 1; }

SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT
TREE=$SCRATCH/tree
mkdir "$TREE" "$SCRATCH/reports"
cp -R "$ROOT/src" "$ROOT/cstud" "$ROOT/tests" "$ROOT/setup.py" "$ROOT/pyproject.toml" "$TREE/"
# Build output copied from the checkout would be used instead of the sanitized build.
find "$TREE" \( -name '_core*.so' -o -name '_core*.pyd' -o -name '_core.c' -o -name '__pycache__' \) \
    -prune -exec rm -rf {} +

"$PYTHON" -m venv "$SCRATCH/venv"
VPY=$SCRATCH/venv/bin/python
"$VPY" -m pip install --quiet --upgrade pip
# The build requirements and the runtime, test and rl dependencies, read from pyproject.toml.
"$VPY" - "$TREE/pyproject.toml" > "$SCRATCH/requirements.txt" <<'PY'
import sys, tomllib
project = tomllib.load(open(sys.argv[1], "rb"))
extras = project["project"]["optional-dependencies"]
wanted = project["build-system"]["requires"] + project["project"]["dependencies"]
wanted += extras["test"] + extras["rl"]
print("\n".join(req for req in wanted if not req.startswith("cstud")))
PY
"$VPY" -m pip install --quiet -r "$SCRATCH/requirements.txt"

FLAGS="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -g -O1"
(cd "$TREE" && CC=gcc CFLAGS="$FLAGS" LDFLAGS="-fsanitize=address,undefined" \
    "$VPY" setup.py --quiet build_ext --inplace) > "$SCRATCH/build.txt" 2>&1 \
    || { cat "$SCRATCH/build.txt"; echo "FAILED: the sanitizer build" >&2; exit 1; }
SO=$(ls "$TREE"/cstud/_core*.so)
nm -D "$SO" | grep -q __asan_report || { echo "FAILED: $SO is not instrumented" >&2; exit 1; }
echo "built: ${SO#"$TREE"/} with $FLAGS"

status=0
(
    cd "$TREE"
    export LD_PRELOAD="$LIBASAN:$LIBUBSAN"
    export PYTHONMALLOC=malloc
    export ASAN_OPTIONS="detect_leaks=0:halt_on_error=1:abort_on_error=1:log_path=$SCRATCH/reports/asan"
    export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:log_path=$SCRATCH/reports/ubsan"
    # The tree's cstud/ (with the sanitized core) comes first on the path: python -m puts the
    # current folder there, and -P is not given.
    timeout --kill-after=30 "$TIMEOUT" "$VPY" -m pytest -q -p no:cacheprovider -rs "${TESTS[@]}"
) || status=$?

reports=("$SCRATCH"/reports/*)
if [ -e "${reports[0]}" ]; then
    for report in "${reports[@]}"; do
        printf '\n--- %s ---\n' "$(basename "$report")" >&2
        head -n 60 "$report" >&2
    done
    echo "FAILED: ${#reports[@]} sanitizer report(s) (above)" >&2
    exit 1
fi
if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "FAILED: the sanitized tests ran past ${TIMEOUT} s" >&2
    exit 1
fi
[ "$status" -eq 0 ] || { echo "FAILED: the tests under the sanitizers (exit $status)" >&2; exit 1; }
echo "sanitizers: no report"
