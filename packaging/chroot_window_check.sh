#!/bin/bash
# Run inside a check's chroot (packaging/deb/check_in_chroot.sh, packaging/check_bundle_in_chroot.sh), as root,
# after the app is installed: `--self-test` on the real xcb platform under Xvfb, then plain `nightfall-qt` as the
# user `player` starts it, which must still run 20 s later (the screen is kept in /tmp/window.xwd).
#
#   bash /tmp/chroot_window_check.sh DISPLAY_NUMBER PLAYER_ENV
set -euo pipefail
DISPLAY_NUMBER="$1"
player_env="$2"
as_player() { runuser -u player -- env -i $player_env "$@"; }
echo '== nightfall-qt --self-test (xcb, under Xvfb)'
apt-get install -y -qq --no-install-recommends -o Dpkg::Use-Pty=0 xvfb xauth >/tmp/apt-xvfb.log 2>&1 \
    || { cat /tmp/apt-xvfb.log; exit 1; }
as_player env QT_QPA_PLATFORM=xcb xvfb-run -n $DISPLAY_NUMBER nightfall-qt --self-test
echo '== nightfall-qt as a user starts it: the window opens and stays (20 s on an X server)'
# Xvfb keeps its framebuffer in a file (XWD format): the host turns it into SCREENSHOT if asked.
# setpriv and env exec (runuser would stay in between and not pass a signal on), and a simple command (not a
# function: that would be a subshell) is what & runs: $! is Xvfb's, then the app's own pid. The trap ends
# both whatever happens.
bg_player="setpriv --reuid=player --regid=player --init-groups env -i $player_env"
mkdir -p /tmp/fb && chown player /tmp/fb
$bg_player Xvfb :$((DISPLAY_NUMBER + 1)) -screen 0 1280x800x24 -nolisten tcp -fbdir /tmp/fb >/tmp/xvfb.log 2>&1 &
xvfb=$!
app=
trap 'kill $app $xvfb 2>/dev/null || true' EXIT
sleep 3
if ! kill -0 $xvfb 2>/dev/null; then echo 'Xvfb did not start:'; cat /tmp/xvfb.log; exit 1; fi
$bg_player DISPLAY=:$((DISPLAY_NUMBER + 1)) nightfall-qt >/tmp/window.log 2>&1 &
app=$!
sleep 20
if ! kill -0 $app 2>/dev/null; then echo 'nightfall-qt exited:'; cat /tmp/window.log; exit 1; fi
cp /tmp/fb/Xvfb_screen0 /tmp/window.xwd
kill $app; wait $app || true
kill $xvfb; wait $xvfb || true
if grep -q Traceback /tmp/window.log; then cat /tmp/window.log; exit 1; fi
echo "   still running after 20 s$( [ -s /tmp/window.log ] && echo ', it said:' || echo ', nothing on stderr')"
cat /tmp/window.log
