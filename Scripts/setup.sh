#!/usr/bin/env bash
# Installs what building, running and testing PushComposer need and a Debian/Ubuntu machine may
# lack, then returns. Both README commands (Scripts/run.sh and Tests/run.sh) start with it, and so
# does CI; run it alone to set a machine up. Quiet and quick when nothing is missing.
#
# Needs: a Swift 6 toolchain on PATH (https://www.swift.org/install/linux/, or swiftly), and apt.
# Installs with apt-get as root, through sudo otherwise. Exit status: 0 ready, 2 not.
set -euo pipefail

# One row a need: the Debian package, then how to tell it is here (a command on PATH, or "-" for
# the package itself), then why. Versions after "=" pin the picture libraries to the upstream
# releases the snapshots were drawn with (Debian's security updates of them still install).
needs=(
  "libncurses-dev                 -           the terminal layer is built on ncurses"
  "pkg-config                     pkg-config  finds the picture libraries' headers and GLib's"
  "libssl-dev                     -           digests, HMACs and APNs token signatures (libcrypto)"
  "libchafa-dev=1.12.*            -           pictures drawn in terminal cells, sixel, kitty, iTerm2"
  "libturbojpeg0-dev=1:2.1.*      -           JPEG decoding (and encoding, for the tests' pictures)"
  "libpng-dev=1.6.*               -           PNG decoding and encoding"
  "libgif-dev=5.2.*               -           GIF decoding"
  "libwebp-dev=1.2.*              -           WebP decoding and encoding"
  "libglib2.0-dev                 -           libchafa's headers include GLib's"
  "tzdata                         -           Liquid's date and time_zone filters read the tz database"
  "tmux                           tmux        end-to-end tests drive the composer in tmux"
  "vim                            vim         end-to-end tests edit through ^X in a real vim"
  "neovim                         nvim        the language server is tested through Neovim's own LSP client"
  "nano                           nano        ... and in a real nano"
  "python3                        python3     end-to-end tests open real ptys"
  "bsdutils                       script      end-to-end tests record a terminal session"
  "util-linux                     setpriv     permission tests run as an unprivileged user"
  "openssl                        openssl     send tests make their TLS certificates at test time"
  "curl                           curl        the script compile --to curl prints is run"
  "tinyproxy                      tinyproxy   sends are tested through a real HTTP proxy"
  "procps                         ps          no secret may show in another user's ps"
  "binutils                       strip       the release is stripped"
  "dpkg-dev                       dpkg-shlibdeps  the .deb's dependencies"
  "pre-commit                     pre-commit  the hook file is tried with the real pre-commit"
  "python3-jsonschema             -           validate --format sarif is checked against the SARIF schema"
  "python3-junitparser            -           ... and --format junit read by a JUnit reader"
  "git                            git         ... which reads hooks from a git repository"
)

missing=()
installed=" $(dpkg-query -W -f='${Package}:${db:Status-Status} ' 2>/dev/null || true) "
for row in "${needs[@]}"; do
  read -r package probe _ <<<"$row"
  name=${package%%=*}
  if [ "$probe" = - ]; then
    case "$installed" in *" $name:installed "*|*" $name:amd64:installed "*|*" $name:arm64:installed "*) continue ;; esac
  elif command -v "$probe" >/dev/null 2>&1; then
    continue
  fi
  missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "setup: these Debian packages are missing and there is no apt-get to install them: ${missing[*]}" >&2
    exit 2
  fi
  as_root=()
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null 2>&1 || {
      echo "setup: missing ${missing[*]}; install them as root: apt-get install ${missing[*]}" >&2
      exit 2
    }
    as_root=(sudo)
  fi
  echo "setup: installing ${missing[*]}" >&2
  "${as_root[@]}" apt-get update -qq >&2 || true
  if ! "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2; then
    echo "setup: apt-get could not install ${missing[*]}" >&2
    exit 2
  fi
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: no Swift toolchain on PATH; Swift 6 is needed: https://www.swift.org/install/linux/" >&2
  exit 2
fi
