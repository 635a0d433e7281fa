#!/usr/bin/env python3
# make-editions.py: writes the hostile edition files into editions/
#
# Most are tests/data/editions/complete-4p.json broken in one way.  Run it
# again after changing that file, then update the expectations in
# tests/engine/test-edition.c (hostile_cases): some name lines and columns.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import copy
import json
import os

here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, "editions")
base_text = open(os.path.join(here, "..", "editions", "complete-4p.json"), encoding="utf-8").read()
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
    e = copy.deepcopy(base); fn(e); put(name, dump(e))

# JSON syntax
put("invalid-json.json", rep(base_text, '"version": 1,', '"version": 1'))
put("truncated.json", base_text[: len(base_text) * 2 // 5])
put("empty.json", "")
put("whitespace-only.json", " \n\t\n  \n")
put("trailing-garbage.json", base_text + "{}\n")
put("comment.json", rep(base_text, '"version": 1,', '"version": 1, /* first edition */'))
put("single-quotes.json", rep(base_text, '"name":', "'name':"))
put("hex-number.json", rep(base_text, '"display": 4', '"display": 0x4'))
put("leading-zero.json", rep(base_text, '"display": 4', '"display": 04'))
put("control-character.json", rep(base_text, '"name": "Test:', '"name": "Test:\t'))
put("escaped-nul.json", rep(base_text, '"name": "Test:', '"name": "Test:\\u0000'))
put("lone-surrogate.json", rep(base_text, '"name": "Test:', '"name": "Test:\\ud800'))
put("duplicate-key.json", rep(base_text, '"value": 1,', '"value": 1, "value": 5,'))
# encoding
raw = base_text.encode("utf-8")
put("invalid-utf8.json", rep(raw, b'"name": "Test:', b'"name": "Test:\xff\xfe'))
put("overlong-utf8.json", rep(raw, b'"name": "Test:', b'"name": "Test:\xc0\xaf'))
put("nul-byte.json", rep(raw, b'"name": "Test:', b'"name": "Test:\x00'))
# nesting
put("deep-nesting.json", "[" * 100000 + "]" * 100000 + "\n")
put("deep-nesting-objects.json", '{"a": ' * 20000 + "1" + "}" * 20000 + "\n")
e = copy.deepcopy(base); e["description"] = "@@"; t = dump(e)
put("nesting-65.json", rep(t, '"@@"', "[" * 65 + "]" * 65))
# root and header
put("root-array.json", "[]\n")
mod("missing-format.json", lambda e: e.pop("format"))
mod("wrong-format.json", lambda e: e.update(format="arriero-game"))
mod("future-version.json", lambda e: e.update(version=99))
mod("version-zero.json", lambda e: e.update(version=0))
def fraction(e): e["delivery_cards"]["display"] = 4.0
put("fraction.json", rep(base_text, '"display": 4', '"display": 4.0'))
mod("missing-name.json", lambda e: e.pop("name"))
mod("empty-name.json", lambda e: e.update(name=""))
mod("missing-segments.json", lambda e: e.pop("segments"))
# wrong types at several depths
mod("name-number.json", lambda e: e.update(name=5))
mod("segments-object.json", lambda e: e.update(segments={"go": {}}))
def f(e): e["segments"][1]["sides"]["four_player"]["spaces"][0]["icons"] = "add-farmer-green"
mod("icons-string.json", f)
def f(e): e["delivery_cards"]["cards"][3]["value"] = "1"
mod("card-value-string.json", f)
def f(e): e["goal_cards"][2]["spots"][1] = ["dirham"]
mod("goal-spot-array.json", f)
def f(e): e["canal"]["channels"][2]["start"] = "yes"
mod("channel-start-string.json", f)
# missing required keys deeper down
def f(e): del e["delivery_cards"]["cards"][0]["back"]["arrow"]
mod("missing-card-arrow.json", f)
def f(e): del e["segments"][2]["kind"]
mod("missing-segment-kind.json", f)
# unknown keys
mod("unknown-key-root.json", lambda e: e.update(farmland={}))
def f(e):
    sp = e["segments"][2]["sides"]["four_player"]["spaces"][0]
    sp["icon"] = sp.pop("icons")
mod("unknown-key-space.json", f)
# unknown names
def f(e): e["segments"][4]["sides"]["four_player"]["spaces"][0]["icons"][0] = "irigate"
mod("unknown-icon.json", f)
def f(e): e["farmlands"]["red"]["fields"][1] = "banana"
mod("unknown-fruit.json", f)
def f(e): e["segments"][3]["sides"]["four_player"]["spaces"][0]["kind"] = "markt"
mod("unknown-space-kind.json", f)
def f(e): e["goal_cards"][1]["sides"][1] = "two-farmers-two-farms"
mod("unknown-goal.json", f)
def f(e): e["delivery_cards"]["cards"][0]["back"]["arrow"] = "left"
mod("unknown-arrow.json", f)
def f(e): e["canal"]["channels"][1]["shape"] = "y"
mod("unknown-shape.json", f)
def f(e): e["canal"]["channels"][1]["leads_to"] = "blue"
mod("unknown-leads-to.json", f)
def f(e): e["award_tokens"]["orange"]["red_side"] = ["irrigate"]
mod("award-icon-not-allowed.json", f)
def f(e): e["segments"][0]["sides"]["four_player"]["spaces"][1]["icons"] = ["dirham"] * 13
mod("too-many-icons.json", f)
# numbers
put("huge-double.json", rep(base_text, '"start": {"dirhams": 0}', '"start": {"dirhams": 1e300}'))
put("huge-integer.json", rep(base_text, '"bonuses": [2,', '"bonuses": [99999999999999999999,'))
put("int64-overflow.json", rep(base_text, '"version": 1,', '"version": 9223372036854775808,'))
def f(e): e["delivery_tokens"]["grape"]["counts"][2] = -3
mod("negative.json", f)
def f(e): e["segments"][9]["sides"]["four_player"]["spaces"][2]["spots"][0]["value"] = 100
mod("end-value-too-big.json", f)
# counts and duplicates
mod("nine-segments.json", lambda e: e["segments"].pop(6))
def f(e): e["segments"][5]["id"] = "m1"
mod("duplicate-segment-ids.json", f)
def f(e): e["segments"][5]["kind"] = "market"; del e["segments"][5]["sides"]
mod("five-markets.json", f)
def f(e): e["delivery_cards"]["cards"].pop()
mod("nineteen-cards.json", f)
def f(e): e["goal_cards"][2]["sides"][0] = "two-pairs"
mod("goal-on-two-cards.json", f)
def f(e): e["goal_cards"][2]["sides"][1] = e["goal_cards"][2]["sides"][0]
mod("goal-on-both-sides.json", f)
def f(e): e["canal"]["channels"][3]["id"] = "a"
mod("duplicate-channel-ids.json", f)
def f(e): e["canal"]["channels"][2]["neighbours"].append("z")
mod("unknown-neighbour.json", f)
def f(e): e["canal"]["channels"][0]["leads_to"] = "green"
mod("straight-leads-to.json", f)
def f(e):
    for c in e["canal"]["channels"]: c["start"] = False
mod("no-start-channel.json", f)
# track consistency
def f(e):
    sp = e["segments"][0]["sides"]["four_player"]["spaces"]
    sp[0], sp[1] = sp[1], sp[0]
mod("go-not-first.json", f)
def f(e): e["segments"][0]["sides"]["two_three_player"]["spaces"][0]["spots"] = 2
mod("too-few-start-spots.json", f)
def f(e):
    for s in e["segments"][9]["sides"]["two_three_player"]["spaces"][-1]["spots"]: s["four_player_only"] = True
mod("too-few-end-spots.json", f)
def f(e): e["segments"][3]["sides"]["four_player"]["spaces"].append({"kind": "harvest", "spots": [{"icons": []}]})
mod("harvest-on-market-segment.json", f)
def f(e): e["farmlands"]["green"]["fields"] = ["apple"] * 8
mod("too-many-fields.json", f)
# rule A3: the farmers one space adds go to different farmlands
def f(e): e["segments"][1]["sides"]["four_player"]["spaces"][0]["icons"] = ["add-farmer-orange", "dirham", "add-farmer-orange"]
mod("add-farmer-colour-twice.json", f)
# texts people read: limits in characters, no control characters
mod("name-too-long.json", lambda e: e.update(name="N" * 81))
put("name-escaped-tab.json", rep(base_text, '"name": "Test:', '"name": "Test:\\t'))
put("name-escaped-line-break.json", rep(base_text, '"name": "Test:', '"name": "Test:\\u000a'))
mod("name-c1-control.json", lambda e: e.update(name="Test\u0085edition"))
mod("name-16k.json", lambda e: e.update(name="N" * (17 * 1024)))
mod("description-too-long.json", lambda e: e.update(description="d" * 2001))
mod("description-control.json", lambda e: e.update(description="bell\u0007"))
def f(e): e["segments"][3]["id"] = "s" * 81
mod("segment-id-too-long.json", f)
def f(e): e["canal"]["channels"][1]["id"] = "c" * 81
mod("channel-id-too-long.json", f)
# the same key twice, written two ways: compared after the escapes
put("duplicate-key-escaped.json",
    rep(base_text, '"name": "Test:', '"n\\u0061me": "Other", "name": "Test:'))
put("duplicate-key-escaped-slash.json",
    rep(base_text, '"version": 1,', '"version": 1, "a/b": 1, "a\\/b": 2,'))
put("duplicate-key-escaped-pair.json",
    rep(base_text, '"version": 1,', '"version": 1, "\U0001F600": 1, "\\ud83d\\ude00": 2,'))
# more values than json-glib should build for a file of this size
put("too-many-values.json", rep(base_text, '"version": 1,',
                                '"version": 1, "description": [' + ",".join(["{}"] * 12000) + '],'))
