"""Earning Spellbooks (master rulebook, Game Basics, Earning Spellbooks).

When a requirement is met the owner must cover that slot with any Spellbook still in the Pool;
Spellbooks are never lost. Requirements met during a Battle are received after it.
"""
from __future__ import annotations

from typing import Any

from . import choices as ch
from . import events as ev
from .content import Hook, Requirement, RequirementMetAbility, of_kind
from .holdings import abilities_on
from .loyalty import free_neutral_books
from .prompts import Option, Prompt, handler
from .records import RequirementContext
from .state import State, battle_of, spec_of
from .phrases import Name, Phrase, ability_name


def _open_slots(state: State, faction: str) -> list[tuple[int, Requirement]]:
    """(slot, requirement) pairs neither covered nor already waiting for a Spellbook."""
    done = {slot for slot, _ in state.spellbooks[faction]} | {s for f, s in state.met if f == faction}
    return [(slot, req) for slot, req in enumerate(spec_of(faction).requirements) if slot not in done]


def requirement_text(state: State, faction: str, slot: int) -> str:
    """The slot's requirement as it reads under the game's ruleset options (Requirement.reads)."""
    return spec_of(faction).requirements[slot].reads(state.options)


def requirement_said(state: State, faction: str, slot: int) -> Phrase:
    """The slot's requirement as an option quotes it: worded per reader from the rules texts
    catalog (cards.ftl) where it reads as the default ruleset words it; a wording a ruleset option
    changes reads in English (the catalogs word the default only)."""
    text = requirement_text(state, faction, slot)
    default = spec_of(faction).requirements[slot].text
    message = f"text-{faction}-requirement-{slot}" if text == default else "text-reworded-requirement"
    return Phrase("option-requirement-words", {"requirement": Name(message, {"": text})})


def requirement_texts(state: State, faction: str) -> list[str]:
    """Every slot's requirement, in slot order, as it reads in this game."""
    return [req.reads(state.options) for req in spec_of(faction).requirements]


def requirements_met(state: State) -> list[ev.Event]:
    """State-based requirements that hold now (checked between steps, never inside a Battle)."""
    out: list[ev.Event] = []
    for faction in state.order:
        if any(req.holds is not None for req in spec_of(faction).requirements):  # most steps: none to check
            out += [ev.RequirementMet(faction, slot) for slot, req in _open_slots(state, faction)
                    if req.holds is not None and req.holds(state, faction)]
    return out


def battle_requirements_met(state: State) -> list[ev.Event]:
    """Requirements met by what happened in the Battle that is ending."""
    b = battle_of(state)
    return [ev.RequirementMet(faction, slot) for faction in b.sides()
            for slot, req in _open_slots(state, faction) if req.on_battle is not None and req.on_battle(state, faction, b)]


def requirement_action_slots(state: State, faction: str) -> list[int]:
    """Open Spellbook Requirement Actions ("As your Action ...") the faction can afford."""
    return [slot for slot, req in _open_slots(state, faction)
            if req.action_cost is not None and req.action_cost <= state.power[faction]]


def rewards(state: State, met: ev.RequirementMet) -> list[ev.Event]:
    """What a faction's REQUIREMENT_MET abilities grant when a slot is met (e.g. an Elder Sign)."""
    out: list[ev.Event] = []
    for ability in of_kind(abilities_on(state, met.faction, Hook.REQUIREMENT_MET), RequirementMetAbility):
        out += ability.apply(state, met.faction, None, RequirementContext(met.slot))
    return out


def spellbook_prompt(state: State) -> Prompt:
    """The owner of the oldest met requirement picks the Spellbook that covers it."""
    faction, slot = state.met[0]
    placed = {name for _, name in state.spellbooks[faction]}
    requirement = requirement_said(state, faction, slot)

    def build() -> list[Option]:
        own = [Option({"act": "place_spellbook", "slot": slot, "spellbook": name},
                      Phrase("option-place-spellbook", {"book": ability_name(name, name), "requirement": requirement}))
               for name in spec_of(faction).books_in_game(state.options, state.faction_data[faction]) if name not in placed]
        return own + [Option({"act": "place_spellbook", "slot": slot, "spellbook": name},
                             Phrase("option-take-neutral-spellbook", {"book": ability_name(name, name),
                                                                       "requirement": requirement}))
                      for name in free_neutral_books(state)]

    return Prompt("spellbook", faction, build, auto=True)


@handler("place_spellbook")
def do_place(state: State, faction: str, choice: ch.PlaceSpellbookChoice) -> list[ev.Event]:
    return [ev.SpellbookPlaced(faction, choice["slot"], choice["spellbook"])]
