#!/usr/bin/env python3
# make-games.py: writes the recorded games of this folder
#
# Each game is short enough to follow by hand; the turn-by-turn comments
# below and the notes in each *.expected.json file are the hand
# calculation of the final score.  The events are written as the table
# would enter them; the edition is embedded as its file has it.  Run this
# again after changing a test edition.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os

here = os.path.dirname(os.path.abspath(__file__))
editions = os.path.join(here, "..", "editions")

def move(space, spot=0): return {"kind": "move", "space": space, "spot": spot}
def end(): return {"kind": "end-turn"}
def dirhams(): return {"kind": "take-dirhams"}
def norias(): return {"kind": "take-norias"}
def fruits(*f): return {"kind": "take-fruit", "fruits": list(f)}
def add(icon, *placements):
    return {"kind": "add-farmer", "icon": icon,
            "placements": [{"to": to, "fruit": fruit} for to, fruit in placements]}
def move_farmer(frm, to, fruit): return {"kind": "move-farmer", "from": frm, "to": to, "fruit": fruit}
def token(village, fruit, index): return {"kind": "market", "village": village,
                                         "token": {"fruit": fruit, "index": index}}
def card(c): return {"kind": "market", "card": c}
def reveal(c): return {"kind": "reveal-card", "card": c}
def goal(c, spot): return {"kind": "complete-goal", "goal_card": c, "goal_spot": spot}
def goal_token(): return {"kind": "goal-token"}
def harvest(): return {"kind": "harvest"}
def swap(give, take): return {"kind": "spend-norias", "cost": 1, "return": give, "take": take}
def irrigate(shape, d, n, to=None, crop=None):
    a = {"kind": "irrigate", "shape": shape, "dirhams": d, "norias": n}
    if to: a["to"] = to
    if crop: a["crop"] = crop
    return a
def tok(fruit, index): return {"fruit": fruit, "index": index}
def roll(value): return {"kind": "zara-roll", "value": value}
def zara_card(c): return {"kind": "zara-card", "card": c}
def zara_back(fruit, arrow): return {"kind": "zara-card", "fruit": fruit, "arrow": arrow}
def zara_choose(village): return {"kind": "zara-choose", "village": village}

def write(name, edition_file, setup, turns):
    edition = json.load(open(os.path.join(editions, edition_file), encoding="utf-8"))
    events = [e for turn in turns for e in turn]
    record = {"format": "arriero-game", "version": 1, "edition": edition, "setup": setup,
              "events": events, "undone": []}
    with open(os.path.join(here, name), "w", encoding="utf-8") as f:
        f.write(json.dumps(record, indent=2, ensure_ascii=False) + "\n")

# Four players on complete-4p.json, 4-player side.  Track (space: icons):
#  0 go | 1 add-farmer | 2 dirham x2 | 3 add-farmer-green | 4 market: dirham, noria, -, fruit
#  5 irrigate | 6 add-farmer-orange | 7 harvest: fruit, noria, -, dirham | 8 move-farmer
#  9 goal | 10 market: fruit, dirham x2, noria | 11 add-farmer x2 | 12 add-farmer
#  13 harvest: dirham, irrigate, noria | 14 fruit x2 | 15 goal | 16 add-farmer-purple
#  17 fruit x2 | 18 market: irrigate, dirham, noria, dirham | 19 add-farmer-red | 20 irrigate
#  21 harvest | 22 irrigate | 23 market | 24 add-farmer-yellow | 25 move-farmer | 26 harvest
#  27 noria x2 | 28 goal | 29 dirham x2 | 30 end: 8, 6, 4, 2
four = {
    "players": [{"name": "Ana", "colour": "blue"}, {"name": "Ben", "colour": "red"},
                {"name": "Cai", "colour": "white"}, {"name": "Dan", "colour": "black"}],
    "segments": [0, 1, 5, 2, 6, 3, 7, 4, 8, 9],
    "villages": {
        "green": [tok("apple", 0), tok("grape", 0), tok("orange", 1), tok("cherry", 0), tok("lemon", 1)],
        "purple": [tok("apple", 1), tok("grape", 1), tok("orange", 0), tok("cherry", 1), tok("lemon", 0)],
        "orange": [tok("apple", 2), tok("grape", 2), tok("orange", 2), tok("cherry", 2), tok("lemon", 2)],
        "red": [tok("apple", 3), tok("grape", 3), tok("orange", 3), tok("cherry", 3), tok("lemon", 3)],
        "yellow": [tok("apple", 4), tok("grape", 4), tok("orange", 4), tok("cherry", 4), tok("lemon", 4)],
    },
    "start_spots": [0, 1, 2, 3],
    "market": ["apple", "grape", "orange", "cherry", "lemon"],
    "goal_sides": ["A", "A", "A", "A"],
    "display": [0, 1, 2, 3],
    "options": [],
}
write("four-players.json", "complete-4p.json", four, [
    [move(1), add("add-farmer", ("green", "apple")), end()],          # 1 Ana
    [move(2), dirhams(), end()],                                       # 2 Ben +2
    [move(3), add("add-farmer-green", ("green", "apple")), end()],    # 3 Cai
    [move(4, 1), norias(), end()],                                     # 4 Dan noria 1
    [move(4, 3), fruits("apple"), token("green", "apple", 0), end()], # 5 Ana +2 award +2 bonus
    [move(4, 0), dirhams(), end()],                                    # 6 Ben +1
    [move(6), add("add-farmer-orange", ("orange", "orange")), end()], # 7 Cai
    [move(7, 3), dirhams(), end()],                                    # 8 Ben +1
    [move(7, 0), fruits("grape"), end()],                              # 9 Dan
    [move(10, 2), norias(), end()],                                    # 10 Ana noria 1
    [move(10, 1), dirhams(), end()],                                   # 11 Cai +2
    [move(10, 0), fruits("apple"), card(0), reveal(4), end()],        # 12 Dan card 0
    [move(30, 0), goal_token(), end()],                                # 13 Ben end 8
    [move(14), fruits("lemon", "lemon"), end()],                       # 14 Dan
    [move(13, 2), norias(), harvest(), end()],                         # 15 Cai apple, orange
    [move(11), add("add-farmer", ("red", "cherry"), ("yellow", "lemon")), end()],  # 16 Ana
    [move(18, 2), norias(), end()],                                    # 17 Ana noria 2
    [move(18, 3), dirhams(), token("green", "orange", 1), end()],     # 18 Cai +1 award +1 bonus +1
    [move(18, 0), swap("lemon", "apple"), card(2), reveal(5), end()], # 19 Dan card 2
    [move(30, 1), end()],                                              # 20 Dan end 6
    [move(30, 2), end()],                                              # 21 Ana end 4
    [move(30, 3), end()],                                              # 22 Cai end 2
])

# Three players on complete-23p.json, 2-3-player side, no canal map.  Track:
#  0 go | 1 add-farmer | 2 noria | 3 add-farmer-orange | 4 harvest: fruit, dirham, noria
#  5 move-farmer | 6 add-farmer-green | 7 market: dirham, noria, fruit | 8 irrigate
#  9 add-farmer | 10 fruit x2 | 11 harvest: dirham, irrigate | 12 goal | 13 market: dirham, -
#  14 add-farmer x2 | 15 add-farmer-red | 16 harvest: noria, fruit, - | 17 dirham x2
#  18 add-farmer-purple | 19 market: irrigate, dirham | 20 dirham x3 | 21 move-farmer
#  22 harvest | 23 fruit | 24 irrigate | 25 market | 26 add-farmer-yellow | 27 goal
#  28 dirham x2 | 29 end: 6, 4, 2, (0: 4 players only)
three = {
    "players": [{"name": "Eva", "colour": "blue"}, {"name": "Fay", "colour": "red"},
                {"name": "Gil", "colour": "white"}],
    "segments": [0, 5, 1, 6, 2, 7, 3, 8, 4, 9],
    "villages": {
        "green": [tok("apple", 1), tok("cherry", 0), tok("lemon", 0), tok("grape", 1)],
        "purple": [tok("apple", 2), tok("grape", 2), tok("orange", 0), tok("cherry", 2)],
        "orange": [tok("apple", 3), tok("grape", 3), tok("orange", 2), tok("lemon", 2)],
        "red": [tok("apple", 4), tok("orange", 3), tok("cherry", 3), tok("lemon", 3)],
        "yellow": [tok("grape", 4), tok("orange", 4), tok("cherry", 4), tok("lemon", 4)],
    },
    "start_spots": [0, 1, 2],
    "market": ["cherry", "lemon", "apple", "grape", "orange"],
    "goal_sides": ["B", "A", "B", "A"],
    "display": [10, 11, 12, 13],
    "options": [],
}
write("three-players.json", "complete-23p.json", three, [
    [move(1), add("add-farmer", ("green", "apple")), end()],          # 1 Eva
    [move(2), norias(), end()],                                        # 2 Fay noria 1
    [move(3), add("add-farmer-orange", ("orange", "orange")), end()], # 3 Gil
    [move(6), add("add-farmer-green", ("green", "apple")), end()],    # 4 Eva
    [move(4, 2), norias(), end()],                                     # 5 Fay noria 2
    [move(4, 0), fruits("orange"), harvest(), end()],                  # 6 Gil orange x2
    [move(5), move_farmer("orange", "green", "apple"), end()],        # 7 Gil
    [move(8), irrigate("t", 1, 0, "purple", "grape"), end()],         # 8 Fay +1, grape
    [move(7, 2), fruits("apple"), token("green", "apple", 1), end()], # 9 Gil award +2 bonus +1
    [move(7, 0), dirhams(), end()],                                    # 10 Eva +1
    [move(10), fruits("cherry", "cherry"), end()],                     # 11 Eva
    [move(9), add("add-farmer", ("orange", "orange")), end()],        # 12 Gil
    [move(11, 1), irrigate("straight", 0, 1), end()],                  # 13 Fay noria 3
    [move(13, 0), dirhams(), token("orange", "orange", 2), end()],    # 14 Gil +1, award +1 and a noria
    [move(12), goal(0, 0), end()],                                     # 15 Eva two pairs: +5
    [move(14), add("add-farmer", ("red", "cherry"), ("green", "lemon")), end()],  # 16 Fay
    [move(13, 1), token("green", "cherry", 0), end()],                 # 17 Eva award +1 bonus +2
    [move(16, 1), fruits("lemon"), end()],                             # 18 Gil
    [move(16, 0), norias(), harvest(), end()],                         # 19 Eva noria 1, apple (tie)
    [move(16, 2), harvest(), end()],                                   # 20 Fay apple (tie), cherry
    [move(19, 1), dirhams(), end()],                                   # 21 Eva +1
    [move(17), dirhams(), end()],                                      # 22 Gil +2
    [move(19, 0), card(11), reveal(14), end()],                        # 23 Fay card 11
    [move(29, 2), goal_token(), end()],                                # 24 Gil end 2
    [move(29, 0), goal_token(), end()],                                # 25 Fay end 6
    [move(29, 1), end()],                                              # 26 Eva end 4
])

# Two players and Zara on complete-23p.json: the track, the villages and
# the market card of three-players.json above.  Zara is the third mule
# (start spot 2); Z = her turn, T = a player's.  Zara is moved and her
# cards are reported only as the rules say (Z1-Z9); the comments say where
# she goes and what she takes off the board.  Spots are numbered from the
# go side: she enters spot 0 first (Z3), and of two mules in one space the
# one on the lower spot is further back (T1).
#
# Deck: every card but the display (10, 11, 12, 13), in an order the table
# finds out: 9, 0, 3 (revealed by Ben), 19, 1, 4 from the top.
#
# Start: farmlands green 6 apples 2 lemons, purple 4 grapes 2 oranges,
# orange 6 oranges 2 cherries, red 4 cherries 2 grapes, yellow 6 lemons
# 2 grapes (S5, 2 per field).
two = {
    "players": [{"name": "Ana", "colour": "blue"}, {"name": "Ben", "colour": "red"}],
    "segments": three["segments"],
    "villages": three["villages"],
    "start_spots": [0, 1, 2],
    "market": three["market"],
    "goal_sides": three["goal_sides"],
    "display": [10, 11, 12, 13],
    "options": [],
}
write("two-players-zara.json", "complete-23p.json", two, [
    [move(3), add("add-farmer-orange", ("orange", "orange")), end()], # T1 Ana
    [move(1), add("add-farmer", ("green", "apple")), end()],          # T2 Ben
    # Z3 Zara at go, furthest back, rolls 5: space 1 (Ben) and 3 (Ana)
    # do not count; 2, then spots 0, 1, 2 of the harvest space 4; one pip
    # left in a full space: she stays on spot 2 (Z2, Z3).  Z7: card 9
    # turned up (orange, lemon, lemon); the new top card 0 shows an apple:
    # the green farmland loses its 2 lemons, it has no orange (ignored).
    [roll(5), zara_card(9), zara_card(0)],
    [move(2), norias(), end()],                                        # T4 Ben noria 1
    [move(4, 0), fruits("apple"), harvest(), end()],                   # T5 Ben again: apple; harvest green (1-0): apple
    [move(6), add("add-farmer-green", ("green", "apple")), end()],    # T6 Ana: green now 1-1
    [move(10), fruits("grape", "orange"), end()],                      # T7 Ben (4/0 behind Zara's 4/2)
    # Z8 rolls 2: 5, then 6 (Ana) does not count, market space 7 spot 0.
    # Z6: top card 0, apple, arrow up: the apple token #4 (5) of the red
    # village goes; apple to market position 5.
    [roll(2), zara_card(0)],
    [move(11, 0), dirhams(), harvest(), end()],                        # T9 Ana +1; orange (1-0) yes, green (1-1) no
    [roll(1)],                                                         # Z10 space 8, standard: nothing (Z5)
    # Z11 still furthest back, rolls 4: 9, then 10 (Ben) and spot 0 of 11
    # (Ana) do not count, spot 1 of harvest space 11; 2 pips left, she
    # stays.  Z7: card 0 turned up (apple, grape); the new top card 3
    # shows a cherry: the red farmland loses 1 grape, it has no apple.
    [roll(4), zara_card(0), zara_card(3)],
    [move(13, 0), dirhams(), {"kind": "market", "village": "green",   # T12 Ben +1; apple #1, award 2,
      "token": {"fruit": "apple", "index": 1}, "card": 10},            #   bonus 0 (position 5); card 10
     reveal(3), end()],                                                #   card 3 turned up
    [move(12), goal_token(), end()],                                   # T13 Ana: no goal met
    # Z14 rolls 1: 12 (Ana) and spot 0 of 13 (Ben) do not count, spot 1.
    # Z6: the top card's back, read: lemon, arrow down: the lemon token
    # #0 (3) of the green village goes; lemon to market position 5.
    [roll(1), zara_back("lemon", "down")],
    [move(14), add("add-farmer", ("orange", "orange"), ("purple", "grape")), end()],  # T15 Ana
    [move(17), dirhams(), end()],                                      # T16 Ben +2
    # Z17 rolls 3: 14 (Ana) does not count, 15, spots 0 and 1 of harvest
    # space 16.  Z7: card 19 turned up (apple, grape, orange, lemon); the
    # new top card 1 shows a grape: the purple farmland loses 1 grape and
    # 1 orange, it has no apple and no lemon.
    [roll(3), zara_card(19), zara_card(1)],
    [move(19, 1), dirhams(), token("orange", "orange", 2), end()],    # T18 Ana +1; orange #2, award 1 + noria, bonus 1
    # Z19 rolls 2: 17 (Ben) does not count, 18, market space 19 spot 0.
    # Z6: card 1, grape, arrow down: the lowest grape tokens are #1 (3) in
    # green and #2 (3) in purple: the table chooses purple.  Grape to
    # market position 5.
    [roll(2), zara_card(1), zara_choose("purple")],
    [move(20), dirhams(), end()],                                      # T20 Ben +3
    # Z21 rolls 3: 20 (Ben) does not count, 21, spots 0 and 1 of harvest
    # space 22.  Z7: card 1 turned up (orange, cherry); the new top card 4
    # shows a lemon: the yellow farmland has neither: nothing removed.
    [roll(3), zara_card(1), zara_card(4)],
    [move(22, 0), dirhams(), harvest(), end()],                        # T22 Ana +1; apple, orange, grape
    [move(29, 0), goal_token(), end()],                                # T23 Ben end 6
    [move(23), fruits("grape"), end()],                                # T24 Ana
    # Z25 rolls 2: 23 (Ana) does not count, 24, market space 25 spot 0.
    # Z6: the top card's back, lemon, arrow up: the lemon token #4 (5) of
    # the yellow village goes; lemon to market position 5.
    [roll(2), zara_back("lemon", "up")],
    [move(25, 1), norias(), token("green", "grape", 1), end()],       # T26 Ana noria; grape #1, award red 1, bonus 0
    # Z27 rolls 6: 26, 27, 28, then the end space: she stops at once on
    # the free end spot of highest value, 4 (Ben has the 6) (Z8).
    [roll(6)],
    [move(28), dirhams(), end()],                                      # T28 Ana +2
    [move(29, 2), goal_token(), end()],                                # T29 Ana end 2
])
