#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
# test-app-german.py: the real arriero binary, started from the build tree
# with LANGUAGE=de, shows its own UI in German.
#
# Run from the build tree, the app must bind its text domain to the build
# tree's compiled catalogue (nothing is installed under LOCALEDIR): this
# starts the executable itself, as build-aux/run does, and reads its start
# page through AT-SPI, as a screen reader would.  "Hauptmenü" and
# "_Fortsetzen" come from the app's own .ui files through its own domain,
# so they prove the app's catalogue is bound, not GTK's.
#
# Needs a display (meson test runs under xvfb-run).

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import arriero_atspi  # noqa: E402  (before pyatspi: it starts the bus)

# What the window must show (accessible names), and the English they
# translate: the header bar's menu button, the start page's group and text
EXPECTED = {
    "Hauptmenü": "Main Menu",
    "Neue Partie": "New Game",
    "Ein Begleiter am Spieltisch für Alpujarras: Er kennt die Regeln, spielt Zara und "
    "rechnet die Wertung ab.":
    "A table companion for Alpujarras: it knows the rules, runs Zara and settles the score.",
}


def main():
    print("1..1")
    sys.stdout.flush()
    if not arriero_atspi.hold_display():
        print("not ok 1 /app/i18n/german-from-build-tree # no X display")
        return 1

    def shown(nodes):
        names = {n for _, n, _ in nodes}
        # All in English: the window is up, and no German will come
        return all(e in names for e in EXPECTED) or all(e in names for e in EXPECTED.values())

    # A user's German session.  Not from the build tree's own folder: the
    # catalogue must be found wherever the app is started from
    with arriero_atspi.App(LANGUAGE="de", LC_ALL="C.UTF-8") as app:
        names = {n for _, n, _ in app.wait_for(shown)}

    missing = [e for e in EXPECTED if e not in names]
    if not missing:
        print("ok 1 /app/i18n/german-from-build-tree")
        return 0

    english = sorted(EXPECTED[e] for e in missing if EXPECTED[e] in names)
    print("# missing: %s" % ", ".join(repr(n) for n in missing))
    if english:
        print("# shown in English instead: %s" % ", ".join(repr(n) for n in english))
    print("# the app's accessible names: %s" % ", ".join(sorted(repr(n) for n in names if n)))
    print("not ok 1 /app/i18n/german-from-build-tree")
    return 1


if __name__ == "__main__":
    try:
        status = main()
    finally:
        arriero_atspi.stop_session_bus()
    sys.exit(status)
