"""A stand-in faction defined outside the rules package, with everything a faction may bring: its
own units, an event of its own (with its evolver and sentence), a ruleset option, an ability on the
Doom Phase hook, Spellbook requirements and its own start Area rule.

Nothing in `rules/`, `bots/` or `service/` names it: a process that registers this module
(`rules.factions.register_module("standin_faction")`, or `register(FACTION)`) seats it, decodes its
events, lists its option and plays it with the bots.

Its card: Acolytes and Chanters; on its Ritual turn it may sing a Hymn once per Doom Phase, paying
1 Power per verse for 1 Doom per verse (`stand_in_verses` verses, 1 by default). It sets up after
the other factions, in the first Area (by name) that is nobody's start Area and holds no unit.
"""
from __future__ import annotations

from rules.engine import events as ev
from rules.engine.content import (FactionSpec, Hook, Requirement, RitualTurnAbility, RulesetOption, StartRule,
                                  UnitKind, UnitSpec)
from rules.words.describing import describes
from rules.engine.evolve import evolver
from rules.engine.prompts import Option
from rules.engine.state import State, areas_with_units, controlled_gates, on_map

NAME = "stand_in"
VERSES = RulesetOption("stand_in_verses", 1, (1, 2),
                       "stand-in faction: the verses of a Hymn, each costing 1 Power and giving 1 Doom")


@ev.faction_event("StandInHymnSung")
class HymnSung(ev.Event):
    faction: str
    verses: int


@evolver(HymnSung)
def _hymn_sung(state: State, e: HymnSung) -> State:
    """The singer pays 1 Power and gains 1 Doom per verse."""
    return state.derive(power={**state.power, e.faction: state.power[e.faction] - e.verses},
                        doom={**state.doom, e.faction: state.doom[e.faction] + e.verses})


@describes(HymnSung.TYPE)
def _hymn_sentence(c) -> str:
    return f"{c.faction()} sang a Hymn of {c['verses']} verses."


def _hymns(state: State, faction: str) -> int:
    return state.faction_data[faction].get("hymns", 0)


def _hymn_options(state: State, faction: str, ctx) -> list[Option]:
    """On its Ritual turn, once per Doom Phase, with Power for every verse."""
    verses = state.options[VERSES.name]
    if state.faction_data[faction].get("hymn_round") == state.round or state.power[faction] < verses:
        return []
    return [Option({"act": "ability", "ability": "hymn"}, f"Sing a Hymn of {verses} verses")]


def _hymn(state: State, faction: str, choice: dict, ctx) -> list[ev.Event]:
    return [HymnSung(faction, state.options[VERSES.name]),
            ev.FactionDataSet(faction, "hymn_round", state.round),
            ev.FactionDataSet(faction, "hymns", _hymns(state, faction) + 1)]


def quiet_area(state: State, faction: str) -> tuple[str, ...]:
    """The first Area by name that is no faction's start Area on this map and holds no unit."""
    starts = {a for areas in state.map.start_areas.values() for a in areas}
    held = {a for f in state.order if f != faction for a in areas_with_units(state, f)}
    return tuple(a for a in sorted(state.map.areas) if a not in starts | held)[:1]


def _chanters_on_map(state: State, faction: str) -> int:
    return sum(1 for u in on_map(state, faction) if state.table[u].type == "chanter")


FACTION = FactionSpec(
    name=NAME, short="si", title="Stand-In",
    units=(UnitSpec("acolyte", UnitKind.CULTIST, 6, 1, 0),
           UnitSpec("chanter", UnitKind.MONSTER, 3, 2, 1)),
    spellbooks=("One", "Two", "Three", "Four", "Five", "Six"),
    requirements=(
        Requirement("Have a Chanter on the map.", holds=lambda s, f: _chanters_on_map(s, f) >= 1),
        Requirement("Have 3 Chanters on the map.", holds=lambda s, f: _chanters_on_map(s, f) >= 3),
        Requirement("Control 2 Gates.", holds=lambda s, f: len(controlled_gates(s, f)) >= 2),
        Requirement("Sing a Hymn.", holds=lambda s, f: _hymns(s, f) >= 1),
        Requirement("Have units in 4 Areas.", holds=lambda s, f: len(areas_with_units(s, f)) >= 4),
        Requirement("Sing 3 Hymns.", holds=lambda s, f: _hymns(s, f) >= 3),
    ),
    abilities=(RitualTurnAbility("hymn", Hook.DOOM_PHASE, _hymn_options, _hymn),),
    events=(HymnSung,),
    start=StartRule(areas=quiet_area, stage=1),
    options=(VERSES,),
)
