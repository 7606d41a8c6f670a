"""Set positions where the faction Great Old One cards (rules/neutral/faction_goos.py) offer the
choices random games seldom reach: each function takes the sandbox `Table` and returns the choices
offered there (tests/rules/test_choice_contract.py checks them against the published schemas)."""
from __future__ import annotations

GC, CC, BG = "great_cthulhu", "crawling_chaos", "black_goat"


def _held(table, card, area, book=True, **kw):
    """Crawling Chaos holds `card` (its Spellbook earned unless `book` is False), its figure in `area`."""
    kw.setdefault("power", {CC: 6, GC: 6, BG: 6})
    kw.setdefault("units", {})
    return table([CC, GC, BG], cards={card: (CC, book)}, figures={area: [(card, card, 1)]}, **kw)


def _offered(t, seat, ability, act="ability"):
    return [c for c in t.options(seat, act) if c.get("ability") == ability]


def _until(t, seat, ability):
    """Play a Battle on (each seat's first option that is no ability) until `seat` is offered `ability`."""
    while not _offered(t, seat, ability) and t.state.battle is not None:
        turn = t.waiting()[0]
        t.play(turn, next(c for c in t.options(turn) if c["act"] not in ("ability", "standing_answer")))
    return _offered(t, seat, ability)


def desecrate_and_place(table) -> list[dict]:
    t = _held(table, "independent_king_in_yellow", "Europe", book=False, dice=[1])
    offered = _offered(t, CC, "independent_desecrate")
    t.play(CC, offered[0])
    return offered + _offered(t, CC, "independent_desecrate_place", "answer")


def gift_of_doom(table) -> list[dict]:
    return _offered(_held(table, "independent_hastur", "Europe", book=False), CC, "independent_gift_of_doom")


def vengeance(table) -> list[dict]:
    t = _held(table, "independent_hastur", "Europe", units={"Europe": [(GC, "acolyte", 1)]})
    t.play(CC, {"act": "battle", "area": "Europe", "enemy": GC})
    return _offered(t, CC, "independent_vengeance")


def devour_and_victim(table) -> list[dict]:
    t = _held(table, "independent_cthulhu", "Asia", units={"Asia": [(GC, "acolyte", 1), (GC, "deep_one", 1)]})
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    offered = _offered(t, CC, "independent_devour")
    t.play(CC, offered[0])
    return offered + _offered(t, GC, "independent_devour_victim", "answer")


def fertile_and_recruit(table) -> list[dict]:
    t = _held(table, "independent_shub_niggurath", "Asia", book=False)
    offered = _offered(t, CC, "independent_fertile")
    t.play(CC, offered[0])
    return offered + _offered(t, CC, "independent_fertile_recruit", "answer")


def avatar_and_swap(table) -> list[dict]:
    t = _held(table, "independent_shub_niggurath", "Asia", units={"Europe": [(GC, "acolyte", 1), (GC, "deep_one", 1)]})
    offered = _offered(t, CC, "independent_avatar")
    t.play(CC, {"act": "ability", "ability": "independent_avatar", "area": "Europe", "owner": GC})
    return offered + _offered(t, GC, "independent_avatar_swap", "answer")


def harbinger(table) -> list[dict]:
    t = _held(table, "independent_nyarlathotep", "Asia", dice=[4] * 20,
              units={"Asia": [(BG, "shub_niggurath", 1), (CC, "flying_polyp", 1)]})
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": BG})
    return _until(t, CC, "independent_harbinger")


def beyond_one_and_key_summon(table) -> list[dict]:
    t = _held(table, "independent_yog_sothoth", "Asia", units={"Asia": [(CC, "acolyte", 1)]}, gates={"Asia": CC})
    away = _held(table, "independent_yog_sothoth", "Africa")
    return _offered(t, CC, "independent_beyond_one") + _offered(away, CC, "independent_key_summon")


def lethargy(table) -> list[dict]:
    t = _held(table, "independent_tsathoggua", "Asia", power={CC: 2, GC: 3, BG: 1})
    return _offered(t, CC, "independent_lethargy")


def gate_for_growth(table) -> list[dict]:
    t = _held(table, "independent_ubbo_sathla", "Asia", book=False, units={"Europe": [(CC, "acolyte", 1)]},
              gates={"Europe": CC})
    return _offered(t, CC, "independent_gate_for_growth")


def eternal(table) -> list[dict]:
    t = _held(table, "independent_rhan_tegoth", "Asia", units={"Asia": [(GC, "deep_one", 1)]}, dice=[6] * 20,
              first=GC)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": CC})
    return _until(t, CC, "independent_eternal")


FACTION_GOO_RARE = (desecrate_and_place, gift_of_doom, vengeance, devour_and_victim, fertile_and_recruit,
                    avatar_and_swap, harbinger, beyond_one_and_key_summon, lethargy, gate_for_growth, eternal)
