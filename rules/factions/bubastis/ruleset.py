"""Bubastis' ruleset options: the points of its card the sources read differently (docs/rulings.md)."""
from __future__ import annotations

from ...engine.content import RulesetOption

# The Cats' costs and the Power they give. The card, as read aloud and as every other source gives
# it, costs 1/2/3/4 (Earth, Mars, Saturn, Uranus) and has every Cat give 1 Power in Gather Power;
# the master rulebook's faction table, garbled in print, reads Mars 1, Saturn 2, Uranus 3 for both
# cost and Power.
CAT_VALUES = RulesetOption(
    "bubastis_cat_values", "card", ("card", "rulebook_table"),
    "Bubastis, Cats: costs 1/2/3/4 and 1 Power each in Gather Power (the card as read aloud and printed "
    "elsewhere), or the master rulebook's faction table: Mars, Saturn and Uranus cost 1, 2 and 3 and give "
    "as much Power")

# Catabolism: where a Cat may be Recruited. The card's words tie it to an Area with an Earth Cat;
# another reading allows any Area holding a Bubastis unit.
CATABOLISM_AREAS = RulesetOption(
    "bubastis_catabolism_areas", "earth_cat", ("earth_cat", "any_unit"),
    "Bubastis, Catabolism: a Cat is Recruited into an Area with an Earth Cat (the card's words), or into "
    "any Area with a Bubastis unit")

# Requires Attention: the enemy unit Bastet must share an Area with. The card as read aloud says an
# enemy Cultist; the master rulebook's garbled print reads "enemy Cat".
ATTENTION_TRIGGER = RulesetOption(
    "bubastis_requires_attention", "enemy_cultist", ("enemy_cultist", "enemy_unit"),
    "Bubastis, Requires Attention: Bastet shares an Area with an enemy Cultist (the card as read aloud), or "
    "with any enemy unit (a reading of the rulebook's garbled print)")

OPTIONS = (CAT_VALUES, CATABOLISM_AREAS, ATTENTION_TRIGGER)
