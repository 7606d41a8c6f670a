"""The vocabulary of choices: every `act` with its fields, and for `ability` and `answer` the fields of
each ability's choice.

ACTS declares the acts the engine core offers. The abilities' choices are declared by their factions,
beside the abilities (rules.engine.content.Ability: `fields`, `optional_fields`, `no_choice`), and gathered
here from the faction registry, so a new faction needs no edit to this module. `rules/CHOICES.md`
describes the vocabulary for readers, `rules.contract.contract` turns it into JSON Schema for the factions
offered for new games (published in the API's OpenAPI document), and tests hold both the document and
every option the engine lists in random games to it, for every known faction.

A field's type is a name from FIELD_TYPES (a trailing `?` means the field may be null), or for an
ability's field a tuple of the words the field may be.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping

from ..engine import choices, maps, registry
from ..engine.content import Ability, FieldType, Hook


@dataclass(frozen=True)
class Act:
    """One kind of choice: its own fields and when it is offered (`pending(state)[0]["kind"]`)."""

    fields: dict[str, str]
    when: str
    optional: tuple[str, ...] = ()


FIELD_TYPES = {
    "unit": "A unit id, `<faction short>.<unit type>.<n>` (e.g. `gc.deep_one.2`).",
    "units": "Unit ids.",
    "area": "An Area of the map.",
    "faction": "A faction.",
    "unit_type": "A unit type.",
    "spellbook": "A Spellbook's name.",
    "slot": "A Spellbook requirement slot, 0 to 5.",
    "hook": "An out-of-turn window.",
    "direction": "A direction of play.",
    "result": "A Battle result.",
    "standing": "A standing answer.",
    "condition": "The condition of a `pass_unless` standing answer.",
    "bool": "true or false.",
    "count": "A whole number from 0.",
    "index": "A place in the window's queue.",
    "elder_sign": "An Elder Sign's Doom value.",
    "reward": "What The Harbinger gives: `power` or `elder_signs`.",
    "battle_result": "A Battle result, or null.",
    "choice": "Another choice (the second Action's).",
}

# When each act is offered (`pending(state)[0]["kind"]`); its fields are declared by its class in
# rules.engine.choices.
WHEN: dict[str, str] = {
    "direction": "`direction`: the First Player picks the direction of play",
    "first_player": "`first_player`: the previous First Player breaks a tie for most Power",
    "start_area": "`start_area`: at set-up, a faction with several Areas it may start in picks one",
    "recruit": "`turn`",
    "summon": "`turn`",
    "create_gate": "`turn`",
    "move": "`turn` (starts a Move Action) or `move` (one more unit)",
    "move_done": "`move`: finish the Move Action",
    "battle": "`turn`",
    "capture": "`turn`",
    "capture_victim": "`capture_victim`: the victim picks which Cultist is Captured",
    "requirement": "`turn`: a Spellbook Requirement Action",
    "ability": "`turn` (Unique Action, Awaken), `window`, `ritual`",
    "control_gate": "`turn` (Unlimited Action); `unit` takes the Gate (a Cultist, or e.g. a Dark Young "
                    "with The Red Sign). The older form without `unit` is still accepted and seats "
                    "the lowest-numbered free unit",
    "abandon_gate": "`turn` (Unlimited Action)",
    "drop_power": "`turn`: drop to 0 Power (two-player: only with no Action left)",
    "end_turn": "`turn`, once the turn's one Action is taken",
    "assign": "`assign_elimination`, `assign_kill`, `assign_pain`",
    "retreat": "`retreat`",
    "retreat_eliminate": "`retreat_blocked`: no Area to Retreat to",
    "ritual": "`ritual`: perform a Ritual of Annihilation",
    "end_ritual_turn": "`ritual`",
    "place_spellbook": "`spellbook`: cover a met requirement",
    "window_pass": "`window`: pass on an out-of-turn ability",
    "answer": "a demand: a choice an ability asks of a seat (`ability` names the demanding ability)",
    "reveal_elder_sign": "any time, any seat holding one (never pending)",
    "standing_answer": "any time, for hooks the seat's faction has abilities on; `condition` only "
                       "with `pass_unless`",
}

def _act(act: str, cls: type[Any]) -> Act:
    fields, optional = choices.fields_of(cls)
    return Act(fields, WHEN[act], optional)


ACTS: dict[str, Act] = {act: _act(act, cls) for act, cls in choices.BY_ACT.items()}


# Each act as a client heads its options: the rulebook's words for the Action or step.
ACT_TITLES: dict[str, str] = {
    "direction": "Direction of play", "first_player": "First Player", "start_area": "Start Area",
    "recruit": "Recruit", "summon": "Summon", "create_gate": "Create a Gate", "move": "Move",
    "move_done": "Finish moving", "battle": "Battle", "capture": "Capture", "capture_victim": "Captured Cultist",
    "requirement": "Spellbook requirement", "ability": "Abilities", "control_gate": "Control a Gate",
    "abandon_gate": "Abandon a Gate", "drop_power": "Drop Power", "end_turn": "End the turn",
    "assign": "Assign results", "retreat": "Retreat", "retreat_eliminate": "Eliminate",
    "ritual": "Ritual of Annihilation", "end_ritual_turn": "No Ritual", "place_spellbook": "Take a Spellbook",
    "window_pass": "Pass", "answer": "Answer", "reveal_elder_sign": "Reveal an Elder Sign",
    "standing_answer": "Standing answers",
}

# act "ability" and act "answer": each faction declares the fields of its abilities' choices beside
# the abilities (content.Ability.fields); the functions below gather them from the registry.

def abilities(names: Iterable[str] | None = None) -> dict[str, Ability]:
    """act "ability": the abilities that offer a choice of their own, by name (sorted), of the
    factions `names` (default: every faction the registry knows, offered or not)."""
    return _declared(names, lambda a: a.hook is not Hook.DEMAND)


def answers(names: Iterable[str] | None = None) -> dict[str, Ability]:
    """act "answer": the demanding abilities, by name (sorted), whose answers have declared fields."""
    return _declared(names, lambda a: a.hook is Hook.DEMAND)


def no_choice(names: Iterable[str] | None = None) -> dict[str, str]:
    """Abilities on a choice-making hook that never list a choice under their own name, and why."""
    return {a.name: a.no_choice for a in _abilities_of(names) if a.no_choice}


def fields_of(choice: dict[str, Any]) -> Mapping[str, FieldType]:
    """The declared fields of `choice` (act and ability excluded), whichever known faction's ability
    it names; KeyError for an unknown kind."""
    act = choice["act"]
    if act == "ability":
        return abilities()[choice["ability"]].fields or {}  # listed: declared
    if act == "answer":
        return answers()[choice["ability"]].fields or {}
    return ACTS[act].fields


def _abilities_of(names: Iterable[str] | None) -> list[Ability]:
    """The abilities of the factions `names` (default: every known one), then those of the neutral
    content, which any game may hold (Loyalty Cards and neutral Spellbooks), then those a map's rules
    give every faction (the Library at Celaeno's Silence Token Actions)."""
    chosen = registry.known() if names is None else names
    for layout in maps.LAYOUTS:  # each map's rules module registers its abilities as it loads
        maps.load(layout)
    return ([ability for name in chosen for ability in registry.get(name).abilities] + neutral_abilities()
            + list(registry.every_map_shared_ability()))


def neutral_abilities() -> list[Ability]:
    """Every ability of a Loyalty Card (its own, its Spellbook's, its Awakening, those it gives
    every faction) and of a neutral Spellbook."""
    out: list[Ability] = []
    for card in registry.cards().values():
        out += [*card.abilities, *card.book_abilities, *([card.awaken] if card.awaken else []), *card.everyone]
    for book in registry.neutral_spellbooks().values():
        out += book.abilities
    return out


def _declared(names: Iterable[str] | None, kind: Callable[[Ability], bool]) -> dict[str, Ability]:
    """The abilities of `kind` with declared fields; two factions may share an ability's name only
    with the same fields, since a choice names the ability and not its faction."""
    found: dict[str, Ability] = {}
    for ability in _abilities_of(names):
        if ability.fields is None or not kind(ability):
            continue
        seen = found.setdefault(ability.name, ability)
        if (seen.fields, seen.optional_fields) != (ability.fields, ability.optional_fields):
            raise ValueError(f"Ability {ability.name!r} is declared twice with different fields.")
    return dict(sorted(found.items()))
