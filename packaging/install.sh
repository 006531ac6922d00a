#!/usr/bin/env sh
# Install the built Nightfall Qt bundle as a desktop app for one user (default) or under any prefix.
#
#   install.sh [--prefix DIR] [--destdir DIR] [--app-dir DIR] [--uninstall]
#
#   --prefix DIR   where it goes (default: $PREFIX, else ~/.local); the .desktop entry's Exec= points here
#   --destdir DIR  staging root prepended to every path written (default: $DESTDIR), as for `make install`
#   --app-dir DIR  the PyInstaller one-folder bundle (default: ./nightfall-qt next to this script, as in
#                  the release tarball, else dist/nightfall-qt of the source tree)
#   --uninstall    remove what an install put there
#
# Files: PREFIX/lib/nightfall-qt/ (the bundle), PREFIX/bin/nightfall-qt and PREFIX/bin/nightfall-qt-server
# (symlinks), PREFIX/share/applications/ID.desktop, PREFIX/share/metainfo/ID.metainfo.xml,
# PREFIX/share/icons/hicolor/{16x16,...,512x512,scalable}/apps/ID.{png,svg}
set -eu

APP_ID=io.github.nightfallqt.NightfallQt
HERE="$(cd "$(dirname "$0")" && pwd)"
PREFIX="${PREFIX:-$HOME/.local}"
DESTDIR="${DESTDIR:-}"
APP_DIR=""
ACTION=install

while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) PREFIX="$2"; shift 2 ;;
        --prefix=*) PREFIX="${1#*=}"; shift ;;
        --destdir) DESTDIR="$2"; shift 2 ;;
        --destdir=*) DESTDIR="${1#*=}"; shift ;;
        --app-dir) APP_DIR="$2"; shift 2 ;;
        --app-dir=*) APP_DIR="${1#*=}"; shift ;;
        --uninstall) ACTION=uninstall; shift ;;
        -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done
case "$PREFIX" in
    /*) ;;
    *) echo "install.sh: --prefix must be an absolute path, not $PREFIX" >&2; exit 2 ;;
esac

ROOT="$DESTDIR$PREFIX"
LIB="$ROOT/lib/nightfall-qt"
BIN="$ROOT/bin/nightfall-qt"
SERVER_BIN="$ROOT/bin/nightfall-qt-server"
DESKTOP="$ROOT/share/applications/$APP_ID.desktop"
METAINFO="$ROOT/share/metainfo/$APP_ID.metainfo.xml"
ICONS="$ROOT/share/icons/hicolor"
SIZES="16x16 24x24 32x32 48x48 64x64 128x128 256x256 512x512"

refresh_caches() {
    # Only for a live install: a staged one (DESTDIR) is refreshed by whoever deploys it.
    [ -z "$DESTDIR" ] || return 0
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$ROOT/share/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$ICONS/index.theme" ]; then
        gtk-update-icon-cache -q -t "$ICONS" 2>/dev/null || true
    fi
}

if [ "$ACTION" = uninstall ]; then
    rm -rf "$LIB"
    if [ -L "$BIN" ]; then rm -f "$BIN"; fi
    if [ -L "$SERVER_BIN" ]; then rm -f "$SERVER_BIN"; fi
    rm -f "$DESKTOP" "$METAINFO" "$ICONS/scalable/apps/$APP_ID.svg"
    for size in $SIZES; do rm -f "$ICONS/$size/apps/$APP_ID.png"; done
    refresh_caches
    echo "Nightfall Qt removed from $ROOT"
    exit 0
fi

if [ -z "$APP_DIR" ]; then
    if [ -x "$HERE/nightfall-qt/nightfall-qt" ]; then
        APP_DIR="$HERE/nightfall-qt"
    else
        APP_DIR="$HERE/../dist/nightfall-qt"
    fi
fi
if [ ! -x "$APP_DIR/nightfall-qt" ]; then
    echo "install.sh: no bundle at $APP_DIR (build it with packaging/build_linux.sh, or pass --app-dir)" >&2
    exit 1
fi
LINUX="$HERE/linux"
if [ ! -f "$LINUX/$APP_ID.desktop" ]; then
    echo "install.sh: $LINUX/$APP_ID.desktop not found" >&2
    exit 1
fi

rm -rf "$LIB"
mkdir -p "$LIB" "$ROOT/bin" "$ROOT/share/applications" "$ROOT/share/metainfo"
cp -R "$APP_DIR/." "$LIB/"
ln -sfn "../lib/nightfall-qt/nightfall-qt" "$BIN"
# The game server (the bundle's executable started under this name); older bundles have no such link.
if [ -L "$LIB/nightfall-qt-server" ]; then ln -sfn "../lib/nightfall-qt/nightfall-qt-server" "$SERVER_BIN"; fi
sed "s|^Exec=.*|Exec=$PREFIX/lib/nightfall-qt/nightfall-qt|" "$LINUX/$APP_ID.desktop" > "$DESKTOP"
cp "$LINUX/$APP_ID.metainfo.xml" "$METAINFO"
for size in $SIZES scalable; do
    ext=png
    [ "$size" = scalable ] && ext=svg
    mkdir -p "$ICONS/$size/apps"
    cp "$LINUX/icons/hicolor/$size/apps/$APP_ID.$ext" "$ICONS/$size/apps/$APP_ID.$ext"
done
refresh_caches
echo "Nightfall Qt installed in $ROOT (run: $PREFIX/bin/nightfall-qt, or find it in the applications menu)"
