#!/usr/bin/env bash
# Install a built .deb into a clean Debian root the way a user would, and prove that it runs:
#
#   sudo packaging/deb/check_in_chroot.sh dist/nightfall-qt_*.deb [ROOT]
#
# ROOT (default: a new temporary folder) is made with `debootstrap --variant=minbase $SUITE` (SUITE,
# default bookworm; MIRROR default http://deb.debian.org/debian) unless it already holds a system; a
# given ROOT is kept, a temporary one removed. In the chroot: `apt-get install ./the.deb` (which must
# bring every dependency), `nightfall-qt --self-test` offscreen, ldd of the Qt modules and the xcb
# platform plugin (no library may be missing: the package's Depends are complete), then Xvfb and
# `--self-test` on the real xcb platform, then `apt-get purge` (nothing may be left in /usr/lib).
# Needs root, debootstrap and the network (the Debian mirror).
set -euo pipefail

DEB="$(realpath "$1")"
ROOT="${2:-}"
SUITE="${SUITE:-bookworm}"
MIRROR="${MIRROR:-http://deb.debian.org/debian}"
KEEP=1
if [ -z "$ROOT" ]; then ROOT="$(mktemp -d)"; KEEP=0; fi
cleanup() {
    umount "$ROOT/proc" 2>/dev/null || true
    # --one-file-system: never descend into a mount that is still there.
    if [ "$KEEP" = 0 ]; then rm -rf --one-file-system "$ROOT"; fi
}
trap cleanup EXIT

if [ ! -x "$ROOT/usr/bin/apt-get" ]; then
    echo "== debootstrap $SUITE into $ROOT"
    debootstrap --variant=minbase "$SUITE" "$ROOT" "$MIRROR" >/dev/null
fi
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
# Only /proc is mounted. The host's /dev is deliberately NOT bound in: debootstrap makes the few device
# nodes apt and Xvfb need, and a bound /dev inside a folder that someone later removes with rm -rf takes the
# host's device nodes with it.
mountpoint -q "$ROOT/proc" || mount -t proc proc "$ROOT/proc"
cp "$DEB" "$ROOT/tmp/"
NAME="$(basename "$DEB")"

chroot "$ROOT" /bin/sh -eu -c "
export DEBIAN_FRONTEND=noninteractive PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin:/usr/games
echo '== apt-get install ./$NAME'
apt-get update -qq
apt-get install -y -qq -o Dpkg::Use-Pty=0 ./tmp/$NAME >/tmp/apt.log 2>&1 || { cat /tmp/apt.log; exit 1; }
echo '== self-test (offscreen)'
cd /tmp && env -u DISPLAY -u QT_QPA_PLATFORM nightfall-qt --self-test
echo '== every Qt module and the xcb plugin find their libraries'
P=/usr/lib/nightfall-qt/PySide6
missing=\$(for f in \$P/Qt*.abi3.so \$P/Qt/plugins/platforms/libqxcb.so \$P/Qt/plugins/platforms/libqoffscreen.so \
    \$P/Qt/plugins/xcbglintegrations/*.so \$P/Qt/plugins/iconengines/*.so \$P/Qt/plugins/imageformats/*.so; do
    ldd \$f | grep 'not found' | sed \"s|^|\$f: |\" || true; done)
if [ -n \"\$missing\" ]; then echo \"\$missing\"; exit 1; fi
echo '== self-test (xcb, under Xvfb)'
apt-get install -y -qq --no-install-recommends xvfb xauth >/dev/null 2>&1
QT_QPA_PLATFORM=xcb xvfb-run -a nightfall-qt --self-test
echo '== purge'
apt-get purge -y -qq -o Dpkg::Use-Pty=0 nightfall-qt >/dev/null
test ! -e /usr/lib/nightfall-qt && test ! -e /usr/games/nightfall-qt
echo 'chroot check ok'
"
