"""Events: frozen, past-tense facts named as the rulebook names them.

Each event class has a stable type name and schema version (never a Python import path), and
lists the fields that are secret (kept out of the public payload: the seed, Elder Sign values).
Faction modules may define further events with the same `@event` decorator.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Callable, ClassVar, TypeVar, dataclass_transform

EVENT_TYPES: dict[str, type[Event]] = {}


@dataclass(frozen=True)
class Event:
    """Base of every event. Subclasses set TYPE, VERSION and SECRET."""

    TYPE: ClassVar[str] = "Event"
    VERSION: ClassVar[int] = 1
    SECRET: ClassVar[tuple[str, ...]] = ()  # names of secret fields

    @property
    def ends_action(self) -> bool:
        """True when this fact completes an Action (opens the "after any player's Action" window)."""
        return False

    def field_names(self) -> tuple[str, ...]:
        return tuple(f.name for f in fields(self))


E = TypeVar("E", bound=Event)


@dataclass_transform(frozen_default=True)
def event(type_name: str, version: int = 1,
          secret: tuple[str, ...] = ()) -> Callable[[type[E]], type[E]]:
    """Register an event class under a stable type name."""

    def wrap(cls: type[E]) -> type[E]:
        cls = faction_event(type_name, version, secret)(cls)
        if EVENT_TYPES.get(type_name, cls) is not cls:
            raise ValueError(f"event type {type_name} registered twice")
        EVENT_TYPES[type_name] = cls
        return cls

    return wrap


@dataclass_transform(frozen_default=True)
def faction_event(type_name: str, version: int = 1,
                  secret: tuple[str, ...] = ()) -> Callable[[type[E]], type[E]]:
    """Declare an event class a faction defined outside the rules package owns: it has a stable type
    name like every event, but is listed in its FactionSpec.events rather than EVENT_TYPES, so the
    codec finds it through the faction registry for exactly as long as the faction is registered."""

    def wrap(cls: type[E]) -> type[E]:
        cls = dataclass(frozen=True)(cls)
        cls.TYPE, cls.VERSION, cls.SECRET = type_name, version, secret
        return cls

    return wrap


class _EndsAction:
    @property
    def ends_action(self) -> bool:
        return True


# -- set up ----------------------------------------------------------------------------------

@event("GameCreated", secret=("seed", "script"))
class GameCreated(Event):
    options: dict[str, Any]
    seed_hash: str
    seed: str = ""
    script: tuple[int, ...] = ()


@event("FactionSetUp")
class FactionSetUp(Event):
    faction: str
    area: str
    units: tuple[str, ...]
    gate_unit: str
    power: int


@event("StartAreaChosen")
class StartAreaChosen(Event):
    """A faction with several Areas it may set up in chose `area` (its FactionSetUp follows)."""

    faction: str
    area: str


@event("PositionLoaded", secret=("hidden",))
class PositionLoaded(Event):
    """A sandbox game's starting position; Elder Sign values, the bag and the seats' standing
    answers are kept secret."""

    position: dict[str, Any]
    hidden: dict[str, Any]


@event("FirstPlayerChosen")
class FirstPlayerChosen(Event):
    faction: str
    reason: str


@event("DirectionChosen")
class DirectionChosen(Event):
    faction: str
    direction: str


@event("PhaseBegan")
class PhaseBegan(Event):
    phase: str
    round: int


# -- Action Phase ----------------------------------------------------------------------------

@event("TurnBegan")
class TurnBegan(Event):
    faction: str


@event("TurnEnded")
class TurnEnded(Event):
    faction: str


@event("DecayPaid")
class DecayPaid(Event):
    faction: str
    amount: int


@event("DecayIncreased")
class DecayIncreased(Event):
    faction: str
    decay: int


@event("PowerDropped")
class PowerDropped(Event):
    faction: str
    reason: str


@event("CultistRecruited")
class CultistRecruited(_EndsAction, Event):
    faction: str
    unit: str
    area: str
    cost: int


@event("MonsterSummoned")
class MonsterSummoned(_EndsAction, Event):
    faction: str
    unit: str
    area: str
    cost: int


@event("GreatOldOneAwakened")
class GreatOldOneAwakened(_EndsAction, Event):
    faction: str
    unit: str
    area: str
    cost: int


@event("GateCreated")
class GateCreated(_EndsAction, Event):
    faction: str
    area: str
    cost: int
    unit: str | None = None


@event("GateControlled")
class GateControlled(_EndsAction, Event):
    faction: str
    area: str
    unit: str


@event("GateAppeared")
class GateAppeared(Event):
    """A map's rule puts an Abandoned Gate in `area` outside any Action (the Library at Celaeno:
    its Tome Areas as the first Doom Phase begins); `cause` names the rule."""

    area: str
    cause: str


@event("MapDataSet")
class MapDataSet(Event):
    """A map's own bookkeeping (State.map_data: the Library at Celaeno's Custodian and Librarian,
    where each stands); None removes the key. `faction`: whose Action or effect set it."""

    faction: str
    key: str
    value: object = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "value", _as_stored(self.value))


@event("GateAbandoned")
class GateAbandoned(Event):
    faction: str
    area: str
    unit: str | None
    implied: bool = False

    @property
    def ends_action(self) -> bool:
        return not self.implied


@event("UnitMoved")
class UnitMoved(Event):
    faction: str
    unit: str
    origin: str
    to: str
    cost: int


@event("MoveFinished")
class MoveFinished(_EndsAction, Event):
    faction: str


@event("CaptureDeclared")
class CaptureDeclared(Event):
    faction: str
    area: str
    enemy: str
    cost: int


@event("CultistCaptured")
class CultistCaptured(_EndsAction, Event):
    faction: str
    unit: str
    area: str


@event("UniqueActionTaken")
class UniqueActionTaken(Event):
    faction: str
    ability: str
    cost: int


@event("ActionFinished")
class ActionFinished(_EndsAction, Event):
    faction: str
    action: str


@event("RequirementActionTaken")
class RequirementActionTaken(Event):
    faction: str
    slot: int
    cost: int


@event("RequirementMet")
class RequirementMet(Event):
    faction: str
    slot: int


@event("SpellbookPlaced")
class SpellbookPlaced(Event):
    faction: str
    slot: int
    spellbook: str


@event("SpellbookReplaced")
class SpellbookReplaced(Event):
    """The Spellbook `old` on requirement slot `slot` of `faction`'s card gives way to `new`, an
    own Spellbook not yet taken or a free neutral one (master rulebook, FAQ, Neutral Spellbooks:
    Recriminations); a neutral Spellbook taken off goes back to the neutral ones anyone may take."""

    faction: str
    slot: int
    old: str
    new: str


# -- Battle ----------------------------------------------------------------------------------

@event("BattleDeclared")
class BattleDeclared(Event):
    faction: str
    area: str
    enemy: str
    cost: int
    unlimited: bool


@event("BattleAdvanced")
class BattleAdvanced(Event):
    area: str
    step: str


@event("DiceRolled")
class DiceRolled(Event):
    faction: str
    faces: tuple[int, ...]
    purpose: str = "battle"


@event("BattleHitsAdded")
class BattleHitsAdded(Event):
    """An ability adds results (kill, pain or elimination) that `faction`'s enemy must assign."""

    faction: str
    result: str
    amount: int


@event("BattleControlGranted")
class BattleControlGranted(Event):
    """An ability lets `faction` assign results to, or choose Retreats for, `side`'s units."""

    side: str
    role: str
    faction: str


@event("UnitsExempted")
class UnitsExempted(Event):
    """Units that take no further part in the Battle (e.g. made invisible)."""

    units: tuple[str, ...]


@event("ResultAssigned")
class ResultAssigned(Event):
    unit: str
    result: str
    by: str


@event("UnitKilled")
class UnitKilled(Event):
    unit: str
    area: str


@event("UnitEliminated")
class UnitEliminated(Event):
    unit: str
    area: str
    cause: str


@event("UnitRetreated")
class UnitRetreated(Event):
    unit: str
    origin: str
    to: str


@event("BattleEnded")
class BattleEnded(_EndsAction, Event):
    area: str


@event("BattleInterposed")
class BattleInterposed(Event):
    """A Battle declared before the declared Battle's Pre-Battle (Sleeper, Energy Nexus) begins in
    the same Area, `faction` attacking `enemy`; the declared Battle waits until it is over."""

    faction: str
    area: str
    enemy: str


@event("BattleResumed")
class BattleResumed(Event):
    """The Battle fought first is over; the Battle that waited resumes at its Pre-Battle step."""

    area: str


# -- Gather Power, First Player, Doom --------------------------------------------------------

@event("PowerGathered")
class PowerGathered(Event):
    faction: str
    amount: int
    sources: dict[str, int]


@event("CapturedCultistReturned")
class CapturedCultistReturned(Event):
    unit: str
    captor: str


@event("MinimumPowerApplied")
class MinimumPowerApplied(Event):
    faction: str
    power: int


@event("DoomGained")
class DoomGained(Event):
    faction: str
    amount: int
    reason: str


@event("DoomTrackAdvanced")
class DoomTrackAdvanced(Event):
    doom: dict[str, int]


@event("RitualPerformed")
class RitualPerformed(Event):
    faction: str
    cost: int
    doom: int


@event("RitualTurnEnded")
class RitualTurnEnded(Event):
    faction: str


@event("ElderSignDrawn", secret=("value",))
class ElderSignDrawn(Event):
    faction: str
    value: int = 0


@event("ElderSignRevealed")
class ElderSignRevealed(Event):
    faction: str
    value: int


# -- faction abilities ----------------------------------------------------------------------

@event("UnitPlaced")
class UnitPlaced(Event):
    """An ability puts a unit somewhere without a Move Action (from the Pool, into a Battle, off the map)."""

    unit: str
    origin: str
    to: str
    reason: str


@event("PowerChanged")
class PowerChanged(Event):
    """An ability gives or takes Power outside Gather Power."""

    faction: str
    amount: int
    reason: str


@event("FactionDataSet")
class FactionDataSet(Event):
    """A faction's own bookkeeping (tokens on the map, once-per-Phase uses, a pending demand); None removes it."""

    faction: str
    key: str
    value: object = None

    def __post_init__(self) -> None:
        # Kept as it reads back from its JSON record (lists as tuples), so a value an ability built
        # as a list equals the one a replay reads.
        object.__setattr__(self, "value", _as_stored(self.value))


def _as_stored(value: object) -> object:
    if isinstance(value, (list, tuple)):
        return tuple(_as_stored(v) for v in value)
    if isinstance(value, dict):
        return {k: _as_stored(v) for k, v in value.items()}
    return value


@event("UnitOwnerChanged")
class UnitOwnerChanged(Event):
    """A unit now belongs to `owner` (None: to no faction), e.g. a neutral unit a faction takes
    control of, or a captured unit its captor keeps. A unit new to the game comes in at `to`."""

    unit: str
    owner: str | None
    reason: str
    to: str | None = None


# -- Loyalty Cards and neutral Spellbooks --------------------------------------------------

@event("LoyaltyCardGained")
class LoyaltyCardGained(Event):
    """`faction` now holds the Loyalty Card `card` (from the supply when Awakening an Independent,
    or from `giver` where a card says it changes hands); its figures are the holder's, those not
    yet in the game come into its Pool."""

    faction: str
    card: str
    reason: str
    giver: str | None = None


@event("LoyaltyCardBought")
class LoyaltyCardBought(Event):
    """On its Ritual turn `faction` pays `doom` Doom and `power` Power for the Neutral Monster or
    Terror card `card` (master rulebook, Neutral Monsters, Terrors): its one card this Doom Phase.
    Who then holds the card (LoyaltyCardGained) and where its first figure goes follow."""

    faction: str
    card: str
    doom: int
    power: int


@event("LoyaltyCardReturned")
class LoyaltyCardReturned(Event):
    """The card goes back to the supply (its Great Old One died): its figures leave the game, its
    Spellbook falls off and must be earned again; its tokens on the map stay."""

    faction: str
    card: str


@event("CardSpellbookEarned")
class CardSpellbookEarned(Event):
    """The holder met the requirement of the card's own Spellbook, which goes on the card (never
    among the faction's six)."""

    faction: str
    card: str


@event("BattleNoted")
class BattleNoted(Event):
    """Bookkeeping that lasts for one Battle (units Absorbed, Devour used, Retreat order)."""

    key: str
    value: object = None


@event("ResultsReplaced")
class ResultsReplaced(Event):
    """An ability changes the results already assigned to a unit (e.g. a Kill that becomes a Pain)."""

    unit: str
    results: tuple[str, ...]
    by: str


@event("RetreatBlocked")
class RetreatBlocked(Event):
    """A side that cannot Retreat names a Pained unit an ability keeps from Elimination; its Pained units stay."""

    faction: str
    unit: str


# -- windows and standing answers ------------------------------------------------------------

@event("WindowOpened")
class WindowOpened(Event):
    hook: str
    queue: tuple[str, ...]
    context: dict[str, Any]


@event("WindowAnswered")
class WindowAnswered(Event):
    faction: str
    hook: str
    index: int
    ability: str | None = None


@event("WindowClosed")
class WindowClosed(Event):
    hook: str


@event("StandingAnswerSet")
class StandingAnswerSet(Event):
    seat: str
    hook: str
    answer: str
    condition: str | None = None


@event("GameEnded")
class GameEnded(Event):
    reason: str
    result: str
    winners: tuple[str, ...]
    doom: dict[str, int]
    elder_signs: dict[str, tuple[int, ...]]
    seed: str
