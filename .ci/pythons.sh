#!/usr/bin/env bash
# CI on every other CPython this machine has (called by .ci/run after the main wheel's tests):
# for each CPython 3.12 and newer that the wheels claim and that is installed (on PATH as
# python3.N, or under pyenv), build a wheel from the sdist with it, install that wheel with its
# test extra into a fresh virtualenv and run the tests of everything the compiled core does
# and of what leans on the interpreter's version (CORE_TESTS below: the evaluator, settle,
# the engine and its copies, pickles, threads and references, equity, ranges, the solver,
# PHH, the command line, the docs' examples) from the project copy; the whole suite runs on
# the main CPython just before, and the pure-Python wings run the same code on every version.
# A missing CPython is skipped with a message; the free-threaded builds are not tried (none is
# installed here), and docs/RELEASING.md says they are untested.
# Usage: .ci/pythons.sh SDIST PROJECT_COPY SCRATCH
set -euo pipefail
SDIST=$1 PROJECT=$2 SCRATCH=$3

find_python() {
    local version=$1 candidate
    # (a pyenv shim is on PATH even where that version is not selected: it must run)
    if command -v "python$version" > /dev/null && "python$version" --version > /dev/null 2>&1; then
        command -v "python$version"
        return
    fi
    if command -v pyenv > /dev/null; then
        for candidate in "$(pyenv root)"/versions/"$version".*/bin/python"$version"; do
            [ -x "$candidate" ] && { echo "$candidate"; return; }
        done
    fi
}

# Patterns, expanded in the project copy (unquoted below on purpose: split, then globbed there).
CORE_TESTS="tests/test_evaluator.py tests/test_hand_value.py tests/test_hand_names.py
            tests/test_settle.py tests/test_engine_*.py tests/test_core_hardening.py
            tests/test_copy.py tests/test_threads.py tests/test_game.py tests/test_constants_once.py
            tests/test_equity.py tests/test_ranges.py tests/test_solver.py tests/test_phh.py
            tests/test_cli.py tests/test_docs.py"

for version in 3.12 3.13 3.14 3.15; do
    printf '\n==== %s ====\n' "CPython $version: a wheel built from the sdist, the compiled core's tests"
    python=$(find_python "$version" || true)
    if [ -z "$python" ]; then
        echo "skipped: no CPython $version on this machine (python$version or pyenv)"
        continue
    fi
    "$python" --version
    venv="$SCRATCH/venv-$version"
    "$python" -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --upgrade pip
    "$venv/bin/python" -m pip wheel --quiet --no-deps --wheel-dir "$SCRATCH/wheels-$version" "$SDIST"
    wheel=("$SCRATCH/wheels-$version"/cstud-*.whl)
    echo "built: $(basename "${wheel[0]}")"
    "$venv/bin/python" -m pip install --quiet "${wheel[0]}[test]"
    # shellcheck disable=SC2086
    (cd "$PROJECT" && "$venv/bin/python" -m pytest -p no:cacheprovider -q -x -n auto $CORE_TESTS)
done
