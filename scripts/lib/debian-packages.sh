# Sourced by the setup scripts: `ensure_debian_package <who> <package>` installs a Debian package
# when dpkg does not have it, as root (apt-get update once per script run); without root it says
# what to run and exits 1. Messages go to stderr, so a script's stdout stays its result.

debian_packages_updated=0
ensure_debian_package() {
  local who="$1" package="$2"
  if dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
    echo "$who: package $package already installed" >&2
    return
  fi
  if [ "$(id -u)" -ne 0 ]; then
    echo "$who: package $package is missing and installing it needs root: sudo apt-get install $package" >&2
    exit 1
  fi
  if [ "$debian_packages_updated" -eq 0 ]; then
    echo "$who: apt-get update" >&2
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
    debian_packages_updated=1
  fi
  echo "$who: installing package $package" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$package" >/dev/null
}
