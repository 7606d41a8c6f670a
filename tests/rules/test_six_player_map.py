"""The 6-player Earth map (master rulebook, 6-8 Player Maps: a 6-player game uses both boards on
their 6-player side; rulings R2 and R22): 24 Areas, the 6-player Ritual track, Windwalker's second
pole the Mountains of Madness, and the South Pacific's disputed neighbour as a ruleset option."""
from __future__ import annotations

import pytest
from offered_factions import all_factions_offered
from sandbox import types_of

import rules
from rules.engine import events as ev
from rules.engine import maps
from rules.engine.errors import InvalidOptions
from rules.engine.start import can_start_on

SEED = b"six seats on the earth, 32 bytes"
SIX = ["great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign", "sleeper", "windwalker"]


def _seats(*factions):
    return [{"seat": f"seat{i + 1}", "faction": f} for i, f in enumerate(factions)]


def _state(*factions, **rules_options):
    return rules.replay(rules.new_game({"seats": _seats(*factions), "rules": rules_options}, SEED))


def _edges(layout) -> set[frozenset[str]]:
    return {frozenset((a, b)) for a, ns in layout.adjacency.items() for b in ns}


def test_six_seats_play_on_both_6_player_sides_with_24_areas_and_64_edges():
    layout = maps.load(maps.layout_for(6, None))
    assert layout.name == "6p" and maps.ALLOWED_LAYOUTS[6] == ("6p",)
    assert len(layout.areas) == 24 and len(_edges(layout)) == 64
    assert maps.validate(layout) == []
    assert {"Mountains of Madness", "Bering Sea", "Mediterranean Sea"} <= set(layout.areas)
    assert layout.oceans == {"Arctic Ocean", "Bering Sea", "Indian Ocean", "Mediterranean Sea", "North Atlantic",
                             "North Pacific", "South Atlantic", "South Pacific"}


def test_the_6p_map_prints_the_5p_glyphs_and_none_on_its_new_areas():
    layout = maps.load("6p")
    assert layout.glyphs == {"vertical_slashes": {"Scandinavia", "Europe", "North Asia", "South Asia", "Arabia"},
                             "chevron": {"West Africa", "East Africa", "Australia", "New Zealand"},
                             "circular": {"North America West", "North America East", "Central America",
                                          "South America West", "South America East"}}


def test_the_6p_map_moves_the_polar_and_mediterranean_edges_but_keeps_the_other_layouts():
    """On the 6-player sides the Mountains of Madness stand between Antarctica and the Indian Ocean,
    the Bering Sea between the Arctic Ocean and the North Pacific; the 5-player map is unchanged."""
    six, five = maps.load("6p"), maps.load("5p")
    assert "Indian Ocean" not in six.adjacent("Antarctica")
    assert six.adjacent("Mountains of Madness") == {"Antarctica", "Indian Ocean", "South Atlantic"}
    assert "North Pacific" not in six.adjacent("Arctic Ocean")
    assert six.adjacent("Mediterranean Sea") == {"Arabia", "Europe", "North Atlantic", "West Africa"}
    assert "Indian Ocean" in five.adjacent("Antarctica") and "North Pacific" in five.adjacent("Arctic Ocean")
    assert len(five.areas) == 21


def test_a_six_seat_game_uses_the_6_player_ritual_track():
    """Rulings R2: 5,6,6,7,7,7,8,8,8,9,9,10, then Instant Death."""
    state = _state(*SIX)
    assert state.layout == "6p"
    assert state.options["ritual_track"] == (5, 6, 6, 7, 7, 7, 8, 8, 8, 9, 9, 10)


def test_seven_seats_are_refused_until_their_boards_are_known():
    with pytest.raises(InvalidOptions, match="2 to 6 seats"):
        maps.layout_for(7, None)
    with pytest.raises(InvalidOptions, match="layout"):
        maps.layout_for(6, "5p")


def test_windwalker_chooses_the_arctic_ocean_or_the_mountains_of_madness():
    state = _state(*SIX)
    assert rules.pending(state)[0]["kind"] == "start_area"
    offered = [o.choice["area"] for o in rules.legal_options(state, "seat6") if o.choice["act"] == "start_area"]
    assert offered == ["Arctic Ocean", "Mountains of Madness"]
    new, state = rules.decide_and_apply(state, "seat6", {"act": "start_area", "area": "Mountains of Madness"})
    assert types_of(new, ev.FactionSetUp)[0].area == "Mountains of Madness"


def test_the_table_may_fix_windwalker_in_the_mountains_of_madness():
    state = _state(*SIX, windwalker_start_area="Mountains of Madness")
    assert state.units["ww.acolyte.1"] == "Mountains of Madness"


def test_the_sleeper_starts_in_north_america_west_and_the_others_at_their_5p_glyphs():
    state = _state(*SIX, windwalker_start_area="Arctic Ocean")
    starts = {f: state.units[f"{rules.factions.get(f).short}.acolyte.1"] for f in SIX}
    assert starts == {"great_cthulhu": "South Pacific", "crawling_chaos": "South Asia", "black_goat": "West Africa",
                      "yellow_sign": "Europe", "sleeper": "North America West", "windwalker": "Arctic Ocean"}


def test_the_ancients_may_set_up_in_antarctica_which_bears_no_faction_glyph_on_6_player_sides():
    with all_factions_offered():
        state = _state("great_cthulhu", "crawling_chaos", "black_goat", "yellow_sign", "ancients",
                       "opener_of_the_way")
        offered = [o.choice["area"] for o in rules.legal_options(state, "seat5") if o.choice["act"] == "start_area"]
    assert "Antarctica" in offered
    assert not {"Mountains of Madness", "Arctic Ocean", "North America West", "South Pacific"} & set(offered)


def test_every_faction_can_set_up_on_the_6p_map():
    with all_factions_offered() as offered:
        assert all(can_start_on(f, "6p") for f in offered) and len(offered) >= 10


def test_the_south_pacific_option_moves_its_edge_from_new_zealand_to_australia():
    """Rulings R22: the two digital sources disagree; New Zealand by default."""
    default = _state(*SIX).map
    other = _state(*SIX, earth_6p_south_pacific="australia").map
    assert "New Zealand" in default.adjacent("South Pacific") and "Australia" not in default.adjacent("South Pacific")
    assert "Australia" in other.adjacent("South Pacific") and "New Zealand" not in other.adjacent("South Pacific")
    assert "South Pacific" in other.adjacent("Australia") and "South Pacific" not in other.adjacent("New Zealand")
    assert len(_edges(other)) == 64 and maps.validate(other) == []


def test_the_south_pacific_option_changes_no_other_layout():
    state = rules.replay(rules.new_game({"seats": _seats(*SIX[:5]), "rules": {"earth_6p_south_pacific": "australia"}},
                                        SEED))
    assert state.map is maps.load("5p")
