"""The vocabulary of choices: every `act`, and for `ability` and `answer` every ability, with its fields.

This table is the one declaration of what a choice looks like. `rules/CHOICES.md` describes it for
readers, `rules.contract` turns it into JSON Schema (published in the API's OpenAPI document), and
tests hold both the document and every option the engine lists in random games to it.

A field's type is a name from FIELD_TYPES; a trailing `?` means the field may be null.
"""
from __future__ import annotations

from dataclasses import dataclass


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

ACTS: dict[str, Act] = {
    "direction": Act({"direction": "direction"}, "`direction`: the First Player picks the direction of play"),
    "first_player": Act({"faction": "faction"},
                        "`first_player`: the previous First Player breaks a tie for most Power"),
    "recruit": Act({"unit_type": "unit_type", "area": "area"}, "`turn`"),
    "summon": Act({"unit_type": "unit_type", "area": "area"}, "`turn`"),
    "create_gate": Act({"area": "area", "control": "bool"}, "`turn`"),
    "move": Act({"unit": "unit", "to": "area"}, "`turn` (starts a Move Action) or `move` (one more unit)"),
    "move_done": Act({}, "`move`: finish the Move Action"),
    "battle": Act({"area": "area", "enemy": "faction"}, "`turn`"),
    "capture": Act({"area": "area", "enemy": "faction"}, "`turn`"),
    "capture_victim": Act({"unit": "unit"}, "`capture_victim`: the victim picks which Cultist is Captured"),
    "requirement": Act({"slot": "slot"}, "`turn`: a Spellbook Requirement Action"),
    "ability": Act({"ability": "ability"}, "`turn` (Unique Action, Awaken), `window`, `ritual`"),
    "control_gate": Act({"area": "area", "unit": "unit"},
                        "`turn` (Unlimited Action); `unit` takes the Gate (a Cultist, or e.g. a Dark Young "
                        "with The Red Sign). The older form without `unit` is still accepted and seats "
                        "the lowest-numbered free unit"),
    "abandon_gate": Act({"area": "area"}, "`turn` (Unlimited Action)"),
    "drop_power": Act({}, "`turn`: drop to 0 Power (two-player: only with no Action left)"),
    "end_turn": Act({}, "`turn`, once the turn's one Action is taken"),
    "assign": Act({"unit": "unit", "result": "result"}, "`assign_elimination`, `assign_kill`, `assign_pain`"),
    "retreat": Act({"unit": "unit", "to": "area"}, "`retreat`"),
    "retreat_eliminate": Act({"unit": "unit"}, "`retreat_blocked`: no Area to Retreat to"),
    "ritual": Act({}, "`ritual`: perform a Ritual of Annihilation"),
    "end_ritual_turn": Act({}, "`ritual`"),
    "place_spellbook": Act({"slot": "slot", "spellbook": "spellbook"}, "`spellbook`: cover a met requirement"),
    "window_pass": Act({"hook": "hook", "index": "index"}, "`window`: pass on an out-of-turn ability"),
    "answer": Act({"ability": "ability"},
                  "a demand: a choice an ability asks of a seat (`ability` names the demanding ability)"),
    "reveal_elder_sign": Act({"value": "elder_sign"}, "any time, any seat holding one (never pending)"),
    "standing_answer": Act({"hook": "hook", "answer": "standing", "condition": "condition"},
                           "any time, for hooks the seat's faction has abilities on; `condition` only "
                           "with `pass_unless`", optional=("condition",)),
}

# act "ability": the ability's own fields, by ability name (rules/factions).
ABILITIES: dict[str, dict[str, str]] = {
    "abduct": {"unit": "unit"},
    "absorb": {"shoggoth": "unit", "unit": "unit"},
    "avatar": {"area": "area", "owner": "faction"},
    "awaken_cthulhu": {},
    "awaken_hastur": {},
    "awaken_king_in_yellow": {"area": "area"},
    "awaken_nyarlathotep": {"area": "area"},
    "awaken_shub_niggurath": {"area": "area"},
    "blood_sacrifice": {"unit": "unit"},
    "desecrate": {},
    "devolve": {"unit": "unit"},
    "devour": {},
    "dreams": {"area": "area", "enemy": "faction"},
    "eliminate_two_cultists": {"units": "units"},
    "emerge": {"area": "area"},
    "emissary": {"unit": "unit"},
    "fertility_cult": {"unit_type": "unit_type", "area": "area"},
    "fertility_cult_unlimited": {"unit_type": "unit_type", "area": "area"},
    "ghroth": {},
    "harbinger": {"unit": "unit", "reward": "reward"},
    "he_who_is_not_to_be_named": {"area": "area"},
    "invisibility": {"unit": "unit"},
    "madness": {"defender_first": "bool"},
    "necrophagy": {"units": "units"},
    "pay_ten": {},
    "regenerate": {"unit": "unit", "donor": "unit?", "kind": "battle_result?"},
    "seek_and_destroy": {"unit": "unit"},
    "shriek_of_the_byakhee": {"area": "area"},
    "submerge": {},
    "the_screaming_dead": {"area": "area"},
    "thousand_forms": {},
    "three_doom": {"target": "faction"},
    "vengeance": {},
    "zingaya": {"area": "area", "enemy": "faction"},
}

# act "answer": the answer's own fields, by the demanding ability's name (rules/factions).
ANSWERS: dict[str, dict[str, str]] = {
    "abduct_victim": {"unit": "unit"},
    "avatar_swap": {"unit": "unit"},
    "awaken_sacrifice": {"unit": "unit"},
    "desecrate_place": {"unit": "unit"},
    "devour_victim": {"unit": "unit"},
    "dreams_victim": {"unit": "unit"},
    "fertility_cult_more": {"unit_type": "unit_type?", "area": "area?"},
    "ghroth_offer": {"offer": "count"},
    "ghroth_place": {"unit": "unit", "area": "area"},
    "ghroth_victim": {"unit": "unit"},
    "passion": {"gain": "bool"},
    "second_action": {"inner": "choice?"},
    "shriek_pick": {"unit": "unit?"},
    "submerge_with": {"unit": "unit?"},
    "thousand_forms_offer": {"offer": "count"},
    "undead_follow": {"unit": "unit?"},
    "zingaya_victim": {"unit": "unit"},
}

# Abilities on a choice-making hook that never appear in a choice of their own, and why.
NO_CHOICE = {
    "the_thousand_young": "lowers the cost of Summons; it offers no option",
}


def fields_of(choice: dict) -> dict[str, str]:
    """The declared fields of `choice` (act and ability excluded); KeyError for an unknown kind."""
    act = choice["act"]
    if act == "ability":
        return ABILITIES[choice["ability"]]
    if act == "answer":
        return ANSWERS[choice["ability"]]
    return ACTS[act].fields
