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
# Needs a display (meson test runs under xvfb-run).  Starts a session bus of
# its own, whose services (the AT-SPI registry) write to nowhere: what they
# print must not mix with the TAP this speaks on stdout.

import ctypes
import os
import subprocess
import sys
import tempfile
import time


def start_session_bus():
    read_end, write_end = os.pipe()
    bus = subprocess.Popen(
        ["dbus-daemon", "--session", "--nofork", "--print-address=%d" % write_end],
        pass_fds=[write_end], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end) as f:
        address = f.readline().strip()
    if not address:
        raise RuntimeError("dbus-daemon gave no address")
    os.environ["DBUS_SESSION_BUS_ADDRESS"] = address
    return bus


def hold_display():
    """Connects to the X server, retrying for a while, and keeps the
    connection: an X server resets when its last client leaves (the test
    before this one) and refuses connections while it does, so the app
    could otherwise find no display.  Returns the connection."""
    libx11 = ctypes.CDLL("libX11.so.6")
    libx11.XOpenDisplay.restype = ctypes.c_void_p
    libx11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    deadline = time.monotonic() + 20
    while True:
        display = libx11.XOpenDisplay(None)
        if display or time.monotonic() > deadline:
            return display
        time.sleep(0.1)


# pyatspi connects when imported: the bus must be there first
session_bus = start_session_bus()

import pyatspi  # noqa: E402

TIMEOUT = float(os.environ.get("ARRIERO_TEST_TIMEOUT", "60"))

# What the window must show (accessible names), and the English they
# translate: the header bar's menu button, the start page's group and text
EXPECTED = {
    "Hauptmenü": "Main Menu",
    "Neue Partie": "New Game",
    "Ein Begleiter am Spieltisch für Alpujarras: Er kennt die Regeln, spielt Zara und "
    "rechnet die Wertung ab.":
    "A table companion for Alpujarras: it knows the rules, runs Zara and settles the score.",
}


def walk(node, depth=0):
    if node is None or depth > 60:
        return
    yield node
    for i in range(node.childCount):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        yield from walk(child, depth + 1)


def find_app(pid):
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        try:
            app = desktop.getChildAtIndex(i)
            if app is not None and app.get_process_id() == pid:
                return app
        except Exception:
            continue
    return None


def names_of(app):
    found = set()
    for node in walk(app):
        try:
            found.add(node.name)
        except Exception:
            continue
    return found


def main():
    print("1..1")
    sys.stdout.flush()
    if not hold_display():
        print("not ok 1 /app/i18n/german-from-build-tree # no X display")
        return 1
    app_path = os.environ["ARRIERO_APP"]
    home = tempfile.TemporaryDirectory(prefix="arriero-german-")
    env = dict(os.environ)
    # A user's German session; a home of its own, so nothing of theirs is read
    env.update({
        "LANGUAGE": "de",
        "LC_ALL": "C.UTF-8",
        "HOME": home.name,
        "XDG_DATA_HOME": os.path.join(home.name, "data"),
        "XDG_CONFIG_HOME": os.path.join(home.name, "config"),
        "XDG_CACHE_HOME": os.path.join(home.name, "cache"),
        "GSETTINGS_BACKEND": "memory",
    })
    for name in ("GTK_A11Y", "NO_AT_BRIDGE"):
        env.pop(name, None)

    # Not from the build tree's own folder: the catalogue must be found
    # wherever the app is started from
    proc = subprocess.Popen([app_path], env=env, cwd=home.name)
    names = set()
    try:
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                break
            app = find_app(proc.pid)
            if app is not None:
                names = names_of(app)
                if all(e in names for e in EXPECTED):
                    break
                # All in English: the window is up, and no German will come
                if all(e in names for e in EXPECTED.values()):
                    break
            time.sleep(0.2)
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()

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
        session_bus.terminate()
        session_bus.wait()
    sys.exit(status)
