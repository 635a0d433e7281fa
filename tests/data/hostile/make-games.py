#!/usr/bin/env python3
# make-games.py: writes the hostile game records into games/
#
# Most are tests/data/games/three-players.json broken in one way.  Run it
# again after changing that game, then check the expectations in
# tests/engine/test-record.c (hostile_cases).  The 10 MB nesting case is
# written by the test itself, at run time.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import copy
import json
import os

here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, "games")
base_text = open(os.path.join(here, "..", "games", "three-players.json"), encoding="utf-8").read()
base = json.loads(base_text)

def rep(text, old, new):
    assert old in text, old
    return text.replace(old, new, 1)
def dump(obj):
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"
def put(name, data):
    if isinstance(data, str): data = data.encode("utf-8")
    with open(os.path.join(out, name), "wb") as f: f.write(data)
def mod(name, fn):
    g = copy.deepcopy(base); fn(g); put(name, dump(g))

# The text
put("invalid-json.json", rep(base_text, '"version": 1,', '"version": 1'))
put("truncated.json", base_text[: len(base_text) * 3 // 5])
put("empty.json", "")
put("root-array.json", "[]\n")
put("duplicate-key.json", rep(base_text, '"undone": []', '"undone": [], "events": []'))
put("huge-integer.json", rep(base_text, '"space": 1,', '"space": 99999999999999999999,'))
put("invalid-utf8.json", rep(base_text.encode("utf-8"), b'"name": "Eva"', b'"name": "Ev\xff"'))
put("deep-nesting.json", '{"format": "arriero-game", "version": 1, "events": '
    + "[" * 100000 + "]" * 100000 + "}\n")
# The header
mod("wrong-format.json", lambda g: g.update(format="arriero-edition"))
mod("future-version.json", lambda g: g.update(version=3))
mod("unknown-key.json", lambda g: g.update(comment="hello"))
mod("missing-setup.json", lambda g: g.pop("setup"))
# The embedded edition and the setup
def broken_edition(g): g["edition"]["segments"][0]["kind"] = "gogo"
mod("edition-broken.json", broken_edition)
def edition_version(g): g["edition"]["version"] = 7
mod("edition-future-version.json", edition_version)
def setup_s3(g):
    v = g["setup"]["villages"]
    v["green"] = [{"fruit": "apple", "index": 1}, {"fruit": "apple", "index": 2},
                  {"fruit": "cherry", "index": 0}, {"fruit": "cherry", "index": 2}]
    v["purple"] = [{"fruit": "lemon", "index": 0}, {"fruit": "grape", "index": 2},
                   {"fruit": "orange", "index": 0}, {"fruit": "grape", "index": 1}]
mod("setup-breaks-s3.json", setup_s3)
def five_players(g):
    g["setup"]["players"] += [{"name": "Hal", "colour": "black"}, {"name": "Ida", "colour": "brown"}]
mod("setup-five-players.json", five_players)
def colour(g): g["setup"]["players"][0]["colour"] = "pink"
mod("setup-unknown-colour.json", colour)
# The events: types and names
mod("events-object.json", lambda g: g.update(events={}))
def space_string(g): g["events"][0]["space"] = "1"
mod("space-string.json", space_string)
def negative(g): g["events"][0]["space"] = -1
mod("space-negative.json", negative)
def kind(g): g["events"][3]["kind"] = "teleport"
mod("unknown-action-kind.json", kind)
def farmland(g): g["events"][1]["placements"][0]["to"] = "blu"
mod("unknown-farmland.json", farmland)
def event_key(g): g["events"][0]["spto"] = 0
mod("unknown-key-in-event.json", event_key)
def roll(g): g["events"][4] = {"kind": "zara-roll", "value": 9}
mod("die-out-of-range.json", roll)
# The events: the rules
def illegal(g): g["events"][3] = {"kind": "move", "space": 1, "spot": 0}  # Fay onto Eva's space
mod("illegal-event.json", illegal)
def wrong_time(g): g["events"].insert(0, {"kind": "end-turn"})                # Eva has not moved
mod("end-turn-before-moving.json", wrong_time)
mod("event-after-game-over.json", lambda g: g["events"].append({"kind": "end-turn"}))
def undone(g):
    g["events"] = g["events"][:3]
    g["undone"] = [{"kind": "take-dirhams"}]                                   # Fay at go: none
mod("illegal-undone.json", undone)
# Texts people read: player names at most 40 characters, no control characters
def long_name(g): g["setup"]["players"][0]["name"] = "E" * 41
mod("player-name-too-long.json", long_name)
def control_name(g): g["setup"]["players"][1]["name"] = "Fay\u0007"
mod("player-name-control.json", control_name)
def edition_name(g): g["edition"]["name"] = "N" * 81
mod("edition-name-too-long.json", edition_name)
put("player-name-16k.json", rep(base_text, '"name": "Eva"', '"name": "' + "E" * (17 * 1024) + '"'))
# The same key twice, the second written with an escape
put("duplicate-key-escaped.json", rep(base_text, '"undone": []', '"undone": [], "ev\\u0065nts": []'))
# More values than json-glib should build for a file of this size
put("too-many-values.json", rep(base_text, '"undone": []', '"undone": [' + ",".join(["{}"] * 12000) + ']'))
