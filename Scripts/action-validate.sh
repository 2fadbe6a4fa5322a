#!/usr/bin/env bash
# The GitHub Action's one step (action.yml): downloads the release tarball PC_VERSION for this
# machine from PC_RELEASE_URL, installs it under $RUNNER_TEMP (or a temporary folder), and runs
# `validate --format github` on PC_FILES (a space-separated list; shell patterns are expanded),
# with --strict unless PC_STRICT is "false". The exit status is validate's; a download or
# install that fails is one line and status 2.
set -euo pipefail
: "${PC_FILES:?the files to check}" "${PC_VERSION:?the release to install}" "${PC_RELEASE_URL:?where the releases are}"
arch=$(uname -m)
name="push-composer-$PC_VERSION-linux-$arch"
home=$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/push-composer.XXXXXX")
if ! curl --fail --silent --show-error --location --proto '=https,file' --output "$home/$name.tar.gz" "$PC_RELEASE_URL/$name.tar.gz"; then
  echo "::error title=push-composer::could not download $name.tar.gz from $PC_RELEASE_URL"
  exit 2
fi
tar -C "$home" -xzf "$home/$name.tar.gz"
"$home/$name/install.sh" --prefix "$home/installed" >/dev/null
strict=(--strict)
[ "${PC_STRICT:-true}" = false ] && strict=()
# The patterns are expanded here, on purpose; a pattern that matches nothing is passed as it is,
# so validate names it as unreadable.
# shellcheck disable=SC2206
files=($PC_FILES)
set +e
"$home/installed/bin/push-composer" validate --format github "${strict[@]}" -- "${files[@]}"
status=$?
rm -rf "$home"
exit $status
