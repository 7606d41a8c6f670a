"""Great Cthulhu in Battle: Devour, Absorb and Regenerate (master rulebook, Great Cthulhu faction card
and Battle; docs/factions.md)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.content import UnitKind
from ...engine.pieces import a_unit_said, loss_doom, representatives, the_unit_said
from ...engine.records import Demand, WindowContext
from ..common import (battling, demand, done, eliminate, fighting, foe, has_book, hits_change, note,
                      of_kind, of_type, unassigned, use, victim_options)
from ...engine.prompts import Option
from ...words.describing import Phrase
from ...engine.state import State, battle_of

MONSTERS_AND_CULTISTS = (UnitKind.MONSTER, UnitKind.CULTIST)


# -- Devour ----------------------------------------------------------------------------------

def devour_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Devour (Pre-Battle): in a Battle with Cthulhu, the enemy Eliminates a Monster or Cultist of his."""
    if not battling(state, faction) or note(state, "devour") or not of_type(state, fighting(state, faction), "cthulhu"):
        return []
    if not of_kind(state, fighting(state, foe(state, faction)), *MONSTERS_AND_CULTISTS):
        return []
    return [use("devour", Phrase("option-devour"))]


def devour(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    return [ev.BattleNoted("devour", True), demand(faction, "devour_victim", foe(state, faction), kind="devour")]


def devour_victim_options(state: State, faction: str, d: Demand) -> list[Option]:
    """The enemy picks; a Great Old One can never be Devoured."""
    return victim_options(state, "devour_victim", of_kind(state, fighting(state, d.chooser),
                                                          *MONSTERS_AND_CULTISTS), "Devoured:")


def devour_victim(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    count = note(state, "devoured:" + faction, 0)
    return [done(faction), ev.BattleNoted("devoured:" + faction, count + 1)] + eliminate(state, choice["unit"], "devour")


# -- Absorb ----------------------------------------------------------------------------------

def absorb_options(state: State, faction: str, ctx: object) -> list[Option]:
    """Absorb (Pre-Battle): a Shoggoth Eliminates your Monster or Cultist in the Battle for +3 dice."""
    if not battling(state, faction) or not has_book(state, faction, "Absorb"):
        return []
    mine = fighting(state, faction)
    opts = []
    for shoggoth in representatives(state, of_type(state, mine, "shoggoth")):
        food = [u for u in of_kind(state, mine, *MONSTERS_AND_CULTISTS) if u != shoggoth]
        opts += [use("absorb", Phrase("option-absorb", {"unit": a_unit_said(state, u)}),
                     shoggoth=shoggoth, unit=u) for u in representatives(state, food)]
    return opts


def absorb(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    """Two-Player Rules example 2: an Absorbed unit gives the enemy its Doom."""
    key = "absorbed:" + choice["shoggoth"]
    return [ev.BattleNoted(key, note(state, key, 0) + 1)] + eliminate(state, choice["unit"], "absorb")


def absorb_combat(state: State, faction: str, enemy: str, units: tuple[str, ...]) -> int:
    """Each unit a Shoggoth Absorbed adds 3 to its Combat for this Battle."""
    if state.battle is None:
        return 0
    return sum(3 * note(state, "absorbed:" + u, 0) for u in of_type(state, units, "shoggoth"))


# -- Regenerate ------------------------------------------------------------------------------

def _outcome(first: str, second: str | None) -> tuple[str, ...]:
    """A Starspawn dies only with two Kills; any other result (or pair of results) Pains it."""
    return ("kill",) if (first, second) == ("kill", "kill") else ("pain",)


def regenerate_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Regenerate (Post-Battle): up to 2 results on the same Starspawn; it dies only if both are Kills."""
    if not battling(state, faction) or not has_book(state, faction, "Regenerate") or ctx.stage != "pains":
        return []
    results = battle_of(state).results
    mine = fighting(state, faction)
    own_choice = battle_of(state).assigner(faction) == faction
    opts: list[Option] = []
    stars = [s for s in of_type(state, mine, "starspawn") if len(results.get(s, ())) == 1
             and results[s][0] in ("kill", "pain") and not note(state, "regenerated:" + s)]
    for star in representatives(state, stars):  # two Starspawns with the same result are the same choice
        if results[star] == ("kill",):
            opts.append(use("regenerate", Phrase("option-regenerate"),
                            unit=star, donor=None, kind=None))
        if own_choice:
            opts += _second_results(state, faction, star, mine)
    return opts


def _second_results(state: State, faction: str, star: str, mine: list[str]) -> list[Option]:
    results = battle_of(state).results
    donors = [u for u in mine if u != star and len(results.get(u, ())) == 1 and results[u][0] in ("kill", "pain")]
    taker = the_unit_said(state, star)  # "the Starspawn with a Pain" where another has a Kill
    # The label names the donor's result itself, so the donor's description does not repeat it.
    opts = [use("regenerate", Phrase("option-regenerate-donor", {
        "taker": taker, "result": results[u][0], "unit": a_unit_said(state, u, unsaid=('results',))}),
                unit=star, donor=u, kind=results[u][0]) for u in representatives(state, donors)]
    for kind in ("kill", "pain"):
        if unassigned(state, faction, kind):
            opts.append(use("regenerate", Phrase("option-regenerate-unassigned", {"taker": taker, "result": kind}),
                            unit=star, donor=None, kind=kind))
    return opts


def regenerate(state: State, faction: str, choice: dict[str, Any], ctx: object) -> list[ev.Event]:
    star, donor, kind = choice["unit"], choice["donor"], choice["kind"]
    first = battle_of(state).results[star][0]
    after = _outcome(first, kind)
    before = (first,) + ((kind,) if donor else ())
    out = [ev.BattleNoted("regenerated:" + star, True), ev.ResultsReplaced(star, after, faction)]
    if donor:
        out.append(ev.ResultsReplaced(donor, (), faction))
    elif kind:
        before += (kind,)  # the unassigned result is used up
    out += hits_change(state, foe(state, faction), before, after)
    if "kill" in before and after == ("pain",):
        out += loss_doom(state, star, half=True)  # Two-Player Rules example 3: half Doom, 2
    return out
