#!/usr/bin/env bash
# Build the standalone Linux app (PyInstaller one-folder) from a clean venv with pinned tools:
#
#   packaging/build_linux.sh            -> dist/nightfall-qt/ and dist/nightfall-qt-<version>-linux-x86_64.tar.gz
#
# Environment: PYTHON (default python3, must be 3.11+), BUILD_DIR (default build/linux), DIST_DIR
# (default dist), SOURCE_DATE_EPOCH (default: the last commit's time, else 0) for the tarball's timestamps.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PYTHON="${PYTHON:-python3}"
BUILD_DIR="${BUILD_DIR:-$ROOT/build/linux}"
DIST_DIR="${DIST_DIR:-$ROOT/dist}"
VENV="$BUILD_DIR/venv"

if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
    SOURCE_DATE_EPOCH="$(git -C "$ROOT" log -1 --format=%ct 2>/dev/null || echo 0)"
fi
export SOURCE_DATE_EPOCH PYTHONHASHSEED=0
# What gets frozen is the installed wheel: a PYTHONPATH pointing at a source tree (as when the tests run with
# PYTHONPATH=$PWD) would put the tree's nightfall_qt, without its data folder, first.
unset PYTHONPATH

echo "== clean venv in $VENV"
rm -rf "$BUILD_DIR"
mkdir -p "$BUILD_DIR" "$DIST_DIR"
"$PYTHON" -m venv "$VENV"
"$VENV/bin/python" -m pip install -q --disable-pip-version-check -r "$ROOT/packaging/requirements-build.txt"

echo "== wheel (the bundle is built from the installed wheel, so it has the wheel's data layout)"
"$VENV/bin/python" -m pip wheel -q --disable-pip-version-check --no-deps --no-build-isolation \
    -w "$BUILD_DIR/wheel" "$ROOT"
"$VENV/bin/python" -m pip install -q --disable-pip-version-check --no-deps "$BUILD_DIR"/wheel/nightfall_qt-*.whl
VERSION="$("$VENV/bin/python" -c 'import importlib.metadata as m; print(m.version("nightfall-qt"))')"

echo "== PyInstaller $("$VENV/bin/pyinstaller" --version) -> $DIST_DIR/nightfall-qt"
# Run from BUILD_DIR so that the source tree is not on sys.path: the installed copy is what gets frozen.
(cd "$BUILD_DIR" && "$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath "$DIST_DIR" --workpath "$BUILD_DIR/work" "$ROOT/packaging/nightfall-qt.spec")

# One executable, two commands: started as nightfall-qt-server, launcher.py runs the game server instead.
ln -sfn nightfall-qt "$DIST_DIR/nightfall-qt/nightfall-qt-server"
# The project's licence travels with the bundle (in the tarball and in every installed copy), once it has one.
if [ -f "$ROOT/LICENSE" ]; then cp "$ROOT/LICENSE" "$DIST_DIR/nightfall-qt/LICENSE"; fi

echo "== smoke test: the bundle plays a game offscreen, and hosts and joins an online game"
QT_QPA_PLATFORM=offscreen "$DIST_DIR/nightfall-qt/nightfall-qt" --self-test
"$DIST_DIR/nightfall-qt/nightfall-qt-server" --help >/dev/null
"$DIST_DIR/nightfall-qt/nightfall-qt" --self-test-online

echo "== tarball"
NAME="nightfall-qt-$VERSION-linux-x86_64"
STAGE="$BUILD_DIR/stage/$NAME"
mkdir -p "$STAGE"
cp -a "$DIST_DIR/nightfall-qt" "$STAGE/nightfall-qt"
cp -a "$ROOT/packaging/linux" "$STAGE/linux"
cp "$ROOT/packaging/install.sh" "$STAGE/install.sh"
cp "$ROOT/packaging/README.md" "$STAGE/README.md"
if [ -f "$ROOT/LICENSE" ]; then cp "$ROOT/LICENSE" "$STAGE/LICENSE"; fi
tar --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner \
    --pax-option=exthdr.name=%d/PaxHeaders/%f,delete=atime,delete=ctime \
    -C "$BUILD_DIR/stage" -cf - "$NAME" | gzip -n -9 > "$DIST_DIR/$NAME.tar.gz"
echo "== done: $DIST_DIR/nightfall-qt ($(du -sh "$DIST_DIR/nightfall-qt" | cut -f1)), $DIST_DIR/$NAME.tar.gz ($(du -sh "$DIST_DIR/$NAME.tar.gz" | cut -f1))"
