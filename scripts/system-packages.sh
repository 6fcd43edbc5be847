# What the machine itself needs, shared by `npm start`, `npm test` and CI (.ci/run runs npm test):
# Debian's Chromium (browser tests), Apertium with its English→Spanish and Spanish→Portuguese pairs
# (offline translation), espeak-ng (offline voices), and SWORD's mod2imp (libsword-utils) with three
# public-domain Bibles (converted by `npm run bibles:install`).
# Installed with apt-get when we may (root, Debian); otherwise the exact command is printed.
SYSTEM_PACKAGES=(chromium apertium-apy apertium-eng-spa apertium-es-pt espeak-ng libsword-utils sword-text-web sword-text-sparv sword-text-kjv)

# Without dpkg (not Debian) the packages that have a command are checked by it; the rest are
# the data of those commands and cannot be checked apart from them.
package_present() {
  if command -v dpkg-query >/dev/null 2>&1; then
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
    return
  fi
  case "$1" in
    chromium|apertium-apy|espeak-ng) command -v "$1" >/dev/null 2>&1 ;;
    *) return 0 ;;
  esac
}

# $1: "start" (carry on without them) or "test" (Chromium is required: fail without it).
ensure_system_packages() {
  local purpose="$1" missing=() package
  for package in "${SYSTEM_PACKAGES[@]}"; do
    package_present "$package" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
    echo "› Installing what this machine lacks with apt-get: ${missing[*]}"
    if DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" > data/apt-install.log 2>&1; then
      return 0
    fi
    echo "  apt-get could not install them (details in data/apt-install.log)."
  else
    echo "› This machine lacks: ${missing[*]}"
    if command -v apt-get >/dev/null 2>&1; then
      echo "  Install them with:  sudo apt-get install ${missing[*]}"
    else
      echo "  Install with your system's package manager: Chromium (at /usr/bin/chromium), Apertium APY with the"
      echo "  eng-spa and es-pt language pairs, espeak-ng, and the SWORD modules WEB, SpaRV and KJV."
    fi
  fi
  if [ "$purpose" = "test" ] && ! command -v chromium >/dev/null 2>&1; then
    echo "  The browser tests need Chromium at /usr/bin/chromium: install it, then run npm test again."
    return 1
  fi
  if [ "$purpose" = "start" ] && ! command -v apertium-apy >/dev/null 2>&1; then
    echo "  Starting without them: live translation shows untranslated text until Apertium is installed."
  fi
  return 0
}
