"""Bubastis in Battle: Bastet's fixed effect, Zagazig, Savagery and Predator, and Bastet never
declaring Battle (master rulebook, Bubastis: Elder God, Spellbooks; FAQ, Bubastis)."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...engine import events as ev
from ...engine.battle import participants
from ...engine.pieces import a_unit_said, loss_doom, representatives, strength
from ...engine.prompts import Option
from ...engine.records import Demand, WindowContext
from ...engine.rng import roll_dice
from ...engine.state import State, battle_of, units_in
from ..common import answer, battling, demand, done, fighting, foe, has_book, note, use
from ...words.describing import Name, Phrase, area_name, unit_name
from .units import BASTET, MARS, SATURN, SAVAGERY, URANUS

ZAGAZIG, PREDATOR, PREDATOR_USED = "zagazig", "predator", "predator_used"


def bastet_alone_declares_no_battle(state: State, owner: str, attacker: str, defender: str, area: str,
                                    allowed: bool) -> bool:
    """An Elder God cannot declare Battle: Bubastis declares one only with another unit there."""
    if attacker != owner or not allowed:
        return allowed
    return any(state.table[u].type != BASTET for u in units_in(state, area, owner))


# -- the rolled results ----------------------------------------------------------------------

def _rolled(state: State) -> dict[str, dict[str, int]]:
    """Each side's rolled Kills and Pains, as rules.engine.battle rolls them (the DICE_ROLLED hook is
    reached before the rolls are recorded), read the other way round under Zagazig."""
    b = battle_of(state)
    att, dfn = b.attacker, b.defender
    att_faces = roll_dice(state, strength(state, att, dfn, participants(state, att)))
    dfn_faces = roll_dice(state, strength(state, dfn, att, participants(state, dfn)), offset=len(att_faces))
    out = {}
    for side, faces in ((att, att_faces), (dfn, dfn_faces)):
        kills, pains = sum(1 for f in faces if f == 6), sum(1 for f in faces if f in (4, 5))
        out[side] = {"kill": pains, "pain": kills} if b.note(ZAGAZIG) else {"kill": kills, "pain": pains}
    return out


def zagazig_swap(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Under Zagazig both sides' rolled Kills count as Pains and their Pains as Kills."""
    b = state.battle
    if b is None or not b.note(ZAGAZIG):
        return []
    out: list[ev.Event] = []
    for side, hits in _rolled(state).items():
        delta = hits["kill"] - hits["pain"]  # swapped kills minus swapped pains
        if delta:
            out += [ev.BattleHitsAdded(side, "kill", delta), ev.BattleHitsAdded(side, "pain", -delta)]
    return out


def bastet_in_battle(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    """Bastet rolls no dice: her side scores 1 Kill, and the enemy's rolled Kills drop by 1 (even when
    she fights alone; Zagazig leaves her Kill alone). Notes a Cat from Uranus taking part, for Predator."""
    b = state.battle
    if b is None or not battling(state, faction):
        return []
    mine = fighting(state, faction)
    out: list[ev.Event] = []
    if has_book(state, faction, "Predator") and any(state.table[u].type == URANUS for u in mine):
        out.append(ev.BattleNoted(PREDATOR, faction))
    if not any(state.table[u].type == BASTET for u in mine):
        return out
    enemy = foe(state, faction)
    out.append(ev.BattleHitsAdded(faction, "kill", 1))
    if _rolled(state)[enemy]["kill"] > 0:
        out.append(ev.BattleHitsAdded(enemy, "kill", -1))
    return out


# -- Zagazig and Savagery (Pre-Battle) -------------------------------------------------------

def zagazig_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    if (not has_book(state, faction, "Zagazig") or not battling(state, faction) or note(state, ZAGAZIG)
            or not any(state.table[u].type == MARS for u in fighting(state, faction))):
        return []
    return [use("zagazig", Phrase("option-zagazig"))]


def zagazig(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    return [ev.BattleNoted(ZAGAZIG, True)]


def savagery_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    if (not has_book(state, faction, "Savagery") or not battling(state, faction) or note(state, SAVAGERY)
            or state.power[faction] < 1 or not any(state.table[u].type == SATURN for u in fighting(state, faction))):
        return []
    return [use("savagery", Phrase("option-savagery"))]


def savagery(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    return [ev.PowerChanged(faction, -1, "savagery"), ev.BattleNoted(SAVAGERY, faction)]


# -- Predator (Post-Battle) ------------------------------------------------------------------

def _lost_types(state: State, faction: str) -> list[str]:
    """Types of unit the enemy lost in this Battle (Killed or Eliminated) with another on the map."""
    b, table = battle_of(state), state.table
    enemy = foe(state, faction)
    lost = {table[u].type for u, results in b.results.items()
            if table[u].faction == enemy and ("kill" in results or "elimination" in results)}
    return sorted(t for t in lost if _victims(state, enemy, t))


def _victims(state: State, enemy: str, unit_type: str) -> list[str]:
    table = state.table
    return sorted(u for here in state.by_area().values() for u in here
                  if table[u].faction == enemy and table[u].type == unit_type)


def predator_options(state: State, faction: str, ctx: WindowContext) -> list[Option]:
    b = state.battle
    if b is None or b.note(PREDATOR) != faction or b.note(PREDATOR_USED) or not battling(state, faction):
        return []
    enemy = foe(state, faction)
    return [use("predator", Phrase("option-predator", {"unit": _title(state, enemy, t)}), unit_type=t)
            for t in _lost_types(state, faction)]


def _title(state: State, enemy: str, unit_type: str) -> Name | str:
    """The title of the enemy's units of `unit_type` ("Acolyte", "Cat from Mars"), named by one of them."""
    table = state.table
    uid = next((u for u, info in sorted(table.items()) if info.faction == enemy and info.type == unit_type), None)
    if uid is None:
        return unit_type
    named = unit_name(uid)
    return replace(named, english={**named.english, "": table[uid].spec.label})


def predator(state: State, faction: str, choice: dict[str, Any], ctx: WindowContext) -> list[ev.Event]:
    enemy = foe(state, faction)
    return [ev.BattleNoted(PREDATOR_USED, True),
            demand(faction, "predator_victim", enemy, kind="predator", first=choice["unit_type"])]


def predator_victim_options(state: State, faction: str, d: Demand) -> list[Option]:
    return [answer("predator_victim", Phrase("option-predator-victim", {
                "unit": a_unit_said(state, u), "area": area_name(state.units[u])}), unit=u)
            for u in representatives(state, _victims(state, d.chooser, str(d.first)))]


def predator_victim(state: State, faction: str, choice: dict[str, Any], d: Demand) -> list[ev.Event]:
    uid = choice["unit"]
    return [done(faction), ev.UnitEliminated(uid, state.units[uid], "predator")] + loss_doom(state, uid)
