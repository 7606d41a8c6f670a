"""Windwalker in Battle: Eternal, Cannibalism, Howl and Berserkergang (master rulebook, Windwalker;
docs/factions.md, Windwalker, Rhan Tegoth, Cannibalism, Howl and Berserkergang)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.hooks import ability_may_enter
from ...engine.pieces import a_unit_said, loss_doom, representatives
from ...words.describing import Name, Phrase, area_name
from ...engine.records import IGNORED, Demand, WindowContext
from ...engine.state import POOL, State, battle_of, on_gate, owner_of, units_in
from ..common import (
    answer,
    battling,
    demand,
    done,
    foe,
    has_book,
    note,
    pool_unit,
    take_from_pool,
    unit_of,
    use,
)
from ...engine.prompts import Option

ETERNAL = "eternal_used"


def eternal_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Eternal: when Rhan Tegoth is hit by a Kill or a Pain, you may spend 1 Power to ignore it (not
    an Elimination; usable while Hibernating). Offered once every result is assigned, so no other
    result can be put on him in this Battle (FAQ, Windwalker: one result at most)."""
    b = state.battle
    rhan = unit_of(state, faction, "rhan_tegoth")
    if b is None or ctx.stage != "pains" or note(state, ETERNAL) or state.power[faction] < 1:
        return []
    if not {"kill", "pain"} & set(b.results.get(rhan, ())):
        return []
    return [use("eternal", Phrase("option-eternal"))]


def eternal(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    """The result is ignored but still happened for others' abilities and requirements (FAQ,
    Windwalker: The Harbinger, Cthulhu's Kill Spellbooks; kept as the IGNORED Battle note); in the
    two-player game a saved Rhan Tegoth gives half his Doom (3)."""
    rhan = unit_of(state, faction, "rhan_tegoth")
    results = tuple(battle_of(state).results.get(rhan, ()))
    after = tuple(r for r in results if r not in ("kill", "pain"))
    ignored = tuple(r for r in results if r in ("kill", "pain"))
    out: list[ev.Event] = [ev.BattleNoted(ETERNAL, True), ev.PowerChanged(faction, -1, "eternal"),
                           ev.BattleNoted(IGNORED + rhan, ignored), ev.ResultsReplaced(rhan, after, faction)]
    out += _spent_hits(state, faction, rhan)
    return out + (loss_doom(state, rhan, half=True) if "kill" in results else [])


def _spent_hits(state: State, faction: str, rhan: str) -> list[ev.Event]:
    """The enemy's Kills and Pains beyond those on Windwalker's other units are spent on Rhan Tegoth
    (or had no unit to take them): none is left over to be put on him again."""
    b = battle_of(state)
    enemy = b.enemy_of(faction)
    out: list[ev.Event] = []
    for kind in ("kill", "pain"):
        given = sum(r.count(kind) for u, r in b.results.items() if u != rhan and state.table[u].faction == faction)
        rolled = b.hits.get(enemy, {}).get(kind, 0)
        if rolled > given:
            out.append(ev.BattleHitsAdded(enemy, kind, given - rolled))
    return out


def cannibalism_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Cannibalism: once the Battle's results are all carried out (Kills applied, Retreats made), if
    an enemy unit died by a Kill (not an Elimination), put a Wendigo or an Acolyte from your Pool
    into the Area, in the Battle or not; the Wendigo just Killed may come straight back (master
    rulebook, FAQ, Windwalker, lines 5357-5359)."""
    b = state.battle
    if b is None or ctx.stage != "resolved" or note(state, "cannibalism") or not has_book(state, faction, "Cannibalism"):
        return []
    table = state.table
    if not any("kill" in r and table[u].faction != faction for u, r in b.results.items()):
        return []
    return [use("cannibalism", Phrase("option-cannibalism", {"unit": Name(f"unit-{t}", {"": t.title()}),
                                                            "area": area_name(b.area)}), unit_type=t)
            for t in ("wendigo", "acolyte") if pool_unit(state, faction, t)]


def cannibalism(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    uid = take_from_pool(state, faction, choice["unit_type"])
    return [ev.BattleNoted("cannibalism", True), ev.UnitPlaced(uid, POOL, battle_of(state).area, "cannibalism")]


# -- Howl ------------------------------------------------------------------------------------

HOWLED = "howl_used"


def howl_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    """Howl (Pre-Battle): with a Wendigo of yours in the Battle, the enemy must retreat one unit."""
    b = state.battle
    if b is None or not battling(state, faction) or note(state, HOWLED) or not has_book(state, faction, "Howl"):
        return []
    if not [u for u in units_in(state, b.area, faction) if state.table[u].type == "wendigo" and u not in b.exempted()]:
        return []
    enemy = foe(state, faction)
    if not any(_howl_targets(state, u, b.area) for u in units_in(state, b.area, enemy) if u not in b.exempted()):
        return []  # nowhere to go (Cosmic Terror): no one can retreat
    return [use("howl", Phrase("option-howl"))]


def howl(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    return [ev.BattleNoted(HOWLED, True),
            demand(faction, "howl_retreat", foe(state, faction), kind="howl", area=battle_of(state).area)]


def howled_options(state: State, faction: str, d: Demand) -> list[Option]:
    """The enemy chooses the unit and where it goes (FAQ, Windwalker: even into an Area with
    Windwalker's units). It is no Pain: it takes no part in the rest of the Battle."""
    b, enemy, area = battle_of(state), d.chooser, d.required_area()
    mine = [u for u in units_in(state, area, enemy) if u not in b.exempted()]
    return [answer("howl_retreat", Phrase("option-howl-retreat", {"unit": a_unit_said(state, u), "to": area_name(to)}),
                   unit=u, to=to)
            for u in representatives(state, mine) for to in _howl_targets(state, u, area)]


def _howl_targets(state: State, uid: str, area: str) -> list[str]:
    """The Areas next to `area` the Howled unit may enter: one it may not (Cosmic Terror; a unit
    Howled away goes alone) is not offered."""
    return [to for to in sorted(state.map.adjacency[area]) if ability_may_enter(state, state.table[uid].faction, uid, to)]


def howled(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    uid, to, area = choice["unit"], choice["to"], d.required_area()
    out: list[ev.Event] = [done(faction), ev.UnitsExempted((uid,))]
    if on_gate(state, uid):
        out.append(ev.GateAbandoned(owner_of(state, uid), area, uid, implied=True))
    return out + [ev.UnitPlaced(uid, area, to, "howl")]


# -- Berserkergang ---------------------------------------------------------------------------

BERSERK = "berserkergang_owed"


def berserkergang(state: State, faction: str, choice: dict[str, Any] | None,
                  ctx: WindowContext) -> list[ev.Event]:
    """Each Gnoph-Keh of yours that takes a Kill costs the enemy one of his own Monsters or Cultists
    from the Battle, which he chooses and Eliminates (counted as the Kills are assigned)."""
    b = state.battle
    if b is None or ctx.stage != "assigned" or not battling(state, faction) or note(state, BERSERK) is not None:
        return []
    if not has_book(state, faction, "Berserkergang"):
        return []
    killed = sum(1 for u, r in b.results.items()
                 if "kill" in r and state.table[u].faction == faction and state.table[u].type == "gnoph_keh")
    if not killed or not _berserk_victims(state, foe(state, faction)):
        return []
    return [ev.BattleNoted(BERSERK, killed),
            demand(faction, "berserkergang_victim", foe(state, faction), kind="berserkergang", left=killed,
                   area=b.area)]


def _berserk_victims(state: State, enemy: str) -> list[str]:
    """The enemy's Monsters and Cultists in the Battle that have no result yet (Great Old Ones are
    immune)."""
    b, table = battle_of(state), state.table
    return [u for u in units_in(state, b.area, enemy) if u not in b.exempted() and not b.results.get(u)
            and (table[u].spec.monster or table[u].spec.cultist)]


def berserk_victim_options(state: State, faction: str, d: Demand) -> list[Option]:
    return [answer("berserkergang_victim", Phrase("option-berserkergang-victim", {"unit": a_unit_said(state, u)}), unit=u)
            for u in representatives(state, _berserk_victims(state, d.chooser))]


def berserk_victim(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    uid = choice["unit"]
    out = [ev.UnitEliminated(uid, state.units[uid], "berserkergang")] + loss_doom(state, uid)
    left = (d.left or 1) - 1
    remaining = [u for u in _berserk_victims(state, d.chooser) if u != uid]
    if left <= 0 or not remaining:
        return [done(faction)] + out
    return [demand(faction, "berserkergang_victim", d.chooser, kind="berserkergang", left=left, area=d.area)] + out
