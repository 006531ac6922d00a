#!/usr/bin/env bash
# Install the standalone bundle's tarball into a clean Debian 12 or Ubuntu 24.04 root the way a user would,
# and prove it runs:
#
#   sudo packaging/check_bundle_in_chroot.sh dist/nightfall-qt-*-linux-x86_64.tar.gz            # bookworm
#   sudo SUITE=noble packaging/check_bundle_in_chroot.sh dist/nightfall-qt-*-linux-x86_64.tar.gz
#
# Run it before any change to dependencies or packaging lands (packaging/README.md). The root is a new
# minbase (see packaging/chroot_base.sh for SUITE, MIRROR, BASE_TARBALL, KEYRING), removed at the end. In it,
# as an ordinary user: unpack the tarball, `sh install.sh` (into ~/.local); with no desktop library at all,
# `nightfall-qt-server --help` and `nightfall-qt --self-test-online` (the server needs no Qt), and
# `nightfall-qt --self-test` must stop with one line naming the packages to install; then, as root,
# `apt-get install` exactly the packages it named for xcb (what every X11 desktop has) and fontconfig-config
# (/etc/fonts and a font, which every desktop has), and as the user
# `--self-test` offscreen and on xcb under Xvfb, and `nightfall-qt` started as a user must still run 20 s
# later on an Xvfb display (SCREENSHOT=file.png keeps the screen); last `install.sh --uninstall`, after which nothing of it may
# be left in the user's home. Then the same install as root into /usr/local, `--version`, uninstall, nothing
# left. Needs root, debootstrap and the network (the archive).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
TARBALL="$(realpath "$1")"
SUITE="${SUITE:-bookworm}"
# shellcheck source=chroot_base.sh
. "$HERE/chroot_base.sh"

ROOT="$(mktemp -d "${TMPDIR:-/tmp}/nightfall-qt-bundle-$SUITE.XXXXXX")"
trap 'remove_root "$ROOT"' EXIT
echo "== $(date -u '+%Y-%m-%d %H:%M UTC'): $(basename "$TARBALL") ($(du -h "$TARBALL" | cut -f1)) on $SUITE"
make_root "$ROOT"
NAME="$(basename "$TARBALL")"
cp "$TARBALL" "$ROOT/tmp/$NAME"
chmod 644 "$ROOT/tmp/$NAME"

# X display numbers of this run: chroots share the host's network namespace, and with it X's abstract
# sockets, so two checks running at once must not both take :99.
DISPLAY_NUMBER=$((100 + $$ % 400 * 2))
chroot "$ROOT" /bin/bash -euo pipefail -c "
export DEBIAN_FRONTEND=noninteractive LC_ALL=C.UTF-8 PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
. /etc/os-release
echo \"== \$PRETTY_NAME\"
useradd -m -s /bin/bash player
# The user's data and settings go to /tmp, so that the home holds only what install.sh put there.
player_env='HOME=/home/player USER=player LANG=C.UTF-8 XDG_DATA_HOME=/tmp/player-data
    XDG_CONFIG_HOME=/tmp/player-config PATH=/home/player/.local/bin:/usr/local/bin:/usr/bin:/bin'
as_player() { runuser -u player -- env -i \$player_env \"\$@\"; }
cd /home/player
echo '== unpack, sh install.sh (into ~/.local)'
as_player tar -xzf /tmp/$NAME
dir=\$(basename /tmp/$NAME .tar.gz)
as_player sh \$dir/install.sh
as_player sh -c 'ls ~/.local/bin; command -v nightfall-qt nightfall-qt-server'
echo '== nightfall-qt --version'
as_player nightfall-qt --version
echo '== nightfall-qt-server --help (no desktop library installed)'
as_player nightfall-qt-server --help | head -3
echo '== nightfall-qt --self-test-online (no desktop library installed: the server needs no Qt)'
as_player nightfall-qt --self-test-online
echo '== nightfall-qt --self-test with no desktop library: one line naming what to install'
if as_player env QT_QPA_PLATFORM=xcb nightfall-qt --self-test >/tmp/bare.out 2>/tmp/bare.err; then
    echo 'it started without X11 libraries: the check below cannot be trusted'; exit 1
fi
cat /tmp/bare.out /tmp/bare.err
packages=\$(sed -n 's/.*sudo apt-get install //p' /tmp/bare.out /tmp/bare.err | head -1)
[ -n \"\$packages\" ] || { echo 'no package named'; exit 1; }
# And /etc/fonts with a font (fontconfig-config): a desktop has them; a minbase root has none (the bundle's
# own fontconfig then says \"Cannot load default config file\").
echo \"== apt-get install what it named: \$packages, and fontconfig-config\"
apt-get update -qq
apt-get install -y -qq --no-install-recommends -o Dpkg::Use-Pty=0 \$packages fontconfig-config >/tmp/apt.log 2>&1 \
    || { cat /tmp/apt.log; exit 1; }
echo '== nightfall-qt --self-test (offscreen)'
as_player nightfall-qt --self-test
bash /tmp/chroot_window_check.sh $DISPLAY_NUMBER \"\$player_env\"
echo '== sh install.sh --uninstall'
as_player sh \$dir/install.sh --uninstall
rm -rf --one-file-system \"/home/player/\$dir\"
left=\$(find /home/player \\( -iname '*nightfall*' -o -type l \\) -print)
if [ -n \"\$left\" ]; then echo 'left after uninstall:'; echo \"\$left\"; exit 1; fi
echo \"   nothing left in /home/player (\$(find /home/player -type f | wc -l) files there, none of the game's)\"
echo '== as root: sh install.sh --prefix /usr/local, --version, --uninstall'
tar -xzf /tmp/$NAME -C /opt
sh /opt/\$dir/install.sh --prefix /usr/local
/usr/local/bin/nightfall-qt --version
/usr/local/bin/nightfall-qt-server --help | head -1
sh /opt/\$dir/install.sh --prefix /usr/local --uninstall
left=\$(find /usr/local -iname '*nightfall*' -print)
if [ -n \"\$left\" ]; then echo 'left after uninstall:'; echo \"\$left\"; exit 1; fi
echo '   nothing left in /usr/local'
echo \"bundle chroot check ok: \$PRETTY_NAME\"
"
if [ -n "${SCREENSHOT:-}" ]; then
    convert "xwd:$ROOT/tmp/window.xwd" "$SCREENSHOT"
    echo "== the window, 20 s after start: $SCREENSHOT ($(identify -format '%w x %h, %k colours' "$SCREENSHOT"))"
fi
