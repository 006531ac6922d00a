#!/usr/bin/env bash
# Install a built .deb into a clean Debian 12 or Ubuntu 24.04 root the way a user would, and prove it runs:
#
#   sudo packaging/deb/check_in_chroot.sh dist/nightfall-qt_*.deb                   # Debian 12 (bookworm)
#   sudo SUITE=noble packaging/deb/check_in_chroot.sh dist/nightfall-qt_*.deb       # Ubuntu 24.04
#   sudo BASE_TARBALL=/var/cache/minbase-noble.tar SUITE=noble packaging/deb/check_in_chroot.sh the.deb
#
# Run it before any change to dependencies or packaging lands (packaging/README.md). A new minbase root
# (debootstrap, or a fresh copy of a pristine one: see packaging/chroot_base.sh for SUITE, MIRROR,
# BASE_TARBALL, KEYRING), removed at the end. In it, as root: `apt-get install ./the.deb` (which must bring
# every dependency; timed); then as an ordinary user, as on a desktop: `nightfall-qt --version`,
# `nightfall-qt --self-test` offscreen; ldd of every Qt module and plugin (no library may be missing: the
# Depends are complete); `nightfall-qt-server --help`; `nightfall-qt --self-test-online` (a room hosted by
# the in-app server and by the installed nightfall-qt-server on 127.0.0.1, joined by a second client, played
# to the end); Xvfb and `--self-test` on the real xcb platform; `nightfall-qt` as a user starts it, on an
# Xvfb display, must still run 20 s later (SCREENSHOT=file.png keeps what the screen showed; needs ImageMagick
# on the host); last `apt-get purge`, after which no file of the package, nor any file named *nightfall*
# outside the user's home and /tmp, may be left.
# Needs root, debootstrap and the network (the archive).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
DEB="$(realpath "$1")"
SUITE="${SUITE:-bookworm}"
# shellcheck source=../chroot_base.sh
. "$HERE/../chroot_base.sh"

ROOT="$(mktemp -d "${TMPDIR:-/tmp}/nightfall-qt-$SUITE.XXXXXX")"
trap 'remove_root "$ROOT"' EXIT
echo "== $(date -u '+%Y-%m-%d %H:%M UTC'): $(basename "$DEB") ($(du -h "$DEB" | cut -f1), Installed-Size $(dpkg-deb -f "$DEB" Installed-Size) KiB) on $SUITE"
make_root "$ROOT"
cp "$DEB" "$ROOT/tmp/"
NAME="$(basename "$DEB")"

# X display numbers of this run: chroots share the host's network namespace, and with it X's abstract
# sockets, so two checks running at once must not both take :99.
DISPLAY_NUMBER=$((100 + $$ % 400 * 2))
chroot "$ROOT" /bin/bash -euo pipefail -c "
export DEBIAN_FRONTEND=noninteractive LC_ALL=C.UTF-8 PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
. /etc/os-release
echo \"== \$PRETTY_NAME, \$(python3 --version 2>/dev/null || echo 'no python3 yet')\"
apt-get update -qq
echo '== apt-get install ./$NAME'
start=\$(date +%s%N)
apt-get install -y -qq -o Dpkg::Use-Pty=0 ./tmp/$NAME >/tmp/apt.log 2>&1 || { cat /tmp/apt.log; exit 1; }
tenths=\$(( (\$(date +%s%N) - start) / 100000000 ))
echo \"   installed in \$((tenths / 10)).\$((tenths % 10)) s: \$(grep -c '^Unpacking ' /tmp/apt.log) packages downloaded and unpacked, \
postinst byte-compiled; \$(python3 --version)\"
dpkg -L nightfall-qt > /tmp/package-files
useradd -m -s /bin/bash player
# What an ordinary user runs, with a desktop user's PATH (Debian and Ubuntu put /usr/games on it).
player_env='HOME=/home/player USER=player LANG=C.UTF-8 PATH=/usr/local/bin:/usr/bin:/bin:/usr/games'
as_player() { runuser -u player -- env -i \$player_env \"\$@\"; }
cd /home/player
echo '== nightfall-qt --version'
as_player nightfall-qt --version
echo '== nightfall-qt --self-test (offscreen)'
as_player nightfall-qt --self-test
echo '== every Qt module and the plugins the game loads find their libraries'
# (Not the optional plugins: wayland, gtk3 theme, cups print support load only where a desktop has their
# libraries, and Qt carries on without them.)
P=/usr/lib/nightfall-qt/PySide6
needed=\$(ls \$P/Qt*.abi3.so \$P/Qt/plugins/platforms/libqxcb.so \$P/Qt/plugins/platforms/libqoffscreen.so \
    \$P/Qt/plugins/xcbglintegrations/*.so \$P/Qt/plugins/iconengines/*.so \$P/Qt/plugins/imageformats/*.so)
missing=\$(for f in \$needed; do ldd \$f | grep 'not found' | sed \"s|^|\$f: |\" || true; done)
if [ -n \"\$missing\" ]; then echo \"\$missing\"; exit 1; fi
echo \"   \$(echo \$needed | wc -w) libraries checked: nothing missing\"
echo '== nightfall-qt-server --help'
as_player sh -c \"command -v nightfall-qt-server\"
as_player nightfall-qt-server --help | head -3
echo '== nightfall-qt --self-test-online (in-app host, then the installed nightfall-qt-server)'
as_player nightfall-qt --self-test-online
bash /tmp/chroot_window_check.sh $DISPLAY_NUMBER \"\$player_env\"
echo '== apt-get purge nightfall-qt'
apt-get purge -y -qq -o Dpkg::Use-Pty=0 nightfall-qt >/tmp/purge.log 2>&1 || { cat /tmp/purge.log; exit 1; }
left=\$(while read -r path; do
    if [ -e \"\$path\" ] && ! [ -d \"\$path\" ]; then echo \"\$path\"; fi
    if [ -d \"\$path\" ] && case \"\$path\" in */nightfall*) true ;; *) false ;; esac; then echo \"\$path\"; fi
done < /tmp/package-files)
left=\"\$left\$(find / -xdev \\( -path /proc -o -path /tmp -o -path /home/player \\) -prune -o -iname '*nightfall*' -print)\"
if [ -n \"\$left\" ]; then echo \"left after purge:\"; echo \"\$left\"; exit 1; fi
echo \"   nothing left (\$(wc -l < /tmp/package-files) paths of the package checked, and no *nightfall* outside ~ and /tmp)\"
echo \"chroot check ok: \$PRETTY_NAME\"
"
if [ -n "${SCREENSHOT:-}" ]; then
    convert "xwd:$ROOT/tmp/window.xwd" "$SCREENSHOT"
    echo "== the window, 20 s after start: $SCREENSHOT ($(identify -format '%w x %h, %k colours' "$SCREENSHOT"))"
fi
