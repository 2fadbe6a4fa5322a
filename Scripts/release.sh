#!/usr/bin/env bash
# Builds a release anyone can install without Swift: the Swift runtime linked in, stripped, with
# its man page (generated from the argument parser, so it cannot drift from --help), bash, zsh and
# fish completions, the themes and the licences of everything linked in. Writes into dist/ (or
# $DIST):
#   push-composer-VERSION-linux-ARCH.tar.gz   unpack, then ./install.sh --prefix ~/.local
#   push-composer_VERSION_DEBARCH.deb         sudo apt install ./push-composer_…deb
# Needs Swift 6, binutils (strip), dpkg-dev (dpkg-shlibdeps, dpkg-deb), python3 and the -dev packages
# the build needs (see the README). DEBFULLNAME and DEBEMAIL name the package's maintainer.
# DEB_COMPRESSION (xz) is dpkg-deb's -Z: the test command's release check packs with "none",
# since xz takes a minute of CPU and the files installed are the same. Prints the two files and
# their sizes.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
dist=${DIST:-$root/dist}

echo "== building the release (Swift runtime linked statically)" >&2
built=$(bash Scripts/build-release.sh)
scratch=$root/.build-static
version=$("$built" --version | cut -d' ' -f1)
arch=$(uname -m)
debarch=$(dpkg --print-architecture)
name="push-composer-$version-linux-$arch"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tree="$work/$name"
mkdir -p "$tree/bin" "$tree/share/man/man1" "$tree/share/push-composer/themes" "$tree/share/doc/push-composer/licenses" \
         "$tree/share/bash-completion/completions" "$tree/share/zsh/site-functions" "$tree/share/fish/vendor_completions.d"
strip -o "$tree/bin/push-composer" "$built"

echo "== the man page, from the argument parser" >&2
# swift-argument-parser's generate-manual reads the binary's own help dump, so the page cannot
# drift from --help; it is built beside the release, from what the release already compiled.
manual_tool=$(bash Scripts/build-release.sh generate-manual)
mkdir -p "$work/man" "$work/dump"
# The generator drops every character outside ASCII ("5f2c…e1" became "5f2ce1"): it reads the
# help dump through a stand-in of the same name that writes "…" as "...".
printf '#!/bin/sh\n%q "$@" | sed "s/…/.../g"\n' "$built" >"$work/dump/push-composer"
chmod +x "$work/dump/push-composer"
"$manual_tool" "$work/dump/push-composer" --output-directory "$work/man" >&2
[ -s "$work/man/push-composer.1" ] || { echo "release: the man page was not generated" >&2; exit 1; }
# ENVIRONMENT, FILES and EXIT STATUS, which the parser has no place for, from the docs.
python3 Scripts/man-sections.py "$work/man/push-composer.1"
cp "$work/man/push-composer.1" "$tree/share/man/man1/push-composer.1"

echo "== completions, themes, licences" >&2
"$tree/bin/push-composer" --generate-completion-script bash > "$tree/share/bash-completion/completions/push-composer"
"$tree/bin/push-composer" --generate-completion-script zsh > "$tree/share/zsh/site-functions/_push-composer"
"$tree/bin/push-composer" --generate-completion-script fish > "$tree/share/fish/vendor_completions.d/push-composer.fish"
cp Themes/*.toml Themes/README.md "$tree/share/push-composer/themes/"

# Licences of what is linked in: the Swift runtime and Foundation (with ICU), and every package
# whose modules are in the link.
licenses="$tree/share/doc/push-composer/licenses"
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
cp "$toolchain/share/swift/LICENSE.txt" "$licenses/swift.txt"
if icu=$(ls /usr/share/doc/libicu*/copyright 2>/dev/null | head -n 1) && [ -n "$icu" ]; then
  cp "$icu" "$licenses/icu.txt"
else
  echo "ICU (linked into Foundation): Unicode License v3, https://www.unicode.org/license.txt" > "$licenses/icu.txt"
fi
linked="$scratch/release/push-composer.product/Objects.LinkFileList"
for package in "$scratch"/checkouts/*/; do
  for module in "$package"Sources/*/; do
    if grep -q "/$(basename "$module").build/" "$linked"; then
      for file in "$package"LICENSE* "$package"NOTICE*; do
        [ -f "$file" ] && cp "$file" "$licenses/$(basename "$package")-$(basename "$file")"
      done
      break
    fi
  done
done

cat > "$tree/install.sh" <<'INSTALL'
#!/bin/sh
# Installs push-composer under a prefix: ./install.sh [--prefix DIR]  (default: ~/.local).
# The binary goes to PREFIX/bin, the man page, completions and themes under PREFIX/share. A theme
# already there that differs (with the prefix ~/.local, PREFIX/share is your own data folder, and
# the theme may be yours) is kept; this release's goes beside it as NAME.toml.dist.
set -eu
prefix="$HOME/.local"
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    -h|--help) echo "usage: ./install.sh [--prefix DIR]   (default: ~/.local)"; exit 0 ;;
    *) echo "install.sh: unknown option '$1' (usage: ./install.sh [--prefix DIR])" >&2; exit 2 ;;
  esac
done
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$prefix/bin" "$prefix/share"
cp "$here/bin/push-composer" "$prefix/bin/push-composer.new" && chmod 755 "$prefix/bin/push-composer.new"
mv -f "$prefix/bin/push-composer.new" "$prefix/bin/push-composer"
(cd "$here/share" && find . -type f) | while IFS= read -r file; do
  dest="$prefix/share/${file#./}"
  mkdir -p "$(dirname "$dest")"
  case "$file" in
    ./push-composer/themes/*)
      if [ -e "$dest" ] && ! cmp -s "$here/share/$file" "$dest"; then
        cp "$here/share/$file" "$dest.dist"
        echo "kept your $dest; this release's is beside it: $dest.dist"
        continue
      fi ;;
  esac
  cp "$here/share/$file" "$dest"
done
echo "installed $prefix/bin/push-composer ($("$prefix/bin/push-composer" --version))"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "note: $prefix/bin is not on your PATH" ;; esac
INSTALL
chmod 755 "$tree/install.sh"

mkdir -p "$dist"
tarball="$dist/$name.tar.gz"
tar -C "$work" --owner=0 --group=0 --numeric-owner -czf "$tarball" "$name"

echo "== the Debian package" >&2
deb="$work/deb"
mkdir -p "$deb/DEBIAN" "$deb/usr/bin" "$deb/usr/share/man/man1" "$deb/usr/share/doc/push-composer" \
         "$deb/usr/share/bash-completion/completions" "$deb/usr/share/zsh/vendor-completions" "$deb/usr/share/fish/vendor_completions.d"
install -m 755 "$tree/bin/push-composer" "$deb/usr/bin/push-composer"
gzip -9n < "$tree/share/man/man1/push-composer.1" > "$deb/usr/share/man/man1/push-composer.1.gz"
cp "$tree/share/bash-completion/completions/push-composer" "$deb/usr/share/bash-completion/completions/"
cp "$tree/share/zsh/site-functions/_push-composer" "$deb/usr/share/zsh/vendor-completions/"
cp "$tree/share/fish/vendor_completions.d/push-composer.fish" "$deb/usr/share/fish/vendor_completions.d/"
cp -R "$tree/share/push-composer" "$deb/usr/share/"
cp -R "$licenses" "$deb/usr/share/doc/push-composer/"
{ echo "push-composer: the licences of everything linked into the binary are in"
  echo "/usr/share/doc/push-composer/licenses/ (one file per component)."; } > "$deb/usr/share/doc/push-composer/copyright"
# Depends: the shared libraries the binary loads (ldd), as dpkg-shlibdeps names their packages.
mkdir -p "$work/shlibs/debian"
printf 'Source: push-composer\n\nPackage: push-composer\nArchitecture: any\n' > "$work/shlibs/debian/control"
depends=$(cd "$work/shlibs" && dpkg-shlibdeps -O "$deb/usr/bin/push-composer" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "release: dpkg-shlibdeps named no dependencies" >&2; exit 1; }
# The picture libraries and libcrypto are opened on first use, so the binary does not name them:
# their packages are added by the files the program opens (listed once, in each C module).
for file in $(grep -oh 'lib[a-z0-9]*\.so\.[0-9]*' "$root/Sources/CPictureLibraries/picture_libraries.c" "$root/Sources/CLibCrypto/libcrypto_shims.c"); do
  package=$(dpkg -S "$file" 2>/dev/null | awk -v f="$file" -F': ' '{ n = split($2, p, "/"); if (p[n] == f) { sub(/:.*/, "", $1); print $1; exit } }')
  [ -n "$package" ] || { echo "release: no installed package has $file" >&2; exit 1; }
  depends="$depends, $package"
done
cat > "$deb/DEBIAN/control" <<CONTROL
Package: push-composer
Version: $version
Architecture: $debarch
Maintainer: ${DEBFULLNAME:-PushComposer} <${DEBEMAIL:-push-composer@example.invalid}>
Depends: $depends
Section: devel
Priority: optional
Installed-Size: $(du -sk "$deb/usr" | cut -f1)
Description: compose, check and send iOS test pushes in Braze's apple_push format
 A full-screen terminal composer (over SSH too) and a command line for scripts and CI:
 validation with compiler-style diagnostics, exact byte counts against Braze's 1912-byte
 limit, a lock-screen card preview, Braze Liquid rendered per test user, and sending
 through Braze or straight to a phone through APNs.
CONTROL
package="$dist/push-composer_${version}_${debarch}.deb"
dpkg-deb --root-owner-group -Z"${DEB_COMPRESSION:-xz}" --build "$deb" "$package" >&2

for file in "$tarball" "$package"; do
  echo "$file $(du -h "$file" | cut -f1)"
done
echo "binary (stripped): $(du -h "$tree/bin/push-composer" | cut -f1)"
