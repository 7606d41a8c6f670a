"""Every event has a sentence, and a sentence never says more than the event its viewer receives."""
from __future__ import annotations

import json

import rules
from bots.random_bot import RandomBot
from bots.simulate import game_seed, seats_for
from rules.factions import CORE_FACTIONS
from play import sentences as _service  # noqa: F401  (registers the service's describers)
from play.model.game import SERVICE_EVENT_TYPES
from rules.engine.codec import to_record
from rules.engine.events import EVENT_TYPES
from rules.words.sentences import described_types, sentence


def _played_records(players: int, game: int, among: tuple | None = CORE_FACTIONS) -> list[tuple]:
    events = rules.new_game({"seats": seats_for(players, game, among)}, game_seed("sentences", game))
    state = rules.replay(events)
    bot = RandomBot(f"sentences:{game}")
    while state.phase != "ended" and len(events) < 3000:
        seat = rules.pending(state)[0]["seat"]
        new, state = rules.decide_and_apply(state, seat, bot.choose(state, seat))
        events += new
    return [to_record(e) for e in events]


def test_every_event_type_of_the_log_has_a_describer():
    missing = (set(EVENT_TYPES) | set(SERVICE_EVENT_TYPES)) - described_types()
    assert missing == set()


def test_played_games_describe_every_event_with_and_without_its_secret():
    seen_types = set()
    # three games of the core factions, and one of five seats among all the offered factions
    for players, game, among in ((3, 1, CORE_FACTIONS), (4, 2, CORE_FACTIONS), (2, 3, CORE_FACTIONS), (5, 4, None)):
        for type_name, _version, payload, secret in _played_records(players, game, among):
            seen_types.add(type_name)
            plain = sentence(type_name, json.loads(json.dumps(payload)), None)
            told = sentence(type_name, payload, secret)
            assert plain.strip() and plain[0].isupper(), (type_name, plain)
            assert told.strip(), type_name
    assert {"UnitMoved", "BattleDeclared", "DiceRolled", "ElderSignDrawn"} <= seen_types


def test_an_elder_sign_draw_names_its_value_only_to_whoever_receives_the_secret():
    payload = {"faction": "yellow_sign"}
    assert sentence("ElderSignDrawn", payload, None) == "Yellow Sign draws an Elder Sign."
    assert sentence("ElderSignDrawn", payload, {"value": 3}) == "Yellow Sign draws an Elder Sign worth 3 Doom."


def test_sentences_use_the_rulebooks_words_for_units_and_places():
    moved = {"faction": "great_cthulhu", "unit": "gc.deep_one.2", "origin": "South Pacific", "to": "Asia", "cost": 1}
    assert sentence("UnitMoved", moved) == "Great Cthulhu moves a Deep One from South Pacific to Asia."
    dice = {"faction": "yellow_sign", "faces": [6, 5, 4, 1], "purpose": "battle"}
    assert sentence("DiceRolled", dice) == "Yellow Sign rolls 6 5 4 1: 1 Kill, 2 Pains."


def test_service_events_name_the_seat_by_its_faction():
    seats = {"seat2": "black_goat"}
    text = sentence("UndoRequested", {"seat": "seat2", "target_version": 40}, None, seats)
    assert text == "Black Goat (seat2) asks to undo back to version 40; the other seats must agree."


def test_an_undo_request_names_the_move_it_takes_back_and_whose_it_is():
    seats = {"seat2": "crawling_chaos", "seat3": "ancients"}
    battle = "Battle in North Pacific: Crawling Chaos attacks Great Cthulhu."
    asked = {"seat": "seat2", "target_version": 40, "move": battle}
    assert sentence("UndoRequested", asked, None, seats) == (
        "Crawling Chaos (seat2) asks to undo its move “Battle in North Pacific: Crawling Chaos attacks "
        "Great Cthulhu” and everything since; the other seats must agree.")
    theirs = sentence("UndoRequested", {**asked, "seat": "seat3", "move": "The Ancients gather 7 Power."},
                      None, seats)
    assert theirs.startswith("The Ancients (seat3) ask to undo their move “The Ancients gather 7 Power” ")


def test_an_undo_request_names_its_move_in_the_readers_language_when_it_kept_the_moves_event():
    """The English sentence kept with the request reads in English; the move's event, kept beside
    it, is worded again for a German reader. A request that kept only the English quotes it."""
    seats = {"seat2": "crawling_chaos"}
    battle = {"type": "BattleDeclared",
              "payload": {"faction": "crawling_chaos", "area": "North Pacific", "enemy": "great_cthulhu"}}
    asked = {"seat": "seat2", "target_version": 40,
             "move": "Battle in North Pacific: Crawling Chaos attacks Great Cthulhu.", "move_event": battle}
    assert sentence("UndoRequested", asked, None, seats) == (
        "Crawling Chaos (seat2) asks to undo its move “Battle in North Pacific: Crawling Chaos attacks "
        "Great Cthulhu” and everything since; the other seats must agree.")
    assert sentence("UndoRequested", asked, None, seats, "de") == (
        "Kriechendes Chaos bittet darum, diese Entscheidung und alles danach zurückzunehmen; die anderen "
        "Plätze müssen zustimmen: „Kampf im Nordpazifik: Kriechendes Chaos greift den Großen Cthulhu an.“")
    older = {k: v for k, v in asked.items() if k != "move_event"}
    assert sentence("UndoRequested", older, None, seats) == sentence("UndoRequested", asked, None, seats)
    assert sentence("UndoRequested", older, None, seats, "de").endswith(
        "zustimmen: „Battle in North Pacific: Crawling Chaos attacks Great Cthulhu.“")


def test_the_last_core_sentences_read_in_german():
    seats = {"seat1": "great_cthulhu", "seat3": "ancients"}
    said = [
        ("PowerChanged", {"faction": "ancients", "amount": -2, "reason": "absorb"},
         "Die Uralten verlieren 2 Macht („Absorbieren“)."),
        ("UnitMoved", {"faction": "great_cthulhu", "unit": "gc.deep_one.1", "origin": "pool",
                       "to": "off_map:card:great_cthulhu"},
         "Großer Cthulhu bewegt 1 Tiefes Wesen auf die Fraktionskarte des Großen Cthulhu (zuvor im Vorrat)."),
        ("UnitPlaced", {"unit": "gc.deep_one.1", "origin": "Europe", "to": "pool"},
         "Tiefes Wesen des Großen Cthulhu wird im Vorrat platziert (zuvor in Europa)."),
        ("DiceRolled", {"faction": "black_goat", "faces": [5], "purpose": "desecrate"},
         "Schwarze Ziege würfelt für „Entweihen“: 5."),
        ("UnitsExempted", {"units": ["gc.acolyte.1", "gc.cthulhu.1"]},
         "Akolyth des Großen Cthulhu, Cthulhu nehmen nicht am Kampf teil."),
        ("DoomTrackAdvanced", {"doom": {"great_cthulhu": 2, "ancients": 1}},
         "Verdammnis für Tore: Großer Cthulhu +2, Die Uralten +1."),
        ("GameEnded", {"winners": ["great_cthulhu", "ancients"], "reason": "doom_30"},
         "Die Partie endet, denn eine Fraktion hat in der Verdammnisphase 30 Verdammnis erreicht: "
         "Großer Cthulhu und Die Uralten gewinnen."),
        ("ChoiceMade", {"seat": "seat3", "choices": [{"act": "create_gate"}], "by": "timeout"},
         "Die Uralten entscheiden: Tor erschaffen (von der Uhr getroffen)."),
        ("RematchAnswered", {"seat": "seat1", "accepted": False}, "Großer Cthulhu lehnt die Revanche ab."),
    ]
    for type_name, payload, german in said:
        assert sentence(type_name, payload, None, seats, "de") == german


def test_a_faction_with_a_plural_title_reads_in_the_plural():
    """The Ancients name many: their verbs agree ("gather") and they own with a bare apostrophe."""
    assert sentence("PowerGathered", {"faction": "ancients", "amount": 7}) == "The Ancients gather 7 Power."
    placed = {"unit": "an.acolyte.2", "origin": "Europe", "to": "North Atlantic"}
    assert sentence("UnitPlaced", placed) == "The Ancients' Acolyte is placed from Europe in North Atlantic."
    setup = {"faction": "ancients", "area": "Europe", "units": ["an.acolyte.1"], "power": 8}
    assert sentence("FactionSetUp", setup).startswith("The Ancients set up in Europe")
    assert sentence("FirstPlayerChosen", {"faction": "ancients"}) == "The Ancients are the First Player."
    assert sentence("RitualTurnEnded", {"faction": "ancients"}) == "The Ancients end their Ritual turn."
    # a faction with a singular title keeps the singular
    assert sentence("PowerGathered", {"faction": "sleeper", "amount": 7}) == "Sleeper gathers 7 Power."
    assert sentence("RitualTurnEnded", {"faction": "sleeper"}) == "Sleeper ends its Ritual turn."


def test_a_moved_unit_is_named_without_its_owner_whatever_the_owner_is_called():
    moved = {"faction": "ancients", "unit": "an.un_man.1", "origin": "Europe", "to": "Arabia", "cost": 1}
    assert sentence("UnitMoved", moved) == "The Ancients move an Un-Man from Europe to Arabia."


def test_bookkeeping_events_read_as_words_never_as_raw_keys_or_values():
    """Faction data and Battle notes are bookkeeping: their sentences say what the key stands for."""
    told = [
        sentence("FactionDataSet", {"faction": "sleeper", "key": "burrowed", "value": True}),
        sentence("FactionDataSet", {"faction": "sleeper", "key": "burrowed", "value": None}),
        sentence("FactionDataSet", {"faction": "ancients", "key": "dematerialized_round", "value": 3}),
        sentence("FactionDataSet", {"faction": "windwalker", "key": "ice_age", "value": "Europe"}),
        sentence("FactionDataSet", {"faction": "opener_of_the_way", "key": "used:Dragon Ascending", "value": True}),
        sentence("FactionDataSet", {"faction": "black_goat", "key": "demand",
                                    "value": {"ability": "avatar_swap", "chooser": "ancients"}}),
        sentence("FactionDataSet", {"faction": "black_goat", "key": "demand", "value": None}),
        sentence("FactionDataSet", {"faction": "crawling_chaos", "key": "some_new_key", "value": {"x": 1}}),
        sentence("BattleNoted", {"key": "resolved_asked", "value": True}),
        sentence("BattleNoted", {"key": "favored:opener_of_the_way", "value": ["ow.acolyte.1"]}),
        sentence("BattleNoted", {"key": "half_doom:an.acolyte.1", "value": True}),
    ]
    assert told[2] == "The Ancients use Dematerialization in Round 3."
    assert told[3] == "Windwalker puts the Ice Age token in Europe."
    assert told[4] == "Opener of the Way has used Dragon Ascending."
    assert told[5] == "The Ancients have a choice to make for Avatar Swap."
    assert told[9] == "Favored (Opener of the Way) applies to Opener of the Way's Acolyte in this Battle."
    for text in told:
        assert not [raw for raw in ("True", "False", "None", "_", "{", "The Battle notes") if raw in text], text


def test_a_unit_placed_off_the_map_is_placed_in_words_never_by_its_place_code():
    to_card = {"unit": "sl.serpent_man.1", "origin": "Europe", "to": "off_map:sleeper"}
    assert sentence("UnitPlaced", to_card) == "Sleeper's Serpent Man is placed from Europe on Sleeper's faction card."
    from_pool = {"unit": "an.acolyte.1", "origin": "pool", "to": "Arabia"}
    assert sentence("UnitPlaced", from_pool) == "The Ancients' Acolyte is placed from the Pool in Arabia."
    assert sentence("GameEnded", {"winners": ["ancients"], "reason": "doom_30"}) == (
        "The game ends, as a faction reached 30 Doom in the Doom Phase: The Ancients win.")
    assert sentence("GameEnded", {"winners": ["sleeper"], "reason": "instant_death"}) == (
        "The game ends, as the Ritual of Annihilation track reached Instant Death: Sleeper wins.")


def test_a_window_reads_as_the_moment_it_is_never_as_its_hook_name():
    opened = sentence("WindowOpened", {"hook": "after_any_action"})
    closed = sentence("WindowClosed", {"hook": "doom_phase_end"})
    assert opened == "Abilities “After any player's Action” may be used now."
    assert closed == "The moment for abilities “After the last Ritual turn of the Doom Phase” has passed."


def test_every_out_of_turn_window_has_a_title_in_words():
    from rules.engine.content import WINDOW_HOOKS, WINDOW_TITLES
    assert {hook.value for hook in WINDOW_HOOKS} <= set(WINDOW_TITLES)
    assert not [title for title in WINDOW_TITLES.values() if "_" in title]


def test_a_standing_answer_says_its_condition_once_and_in_words():
    seats = {"seat1": "great_cthulhu"}
    told = sentence("StandingAnswerSet", {"seat": "seat1", "hook": "after_any_action", "answer": "pass_unless",
                                          "condition": "my_cultist_capturable"}, None, seats)
    assert told == ("Great Cthulhu (seat1) sets its automatic reply to abilities “After any player's Action”: "
                    "pass unless one of my Cultists could be Captured.")


def test_a_roll_read_as_a_number_names_no_kills_or_pains():
    desecrate = {"faction": "yellow_sign", "faces": [4], "purpose": "desecrate"}
    assert sentence("DiceRolled", desecrate) == "Yellow Sign rolls 4 for Desecrate."
    channel = {"faction": "opener_of_the_way", "faces": [6, 2], "purpose": "channel_power"}
    assert sentence("DiceRolled", channel) == "Opener of the Way rolls 6 2 for Channel Power: 1 Kill, 0 Pains."


def test_nothing_gained_reads_as_no_power_and_a_great_old_one_takes_no_article():
    assert sentence("PowerChanged", {"faction": "opener_of_the_way", "amount": 0, "reason": None}) == (
        "Opener of the Way gains no Power.")
    moved = {"faction": "great_cthulhu", "unit": "gc.cthulhu.1", "origin": "South Pacific", "to": "Asia"}
    assert sentence("UnitMoved", moved) == "Great Cthulhu moves Cthulhu from South Pacific to Asia."


def test_a_battle_note_and_a_settled_demand_read_as_what_happened():
    assert sentence("BattleNoted", {"key": "devour", "value": True}) == "Devour has been used in this Battle."
    assert sentence("BattleNoted", {"key": "devour", "value": None}) == "Devour may be used again in this Battle."
    settled = sentence("FactionDataSet", {"faction": "black_goat", "key": "demand", "value": None})
    assert settled == "The choice asked of Black Goat is settled."


def test_the_end_of_the_game_says_why_in_words():
    ended = sentence("GameEnded", {"winners": [], "reason": "doom_30_action_phase"})
    assert ended == "The game ends, as a faction reached 30 Doom in the Action Phase: nobody wins; humanity survives."


def test_a_card_figure_waiting_off_the_map_is_placed_onto_the_spellbook_or_faction_card_it_waits_on():
    on_book = {"unit": "gug.gug.1", "origin": "pool", "to": "off_map:spellbook:black_goat:Red Sign"}
    assert sentence("UnitPlaced", on_book) == "Gug is placed from the Pool onto Black Goat's Red Sign."
    on_card = {"unit": "gug.gug.1", "origin": "pool", "to": "off_map:card:crawling_chaos"}
    assert sentence("UnitPlaced", on_card) == "Gug is placed from the Pool onto Crawling Chaos's faction card."
    leaves = {"unit": "gug.gug.1", "origin": "off_map:card:crawling_chaos", "to": "Europe"}
    assert sentence("UnitPlaced", leaves) == "Gug is placed from Crawling Chaos's faction card in Europe."
    moved = {"faction": "crawling_chaos", "unit": "gug.gug.1", "origin": "off_map:spellbook:black_goat:Red Sign",
             "to": "Europe"}
    assert sentence("UnitMoved", moved) == "Crawling Chaos moves a Gug from Black Goat's Red Sign to Europe."


def test_buying_a_card_says_what_it_cost():
    assert sentence("LoyaltyCardBought", {"faction": "black_goat", "card": "gug", "doom": 2, "power": 0}) == (
        "Black Goat buys the Gug card for 2 Doom.")
    assert sentence("LoyaltyCardBought", {"faction": "black_goat", "card": "gug", "doom": 2, "power": 2}) == (
        "Black Goat buys the Gug card for 2 Doom and 2 Power.")
