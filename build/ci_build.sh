#!/usr/bin/env bash
# CI: build the one-folder app with PyInstaller and run its self-test headless.
# Prints the build time and the size of dist/wizard/. Exit code != 0 on any failure.
#   WIZARD_CI_ARCHIVE=1  also pack the release archive (dist/wizard-VERSION-OS-ARCH.tar.gz)
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
if ! "$PY" -c 'import PyInstaller, babel' >/dev/null 2>&1; then
  "$PY" -m pip install -q -e '.[build]'
fi

archive=--no-archive
if [ "${WIZARD_CI_ARCHIVE:-0}" != 0 ]; then archive=--archive; fi

start=$(date +%s.%N)
"$PY" build/build.py $archive
end=$(date +%s.%N)

exe=dist/wizard/wizard
if [ ! -x "$exe" ]; then
  echo "ci_build: $exe was not built" >&2
  exit 1
fi

want=$("$PY" -c 'import sys; sys.path.insert(0, "build"); import wizard_buildlib as w; print(w.project_version())')
got=$("$exe" --version | head -n 1)
if [ "$got" != "wizard $want" ]; then
  echo "ci_build: frozen --version says '$got', pyproject.toml says '$want'" >&2
  exit 1
fi

home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
report=build/work/selftest-frozen.txt
st_start=$(date +%s.%N)
status=0
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy WIZARD_HOME="$home" \
  timeout 600 "$exe" --selftest --selftest-out "$report" || status=$?
st_end=$(date +%s.%N)

awk -v a="$start" -v b="$end" 'BEGIN { printf "ci_build: build time %.1f s\n", b - a }'
echo "ci_build: dist/wizard size $(du -sh dist/wizard | cut -f1) ($(du -sb dist/wizard | cut -f1) bytes)"
awk -v a="$st_start" -v b="$st_end" -v s="$status" \
  'BEGIN { printf "ci_build: frozen selftest exit %d in %.1f s\n", s, b - a }'
if [ "$status" != 0 ]; then
  echo "ci_build: the frozen self-test failed; report:" >&2
  cat "$report" >&2 || true
  exit 1
fi
