#!/usr/bin/env bash
# The release as a user without Swift gets it: Scripts/release.sh builds the tarball and the
# .deb; each is installed into a fresh folder (the .deb unpacked by dpkg-deb, the tarball by its
# install.sh) and run from outside the source tree with no Swift on PATH: --version names the
# version and commit, validate checks a push, the composer draws a frame with an installed theme,
# and the man page, completions and licences are where they belong. Prints "N passed, N failed".
# (The argument, the test build's binary, is not used: the release is built here.)
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BIN=/nonexistent
source "$(dirname "$0")/lib/composer-tmux.sh"

out="$WORK/dist"
if ! DIST="$out" bash "$ROOT/Scripts/release.sh" > "$WORK/release.log" 2> "$WORK/release.err"; then
  tail -n 30 "$WORK/release.err"
  echo "FAIL - Scripts/release.sh builds the release"; echo "0 passed, 1 failed"; exit 1
fi
cat "$WORK/release.log"
deb=$(ls "$out"/push-composer_*_*.deb)
tarball=$(ls "$out"/push-composer-*-linux-*.tar.gz)

# A PATH with no Swift on it, and nothing from the build tree: the programs run from $WORK.
NOSWIFT=/usr/local/bin:/usr/bin:/bin
check "no Swift on the PATH the installed binary runs with" bash -c "! PATH=$NOSWIFT command -v swift"

dpkg-deb -x "$deb" "$WORK/deb-root"
mkdir -p "$WORK/tar-root" && tar -C "$WORK" -xzf "$tarball"
# A theme of the user's own where the installed ones go (PREFIX/share is ~/.local/share for ~/.local).
mine="$WORK/tar-root/share/push-composer/themes/light.toml"
mkdir -p "$(dirname "$mine")" && { echo "# my own colours"; cat "$ROOT/Themes/light.toml"; } > "$mine"
"$WORK"/push-composer-*-linux-*/install.sh --prefix "$WORK/tar-root" > "$WORK/install.log"
check "install.sh installs into the prefix it is given" grep -q "installed $WORK/tar-root/bin/push-composer" "$WORK/install.log"
check "install.sh keeps a theme of the user's own and puts the release's beside it" sh -c \
  "head -n 1 '$mine' | grep -q 'my own colours' && cmp -s '$mine.dist' '$ROOT/Themes/light.toml' && grep -q 'kept your $mine' '$WORK/install.log'"
check "install.sh again: nothing else differs, nothing else is kept aside" sh -c \
  "'$WORK'/push-composer-*-linux-*/install.sh --prefix '$WORK/tar-root' | grep -c '^kept' | grep -qx 1"

depends=$(dpkg-deb -f "$deb" Depends)
echo "    .deb depends on: $depends"
check ".deb depends on libc and ncurses" bash -c "echo '$depends' | grep -q libc6 && echo '$depends' | grep -q libncursesw6"
check ".deb depends on nothing of Swift's" bash -c "! echo '$depends' | grep -qi swift"
check ".deb depends on the picture libraries and libcrypto it opens on first use" bash -c \
  "for p in libchafa0 libpng16-16 libturbojpeg0 libgif7 libwebp7 libssl3; do echo '$depends' | grep -qw \"\$p\" || exit 1; done"

printf '{"alert": {"title": "Sale", "body": "Ends soon"}, "sound": "default"}\n' > "$WORK/push.json"
printf '{"alert": {"title": "{{ '"'"'x'"'"' | md5 }}", "body": "b"}}' > "$WORK/md5.json"
mkdir -p "$WORK/fake-crypto" && echo 'int nothing_here;' > "$WORK/fake-crypto/stub.c"
"$(dirname "$(readlink -f "$(command -v swiftc)")")/clang" -shared -o "$WORK/fake-crypto/libcrypto.so.3" "$WORK/fake-crypto/stub.c"
env -u LD_LIBRARY_PATH PATH="$NOSWIFT" "$WORK/deb-root/usr/bin/push-composer" users add ana --set first_name=Ana >/dev/null
cd "$WORK"
for install in deb-root/usr tar-root; do
  prefix="$WORK/$install"
  exe="$prefix/bin/push-composer"
  run() { env -u LD_LIBRARY_PATH PATH="$NOSWIFT" "$exe" "$@"; }
  check "$install: the binary loads no Swift library and finds every library" bash -c "! ldd '$exe' | grep -Eq 'libswift|libFoundation|not found'"
  check "$install: libcrypto is not loaded at start (it is opened when first needed)" bash -c "! ldd '$exe' | grep -q libcrypto"
  check "$install: --version names the version and the commit" bash -c "env PATH=$NOSWIFT '$exe' --version | grep -Eq '^[0-9]+\.[0-9]+\.[0-9]+ \(commit [0-9a-f]{12}'"
  check "$install: validate accepts a push" run validate "$WORK/push.json"
  check "$install: validate rejects a broken one" bash -c "printf '{\"alert\": 3}' > '$WORK/bad.json'; ! env PATH=$NOSWIFT '$exe' validate '$WORK/bad.json'"
  # libcrypto is opened when a digest or signature is first needed: one that lacks its functions
  # (a stand-in found first through LD_LIBRARY_PATH) is refused in one line, never a crash.
  check "$install: a digest filter renders through libcrypto" bash -c \
    "PATH=$NOSWIFT '$exe' compile '$WORK/md5.json' --to apns --user ana | grep -q 9dd4e461268c8034f5c8564e155c67a6"
  check "$install: without a usable libcrypto, one line naming libssl3 and status 1" bash -c \
    "LD_LIBRARY_PATH='$WORK/fake-crypto' PATH=$NOSWIFT '$exe' compile '$WORK/md5.json' --to apns --user ana 2>'$WORK/crypto.err'; [ \$? = 1 ] && [ \$(wc -l < '$WORK/crypto.err') = 1 ] && grep -q 'libcrypto.so.3 (OpenSSL 3) could not be opened: install it (apt install libssl3)' '$WORK/crypto.err'"
  check "$install: the man page is installed" bash -c "ls '$prefix'/share/man/man1/push-composer.1* >/dev/null"
  man=$(ls "$prefix"/share/man/man1/push-composer.1*)
  # The man page is generated from the parser: every subcommand of --help is in it.
  commands=$(run --help | sed -n '/^SUBCOMMANDS:/,/^$/p' | grep -E '^  [a-z]' | awk '{ print $1 }')
  missing=""
  for c in $commands; do zcat -f "$man" | grep -qx ".It Em $c" || missing="$missing $c"; done
  check "$install: the man page has every subcommand of --help ($(echo $commands | wc -w))" test -z "$missing" -a -n "$commands"
  check "$install: the man page keeps the help's ellipses (5f2c...e1), not dropping them" bash -c "zcat -f '$man' | grep -q '5f2c\\.\\.\\.e1' && ! zcat -f '$man' | grep -q '5f2ce1'"
  check "$install: the man page has ENVIRONMENT, FILES and a real EXIT STATUS, from the docs" bash -c "
    zcat -f '$man' | grep -q '^.Sh \"ENVIRONMENT\"' && zcat -f '$man' | grep -q '^.It BRAZE_API_KEY' &&
    zcat -f '$man' | grep -q '^.Sh \"FILES\"' && zcat -f '$man' | grep -q '^.It config.toml' &&
    zcat -f '$man' | grep -q '^.It 2' && ! zcat -f '$man' | grep -q '^.Ex -std'"
  check "$install: bash, zsh and fish completions" ls "$prefix/share/bash-completion/completions/push-composer" \
    "$prefix"/share/zsh/*/_push-composer "$prefix/share/fish/vendor_completions.d/push-composer.fish"
  check "$install: bash completion loads" bash -c "source \$(ls '$prefix'/share/bash-completion/completions/push-composer) && complete -p push-composer"
  check "$install: licences of what is linked in" bash -c "ls '$prefix'/share/doc/push-composer/licenses/swift.txt '$prefix'/share/doc/push-composer/licenses/swift-nio-LICENSE.txt"
  # One frame of the composer, with a theme that is not built in: found in the installed share folder.
  BIN="env -u LD_LIBRARY_PATH PATH=$NOSWIFT $exe"
  start --theme light "$WORK/push.json"
  check "$install: the composer draws a frame with an installed theme" wait_for "Braze"
  tm send-keys -t c C-q
  check "$install: the composer quits" wait_for "exited 0"
done

# The GitHub Action's step (action.yml → Scripts/action-validate.sh) on the tarball just built,
# served from a file:// URL as GitHub would serve it over HTTPS: installed, then validate
# --format github on a shell pattern.
version=$(basename "$tarball" | sed -E 's/^push-composer-(.*)-linux-[^-]*\.tar\.gz$/\1/')
mkdir -p "$WORK/ci/pushes"
printf '{"alert": {"title": "Sale", "body": "Ends soon"}}\n' > "$WORK/ci/pushes/good.json"
printf '{\n  "alert": {"title": "Sale", "body": "b"},\n  "extra": {"aps": 1}\n}\n' > "$WORK/ci/pushes/bad.json"
action() { (cd "$WORK/ci" && env -u LD_LIBRARY_PATH PATH="$NOSWIFT" RUNNER_TEMP="$WORK" PC_RELEASE_URL="file://$out" \
  PC_VERSION="$version" PC_FILES="$1" PC_STRICT="${2:-true}" bash "$ROOT/Scripts/action-validate.sh" > "$WORK/action.out" 2>&1); }
action 'pushes/*.json'; status=$?
cat "$WORK/action.out" | sed 's/^/    /'
check "action: installs the release and annotates the bad push's line (status 1)" bash -c \
  "[ $status = 1 ] && grep -q '^::error file=pushes/bad.json,line=3,col=13,title=extra.reserved-key::' '$WORK/action.out'"
check "action: the good push has no annotation" bash -c "! grep -q 'file=pushes/good.json' '$WORK/action.out'"
action 'pushes/good.json'
check "action: a valid push passes (status 0)" test $? = 0
PC_VERSION_SAVED=$version; version=0.0.0-none
action 'pushes/good.json'; status=$?
version=$PC_VERSION_SAVED
check "action: a release that is not there is one ::error line and status 2" bash -c \
  "[ $status = 2 ] && grep -q '^::error title=push-composer::could not download push-composer-0.0.0-none-linux-' '$WORK/action.out'"

# The pre-commit hook (.pre-commit-hooks.yaml), tried by the real pre-commit from this repository
# in a project's own git repository, with the installed program on PATH.
if command -v pre-commit >/dev/null; then
  mkdir -p "$WORK/project" && cp "$WORK/ci/pushes/"*.json "$WORK/project/" && git -C "$WORK/project" init -q
  hook() { (cd "$WORK/project" && env -u LD_LIBRARY_PATH PATH="$WORK/tar-root/bin:$NOSWIFT" HOME="$WORK/project-home" \
    PRE_COMMIT_HOME="$WORK/pre-commit-cache" pre-commit try-repo "$ROOT" push-composer-validate --files "$@" > "$WORK/hook.out" 2>&1); }
  hook bad.json; status=$?
  sed 's/^/    /' "$WORK/hook.out"
  check "pre-commit: the hook fails a push with an error, naming its line" bash -c \
    "[ $status != 0 ] && grep -q 'bad.json:3:13: error\\[extra.reserved-key\\]' '$WORK/hook.out'"
  hook good.json
  check "pre-commit: the hook passes a valid push" test $? = 0
else
  check "pre-commit is installed (Scripts/setup.sh)" false
fi
ls -l "$out" | awk 'NR > 1 { print "    " $5 " B  " $9 }'
finish
