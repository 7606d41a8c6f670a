"""Every option the rules offer is worded from the catalogs: in random games of every faction, with
Loyalty Cards of every kind and on the Library at Celaeno, no option's label is English text, so
a German reader never meets an English button (docs/i18n.md, Option labels)."""
from __future__ import annotations

import random
from collections import Counter

import rules
from bots.random_bot import KindBot
from bots.simulate import game_seed, play_game, seats_for
from rules.engine import registry
from rules.engine.content import CardKind
from rules.words.describing import Phrase

BOUGHT_OR_AWAKENED = (CardKind.INDEPENDENT, CardKind.NEUTRAL_MONSTER, CardKind.TERROR)


def test_no_option_of_any_faction_card_or_map_is_english_text():
    english: Counter = Counter()
    seen: Counter = Counter()

    class Noting(KindBot):
        def choose(self, state, seat):
            for option in rules.legal_options(state, seat):
                seen[(option.choice.get("act"), option.choice.get("ability"))] += 1
                if not isinstance(option.said, Phrase):
                    english[(option.choice.get("act"), option.choice.get("ability"), option.label)] += 1
            return super().choose(state, seat)

    rng = random.Random(7)
    cards = sorted(name for name, card in registry.cards().items() if card.kind in BOUGHT_OR_AWAKENED)
    layouts = {3: "library_3p", 5: "library_5p"}
    for n, players in enumerate((2, 3, 4, 5, 3, 5)):
        options = {"seats": seats_for(players, n), "loyalty_cards": rng.sample(cards, 6)}
        if n >= 4:
            options["layout"] = layouts[players]
        play_game(options, game_seed("phrases", n), f"phrases:{n}", bot_class=Noting)
    assert sum(seen.values()) > 5000 and len({act for act, _ in seen}) >= 20 and len(seen) > 60
    assert not english, english.most_common(5)


def test_where_a_bought_cards_first_figure_goes_reads_in_english_as_it_always_did_and_in_german():
    from rules.engine.state import spec_of
    from rules.words.describing import ability_name, area_name, faction_name, render

    said = {
        "option-hound-at-gate": ({"area": area_name("Antarctica")}, "the Hound at the Gate in Antarctica"),
        "option-servitor-to-gate": ({"enemy": faction_name("ancients"), "area": area_name("Asia")},
                                    f"hand it to {spec_of('ancients').title}, its first figure at their Gate in Asia"),
        "option-servitor-to-pool": ({"enemy": faction_name("sleeper")},
                                    f"hand it to {spec_of('sleeper').title}, every figure in their Pool"),
        "option-first-insect-in": ({"area": area_name("Europe")}, "its first Insect in Europe"),
        "option-ghasts-at-gate": ({"area": area_name("Europe")}, "all the Ghasts at your Gate in Europe"),
        "option-first-figure-on-card": ({}, "its first figure waits on your faction card"),
        "option-first-moonbeast-on": ({"enemy": faction_name("yellow_sign"), "book": ability_name("Passion", "Passion")},
                                      f"the first Moonbeast on {spec_of('yellow_sign').possessive} Passion"),
    }
    for message, (args, english) in said.items():
        assert render(Phrase(message, args)) == english
        german = render(Phrase(message, args), "de")
        assert german != english and "Gate" not in german and "Pool" not in german, german
