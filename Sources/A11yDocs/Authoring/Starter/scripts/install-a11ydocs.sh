#!/bin/sh
# Installs a11ydocs for CI: the release A11YDOCS_VERSION, as A11YDOCS_HOME/a11ydocs.
#
#   A11YDOCS_VERSION      the release, e.g. 0.3.0 (set in the workflow)
#   A11YDOCS_ARCHIVE_URL  where that release's archive is downloaded from; {version} in it is
#                         replaced by A11YDOCS_VERSION. The archive's SHA256SUMS are checked.
#                         Empty: a11ydocs is built from source instead.
#   A11YDOCS_SOURCE       the Git repository it is built from, at the tag v<version>, when
#                         A11YDOCS_ARCHIVE_URL is empty: with Swift where it is installed, else in
#                         the official Swift container with Docker. That takes a few minutes; keep
#                         A11YDOCS_HOME in the CI cache and it happens once per version.
#   A11YDOCS_HOME         where the binary goes (default: $HOME/.a11ydocs-bin)
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
  echo "Downloading $url"
  ensure curl curl
  curl --fail --silent --show-error --location --retry 3 "$url" -o "$work/a11ydocs.tar.gz"
  tar -xzf "$work/a11ydocs.tar.gz" -C "$work"
  unpacked="$(find "$work" -mindepth 1 -maxdepth 1 -type d -name 'a11ydocs-*' | head -n 1)"
  [ -n "$unpacked" ] || { echo "install-a11ydocs: $url holds no a11ydocs-<version>-… folder" >&2; exit 1; }
  (cd "$unpacked" && sha256sum --check --quiet SHA256SUMS)
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
