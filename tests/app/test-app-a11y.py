#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
# test-app-a11y.py: what a screen reader finds of a game, read from the real
# arriero binary through AT-SPI (as Orca reads it): every place of the track,
# every part of the table (farmlands, village tokens, the market card,
# delivery cards, goal spots) and every player is an accessible object with
# a name that says what it is and its state, and no control is left nameless
# or named by its widget type.
#
# Opens tests/data/games/three-players.json (a whole 3-player game on a
# made-up edition) from a home of its own.  Needs a display (meson test runs
# under xvfb-run).

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import arriero_atspi  # noqa: E402  (before pyatspi: it starts the bus)

GAME = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                    "..", "data", "games", "three-players.json")
PLAYERS = ("Eva", "Fay", "Gil")
PLACE = re.compile(r"^(space \d+ of segment \d+|spot \d+ of the (market|harvest) on segment \d+): \S")
CONTROLS = ("push button", "toggle button", "check box", "combo box", "text", "list item",
            "radio button", "spin button")
WIDGET_TYPE = re.compile(r"^(Gtk|Adw|Arriero)[A-Z]")

checks = []


def check(path):
    def register(function):
        checks.append((path, function))
        return function
    return register


def names(nodes, role="push button"):
    return [n for r, n, _ in nodes if r == role]


@check("/app/a11y/track")
def track(nodes):
    places = [n for n in names(nodes) if PLACE.match(n)]
    ends = [n for n in names(nodes) if n.startswith("the end spot worth ")]
    problems = []
    if len(places) < 30:
        problems.append("%d track places named, expected at least 30" % len(places))
    if len(ends) != 4:
        problems.append("%d end spots named, expected 4" % len(ends))
    for player in PLAYERS:
        if not any(n.endswith("; %s’s mule" % player) or ("%s’s mule;" % player) in n
                   for n in places + ends):
            problems.append("no place names %s’s mule" % player)
    return problems


@check("/app/a11y/table")
def table(nodes):
    buttons = names(nodes)
    wanted = {
        "farmland with its printed fields": (r"^\w+ farmland\. Printed fields: \w", 5),
        "village delivery token": (r"^\w+ village, delivery token: \d+ \w", 10),
        "market card place": (r"^Market card, place \d: \w+, bonus \d", 5),
        "delivery card of the display": (r"^Delivery card \d+: .* for \d+ dirhams?$", 1),
        "goal card spot": (r"^Goal card \d, spot \d: .+; (free|completed by \w+)$", 16),
    }
    problems = []
    for what, (pattern, at_least) in wanted.items():
        found = [n for n in buttons if re.match(pattern, n)]
        if len(found) < at_least:
            problems.append("%d of %s, expected at least %d" % (len(found), what, at_least))
    return problems


@check("/app/a11y/players")
def players(nodes):
    problems = []
    for player in PLAYERS:
        if not any(re.match(r"^%s: \d+ dirhams?, .*norias \d/5" % player, n) for n in names(nodes)):
            problems.append("no player button says %s's holdings" % player)
    return problems


@check("/app/a11y/named-controls")
def named_controls(nodes):
    problems = []
    for role, name, parent in nodes:
        if role not in CONTROLS:
            continue
        # a drop-down's own toggle: the combo box around it carries the name
        if parent == "combo box":
            continue
        if not name.strip():
            problems.append("a %s has no name" % role)
        elif WIDGET_TYPE.match(name):
            problems.append("a %s is named by its widget type: %s" % (role, name))
        elif name.rstrip().endswith(":"):
            problems.append("a %s's name stops short: %r" % (role, name))
    return sorted(set(problems))


def main():
    print("1..%d" % len(checks))
    sys.stdout.flush()
    if not arriero_atspi.hold_display():
        for i, (path, _) in enumerate(checks, 1):
            print("not ok %d %s # no X display" % (i, path))
        return 1

    def board_shown(nodes):
        return sum(1 for n in names(nodes) if n.startswith("Goal card ")) >= 16

    with arriero_atspi.App(args=["{home}/game.json"], files=[(GAME, "game.json")],
                           LC_ALL="C.UTF-8", LANGUAGE="") as app:
        nodes = app.wait_for(board_shown)

    status = 0
    for i, (path, function) in enumerate(checks, 1):
        problems = function(nodes)
        for problem in problems:
            print("# %s" % problem)
        print("%s %d %s" % ("not ok" if problems else "ok", i, path))
        status |= bool(problems)
    return status


if __name__ == "__main__":
    try:
        status = main()
    finally:
        arriero_atspi.stop_session_bus()
    sys.exit(status)
