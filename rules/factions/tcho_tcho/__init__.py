"""The Tcho-Tcho (master rulebook, Tcho-Tcho faction chapter and FAQ; docs/factions.md, Tcho-Tcho):
Acolytes, three High Priests with Unspeakable Oath, Proto-Shoggoths, Ubbo-Sathla with Growth,
Sycophancy, set-up at any free Area with a faction's start glyph after the other factions but
Windwalker and Opener of the Way, the Spellbooks and the six requirements; the Tribes variant
(tribes.py: the tribe's set of Spellbooks, Leng's and Sarkomand's books, the secret pick)."""
from __future__ import annotations

from ...engine.content import (AnyTimeAbility, BattleCombatAbility, DemandAbility, EffectAbility, FactionSpec,
                               GatherPowerAbility, Hook, PublicDatum, Requirement, RitualTurnAbility, StartRule,
                               TurnAbility, UnitKind, UnitLostAbility, UnitSpec, WindowAbility)
from ..common import chosen_area
from . import actions, battle, ruleset, tribes
from .events import GateDestroyed
from .texts import TEXTS
from .units import ubbo_combat

FACTION = FactionSpec(
    name="tcho_tcho",
    short="tt",
    title="Tcho-Tcho",
    plural_title=True,
    own_high_priests=True,
    options=ruleset.OPTIONS,
    texts=TEXTS,
    units=(
        UnitSpec("acolyte", UnitKind.CULTIST, 6, 1, 0),
        UnitSpec("high_priest", UnitKind.CULTIST, 3, 3, 0, title="High Priest"),
        UnitSpec("proto_shoggoth", UnitKind.MONSTER, 6, 2, 1, title="Proto-Shoggoth"),
        UnitSpec("ubbo_sathla", UnitKind.GREAT_OLD_ONE, 1, 6, ubbo_combat, doom_value=3, title="Ubbo-Sathla"),
    ),
    spellbooks=tribes.ALL_BOOKS,
    books_for=tribes.books_for,
    secret_data=(tribes.SECRET_TRIBE,),
    requirements=(
        Requirement("Another faction performs a Ritual of Annihilation or reaches 15 Doom.",
                    holds=actions.enemy_doom),
        Requirement("Earn an Elder Sign.", holds=actions.earned_sign),
        Requirement("Hold 3 Elder Signs.", holds=actions.three_signs),
        Requirement("As your Action, destroy your own Controlled Gate in your start Area (its Cultist stays)."),
        Requirement("A Great Old One is Killed in a Battle."),
        Requirement("Awaken Ubbo-Sathla."),
    ),
    abilities=(
        TurnAbility("awaken_ubbo_sathla", Hook.AWAKEN, actions.awaken_options, actions.awaken,
                    fields={"unit": "unit", "area": "area"}),
        RitualTurnAbility("awaken_ubbo_sathla_in_doom_phase", Hook.DOOM_PHASE, actions.awaken_in_doom_options,
                          actions.awaken_in_doom, fields={"unit": "unit", "area": "area"}),
        EffectAbility("growth", Hook.DOOM_PHASE_START, apply=actions.growth_roll),
        AnyTimeAbility("tcho_unspeakable_oath", Hook.ANY_TIME, options=actions.oath_options, apply=actions.oath,
                       fields={"unit": "unit"}),
        EffectAbility("ritual_watch", Hook.RITUAL, apply=actions.on_ritual),
        DemandAbility("sycophancy", Hook.DEMAND, actions.sycophancy_options, actions.sycophancy,
                      fields={"pay": ("doom_less", "doom_given")}),
        UnitLostAbility("great_old_one_killed", Hook.UNIT_LOST, apply=actions.goo_killed, anyone=True),
        TurnAbility("destroy_start_gate", Hook.ACTION, actions.destroy_options, actions.destroy, cost=0,
                    fields={"area": "area"}),
        EffectAbility("hierophants", Hook.SPELLBOOK_PLACED, apply=actions.hierophants),
        DemandAbility("hierophants_priest", Hook.DEMAND, actions.priest_place_options, actions.priest_placed,
                      fields={"area": "area"}),
        DemandAbility("hierophants_gift", Hook.DEMAND, actions.gift_options, actions.gift, fields={"area": "area"}),
        TurnAbility("idolatry", Hook.ACTION, actions.idolatry_options, actions.idolatry, cost=actions.IDOLATRY_COST,
                    acts_in=chosen_area, fields={"area": "area", "some": "bool"}, optional_fields=("some",)),
        DemandAbility("idolatry_unit", Hook.DEMAND, actions.idol_unit_options, actions.idol_unit,
                      fields={"unit": "unit?"}),
        GatherPowerAbility("soulless", Hook.GATHER_POWER, power_to=actions.soulless),
        BattleCombatAbility("terror", Hook.BATTLE, combat=battle.terror),
        BattleCombatAbility("terror_against", Hook.BATTLE, combat=battle.terror_against, against=True),
        WindowAbility("terror_mode", Hook.PRE_BATTLE, battle.terror_options, battle.terror_chosen,
                      fields={"mode": ("own", "enemy")}),
        EffectAbility("martyrdom", Hook.POST_BATTLE, apply=battle.martyrdom),
        # the Tribes variant (ruleset option tcho_tcho_tribe): the secret pick, Leng's and Sarkomand's books
        EffectAbility("tribe_asked", Hook.ACTION_START, apply=tribes.ask_tribe),
        DemandAbility("tribe_chosen", Hook.DEMAND, tribes.tribe_options, tribes.tribe_chosen,
                      fields={"tribe": ("tsang", "leng", "sarkomand")}),
        EffectAbility("tribe_revealed", Hook.SPELLBOOK_PLACED, apply=tribes.reveal),
        TurnAbility("surprise", Hook.ACTION, tribes.surprise_options, tribes.surprise, cost=tribes.SURPRISE_COST,
                    fields={"enemy": "faction"}),
        DemandAbility("surprise_victim", Hook.DEMAND, tribes.victim_options, tribes.victim, fields={"unit": "unit"}),
        TurnAbility("dark_rituals", Hook.ACTION, tribes.dark_rituals_options, tribes.dark_rituals, cost=0,
                    fields={}),
        DemandAbility("dark_rituals_paid", Hook.DEMAND, tribes.paid_options, tribes.paid,
                      fields={"pay": ("power", "doom")}),
        EffectAbility("dark_rituals_face_up", Hook.DOOM_PHASE_START, apply=tribes.face_up),
        WindowAbility("fulmination", Hook.POST_BATTLE, tribes.fulmination_options, tribes.fulmination, fields={}),
        UnitLostAbility("fulminated", Hook.UNIT_LOST, apply=tribes.fulminated),
        TurnAbility("doomsday", Hook.ACTION, tribes.doomsday_options, tribes.doomsday, cost=0,
                    fields={"unit": "unit", "area": "area"}),
        BattleCombatAbility("otherworld_alliances", Hook.BATTLE, combat=tribes.otherworld_alliances),
    ),
    start=StartRule(areas=actions.start_areas, stage=2, units=actions.start_units),
    events=(GateDestroyed, tribes.TribeChosen),
    public_data=(PublicDatum("growth", "count", "where Ubbo-Sathla's Growth marker stands on the Doom Track."),
                 PublicDatum("ubbo_awakened", "flag", "Ubbo-Sathla has Awakened once."),
                 PublicDatum("dark_rituals_face_down", "flag", "Dark Rituals was used and is face-down until the "
                                                               "Doom Phase."),
                 PublicDatum("tribe", "word", "the Tcho-Tcho's tribe, once revealed (Tribes variant, secret pick)."),
                 PublicDatum("doomsday_used", "flag", "Doomsday was used (its book is face-down for good).")),
)
