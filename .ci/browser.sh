#!/usr/bin/env bash
# CI for `cstud serve` (the web app): its API tests and its tests in a real browser, against
# the installed wheel. Called by .ci/run after the wheel's test suite:
#
#   .ci/browser.sh VENV WHEEL PROJECT
#
# VENV: the virtualenv the wheel is installed in; WHEEL: the wheel file, whose [web] extra
# (Starlette, uvicorn) is installed there with the test tools of .ci/browser-requirements.txt
# (httpx2, selenium); PROJECT: the copy of tests/ to run them from (outside the source tree).
# Chromium and its driver come from Debian (apt-get install chromium chromium-driver) when
# missing: as root, or through sudo. Headless Chromium runs with --no-sandbox (as root in CI).
# Screenshots of every page are kept in ci-artifacts/screenshots/ (git-ignored); the run fails
# if the browser tests did not run. About a minute.
set -euo pipefail
VENV=${1:?usage: .ci/browser.sh VENV WHEEL PROJECT}
WHEEL=${2:?usage: .ci/browser.sh VENV WHEEL PROJECT}
PROJECT=${3:?usage: .ci/browser.sh VENV WHEEL PROJECT}
cd "$(dirname "$0")/.."
ROOT=$PWD

fail() { printf '\nFAILED: %s\n' "$*" >&2; exit 1; }

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    if [ "$(id -u)" -eq 0 ]; then
        SUDO=()
    elif command -v sudo >/dev/null; then
        SUDO=(sudo)
    else
        fail "chromium and chromium-driver are missing, and neither root nor sudo can install them"
    fi
    echo "installing Debian's chromium and chromium-driver"
    "${SUDO[@]}" apt-get update -q
    "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
        chromium chromium-driver
fi
chromium --version
chromedriver --version

"$VENV/bin/python" -m pip install --quiet "$WHEEL[web]" -r .ci/browser-requirements.txt

SHOTS=$ROOT/ci-artifacts/screenshots
rm -rf "$SHOTS"
mkdir -p "$SHOTS"
# Every test of the web app, through Starlette's test client or the browser: the other test runs
# have no web extra, so a web test not named by these patterns would run nowhere.
# shellcheck disable=SC2046
(cd "$PROJECT" && CSTUD_SCREENSHOTS=$SHOTS "$VENV/bin/pytest" -p no:cacheprovider -rs \
    $(ls tests/test_*web*.py tests/test_*browser*.py | sort -u))
# The web tests' long runs (every hand of each long history file), here where the web extra is.
(cd "$PROJECT" && "$VENV/bin/pytest" -p no:cacheprovider -rs -m slow tests/test_web.py)
COUNT=$(find "$SHOTS" -name '*.png' | wc -l)
[ "$COUNT" -ge 10 ] || fail "the browser tests saved $COUNT screenshots, not 10: did they run?"
echo "browser tests: $COUNT screenshots in ${SHOTS#"$ROOT"/}"
