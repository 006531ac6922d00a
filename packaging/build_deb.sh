#!/usr/bin/env bash
# Build the Debian/Ubuntu package from the project's wheel and the pinned PySide6 wheels:
#
#   packaging/build_deb.sh              -> dist/nightfall-qt_<version>-<revision>_amd64.deb
#
# Layout of the package: /usr/games/nightfall-qt (launcher, system python3), /usr/lib/nightfall-qt/
# (nightfall_qt + PySide6 + shiboken6, pruned of developer tools and QML), desktop entry, AppStream
# metainfo, hicolor icons, man page, copyright and changelog. PyYAML and platformdirs come from Debian.
#
# Environment: PYTHON (default: the project's .venv, else python3; needs pip; used only to build and unpack
# the wheels), WHEEL_DIR (where the PySide6-Essentials and shiboken6 wheels are, or are downloaded
# to; default BUILD_DIR/wheels), BUILD_DIR (default build/deb), DIST_DIR (default dist), DEB_REVISION
# (default 1), DEB_COMPRESS (dpkg-deb -Z: xz (default), gzip, zstd or none), DEB_LEVEL (-z, default 6),
# DEBFULLNAME/DEBEMAIL (Maintainer; default: the last commit's author), SOURCE_DATE_EPOCH (default: the
# last commit's time) for every timestamp.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HERE="$ROOT/packaging/deb"
if [ -z "${PYTHON:-}" ]; then
    if [ -x "$ROOT/.venv/bin/python" ]; then PYTHON="$ROOT/.venv/bin/python"; else PYTHON=python3; fi
fi
BUILD_DIR="${BUILD_DIR:-$ROOT/build/deb}"
DIST_DIR="${DIST_DIR:-$ROOT/dist}"
WHEEL_DIR="${WHEEL_DIR:-$BUILD_DIR/wheels}"
DEB_REVISION="${DEB_REVISION:-1}"
DEB_COMPRESS="${DEB_COMPRESS:-xz}"
DEB_LEVEL="${DEB_LEVEL:-6}"
APP_ID=io.github.nightfallqt.NightfallQt
if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
    SOURCE_DATE_EPOCH="$(git -C "$ROOT" log -1 --format=%ct 2>/dev/null || echo 0)"
fi
export SOURCE_DATE_EPOCH
if [ -n "${DEBFULLNAME:-}" ] && [ -n "${DEBEMAIL:-}" ]; then
    MAINTAINER="$DEBFULLNAME <$DEBEMAIL>"
else
    MAINTAINER="$(git -C "$ROOT" log -1 --format='%an <%ae>' 2>/dev/null || true)"
    MAINTAINER="${MAINTAINER:-Nightfall Qt developers <nightfall-qt@localhost>}"
fi
for tool in dpkg-deb readelf strip; do
    command -v "$tool" >/dev/null || { echo "build_deb.sh: $tool not found (apt-get install dpkg binutils)" >&2; exit 1; }
done

# The exact runtime versions the bundle pins, so the .deb and the bundle carry the same Qt.
pin() { sed -n "s/^$1==\([^ #]*\).*/\1/p" "$ROOT/packaging/requirements-build.txt"; }
PYSIDE="$(pin PySide6-Essentials)"
SHIBOKEN="$(pin shiboken6)"

STAGE="$BUILD_DIR/root"
LIB="$STAGE/usr/lib/nightfall-qt"
rm -rf "$STAGE" "$BUILD_DIR/wheel"
mkdir -p "$STAGE/DEBIAN" "$LIB" "$WHEEL_DIR" "$DIST_DIR"

echo "== wheels: nightfall-qt (this tree), PySide6-Essentials $PYSIDE, shiboken6 $SHIBOKEN"
# The Test line's venv has hatchling (an offline build); the Play line's does not, so pip fetches it.
ISOLATION=--no-build-isolation
"$PYTHON" -c 'import hatchling' 2>/dev/null || ISOLATION=
"$PYTHON" -m pip wheel -q --disable-pip-version-check --no-deps $ISOLATION -w "$BUILD_DIR/wheel" "$ROOT"
"$PYTHON" -m pip download -q --disable-pip-version-check --no-deps --only-binary=:all: -d "$WHEEL_DIR" \
    "PySide6-Essentials==$PYSIDE" "shiboken6==$SHIBOKEN"
"$PYTHON" -m pip install -q --disable-pip-version-check --no-deps --no-compile --target "$LIB" \
    "$BUILD_DIR"/wheel/nightfall_qt-*.whl "$WHEEL_DIR"/pyside6_essentials-"$PYSIDE"-*.whl \
    "$WHEEL_DIR"/shiboken6-"$SHIBOKEN"-*.whl
VERSION="$(sed -n 's/^Version: //p' "$LIB"/nightfall_qt-*.dist-info/METADATA)"
DEB_VERSION="$VERSION-$DEB_REVISION"

echo "== prune what the game never loads (developer tools, QML/Quick, Designer, headers, stubs)"
"$PYTHON" "$HERE/prune.py" "$LIB"

# ICU comes unstripped in the wheel (lintian: unstripped-binary-or-object; 3 MB of symbols).
strip --strip-unneeded --remove-section=.comment "$LIB"/PySide6/Qt/lib/libicu*.so.*

echo "== launcher, desktop integration, docs"
install -D -m 755 "$HERE/nightfall-qt" "$STAGE/usr/games/nightfall-qt"
mkdir -p "$STAGE/usr/share/applications"
# Exec by absolute path: /usr/games is on a desktop user's PATH on Debian/Ubuntu, but not on root's.
sed "s|^Exec=.*|Exec=/usr/games/nightfall-qt|" "$ROOT/packaging/linux/$APP_ID.desktop" > "$STAGE/usr/share/applications/$APP_ID.desktop"
install -D -m 644 "$ROOT/packaging/linux/$APP_ID.metainfo.xml" "$STAGE/usr/share/metainfo/$APP_ID.metainfo.xml"
for dir in "$ROOT"/packaging/linux/icons/hicolor/*/apps; do
    size="$(basename "$(dirname "$dir")")"
    for icon in "$dir"/*; do
        install -D -m 644 "$icon" "$STAGE/usr/share/icons/hicolor/$size/apps/$(basename "$icon")"
    done
done
DOC="$STAGE/usr/share/doc/nightfall-qt"
install -D -m 644 "$HERE/copyright" "$DOC/copyright"
CHANGE_DATE="$(date -u -R -d "@$SOURCE_DATE_EPOCH")"
printf 'nightfall-qt (%s) unstable; urgency=medium\n\n  * Built from the wheel by packaging/build_deb.sh.\n\n -- %s  %s\n' \
    "$DEB_VERSION" "$MAINTAINER" "$CHANGE_DATE" | gzip -n -9 > "$DOC/changelog.Debian.gz"
chmod 644 "$DOC/changelog.Debian.gz"
mkdir -p "$STAGE/usr/share/man/man6"
sed "s/@VERSION@/$VERSION/" "$HERE/nightfall-qt.6" | gzip -n -9 > "$STAGE/usr/share/man/man6/nightfall-qt.6.gz"
install -D -m 644 "$HERE/lintian-overrides" "$STAGE/usr/share/lintian/overrides/nightfall-qt"
install -m 755 "$HERE/postinst" "$HERE/prerm" "$STAGE/DEBIAN/"

echo "== control"
# Depends: Python, the Python libraries Debian has, and the system libraries Qt loads (qt_check's lists,
# the same ones the app names when they are missing).
# glibc: the oldest the PySide6 wheel's manylinux tag allows (manylinux_2_34 -> libc6 >= 2.34).
GLIBC="$(basename "$WHEEL_DIR"/pyside6_essentials-"$PYSIDE"-*.whl | sed -n 's/.*manylinux_\([0-9]*\)_\([0-9]*\)_.*/\1.\2/p')"
DEPENDS="$(PYTHONPATH="$ROOT" "$PYTHON" -c '
import sys
from nightfall_qt import qt_check
libs = sorted(set(qt_check.GUI_LIBS.values()) | set(qt_check.XCB_LIBS.values()))
base = ["python3 (>= 3.11)", "python3-yaml (>= 6)", "python3-platformdirs", f"libc6 (>= {sys.argv[1]})",
        "libgcc-s1", "libstdc++6",
        "libgssapi-krb5-2"]  # QtNetwork (QLocalSocket etc.); not in a minimal Ubuntu 24.04
print(", ".join(base + libs))' "$GLIBC")"
ARCH="$(dpkg --print-architecture)"
INSTALLED_SIZE="$(du -sk --apparent-size "$STAGE/usr" | cut -f1)"
sed -e "s/@VERSION@/$DEB_VERSION/" -e "s/@ARCH@/$ARCH/" -e "s/@MAINTAINER@/$MAINTAINER/" \
    -e "s/@INSTALLED_SIZE@/$INSTALLED_SIZE/" -e "s/@DEPENDS@/$DEPENDS/" "$HERE/control.in" > "$STAGE/DEBIAN/control"
(cd "$STAGE" && find usr -type f -printf '%P\n' | LC_ALL=C sort | sed 's|^|usr/|' | xargs -d '\n' md5sum) \
    > "$STAGE/DEBIAN/md5sums"

echo "== normalise modes and times, build"
find "$STAGE" -type d -exec chmod 755 {} +
find "$STAGE/usr" -type f -exec chmod 644 {} +  # libraries and modules are loaded, never executed
chmod 755 "$STAGE/usr/games/nightfall-qt"
chmod 644 "$STAGE/DEBIAN/control" "$STAGE/DEBIAN/md5sums"
find "$STAGE" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
DEB="$DIST_DIR/nightfall-qt_${DEB_VERSION}_$ARCH.deb"
dpkg-deb --build --root-owner-group -Z"$DEB_COMPRESS" -z"$DEB_LEVEL" "$STAGE" "$DEB" >/dev/null
echo "== done: $DEB ($(du -h "$DEB" | cut -f1), installed $((INSTALLED_SIZE / 1024)) MiB)"
