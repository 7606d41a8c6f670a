"""The command side of the service (docs/architecture.md section 5), free of HTTP.

Every change to a game is one append: the new events, the read-model rows of the game after them,
and (for choices) the idempotency record holding the response, in one transaction. The game after
the append is folded in memory from the same events, cached after the commit, and announced to
subscribers.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Callable, Mapping, Sequence

import rules
from bots.levels import LEVELS
from events import EventStore, Idempotency, Metadata, NewEvent, Row, StoredEvent
from events.store import utc_now
from play import botseats, deadlines, errors, timecontrol, tokens
from play.facts import (GameOpened, GameStarted, SeatClaimed, SeatHandedToBot, SeatLeft,
                        SeatTokenRotated, VacationStarted, new_event)
from play.notifications import handover_rows
from play.model import game as model
from play.model.game import Game, SeatStatus, Status, Visibility
from play.model.loader import GameLoader, GameNotFound
from play.model.rows import read_model_rows, rules_json
from rules.engine.content import CardKind
from rules.engine.rng import seed_hash
from rules.engine.options import never_paired
from rules.engine.start import can_start_on

Notify = Callable[[str, int], None]
# What a commit writes to the outbox: (store, game before, game after, new events) -> rows.
OutboxRows = Callable[[EventStore, "Game | None", "Game", list[StoredEvent]], list[Row]]
BOTS = tuple(LEVELS)


@dataclass(frozen=True)
class Caller:
    """Who is asking: a seat (by token), the game's host, or a spectator (neither)."""

    seat: str | None = None
    host: bool = False
    token_hash: str | None = None
    request_id: str | None = None
    address: str | None = None  # the client's network address, where a limit counts by it


@dataclass
class Committed:
    game: Game
    events: list[StoredEvent]
    response: dict[str, Any] | None = None
    replayed: bool = False


@dataclass
class Gameplay:
    store: EventStore
    loader: GameLoader
    notify: Notify = lambda game_id, version: None
    clock: Callable[[], datetime] = utc_now
    random_bytes: Callable[[int], bytes] = secrets.token_bytes
    outbox: OutboxRows = lambda store, before, after, events: []
    dispatch: Any = field(default_factory=lambda: NoDispatch())
    # Seats one address may hold handed to search bots (play.botseats; 0: no limit).
    search_bots_per_address: int = 0
    # How long a seat waits to ask for an undo again after a request closed unapplied
    # (play.choices); the composition root sets the operator's (play.config).
    undo_cooldown: timedelta = timedelta(seconds=300)

    # ---- loading --------------------------------------------------------------------------
    def load(self, game_id: str, version: int | None = None) -> Game:
        try:
            return self.loader.load(game_id, version)
        except GameNotFound:
            if version is not None and self.store.current_version(game_id) > 0:
                raise errors.VersionNotFound(game_id, version) from None
            raise errors.GameNotFound(game_id) from None

    def load_as_seen(self, game_id: str, version: int) -> Game:
        """The game at `version`, the version a command was made on: the board its caller saw.
        A version past the latest one (never seen by anyone) gives the latest game, which a
        command then refuses as stale. Whether the game has moved on since is not asked here:
        the append that would record the command is the one check (`commit`)."""
        try:
            return self.load(game_id, version)
        except errors.VersionNotFound:
            return self.load(game_id)

    # ---- committing ----------------------------------------------------------------------
    def commit(self, game: Game | None, game_id: str, new: Sequence[NewEvent], caller: Caller,
               respond: Callable[[Game, list[StoredEvent]], dict[str, Any]] | None = None,
               idempotency: tuple[str, str] | None = None,
               extra_rows: Sequence[Row] = (), decided: rules.State | None = None
               ) -> Committed:
        """Append `new` after `game`'s version, with the clock events that follow from it, the
        read-model, timer and outbox rows of the game after it, and `extra_rows`.

        `decided` is the rules state the engine reached while deciding the rules events of `new`
        (which then come last in it): the game takes it instead of evolving through them again,
        and with it what the engine already worked out about the next decision."""
        _still_holds(game, caller)
        expected = game.version if game is not None else 0
        now = self.clock()
        meta = Metadata(seat=caller.seat, command_id=secrets.token_hex(8),
                        request_id=caller.request_id)
        stored, after = self._fold(game, game_id, new, meta, now, decided=decided)
        clock = deadlines.clock_events(game, after, stored, now, self._history(game_id))
        if clock:
            more, after = self._fold(after, game_id, clock, meta, now)
            new, stored = [*new, *clock], stored + more
        response = respond(after, stored) if respond else None
        idem = None
        if idempotency is not None and caller.token_hash is not None:
            idem = Idempotency(caller.token_hash, idempotency[0], idempotency[1], response or {})
        control = timecontrol.parse(after.time_control)
        outbox = self.outbox(self.store, game, after, stored)
        # The seats rows before the handover's deletions: a channel write locks the seat's row
        # before its channels (events.store.set_notification_channels), so both lock in one order.
        rows = [*read_model_rows(after, game), *handover_rows(game_id, stored), *outbox,
                *extra_rows,
                *deadlines.timer_rows(game, clock, game_id, control.reminder_before, now)]
        result = self.store.append(game_id, expected, list(new), metadata=meta, idempotency=idem,
                                   rows=rows, recorded_at=now)
        if result.replayed:
            return Committed(self.load(game_id), [], dict(result.response or {}), True)
        self.loader.remember(after)
        self.notify(game_id, after.version)
        self.dispatch.committed(after, clock, bool(outbox))
        return Committed(after, stored, response)

    def _history(self, game_id: str) -> deadlines.History:
        """What an undo goes back over: the game at its target and the events logged since."""
        def undone(target: int, free: bool) -> deadlines.Undone:
            return deadlines.Undone(self.load(game_id, target),
                                    self.store.read(game_id, after_version=target), free)

        return undone

    def _fold(self, game: Game | None, game_id: str, new: Sequence[NewEvent], meta: Metadata,
              now: datetime, check: Callable[[Game | None, StoredEvent], None] | None = None,
              decided: rules.State | None = None) -> tuple[list[StoredEvent], Game]:
        """The events as they will be stored, and the game after them (nothing written).

        An undo may target a version inside this batch, so folded versions are kept at hand.
        With `decided` (see `commit`) the trailing rules events are not evolved through again.
        """
        if decided is not None:
            ours = [e for e in new if e.type in model.SERVICE_EVENT_TYPES]
            if any(e.type not in model.SERVICE_EVENT_TYPES for e in new[:len(ours)]):
                raise ValueError("a decided state needs the rules events after the service's")
            head, after = self._fold(game, game_id, ours, meta, now, check)
            rest = _as_stored(game_id, after.version, new[len(ours):], meta, now)
            if rest:
                after = model.with_rules_state(after, decided, rest[-1].version, now)
            return head + rest, after
        stored = _as_stored(game_id, game.version if game is not None else 0, new, meta, now)
        folded: dict[int, Game] = {}
        current = game

        def resolve(version: int) -> Game:
            return folded[version] if version in folded else self.load(game_id, version)

        for event in stored:
            if check is not None:
                check(current, event)
            current = model.apply(current, event, resolve)
            folded[event.version] = current
        if current is None:  # what the log's append refuses too
            raise ValueError("a new game needs at least one event")
        return stored, current

    # ---- the lobby -----------------------------------------------------------------------
    def open_game(self, spec: Mapping[str, Any], caller: Caller) -> tuple[Game, dict[str, Any]]:
        """Create a game; returns it with the secrets shown once (host token, invite, seats)."""
        game_id, events, shown = self.opening(spec)
        return self.commit(None, game_id, events, caller).game, shown

    def opening(self, spec: Mapping[str, Any]) -> tuple[str, list[NewEvent], dict[str, Any]]:
        """A new game's id, its first events (with the start, when every seat is taken) and the
        secrets to show once; nothing written."""
        options = game_options(spec)
        seed = spec.get("seed") or self.random_bytes(32)  # a given seed: imports only
        self._check_rules(options, seed, spec)
        host_token = tokens.new_token(tokens.HOST_PREFIX)
        shown: dict[str, Any] = {"host_token": host_token}
        invite_hash = None
        if spec.get("visibility") == Visibility.PRIVATE:
            shown["invite_code"] = tokens.invite_code_for(host_token)
            invite_hash = tokens.token_hash(shown["invite_code"])
        control = timecontrol.to_spec(timecontrol.parse(spec.get("time_control")))
        opened = GameOpened(
            spec.get("name") or "Cthulhu Wars", spec.get("visibility", Visibility.PUBLIC),
            bool(spec.get("sandbox")), options, seed_hash(seed), control, seed=seed.hex(),
            host_token_hash=tokens.token_hash(host_token), dice_script=spec.get("dice_script"),
            start_position=spec.get("start_position"), invite_hash=invite_hash)
        events = [new_event(opened)]
        if spec.get("sandbox"):
            seat_tokens = {s["seat"]: tokens.new_token(tokens.SEAT_PREFIX)
                           for s in options["seats"]}
            events += [claim_event(seat, "sandbox", token) for seat, token in seat_tokens.items()]
            shown["seat_tokens"] = seat_tokens
        game_id = new_game_id()
        draft = self._fold(None, game_id, events, Metadata(), self.clock())[1]
        if draft.open_seats == 0:
            events += start_events(draft)
        return game_id, events, shown

    def draft(self, game_id: str, events: Sequence[NewEvent]) -> Game:
        """The game a new game's first `events` make, folded in memory (nothing written)."""
        return self._fold(None, game_id, events, Metadata(), self.clock())[1]

    def check_options(self, options: dict[str, Any]) -> None:
        """Let the engine refuse a new game's options before anything is written."""
        self._check_rules(options, self.random_bytes(32), {})

    def _check_rules(self, options: dict[str, Any], seed: bytes, spec: Mapping[str, Any]) -> None:
        """Let the engine refuse bad options before anything is written."""
        try:
            if spec.get("start_position") is not None:
                _check_position_seats(spec["start_position"], options)
                rules.start_from_position(spec["start_position"], seed, spec.get("dice_script"))
            else:
                rules.new_game(options, seed, spec.get("dice_script"))
        except rules.RulesError as exc:
            raise errors.OptionsRefused(exc.code, exc.message, **_details(exc)) from None

    def invite_code(self, game_id: str, caller: Caller, host_token: str) -> str | None:
        """The private game's invite code for its host (`host_token`, which `caller` presents),
        while the game waits for players; None for a public game, which needs none."""
        game = self.load(game_id)
        if not caller.host:
            raise errors.HostRequired()
        self._require_lobby(game)
        if game.invite_hash is None:
            return None
        code = tokens.invite_code_for(host_token)
        if not tokens.matches(code, game.invite_hash):
            raise errors.InviteNotRecoverable()
        return code

    def claim_seat(self, game_id: str, seat_id: str, name: str | None,
                   invite_code: str | None, caller: Caller) -> tuple[Game, str]:
        game = self.load(game_id)
        seat = self._open_seat(game, seat_id)
        if game.invite_hash is not None and not tokens.matches(invite_code or "",
                                                                game.invite_hash):
            raise errors.InviteRequired()
        token = tokens.new_token(tokens.SEAT_PREFIX)
        events = [claim_event(seat.seat, name, token)]
        return self._lobby_commit(game, events, caller), token

    def leave_seat(self, game_id: str, caller: Caller) -> Game:
        game = self.load(game_id)
        self._require_lobby(game)
        seat = self._require_seat(game, caller)
        return self.commit(game, game_id, [new_event(SeatLeft(seat))], caller).game

    def hand_to_bot(self, game_id: str, seat_id: str, bot: str, caller: Caller) -> Game:
        """The host hands an open seat to a bot before the start; a seat may hand over itself."""
        game = self.load(game_id)
        if bot not in BOTS:
            raise errors.UnknownBot(BOTS)
        seat = game.seat(seat_id)
        if seat is None:
            raise errors.SeatNotFound(game_id, seat_id)
        own = caller.seat == seat_id
        if not own and not (caller.host and seat.status == SeatStatus.OPEN):
            raise errors.NotSeatOrHost()
        if game.status == Status.FINISHED:
            raise errors.GameFinished()
        event = new_event(SeatHandedToBot(seat_id, bot))
        record = botseats.handover_rows(self.store, game_id, seat_id, bot, caller.address,
                                        self.search_bots_per_address, self.clock())
        return self._lobby_commit(game, [event], caller, record)

    def rotate_token(self, game_id: str, caller: Caller) -> tuple[Game, str]:
        """A new token for the caller's seat; the old one stops working at once."""
        game = self.load(game_id)
        seat = self._require_seat(game, caller)
        token = tokens.new_token(tokens.SEAT_PREFIX)
        event = new_event(SeatTokenRotated(seat, tokens.token_hash(token)))
        return self.commit(game, game_id, [event], caller).game, token

    def start_vacation(self, game_id: str, caller: Caller, days: int) -> Game:
        """Pause the caller's clock for `days`, within the game's vacation allowance."""
        game = self.load(game_id)
        seat = self._require_seat(game, caller)
        allowed = timecontrol.parse(game.time_control).vacation_days
        taken = game.vacations.get(seat, {})
        now = self.clock()
        if taken and datetime.fromisoformat(taken["until"]) > now:
            raise errors.OnVacation(seat, taken["until"])
        left = allowed - taken.get("days_used", 0)
        if days > left:
            raise errors.VacationExhausted(allowed, left)
        event = new_event(VacationStarted(seat, days, now.isoformat(),
                                          (now + timedelta(days=days)).isoformat()))
        return self.commit(game, game_id, [event], caller).game

    def _lobby_commit(self, game: Game, events: list[NewEvent], caller: Caller,
                      extra_rows: Sequence[Row] = ()) -> Game:
        draft = self._fold(game, game.game_id, events, Metadata(), self.clock())[1]
        if game.status == Status.OPEN and draft.open_seats == 0:
            events = events + start_events(draft)
        return self.commit(game, game.game_id, events, caller, extra_rows=extra_rows).game

    def _open_seat(self, game: Game, seat_id: str) -> model.Seat:
        self._require_lobby(game)
        seat = game.seat(seat_id)
        if seat is None:
            raise errors.SeatNotFound(game.game_id, seat_id)
        if seat.status != SeatStatus.OPEN:
            raise errors.SeatTaken(seat_id)
        return seat

    @staticmethod
    def _require_lobby(game: Game) -> None:
        if game.status != Status.OPEN:
            raise errors.GameStarted()

    @staticmethod
    def _require_seat(game: Game, caller: Caller) -> str:
        if caller.seat is None:
            raise errors.SeatRequired()
        return caller.seat


def _still_holds(game: Game | None, caller: Caller) -> None:
    """Refuse a seat's write unless the game it appends after still accepts the seat's token.

    A caller is judged by the game it was loaded with, which may be older than the game a command
    appends after. A token rotation (or a seat changing hands) is itself an append, so judging the
    token by the very version the append expects makes the check part of the write: a rotation
    committed in between either shows here or makes the append a version conflict.
    """
    if game is None or caller.seat is None or caller.token_hash is None:
        return  # the lobby's anonymous callers, the host, the clock and the bots
    seat = game.seat(caller.seat)
    if seat is None or seat.token_hash != caller.token_hash:
        raise errors.InvalidToken()


def _as_stored(game_id: str, base: int, new: Sequence[NewEvent], meta: Metadata,
               now: datetime) -> list[StoredEvent]:
    """`new` as the store will hold it after version `base` (its positions still unknown)."""
    return [StoredEvent("", game_id, base + i, 0, e.type, e.schema_version, dict(e.payload),
                        meta.as_dict(), now, dict(e.secret) if e.secret else None)
            for i, e in enumerate(new, start=1)]


class NoDispatch:
    """Nothing to wake after a commit: the sweeper finds timers, bot turns and the outbox."""

    def committed(self, game: Game, clock_events: list[NewEvent], outbox: bool) -> None:
        return None


# ---- pure helpers -----------------------------------------------------------------------------

def new_game_id() -> str:
    return "g_" + secrets.token_urlsafe(12)


def game_options(spec: Mapping[str, Any]) -> dict[str, Any]:
    """The engine's options from the API's game specification: the factions `factions` names,
    each seat it leaves null (or every seat, without it) dealt at random."""
    factions = spec.get("factions")
    count = spec.get("seats") or (len(factions) if isinstance(factions, list) else 4)
    named: Sequence[str | None] = list(factions) if isinstance(factions, list) else [None] * count
    if len(named) != count:
        raise errors.InvalidOptions("Give one faction per seat.")
    layout = _layout(count, spec.get("layout"))
    _check_named([f for f in named if f], layout)
    if not all(named):
        named = _dealt(named, layout)
    options = {"seats": [{"seat": f"seat{n}", "faction": f} for n, f in enumerate(named, 1)],
               "rules": dict(spec.get("rules") or {}), "sandbox": bool(spec.get("sandbox"))}
    if spec.get("layout"):
        options["layout"] = spec["layout"]
    supply = loyalty_supply(spec.get("loyalty_cards"), [f for f in named if f])
    if supply:
        options["loyalty_cards"] = supply
    for flag in ("high_priests", "unique_high_priests", "neutral_spellbooks"):
        if spec.get(flag):
            options[flag] = True
    if spec.get("rated"):
        if spec.get("sandbox"):
            raise errors.OptionsRefused("sandbox_rated", "A sandbox game cannot be rated: its "
                                        "dice and position may be set by its creator.")
        options["rated"] = True
    return options


# The kinds of card a random draw may ask for (`{"random": N, "kind": ...}`); without one, Independents.
DRAWN_KINDS = {kind.value: kind for kind in (CardKind.INDEPENDENT, CardKind.NEUTRAL_MONSTER, CardKind.TERROR)}
_SUPPLY_FORMS = ('loyalty_cards is a list of card names, "first_game" or {"random": N} '
                 f'(with "kind": one of {", ".join(DRAWN_KINDS)}), or a list of any of these.')


def loyalty_supply(asked: object, seated: Sequence[str]) -> list[str]:
    """The Loyalty Cards a game is created with: the names given, or `"first_game"` (the master
    rulebook's advice for a first game: as many Independents as players less one), or
    `{"random": N}` (Independents), or `{"random": N, "kind": K}` (N cards of the kind K:
    independent, neutral_monster or terror), or a list mixing names and these draws (a host's
    picked Neutral Monsters beside Independents drawn at random). Drawn like the factions, by the
    operating system, among the cards of that kind whose faction is not seated (a faction's own
    Great Old One as an Independent is not recommended beside it) and no other item names. The
    engine checks the names."""
    if asked is None:
        return []
    if isinstance(asked, str) and asked != "first_game":
        raise errors.InvalidOptions(_SUPPLY_FORMS)
    items = asked if isinstance(asked, list) else [asked]
    chosen = [item for item in items if isinstance(item, str) and item != "first_game"]
    for item in items:
        if isinstance(item, str) and item != "first_game":
            continue
        kind, count = _draw(item, seated, isinstance(asked, list))
        chosen += _drawn(kind, count, seated, chosen)
    return chosen if isinstance(asked, list) else sorted(chosen)


def _draw(item: object, seated: Sequence[str], listed: bool) -> tuple[CardKind, int]:
    """(kind, how many) of one draw: "first_game" or {"random": N[, "kind": K]}."""
    if item == "first_game":
        return CardKind.INDEPENDENT, len(seated) - 1
    if isinstance(item, dict) and "random" in item:
        return _drawn_kind(item), _drawn_count(item)
    raise errors.InvalidOptions(_SUPPLY_FORMS)


def _drawn(kind: CardKind, count: int, seated: Sequence[str], chosen: Sequence[str]) -> list[str]:
    pool = [c.name for c in rules.engine.registry.cards().values()
            if c.kind is kind and not set(c.not_with) & set(seated) and c.name not in chosen]
    if count > len(pool):
        raise errors.OptionsRefused("not_enough_loyalty_cards",
                                    f"Only {len(pool)} {_KIND_WORDS[kind]} can be drawn for this table.",
                                    available=len(pool), kind=kind.value)
    return sorted(secrets.SystemRandom().sample(pool, count))


_KIND_WORDS = {CardKind.INDEPENDENT: "Independent Great Old Ones' Loyalty Cards",
               CardKind.NEUTRAL_MONSTER: "Neutral Monster cards", CardKind.TERROR: "Terror cards"}


def _drawn_kind(asked: Mapping[str, Any]) -> CardKind:
    if set(asked) - {"random", "kind"}:
        raise errors.InvalidOptions(_SUPPLY_FORMS)
    kind = asked.get("kind", CardKind.INDEPENDENT.value)
    if not isinstance(kind, str) or kind not in DRAWN_KINDS:
        raise errors.InvalidOptions(f'A random draw\'s "kind" is one of {", ".join(DRAWN_KINDS)}, '
                                    f"not {kind!r}.")
    return DRAWN_KINDS[kind]


def _drawn_count(asked: Mapping[str, Any]) -> int:
    count = asked["random"]
    if not isinstance(count, int) or isinstance(count, bool) or count < 0:
        raise errors.InvalidOptions(_SUPPLY_FORMS)
    return count


def _layout(count: int, requested: str | None) -> str:
    try:
        return rules.engine.maps.layout_for(count, requested)
    except rules.InvalidOptions as exc:
        raise errors.InvalidOptions(str(exc)) from None


def _check_named(chosen: list[str], layout: str) -> None:
    """Each faction at one seat only, and each with somewhere to set up on `layout` (a name no
    faction has is the engine's to refuse)."""
    offered = rules.factions.available()
    for faction in (f for f in chosen if f in offered):
        title = rules.factions.get(faction).title
        if chosen.count(faction) > 1:
            raise errors.OptionsRefused("duplicate_faction", f"{title} is named for more than one seat.",
                                        faction=faction)
        if not can_start_on(faction, layout):
            raise errors.OptionsRefused("faction_not_on_layout",
                                        f"{title} has nowhere to set up on the layout {layout}.",
                                        faction=faction, layout=layout)
    pair = never_paired(chosen) if all(f in offered for f in chosen) else None
    if pair is not None:
        one, other = (rules.factions.get(f).title for f in pair)
        raise errors.OptionsRefused("factions_never_paired",
                                    f"{one} is never played against {other} in a two-player game.",
                                    faction=pair[0], against=pair[1])


def _dealt(named: Sequence[str | None], layout: str) -> list[str]:
    """`named` with each empty seat given a faction drawn at random among those that can set up on
    `layout` and no seat names. The draw is the operating system's, not the game's seed, so the
    dealing tells nothing of the dice; the options it makes are recorded in GameOpened, so a
    replay needs no draw."""
    chosen = [f for f in named if f]
    known = [f for f in rules.factions.available() if can_start_on(f, layout)]
    free = [f for f in known if f not in chosen and never_paired(chosen + [f]) is None]
    empty = len(named) - len(chosen)
    if empty > len(free):
        raise errors.InvalidOptions(f"Only {len(known)} factions can set up on layout {layout}; "
                                    f"a {len(named)}-seat game is not possible there.")
    dealt = secrets.SystemRandom().sample(free, empty)
    while never_paired(chosen + dealt) is not None:  # two seats dealt both at random
        dealt = secrets.SystemRandom().sample(free, empty)
    deal = iter(dealt)
    return [f or next(deal) for f in named]


def _check_position_seats(position: Any, options: Mapping[str, Any]) -> None:
    """A position is played by the game's own seats (seat1, seat2, ...): with other seat names
    the engine would wait on a seat no token holds, or on a name that breaks a mail header."""
    at = position.get("options") if isinstance(position, Mapping) else None
    seats = at.get("seats") if isinstance(at, Mapping) else None
    if not isinstance(seats, list):
        return  # not a position at all: the engine's check says so
    ours = [s["seat"] for s in options["seats"]]
    if [s.get("seat") if isinstance(s, Mapping) else None for s in seats] != ours:
        raise errors.OptionsRefused("invalid_position", "A position's seats are the game's: "
                                                        f"{', '.join(ours)}, in that order.")


def claim_event(seat: str, name: str | None, token: str) -> NewEvent:
    return new_event(SeatClaimed(seat, name, tokens.token_hash(token)))


def start_events(game: Game) -> list[NewEvent]:
    """GameStarted and the engine's set-up events, from the seed drawn at creation."""
    seed = bytes.fromhex(game.seed)
    script = list(game.dice_script) if game.dice_script is not None else None
    if game.start_position is not None:
        facts = rules.start_from_position(dict(game.start_position), seed, script)
    else:
        facts = rules.new_game(dict(game.options), seed, script)
    return [new_event(GameStarted())] + [rules_event(f) for f in facts]


def rules_event(fact: rules.Event) -> NewEvent:
    type_name, version, payload, secret = rules.to_record(fact)
    return NewEvent(type_name, payload, version, secret)


def _details(exc: rules.RulesError) -> dict[str, Any]:
    return {"rule_details": rules_json(exc.details)} if exc.details else {}

