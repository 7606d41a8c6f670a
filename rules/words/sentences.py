"""One human sentence per event, in the rulebook's words, for whoever may see the event.

`sentence(type, payload, secret, seats)` describes an event from what its viewer receives (see
rules.words.describing, which holds the registry). Importing this module also registers the core game's
describers (rules.words.sentences_rules); a faction module or another package registers describers for its
own events with `describes`.
"""
from __future__ import annotations

from . import sentences_pack1  # noqa: F401  (registers the describers of Great Old One Pack 1's events)
from . import sentences_rules  # noqa: F401  (registers the core game's describers)
from . import sentences_independents  # noqa: F401  (the Independent Great Old Ones' events and bookkeeping)
from . import sentences_faction_goos  # noqa: F401  (the faction Great Old Ones as Independents)
from . import sentences_pack4  # noqa: F401  (registers the describers of Great Old One Pack 4's cards)
from . import sentences_unique_priests  # noqa: F401  (the Unique High Priests' events)
from . import sentences_pack2  # noqa: F401  (and those of the Great Old One Pack 2 cards)
from . import sentences_monsters_battle  # noqa: F401  (the Neutral Monsters that change Battles)
from .describing import (Context, Describer, _plural, _words, agree, described_types, describes, describes_datum,
                         describes_note, faction_possessive, faction_title, plural_title, power, sentence, unit_label,
                         unit_title)

__all__ = ["Context", "Describer", "_plural", "_words", "agree", "described_types", "describes", "describes_datum",
           "describes_note", "faction_possessive", "faction_title", "plural_title", "power", "sentence", "unit_label",
           "unit_title"]
