# Shared by packaging/deb/check_in_chroot.sh and packaging/check_bundle_in_chroot.sh (sourced, not run):
# make a clean minbase root of SUITE in ROOT, mount /proc in it, and undo both on exit.
#
#   SUITE        bookworm (Debian 12, default) or noble (Ubuntu 24.04); any other Debian/Ubuntu suite name
#                debootstrap knows works too
#   MIRROR       default http://deb.debian.org/debian (Debian suites), http://archive.ubuntu.com/ubuntu (Ubuntu)
#   BASE_TARBALL a tarball of a pristine debootstrapped root: unpacked when it exists (seconds instead of
#                minutes; a fresh copy of an untouched root is as clean as a new debootstrap), written right
#                after debootstrap when it does not (e.g. /work/cache/minbase-noble.tar)
#   KEYRING      the archive keyring debootstrap checks the suite's Release file with (default: Debian's,
#                or Ubuntu's from the host, else from the ubuntu-keyring package; see ubuntu_keyring below)
#
# Needs root, debootstrap and the network (the archive). Only /proc is mounted in the root. The host's /dev is
# deliberately NOT bound in: debootstrap makes the few device nodes apt and Xvfb need, and a bound /dev inside
# a folder that someone later removes with rm -rf takes the host's device nodes with it.

UBUNTU_SUITES=" focal jammy noble oracular plucky questing "
# Debian 12 ships no Ubuntu keyring. The noble one, fetched from the Ubuntu archive the first time and checked
# against this digest every time after (so a later download cannot swap the keys).
UBUNTU_KEYRING_DEB=ubuntu-keyring_2023.11.28.1_all.deb
UBUNTU_KEYRING_SHA256=36de43b15853ccae0028e9a767613770c704833f82586f28eb262f0311adb8a8

is_ubuntu() { case "$UBUNTU_SUITES" in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

ubuntu_keyring() {  # prints the path of an Ubuntu archive keyring
    if [ -f /usr/share/keyrings/ubuntu-archive-keyring.gpg ]; then
        echo /usr/share/keyrings/ubuntu-archive-keyring.gpg
        return
    fi
    local cache="${CACHE_DIR:-/var/cache/nightfall-qt-chroot}"
    mkdir -p "$cache"
    if [ ! -f "$cache/$UBUNTU_KEYRING_DEB" ]; then
        curl -sSfL -o "$cache/$UBUNTU_KEYRING_DEB.part" \
            "$MIRROR/pool/main/u/ubuntu-keyring/$UBUNTU_KEYRING_DEB" >&2
        mv "$cache/$UBUNTU_KEYRING_DEB.part" "$cache/$UBUNTU_KEYRING_DEB"
    fi
    echo "$UBUNTU_KEYRING_SHA256  $cache/$UBUNTU_KEYRING_DEB" | sha256sum -c --quiet - >&2 \
        || { echo "chroot_base.sh: $cache/$UBUNTU_KEYRING_DEB is not the expected keyring" >&2; exit 1; }
    rm -rf "$cache/ubuntu-keyring"
    dpkg-deb -x "$cache/$UBUNTU_KEYRING_DEB" "$cache/ubuntu-keyring"
    echo "$cache/ubuntu-keyring/usr/share/keyrings/ubuntu-archive-keyring.gpg"
}

# make_root ROOT: a clean minbase SUITE in ROOT (an empty folder), with /proc mounted and resolv.conf copied.
make_root() {
    local root="$1" script="" components=main keyring="${KEYRING:-}"
    if is_ubuntu "$SUITE"; then
        MIRROR="${MIRROR:-http://archive.ubuntu.com/ubuntu}"
        components=main,universe
        [ -n "$keyring" ] || keyring="$(ubuntu_keyring)"
        # debootstrap of Debian 12 predates noble: Ubuntu's suites since 7.10 all use the gutsy script.
        [ -e "/usr/share/debootstrap/scripts/$SUITE" ] || script=/usr/share/debootstrap/scripts/gutsy
    else
        MIRROR="${MIRROR:-http://deb.debian.org/debian}"
        [ -n "$keyring" ] || keyring=/usr/share/keyrings/debian-archive-keyring.gpg
    fi
    if [ -n "${BASE_TARBALL:-}" ] && [ -f "$BASE_TARBALL" ]; then
        echo "== unpack the pristine $SUITE root $BASE_TARBALL into $root"
        tar -xpf "$BASE_TARBALL" --numeric-owner -C "$root"
    else
        echo "== debootstrap --variant=minbase $SUITE into $root ($MIRROR)"
        # shellcheck disable=SC2086 (no script: the argument is left out)
        debootstrap --variant=minbase --components="$components" --keyring="$keyring" \
            "$SUITE" "$root" "$MIRROR" $script >"$root.debootstrap.log" 2>&1 \
            || { tail -30 "$root.debootstrap.log"; exit 1; }
        rm -f "$root.debootstrap.log"
        if [ -n "${BASE_TARBALL:-}" ]; then
            echo "== keep the pristine root as $BASE_TARBALL"
            mkdir -p "$(dirname "$BASE_TARBALL")"
            tar -cpf "$BASE_TARBALL.part" --numeric-owner --one-file-system -C "$root" .
            mv "$BASE_TARBALL.part" "$BASE_TARBALL"
        fi
    fi
    chmod 755 "$root"  # mktemp -d makes 0700 (and tar restores it): / must let apt's _apt and the user in
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    mountpoint -q "$root/proc" || mount -t proc proc "$root/proc"
    # The window check both checks run once the app is installed (the same steps for the .deb and the bundle).
    install -m 644 "$(dirname "${BASH_SOURCE[0]}")/chroot_window_check.sh" "$root/tmp/chroot_window_check.sh"
}

# remove_root ROOT: unmount /proc, then remove the root without ever crossing into a mount that is left.
remove_root() {
    local root="$1" proc ended=0
    # A process a failed check left running inside this root (and only this root: its /proc/PID/root is
    # the folder) is ended by its pid, so that nothing keeps running from a removed folder.
    for proc in /proc/[0-9]*; do
        if [ "$(readlink "$proc/root" 2>/dev/null)" = "$root" ]; then
            echo "chroot_base.sh: ending ${proc#/proc/} left in $root: $(tr '\0' ' ' < "$proc/cmdline" 2>/dev/null)" >&2
            kill -TERM "${proc#/proc/}" 2>/dev/null || true
            ended=1
        fi
    done
    if [ "$ended" = 1 ]; then sleep 2; fi
    umount "$root/proc" 2>/dev/null || true
    if mountpoint -q "$root/proc" 2>/dev/null; then
        echo "chroot_base.sh: $root/proc is still mounted; $root is left in place" >&2
        return
    fi
    rm -rf --one-file-system "$root"
}
