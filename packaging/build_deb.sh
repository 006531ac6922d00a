#!/usr/bin/env bash
# Build the Debian/Ubuntu package from the project's wheel and the pinned PySide6 wheels:
#
#   packaging/build_deb.sh              -> dist/nightfall-qt_<version>-<revision>_amd64.deb
#
# Layout of the package: /usr/games/nightfall-qt and /usr/games/nightfall-qt-server (launchers, system
# python3), /usr/lib/nightfall-qt/ (nightfall_qt + what packaging/runtime-modules.txt bundles: PySide6 and
# shiboken6, pruned of developer tools and QML, and websockets), desktop entry, AppStream metainfo, hicolor
# icons, man pages, copyright and changelog. PyYAML and platformdirs come from the archive (Depends).
# The project's LICENSE is not copied: /usr/share/doc/nightfall-qt/copyright carries the licence, as Debian
# policy wants (a second copy is lintian's extra-license-file).
#
# Environment: PYTHON (default: the project's .venv, else python3; needs pip; used only to build and unpack
# the wheels), WHEEL_DIR (where the bundled wheels are, or are downloaded to; default BUILD_DIR/wheels),
# DEB_PYTHONS (the Python versions whose C extensions are bundled, default "3.11 3.12 3.13"), BUILD_DIR
# (default build/deb), DIST_DIR (default dist), DEB_REVISION (default 1), DEB_COMPRESS (dpkg-deb -Z: xz (default), gzip, zstd or none), DEB_LEVEL (-z, default 6),
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

# What the package bundles and what it takes from the archive: packaging/runtime-modules.txt, the list the
# dependency guard test checks the source against. Bundled distributions come at the exact versions
# requirements-build.txt pins for the standalone bundle, so the .deb and the bundle carry the same code.
pin() { sed -n "s/^$1==\([^ #]*\).*/\1/p" "$ROOT/packaging/requirements-build.txt"; }
BUNDLED=()
DEBIAN_DEPENDS=()
while read -r module dist how rest; do
    case "$module" in ''|'#'*) continue ;; esac
    case "$how" in
        bundle)
            version="$(pin "$dist")"
            [ -n "$version" ] || { echo "build_deb.sh: $dist is not pinned in requirements-build.txt" >&2; exit 1; }
            BUNDLED+=("$dist==$version") ;;
        depends) DEBIAN_DEPENDS+=("$rest") ;;
        *) echo "build_deb.sh: runtime-modules.txt: $module: unknown way '$how'" >&2; exit 1 ;;
    esac
done < "$ROOT/packaging/runtime-modules.txt"
# Python versions of the targets (Debian 12: 3.11, Ubuntu 24.04: 3.12, Debian 13: 3.13): a bundled wheel with
# a version-specific C extension (websockets' speedups) gets that extension for each of them, side by side.
DEB_PYTHONS="${DEB_PYTHONS:-3.11 3.12 3.13}"
MACHINE="$(uname -m)"

STAGE="$BUILD_DIR/root"
LIB="$STAGE/usr/lib/nightfall-qt"
rm -rf "$STAGE" "$BUILD_DIR/wheel" "$BUILD_DIR/extensions"
mkdir -p "$STAGE/DEBIAN" "$LIB" "$WHEEL_DIR" "$DIST_DIR"

echo "== wheels: nightfall-qt (this tree), ${BUNDLED[*]}"
# The Test line's venv has hatchling (an offline build); the Play line's does not, so pip fetches it.
ISOLATION=--no-build-isolation
"$PYTHON" -c 'import hatchling' 2>/dev/null || ISOLATION=
"$PYTHON" -m pip wheel -q --disable-pip-version-check --no-deps $ISOLATION -w "$BUILD_DIR/wheel" "$ROOT"
"$PYTHON" -m pip download -q --disable-pip-version-check --no-deps --only-binary=:all: -d "$WHEEL_DIR/build" \
    "${BUNDLED[@]}"
"$PYTHON" -m pip install -q --disable-pip-version-check --no-deps --no-compile --target "$LIB" \
    "$BUILD_DIR"/wheel/nightfall_qt-*.whl "$WHEEL_DIR"/build/*.whl
PLATFORMS=(--platform "manylinux2014_$MACHINE" --platform "manylinux1_$MACHINE")
for minor in $(seq 5 36); do PLATFORMS+=(--platform "manylinux_2_${minor}_$MACHINE"); done
for wheel in "$WHEEL_DIR"/build/*-cp3*-cp3*-*.whl; do  # version-specific (not abi3, not pure Python)
    [ -e "$wheel" ] || continue
    dist="$(basename "$wheel" | cut -d- -f1)"
    spec="$(printf '%s\n' "${BUNDLED[@]}" | grep -i "^${dist//_/[-_]}==")"
    for py in $DEB_PYTHONS; do
        tag="cp${py/./}"
        "$PYTHON" -m pip download -q --disable-pip-version-check --no-deps --only-binary=:all: \
            --python-version "$py" --implementation cp --abi "$tag" "${PLATFORMS[@]}" -d "$WHEEL_DIR/$tag" "$spec"
        # Only the extension modules: the Python files are the same in every version's wheel.
        "$PYTHON" - "$WHEEL_DIR/$tag" "$dist" "$tag" "$LIB" <<'PY'
import pathlib, sys, zipfile
folder, dist, tag, lib = sys.argv[1:]
for wheel in pathlib.Path(folder).glob(f"{dist}-*-{tag}-{tag}-*.whl"):
    with zipfile.ZipFile(wheel) as z:
        for name in z.namelist():
            if f".cpython-{tag[2:]}-" in name and name.endswith(".so"):
                z.extract(name, lib)
                print(f"   {name} (Python {tag[2]}.{tag[3:]})")
PY
    done
done
VERSION="$(sed -n 's/^Version: //p' "$LIB"/nightfall_qt-*.dist-info/METADATA)"
DEB_VERSION="$VERSION-$DEB_REVISION"

echo "== prune what the game never loads (developer tools, QML/Quick, Designer, headers, stubs)"
"$PYTHON" "$HERE/prune.py" "$LIB"

# ICU comes unstripped in the wheel (lintian: unstripped-binary-or-object; 3 MB of symbols).
strip --strip-unneeded --remove-section=.comment "$LIB"/PySide6/Qt/lib/libicu*.so.*
# The same for the version-specific extension modules (websockets' speedups) and the top-level stable-ABI ones
# (miniaudio's _miniaudio.abi3.so: 1.6 MB with symbols, 0.8 MB without).
find "$LIB" -name '*.cpython-3*-*.so' -exec strip --strip-unneeded --remove-section=.comment {} +
find "$LIB" -maxdepth 1 -name '*.abi3.so' -exec strip --strip-unneeded --remove-section=.comment {} +

echo "== launcher, desktop integration, docs"
install -D -m 755 "$HERE/nightfall-qt" "$STAGE/usr/games/nightfall-qt"
install -D -m 755 "$HERE/nightfall-qt-server" "$STAGE/usr/games/nightfall-qt-server"
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
for page in nightfall-qt nightfall-qt-server; do
    sed "s/@VERSION@/$VERSION/" "$HERE/$page.6" | gzip -n -9 > "$STAGE/usr/share/man/man6/$page.6.gz"
done
install -D -m 644 "$HERE/lintian-overrides" "$STAGE/usr/share/lintian/overrides/nightfall-qt"
install -m 755 "$HERE/postinst" "$HERE/prerm" "$STAGE/DEBIAN/"

echo "== control"
# Depends: Python, the Python libraries Debian has, and the system libraries Qt loads (qt_check's lists,
# the same ones the app names when they are missing).
# glibc: the oldest the PySide6 wheel's manylinux tag allows (manylinux_2_34 -> libc6 >= 2.34).
# (The newest glibc any bundled wheel needs; PySide6's is the newest.)
GLIBC="$(for wheel in "$WHEEL_DIR"/build/*.whl; do basename "$wheel"; done \
    | grep -o 'manylinux_[0-9]*_[0-9]*' | sed 's/manylinux_\([0-9]*\)_\([0-9]*\)/\1.\2/' | sort -V | tail -1)"
DEPENDS="$(PYTHONPATH="$ROOT" "$PYTHON" -c '
import sys
from nightfall_qt import qt_check
libs = sorted(set(qt_check.GUI_LIBS.values()) | set(qt_check.XCB_LIBS.values()))
base = ["python3 (>= 3.11)", *sys.argv[2:], f"libc6 (>= {sys.argv[1]})", "libgcc-s1", "libstdc++6",
        "libgssapi-krb5-2"]  # QtNetwork (QLocalSocket etc.); not in a minimal Ubuntu 24.04
print(", ".join(base + libs))' "$GLIBC" "${DEBIAN_DEPENDS[@]}")"
ARCH="$(dpkg --print-architecture)"
INSTALLED_SIZE="$(du -sk --apparent-size "$STAGE/usr" | cut -f1)"
sed -e "s/@VERSION@/$DEB_VERSION/" -e "s/@ARCH@/$ARCH/" -e "s/@MAINTAINER@/$MAINTAINER/" \
    -e "s/@INSTALLED_SIZE@/$INSTALLED_SIZE/" -e "s/@DEPENDS@/$DEPENDS/" "$HERE/control.in" > "$STAGE/DEBIAN/control"
(cd "$STAGE" && find usr -type f -printf '%P\n' | LC_ALL=C sort | sed 's|^|usr/|' | xargs -d '\n' md5sum) \
    > "$STAGE/DEBIAN/md5sums"

echo "== normalise modes and times, build"
find "$STAGE" -type d -exec chmod 755 {} +
find "$STAGE/usr" -type f -exec chmod 644 {} +  # libraries and modules are loaded, never executed
chmod 755 "$STAGE/usr/games/nightfall-qt" "$STAGE/usr/games/nightfall-qt-server"
chmod 644 "$STAGE/DEBIAN/control" "$STAGE/DEBIAN/md5sums"
find "$STAGE" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
DEB="$DIST_DIR/nightfall-qt_${DEB_VERSION}_$ARCH.deb"
dpkg-deb --build --root-owner-group -Z"$DEB_COMPRESS" -z"$DEB_LEVEL" "$STAGE" "$DEB" >/dev/null
echo "== done: $DEB ($(du -h "$DEB" | cut -f1), installed $((INSTALLED_SIZE / 1024)) MiB)"
