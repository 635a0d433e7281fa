# SPDX-License-Identifier: GPL-3.0-or-later
# arriero_atspi.py: what the tests that read the real arriero binary through
# AT-SPI share: a session bus of their own (its services write to nowhere,
# so nothing mixes with the TAP the tests speak on stdout), a hold on the X
# display, a home of their own, and a walk over the app's accessible tree.
#
# Import it before pyatspi: pyatspi connects to the bus when imported.

import ctypes
import os
import subprocess
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


session_bus = start_session_bus()

import pyatspi  # noqa: E402

TIMEOUT = float(os.environ.get("ARRIERO_TEST_TIMEOUT", "60"))


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


def app_environment(home, **extra):
    """The environment of a user whose home is @home: nothing of the
    person running the tests is read, and the accessibility bridge is on"""
    env = dict(os.environ)
    env.update({
        "HOME": home,
        "XDG_DATA_HOME": os.path.join(home, "data"),
        "XDG_CONFIG_HOME": os.path.join(home, "config"),
        "XDG_CACHE_HOME": os.path.join(home, "cache"),
        "GSETTINGS_BACKEND": "memory",
    })
    env.update(extra)
    for name in ("GTK_A11Y", "NO_AT_BRIDGE"):
        env.pop(name, None)
    return env


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


def nodes_of(app):
    """(role name, name, parent's role name) of every accessible of @app"""
    found = []
    for node in walk(app):
        try:
            parent = node.parent
            found.append((node.getRoleName(), node.name or "",
                          parent.getRoleName() if parent is not None else ""))
        except Exception:
            continue
    return found


class App:
    """The arriero binary started with @args in a home of its own; stopped
    when the with-block ends"""

    def __init__(self, args=(), files=(), **env):
        self.home = tempfile.TemporaryDirectory(prefix="arriero-atspi-")
        self.args = [a.format(home=self.home.name) for a in args]
        self.files = files
        self.env = env
        self.proc = None

    def __enter__(self):
        for source, name in self.files:
            with open(source, "rb") as src, \
                    open(os.path.join(self.home.name, name), "wb") as dst:
                dst.write(src.read())
        self.proc = subprocess.Popen(
            [os.environ["ARRIERO_APP"]] + self.args,
            env=app_environment(self.home.name, **self.env), cwd=self.home.name)
        return self

    def wait_for(self, done):
        """Reads the app's accessibles until done(nodes) holds or the time
        is up; returns the last nodes read"""
        nodes = []
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline and self.proc.poll() is None:
            app = find_app(self.proc.pid)
            if app is not None:
                nodes = nodes_of(app)
                if done(nodes):
                    break
            time.sleep(0.3)
        return nodes

    def __exit__(self, *exc):
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.home.cleanup()
        return False


def stop_session_bus():
    session_bus.terminate()
    session_bus.wait()
