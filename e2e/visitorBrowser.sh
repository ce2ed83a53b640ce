#!/bin/sh
# The browser tests' Chromium, at the content server's encoder's low priority (ENCODER_NICENESS in
# server/modules/media/imageEncoder.ts). The browsers stand for visitors' own devices, which never take
# the server's processor: at the server's priority, two of them drawing pages on a two-core machine
# leave its image encoder a few percent of a core, and a page's first look at a width waits minutes
# for its pictures.
exec nice -n 10 "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" "$@"
