"""The Ancients' own events: a Cathedral built, and one removed (master rulebook, The Ancients,
Cathedrals). A Cathedral is a Building, not a Unit: the Areas holding one are the faction's public
bookkeeping (`faction_data["cathedrals"]`), so no Battle, Move, Capture or Recruit rule touches it."""
from __future__ import annotations

from ...engine import events as ev
from ...words.describing import Context, Phrase, ability_name, area_name, describes, describes_datum, faction_name
from ...engine.evolve import evolver
from ...engine.state import State


def cathedrals(state: State, faction: str) -> tuple[str, ...]:
    """The Areas where the faction's Cathedrals stand."""
    return tuple(state.faction_data.get(faction, {}).get("cathedrals", ()))


@ev.faction_event("CathedralBuilt")
class CathedralBuilt(ev.Event):
    """A Cathedral is built in `area` for `cost` Power (instead of a Gate, with the Create Gate Action)."""

    faction: str
    area: str
    cost: int


@ev.faction_event("CathedralRemoved")
class CathedralRemoved(ev.Event):
    """A Cathedral leaves the map (Unholy Ground); it may be built again later."""

    faction: str
    area: str
    reason: str


def _with_cathedrals(state: State, faction: str, areas: list[str]) -> State:
    mine = {**state.faction_data[faction], "cathedrals": tuple(sorted(areas))}  # frozen, as decoded
    return state.derive(faction_data={**state.faction_data, faction: mine})


@evolver(CathedralBuilt)
def _built(state: State, e: CathedralBuilt) -> State:
    state = state.derive(power={**state.power, e.faction: state.power[e.faction] - e.cost})
    return _with_cathedrals(state, e.faction, [*cathedrals(state, e.faction), e.area])


@evolver(CathedralRemoved)
def _removed(state: State, e: CathedralRemoved) -> State:
    left = list(cathedrals(state, e.faction))
    left.remove(e.area)
    return _with_cathedrals(state, e.faction, left)


@describes(CathedralBuilt.TYPE)
def _built_sentence(c: Context) -> Phrase:
    return _said("log-cathedral-built", c, area=area_name(c["area"]), cost=c["cost"])


@describes(CathedralRemoved.TYPE)
def _removed_sentence(c: Context) -> Phrase:
    reason = c["reason"].replace("_", " ").title()
    return _said("log-cathedral-removed", c, area=area_name(c["area"]), reason=ability_name(c["reason"], reason))


@describes_datum("dematerialized_round")
def _dematerialized(c: Context) -> Phrase:
    return _said("log-dematerialized", c, round=c["value"])


@describes_datum("un_men")
def _un_men(c: Context) -> Phrase:
    return _said("log-un-men", c, count=c["value"] or 0)


def _said(message_id: str, c: Context, **args: object) -> Phrase:
    """A phrase whose subject is the event's faction (`$faction`)."""
    return Phrase(message_id, {"faction": faction_name(c["faction"]), **args})
