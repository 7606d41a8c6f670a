"""How many seats one client address has handed to search bots, and the record of each.

A search bot thinks for a quarter of a second on each of its many decisions, so every seat
handed to one is a standing load on the service's processors. One address may therefore hold
only so many search-bot seats at once (SEARCH_BOTS_PER_ADDRESS): a seat counts from its
hand-over until its game finishes. Addresses are kept hashed: the count needs them equal, not
readable.
"""
from __future__ import annotations

import hashlib
from datetime import datetime

from events import EventStore, Row
from play import errors

SEARCH = "search"


def address_key(address: str) -> str:
    return hashlib.sha256(f"search-bot-seats:{address}".encode()).hexdigest()[:32]


def held(store: EventStore, address: str) -> int:
    """Search-bot seats handed from `address` in games not finished."""
    (count,), = store.fetch(
        "SELECT COUNT(*) FROM search_bot_seats h"
        " JOIN games g ON g.game_id = h.game_id"
        " JOIN seats s ON s.game_id = h.game_id AND s.seat = h.seat"
        " WHERE h.address = %s AND g.status <> 'finished' AND s.status = 'bot' AND s.bot = %s",
        [address_key(address), SEARCH])
    return int(count)


def handover_rows(store: EventStore, game_id: str, seat: str, bot: str, address: str | None,
                  limit: int, now: datetime) -> list[Row]:
    """The record of `seat` handed to `bot` from `address`, for the hand-over's transaction.

    Raises TooManySearchBots when the address already holds `limit` search-bot seats (a limit
    of 0 is none). Other bots, and callers with no address (the command line, tests), are
    neither counted nor refused.
    """
    if bot != SEARCH or address is None:
        return []
    if limit and held(store, address) >= limit:
        raise errors.TooManySearchBots(limit)
    return [Row("search_bot_seats", {"game_id": game_id, "seat": seat,
                                     "address": address_key(address), "handed_at": now},
                ("game_id", "seat"))]
