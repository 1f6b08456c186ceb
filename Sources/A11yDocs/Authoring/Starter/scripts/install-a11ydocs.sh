#!/bin/sh
# Installs a11ydocs for CI: the release A11YDOCS_VERSION, as A11YDOCS_HOME/a11ydocs.
#
#   A11YDOCS_VERSION      the release, e.g. 0.3.0 (set in the workflow)
#   A11YDOCS_ARCHIVE_URL  where that release's archive is downloaded from, over HTTPS only;
#                         {version} in it is replaced by A11YDOCS_VERSION. Empty: a11ydocs is
#                         built from source instead.
#   A11YDOCS_SHA256       the archive's SHA-256 (the first word of its .tar.gz.sha256): the
#                         archive is checked against it before it is unpacked. Empty: the
#                         checksum is fetched from <archive URL>.sha256, over HTTPS too.
#   A11YDOCS_SOURCE       the Git repository it is built from, at the tag v<version>, when
#                         A11YDOCS_ARCHIVE_URL is empty: with Swift where it is installed, else in
#                         the official Swift container with Docker. That takes a few minutes; keep
#                         A11YDOCS_HOME in the CI cache and it happens once per version.
#   A11YDOCS_HOME         where the binary goes (default: $HOME/.a11ydocs-bin)
#   A11YDOCS_ALLOW_INSECURE_ARCHIVE
#                         1 lets A11YDOCS_ARCHIVE_URL be a file:// address, to try an archive
#                         on your own computer. Never set it in CI.
#
# An a11ydocs of the right version already in A11YDOCS_HOME (from the cache) is kept.
set -eu
: "${A11YDOCS_VERSION:?set A11YDOCS_VERSION to the a11ydocs release to use, e.g. 0.3.0}"
home="${A11YDOCS_HOME:-$HOME/.a11ydocs-bin}"
mkdir -p "$home"

if [ -x "$home/a11ydocs" ] && [ "$("$home/a11ydocs" --version 2>/dev/null)" = "$A11YDOCS_VERSION" ]; then
  echo "a11ydocs $A11YDOCS_VERSION is already installed in $home"
  exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

fail() {
  echo "install-a11ydocs: $1" >&2
  exit 1
}

# Installs a missing tool with apt-get, as CI images (the Swift one among them) often lack one.
ensure() {
  command -v "$1" >/dev/null 2>&1 && return 0
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null
  else
    echo "install-a11ydocs: $1 is missing: install $2" >&2
    exit 1
  fi
}

if [ -n "${A11YDOCS_ARCHIVE_URL:-}" ]; then
  url="$(printf '%s' "$A11YDOCS_ARCHIVE_URL" | sed "s/{version}/$A11YDOCS_VERSION/g")"
  # Only HTTPS proves where the archive came from; curl is held to it, redirects included.
  case "$(printf '%s' "$url" | tr 'A-Z' 'a-z')" in
    https://*) proto='=https' ;;
    file://*)
      if [ "${A11YDOCS_ALLOW_INSECURE_ARCHIVE:-}" != 1 ]; then
        fail "A11YDOCS_ARCHIVE_URL is a file:// address ($url): CI installs only over https://. To try an archive on your own computer, run with A11YDOCS_ALLOW_INSECURE_ARCHIVE=1"
      fi
      echo "install-a11ydocs: WARNING: installing from a local file ($url) because A11YDOCS_ALLOW_INSECURE_ARCHIVE=1: for testing only, never in CI" >&2
      proto='=file' ;;
    http://*) fail "A11YDOCS_ARCHIVE_URL is an http:// address ($url), which anyone on the way can change: publish the archive over https:// and set that address" ;;
    *) fail "A11YDOCS_ARCHIVE_URL must be an https:// address (got '$url')" ;;
  esac
  echo "Downloading $url"
  ensure curl curl
  ensure sha256sum coreutils
  curl -fsSL --proto "$proto" --proto-redir "$proto" --retry 3 "$url" -o "$work/a11ydocs.tar.gz"

  # The proof: a checksum from outside the archive, checked before anything in it is read.
  if [ -n "${A11YDOCS_SHA256:-}" ]; then
    expected="$A11YDOCS_SHA256"
    pinned_by="A11YDOCS_SHA256 (pinned in the workflow)"
  else
    curl -fsSL --proto "$proto" --proto-redir "$proto" --retry 3 "$url.sha256" -o "$work/a11ydocs.tar.gz.sha256" ||
      fail "no checksum to check $url against: $url.sha256 could not be downloaded. Set A11YDOCS_SHA256 in the workflow to the release's SHA-256 (the first word of its .tar.gz.sha256), or publish that file beside the archive"
    expected="$(sed -n '1s/[[:space:]].*//p' "$work/a11ydocs.tar.gz.sha256")"
    pinned_by="$url.sha256, downloaded from the same place (A11YDOCS_SHA256 is empty; pin it to refuse a changed release)"
  fi
  expected="$(printf '%s' "$expected" | tr 'A-F' 'a-f')"
  case "$expected" in
    *[!0-9a-f]*) expected="" ;;
  esac
  [ "${#expected}" -eq 64 ] ||
    fail "the checksum from $pinned_by is not a SHA-256 (64 hexadecimal digits): set A11YDOCS_SHA256 to the first word of the release's .tar.gz.sha256"
  echo "Checking the archive against the SHA-256 in $pinned_by"
  if ! (cd "$work" && printf '%s  a11ydocs.tar.gz\n' "$expected" | sha256sum --check --status -); then
    actual="$(sha256sum "$work/a11ydocs.tar.gz" | cut -d ' ' -f 1)"
    fail "$url does not match its checksum, so it was not unpacked.
  expected SHA-256: $expected, from $pinned_by
  actual SHA-256:   $actual
If you changed A11YDOCS_VERSION, set A11YDOCS_SHA256 to the new release's SHA-256 (the first word of its .tar.gz.sha256). Otherwise do not use this archive: ask whoever publishes it what changed"
  fi

  tar -xzf "$work/a11ydocs.tar.gz" -C "$work"
  unpacked="$(find "$work" -mindepth 1 -maxdepth 1 -type d -name 'a11ydocs-*' | head -n 1)"
  [ -n "$unpacked" ] || fail "$url holds no a11ydocs-<version>-… folder"
  # The archive's own list agrees with its files: a packing mistake, not a proof of origin.
  if [ -f "$unpacked/SHA256SUMS" ]; then
    (cd "$unpacked" && sha256sum --check --quiet SHA256SUMS) || fail "the files in $url do not match its SHA256SUMS"
  fi
  cp "$unpacked/bin/a11ydocs" "$home/a11ydocs.new"
else
  : "${A11YDOCS_SOURCE:?set A11YDOCS_ARCHIVE_URL to a release archive, or A11YDOCS_SOURCE to the a11ydocs repository}"
  echo "Building a11ydocs $A11YDOCS_VERSION from $A11YDOCS_SOURCE (tag v$A11YDOCS_VERSION)"
  ensure git git
  git clone --quiet --depth 1 --branch "v$A11YDOCS_VERSION" "$A11YDOCS_SOURCE" "$work/source"
  if command -v swift >/dev/null 2>&1; then
    ensure make make
    make -C "$work/source" release
  elif command -v docker >/dev/null 2>&1; then
    docker run --rm -v "$work/source:/source" -w /source swift:6.1-bookworm \
      sh -c 'apt-get update -qq && apt-get install -y -qq make >/dev/null && make release'
  else
    echo "install-a11ydocs: building from source needs Swift 6.1 or Docker; or set A11YDOCS_ARCHIVE_URL" >&2
    exit 1
  fi
  cp "$work/source/.build/release/a11ydocs" "$home/a11ydocs.new"
fi

# Checked before it replaces anything: a wrong release never lands where CI runs it from.
chmod 755 "$home/a11ydocs.new"
installed="$("$home/a11ydocs.new" --version)"
if [ "$installed" != "$A11YDOCS_VERSION" ]; then
  rm -f "$home/a11ydocs.new"
  echo "install-a11ydocs: that a11ydocs says it is $installed, not $A11YDOCS_VERSION: check A11YDOCS_ARCHIVE_URL" >&2
  exit 1
fi
mv "$home/a11ydocs.new" "$home/a11ydocs"
echo "Installed a11ydocs $installed in $home"
