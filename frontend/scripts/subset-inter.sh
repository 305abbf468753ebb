#!/bin/sh
# Makes src/app/fonts/inter-{latin,latin-ext}-400-700.woff2, the site's Inter files, from @fontsource-variable/inter's
# (48 and 85 KB): the weight axis cut to the 400-700 the theme uses and the layout features to those a browser
# applies by default, with every character of each file's range kept (the unicode-range of its face in fonts.css).
# 27 and 54 KB. Needs fonttools (Debian: apt-get install fonttools). Run it again after updating
# @fontsource-variable/inter.
set -eu
export SOURCE_DATE_EPOCH=0 # the same files from the same source
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# subset <fontsource subset> <unicodes>
subset() {
  fonttools varLib.instancer -q "../node_modules/@fontsource-variable/inter/files/inter-$1-wght-normal.woff2" wght=400:700 -o "$work/$1.woff2"
  pyftsubset "$work/$1.woff2" --output-file="src/app/fonts/inter-$1-400-700.woff2" --flavor=woff2 \
    --layout-features=kern,calt,ccmp,locl,mark,mkmk --unicodes="$2"
  ls -l "src/app/fonts/inter-$1-400-700.woff2"
}
subset latin U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD
subset latin-ext U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF
