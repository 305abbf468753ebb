#!/bin/sh
# Makes src/app/fonts/inter-latin-400-700.woff2, the Inter file every page preloads, from @fontsource-variable/inter's
# Latin file (48 KB): the weight axis cut to the 400-700 the theme uses and the layout features to those a browser
# applies by default, with every character of the Latin range kept (fonts.css's unicode-range). 27 KB.
# Needs fonttools (Debian: apt-get install fonttools). Run it again after updating @fontsource-variable/inter.
set -eu
export SOURCE_DATE_EPOCH=0 # the same file from the same source
cd "$(dirname "$0")/.."
source=../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
target=src/app/fonts/inter-latin-400-700.woff2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fonttools varLib.instancer -q "$source" wght=400:700 -o "$work/limited.woff2"
pyftsubset "$work/limited.woff2" --output-file="$target" --flavor=woff2 \
  --layout-features=kern,calt,ccmp,locl,mark,mkmk \
  --unicodes=U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD
ls -l "$target"
