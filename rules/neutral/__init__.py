"""Neutral content: the Loyalty Cards and neutral Spellbooks no faction owns, which a faction comes
to hold in a game (master rulebook, Independent Great Old Ones, High Priests; Azathoth: Neutral
Spellbooks).

Each module names its `CARDS` (rules.engine.content.LoyaltyCard) and `SPELLBOOKS`
(NeutralSpellbook). Importing this package registers it with the engine's registry, which reads the
modules on first use; the engine never imports a card itself. `common` holds what the cards share.
"""
from __future__ import annotations

from ..engine.registry import register_content_package

register_content_package(__name__)
