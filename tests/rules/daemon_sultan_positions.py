"""Set positions where Daemon Sultan offers the choices random games seldom reach: each function
takes the sandbox `Table` and returns the choices offered there (tests/rules/test_choice_contract.py
checks them against the published schemas)."""
from __future__ import annotations

DS, GC, CC = "daemon_sultan", "great_cthulhu", "crawling_chaos"
COVERED = [[3, "Consummation"], [4, "Fiendish Growth"], [5, "Undirected Energy"]]


def _ds(table, units, books=COVERED, data=None, **kw):
    kw.setdefault("power", {DS: 8, GC: 4, CC: 4})
    extra = {"faction_data": {DS: {"start_area": "Asia", **(data or {})}, GC: {}, CC: {}},
             "spellbooks": {DS: books, GC: [], CC: []}}
    return table([DS, GC, CC], units=units, extra=extra, **kw)


def _offered(t, seat, ability, act="ability"):
    return [c for c in t.options(seat, act) if c.get("ability") == ability]


def avatars_and_side_effects(table) -> list[dict]:
    """Awaken Thesis (the marker), its gift and share; Antithesis, its curse and the Cultists the
    enemies Eliminate by the rulebook; Synthesis and the offers."""
    found = []
    t = _ds(table, {"Asia": [(DS, "larva_thesis", 1)]})
    found += _offered(t, DS, "awaken_thesis")
    t.play(DS, found[0])
    found += _offered(t, DS, "thesis_gift", "answer")
    t = _ds(table, {"Asia": [(DS, "larva_thesis", 1)]}, ruleset={"daemon_sultan_thesis_effect": "rulebook"})
    t.play(DS, _offered(t, DS, "awaken_thesis")[0])
    found += _offered(t, DS, "thesis_share", "answer")
    data = {"azathoth_marker": 4, "avatar_thesis_awakened": True}
    t = _ds(table, {"Asia": [(DS, "larva_antithesis", 1)]}, data=data)
    found += _offered(t, DS, "awaken_antithesis")
    t.play(DS, found[-1])
    found += _offered(t, DS, "antithesis_curse", "answer")
    t = _ds(table, {"Asia": [(DS, "larva_antithesis", 1)], "Europe": [(GC, "acolyte", 1)]},
            data=data, ruleset={"daemon_sultan_antithesis_effect": "rulebook"}, high_priests=True,
            priests={"Europe": [GC]})
    t.play(DS, _offered(t, DS, "awaken_antithesis")[0])
    found += _offered(t, GC, "antithesis_sacrifice", "answer")
    t = _ds(table, {"Asia": [(DS, "larva_synthesis", 1)]}, data={**data, "avatar_antithesis_awakened": True},
            dice=[6])
    found += _offered(t, DS, "awaken_synthesis")
    t.play(DS, found[-1])
    seat = t.waiting()[0]
    return found + _offered(t, seat, "synthesis_offer", "answer")


def spellbooks(table) -> list[dict]:
    """Every Spellbook's Action, Fiendish Growth's placements and the Doom Phase call on the enemies."""
    books = [[0, "Traitors!"], [1, "Animate Matter"], [2, "Chaos Gate"], *COVERED]
    units = {"Asia": [(DS, "acolyte", 2), (DS, "avatar_thesis", 1), (DS, "avatar_antithesis", 1), (GC, "acolyte", 1)],
             "Europe": [(DS, "acolyte", 1)]}
    t = _ds(table, units, books=books, gates={"Asia": DS}, data={"chaos_gates": ["Asia"],
                                                                 "spent_books": ["Traitors!"]})
    found = []
    for name in ("animate_matter", "chaos_gate", "consummation", "undirected_energy", "fiendish_growth"):
        found += _offered(t, DS, name)
    t.play(DS, _offered(t, DS, "fiendish_growth")[0])
    found += _offered(t, DS, "fiendish_growth_place", "answer")
    t = _ds(table, units, books=books, gates={"Asia": DS}, data={"chaos_gates": ["Asia"]})
    found += _offered(t, DS, "traitors")
    t = _ds(table, {"Asia": [(GC, "acolyte", 1)]}, books=[[1, "Traitors!"], *COVERED], phase="first_player",
            first=DS, power={DS: 5, GC: 1, CC: 1})
    t.play(DS, {"act": "direction", "direction": "clockwise"})
    found += _offered(t, DS, "call_on_enemies")
    t.play(DS, found[-1])
    t.play(DS, t.options(DS, "place_spellbook")[0])
    return found + _offered(t, GC, "pick_power_or_doom", "answer")


def cosmic_ruler(table) -> list[dict]:
    """Avatar Synthesis' Cosmic Ruler: Avatar Thesis Killed in a Battle, Antithesis elsewhere."""
    units = {"Asia": [(DS, "avatar_thesis", 1), (GC, "cthulhu", 1)], "Europe": [(DS, "avatar_synthesis", 1)],
             "Africa": [(DS, "avatar_antithesis", 1)]}
    t = _ds(table, units, power={DS: 2, GC: 4, CC: 1}, first=GC, dice=[6] * 20)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": DS})
    for _ in range(60):
        found = _offered(t, DS, "cosmic_ruler")
        if found or t.state.battle is None:
            return found
        turn = t.waiting()[0]
        t.play(turn, next(o for o in t.options(turn) if o["act"] not in ("ability", "standing_answer")))
    return []


DAEMON_SULTAN_RARE = (avatars_and_side_effects, spellbooks, cosmic_ruler)
