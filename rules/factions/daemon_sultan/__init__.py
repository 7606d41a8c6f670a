"""Daemon Sultan (master rulebook, Daemon Sultan faction chapter and FAQ; docs/factions.md, Daemon
Sultan): set-up with 4 Power and nothing on the map, Psychosis, the three Larvae and their Avatars
(Thesis, Antithesis, Synthesis) and the Azathoth marker, the Chaos Gates, the six once-per-round
Spellbooks and the six requirements."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.content import (
    DemandAbility,
    EffectAbility,
    FactionSpec,
    Hook,
    PublicDatum,
    Requirement,
    RitualTurnAbility,
    StartRule,
    TurnAbility,
    UnitKind,
    UnitSpec,
    VictoryAbility,
    WindowAbility,
)
from ...engine.records import WindowContext
from ...engine.state import State
from . import actions, battle, requirements, ruleset, spellbooks
from .actions import ANTITHESIS, SYNTHESIS, THESIS
from .events import ChaosGateMoved, ChaosGatePlaced, ChaosGateTurned, TraitorSeated
from .texts import TEXTS


def _after_action(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    return actions.first_recruit(state, faction, choice, ctx) + spellbooks.gone_gates(state, faction)


def _doom_phase(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    return spellbooks.face_up(state, faction, choice, ctx) + spellbooks.abandoned_at_doom(state, faction, choice, ctx)


def _gathered(state: State, faction: str, choice: None, ctx: WindowContext) -> list[ev.Event]:
    return (requirements.abandoned_gate_at_gather(state, faction, choice, ctx)
            + spellbooks.abandoned_at_gather(state, faction, choice, ctx))


# Two players: the average of the chosen costs 0 to 8 (docs/rulings.md, Expansion factions: disputed points).
_AVATAR_DOOM = 4
_TO: dict[str, Any] = {"to": "faction?"}

FACTION = FactionSpec(
    name="daemon_sultan",
    short="ds",
    title="Daemon Sultan",
    options=ruleset.OPTIONS,
    texts=TEXTS,
    start_power=4,
    start=StartRule(off_map=True),
    units=(
        UnitSpec("acolyte", UnitKind.CULTIST, 6, 1, 0),
        UnitSpec("larva_thesis", UnitKind.MONSTER, 2, 1, actions.larva_combat(THESIS)),
        UnitSpec("larva_antithesis", UnitKind.MONSTER, 2, 1, actions.larva_combat(ANTITHESIS)),
        UnitSpec("larva_synthesis", UnitKind.MONSTER, 2, 1, actions.larva_combat(SYNTHESIS)),
        UnitSpec(THESIS, UnitKind.GREAT_OLD_ONE, 1, 0, actions.thesis_combat, doom_value=_AVATAR_DOOM),
        UnitSpec(ANTITHESIS, UnitKind.GREAT_OLD_ONE, 1, 8, actions.antithesis_combat, doom_value=_AVATAR_DOOM),
        UnitSpec(SYNTHESIS, UnitKind.GREAT_OLD_ONE, 1, 8, actions.synthesis_combat),
    ),
    spellbooks=("Animate Matter", "Chaos Gate", "Consummation", "Fiendish Growth", "Traitors!", "Undirected Energy"),
    requirements=(
        Requirement("You have one Larva of each type in play.", holds=requirements.larvae_in_play),
        Requirement("An Abandoned Gate is on the map as Power is gathered."),
        Requirement("In the Doom Phase, call on every other player to take 1 Power or 1 Doom; you receive the "
                    "total of what they took."),
        Requirement("Awaken Avatar Thesis."),
        Requirement("Awaken Avatar Antithesis."),
        Requirement("Awaken Avatar Synthesis."),
    ),
    abilities=(
        TurnAbility("psychosis", Hook.ACTION, actions.psychosis_options, actions.psychosis, cost=0,
                    fields={"area": "area"}),
        TurnAbility("awaken_thesis", Hook.AWAKEN, actions.awaken_thesis_options, actions.awaken_thesis,
                    fields={"area": "area", "marker": "count"}),
        TurnAbility("awaken_antithesis", Hook.AWAKEN, actions.awaken_antithesis_options, actions.awaken_antithesis,
                    fields={"area": "area"}),
        TurnAbility("awaken_synthesis", Hook.AWAKEN, actions.awaken_synthesis_options, actions.awaken_synthesis,
                    fields={"area": "area"}),
        DemandAbility("thesis_gift", Hook.DEMAND, actions.thesis_gift_options, actions.thesis_gift, fields=_TO),
        DemandAbility("thesis_share", Hook.DEMAND, actions.thesis_share_options, actions.thesis_share,
                      fields={"to": "faction"}),
        DemandAbility("antithesis_curse", Hook.DEMAND, actions.antithesis_curse_options, actions.antithesis_curse,
                      fields=_TO),
        DemandAbility("antithesis_sacrifice", Hook.DEMAND, actions.antithesis_sacrifice_options,
                      actions.antithesis_sacrifice, fields={"unit": "unit"}),
        DemandAbility("synthesis_offer", Hook.DEMAND, actions.synthesis_offer_options, actions.synthesis_offer,
                      fields={"offer": "count"}),
        VictoryAbility("synthesis", Hook.VICTORY, wins=actions.synthesis_won, at_once=True),
        WindowAbility("cosmic_ruler", Hook.POST_BATTLE, battle.cosmic_ruler_options, battle.cosmic_ruler,
                      fields={"unit": "unit", "instead": "unit"}, great_old_one=SYNTHESIS),
        EffectAbility("synthesis_die", Hook.BATTLE_DECLARED, apply=actions.synthesis_die),
        EffectAbility("start_area_fixed", Hook.AFTER_ANY_ACTION, apply=_after_action),
        EffectAbility("face_up", Hook.DOOM_PHASE_START, apply=_doom_phase),
        EffectAbility("gathered", Hook.GATHER_POWER_PHASE, apply=_gathered),
        RitualTurnAbility("call_on_enemies", Hook.DOOM_PHASE, requirements.call_on_options, requirements.call_on, fields={}),
        DemandAbility("pick_power_or_doom", Hook.DEMAND, requirements.pick_options, requirements.pick,
                      fields={"pick": ("power", "doom")}),
        TurnAbility("chaos_gate", Hook.ACTION, spellbooks.chaos_gate_options, spellbooks.chaos_gate, cost=1,
                    fields={"area": "area"}),
        TurnAbility("animate_matter", Hook.ACTION, spellbooks.animate_options, spellbooks.animate, cost=1,
                    fields={"origin": "area", "to": "area"}),
        TurnAbility("traitors", Hook.ACTION, spellbooks.traitors_options, spellbooks.traitors, cost=1,
                    fields={"area": "area", "unit": "unit"}),
        TurnAbility("undirected_energy", Hook.ACTION, spellbooks.undirected_options, spellbooks.undirected, cost=1,
                    fields={}),
        TurnAbility("fiendish_growth", Hook.ACTION, spellbooks.fiendish_options, spellbooks.fiendish, cost=1,
                    fields={}),
        DemandAbility("fiendish_growth_place", Hook.DEMAND, spellbooks.growth_options, spellbooks.growth,
                      fields={"unit_type": "unit_type?"}),
        TurnAbility("consummation", Hook.ACTION, spellbooks.consummation_options, spellbooks.consummation, cost=1,
                    fields={"spellbook": "spellbook"}),
    ),
    gates_closed_to=spellbooks.closed_to,
    events=(ChaosGatePlaced, ChaosGateMoved, ChaosGateTurned, TraitorSeated),
    public_data=(
        PublicDatum("chaos_gates", "areas", "the Areas whose Gate is a Daemon Sultan Chaos Gate.", "Chaos Gate"),
        PublicDatum("azathoth_marker", "number", "where the Azathoth marker stands on the Doom track (0 to 8)."),
        PublicDatum("spent_books", "names", "the Daemon Sultan Spellbooks face-down until the next Doom Phase."),
        PublicDatum("avatar_thesis_awakened", "flag", "Avatar Thesis has Awakened once."),
        PublicDatum("avatar_antithesis_awakened", "flag", "Avatar Antithesis has Awakened once."),
    ),
)
