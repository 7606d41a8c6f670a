"""One class per act: the choice a client sends back, as the engine's handlers read it.

Each class is a `TypedDict` (a choice is a JSON object and stays one: the classes type it, they
do not change it). A field's annotation carries its kind from the vocabulary's field types
(`Annotated[str, "unit"]` is a unit id), and `rules.contract.vocabulary.ACTS` is built from these
classes, so the act's fields are declared once: here, where the handler that reads them is typed
by them.

`act "ability"` and `act "answer"` carry an ability's own fields, declared by each faction beside
the ability (`rules.engine.content.Ability.fields`); their class types only the fields every such
choice has.
"""

from typing import (Annotated, Any, Literal, NotRequired, TypedDict, get_args, get_origin,
                    get_type_hints)

# The Python type of each field kind (rules.contract.vocabulary.FIELD_TYPES describes them).
KIND_TYPES: dict[str, type] = {
    "unit": str, "units": list, "area": str, "faction": str, "unit_type": str, "spellbook": str,
    "slot": int, "hook": str, "direction": str, "result": str, "standing": str, "condition": str,
    "bool": bool, "count": int, "index": int, "elder_sign": int, "reward": str,
    "battle_result": str, "choice": dict, "ability": str,
}

Unit = Annotated[str, "unit"]
Area = Annotated[str, "area"]
Faction = Annotated[str, "faction"]
UnitType = Annotated[str, "unit_type"]
Slot = Annotated[int, "slot"]
Hook = Annotated[str, "hook"]


class DirectionChoice(TypedDict):
    act: Literal["direction"]
    direction: Annotated[str, "direction"]


class FirstPlayerChoice(TypedDict):
    act: Literal["first_player"]
    faction: Faction


class StartAreaChoice(TypedDict):
    act: Literal["start_area"]
    area: Area


class RecruitChoice(TypedDict):
    act: Literal["recruit"]
    unit_type: UnitType
    area: Area


class SummonChoice(TypedDict):
    act: Literal["summon"]
    unit_type: UnitType
    area: Area


class CreateGateChoice(TypedDict):
    act: Literal["create_gate"]
    area: Area
    control: Annotated[bool, "bool"]


class MoveChoice(TypedDict):
    act: Literal["move"]
    unit: Unit
    to: Area


class MoveDoneChoice(TypedDict):
    act: Literal["move_done"]


class BattleChoice(TypedDict):
    act: Literal["battle"]
    area: Area
    enemy: Faction


class CaptureChoice(TypedDict):
    act: Literal["capture"]
    area: Area
    enemy: Faction


class CaptureVictimChoice(TypedDict):
    act: Literal["capture_victim"]
    unit: Unit


class RequirementChoice(TypedDict):
    act: Literal["requirement"]
    slot: Slot


class AbilityChoice(TypedDict):
    """A faction ability used; the ability's own fields ride beside `ability`."""
    act: Literal["ability"]
    ability: Annotated[str, "ability"]


class ControlGateChoice(TypedDict):
    """`unit` takes the Gate; the older form without it (still accepted) seats the
    lowest-numbered free unit."""
    act: Literal["control_gate"]
    area: Area
    unit: Unit


class AbandonGateChoice(TypedDict):
    act: Literal["abandon_gate"]
    area: Area


class DropPowerChoice(TypedDict):
    act: Literal["drop_power"]


class EndTurnChoice(TypedDict):
    act: Literal["end_turn"]


class AssignChoice(TypedDict):
    act: Literal["assign"]
    unit: Unit
    result: Annotated[str, "result"]


class RetreatChoice(TypedDict):
    act: Literal["retreat"]
    unit: Unit
    to: Area


class RetreatEliminateChoice(TypedDict):
    act: Literal["retreat_eliminate"]
    unit: Unit


class RitualChoice(TypedDict):
    act: Literal["ritual"]


class EndRitualTurnChoice(TypedDict):
    act: Literal["end_ritual_turn"]


class PlaceSpellbookChoice(TypedDict):
    act: Literal["place_spellbook"]
    slot: Slot
    spellbook: Annotated[str, "spellbook"]


class WindowPassChoice(TypedDict):
    act: Literal["window_pass"]
    hook: Hook
    index: Annotated[int, "index"]


class AnswerChoice(TypedDict):
    """A demand answered; the demanding ability's own fields ride beside `ability`."""
    act: Literal["answer"]
    ability: Annotated[str, "ability"]


class RevealElderSignChoice(TypedDict):
    act: Literal["reveal_elder_sign"]
    value: Annotated[int, "elder_sign"]


class StandingAnswerChoice(TypedDict):
    """`condition` only with the answer `pass_unless`."""
    act: Literal["standing_answer"]
    hook: Hook
    answer: Annotated[str, "standing"]
    condition: NotRequired[Annotated[str, "condition"]]


# Every act's class, in the order the vocabulary lists them.
CLASSES: tuple[type[Any], ...] = (
    DirectionChoice, FirstPlayerChoice, StartAreaChoice, RecruitChoice, SummonChoice,
    CreateGateChoice, MoveChoice, MoveDoneChoice, BattleChoice, CaptureChoice, CaptureVictimChoice,
    RequirementChoice, AbilityChoice, ControlGateChoice, AbandonGateChoice, DropPowerChoice,
    EndTurnChoice, AssignChoice, RetreatChoice, RetreatEliminateChoice, RitualChoice,
    EndRitualTurnChoice, PlaceSpellbookChoice, WindowPassChoice, AnswerChoice,
    RevealElderSignChoice, StandingAnswerChoice,
)


def act_of(cls: type[Any]) -> str:
    """The act a choice class is for (its `act` field's one literal)."""
    literal = get_type_hints(cls)["act"]
    (act,) = literal.__args__
    return str(act)


def fields_of(cls: type[Any]) -> tuple[dict[str, str], tuple[str, ...]]:
    """(field -> kind, the optional fields) of a choice class, `act` left out."""
    hints = get_type_hints(cls, include_extras=True)
    fields = {name: _kind(hint) for name, hint in hints.items() if name != "act"}
    optional = tuple(name for name in fields if name in cls.__optional_keys__)
    return fields, optional


def _kind(hint: Any) -> str:
    if get_origin(hint) is NotRequired:
        hint = get_args(hint)[0]
    return str(hint.__metadata__[0])


BY_ACT: dict[str, type[Any]] = {act_of(cls): cls for cls in CLASSES}
