"""Turn order, Gather Power, Determine First Player, Doom Phase, Elder Signs and the end of the game."""
from __future__ import annotations

from enum import StrEnum
from typing import Any, Iterable

from .phrases import Phrase, faction_name
from . import choices as ch
from . import events as ev
from .content import GatherPowerAbility, Hook, RitualTurnAbility, of_kind
from .holdings import abilities_on
from .hooks import action_cost, doom_gates, may_act, registered, victory_claims
from .prompts import Option, Prompt, handler
from .records import RitualTurnContext
from .rng import elder_sign_value
from .state import (Phase, State, abandoned_gate_count, captured_by, controlled_gates,
                    doom_phase_of, is_two_player, play_order, ritual_cost, ritual_elder_signs,
                    spec_of, unit_power)

class Direction(StrEnum):
    """The two sides of the First-Player token."""

    CLOCKWISE = "clockwise"
    COUNTERCLOCKWISE = "counterclockwise"


DIRECTIONS = tuple(d.value for d in Direction)
END_DOOM = 30


# -- Action Phase turn order -----------------------------------------------------------------

def next_turn(state: State) -> list[ev.Event]:
    """Start the next turn, skip seats at 0 Power (or that may not act: Hook.MAY_ACT), or end the
    Action Phase when no seat may act.

    Master rulebook, Victory: Doom of 30 or more reached in the Action Phase ends the game when the
    current player's turn ends.
    """
    last = state.turn.faction if state.turn else None
    if last is not None and (reason := ending(state)):
        return game_end(state, reason)
    if not any(may_act(state, f) for f in state.order):
        return [ev.PhaseBegan(Phase.GATHER_POWER, state.round)]
    order = play_order(state)
    if last is not None:
        i = order.index(last) + 1
        order = order[i:] + order[:i]
    if is_two_player(state):
        return _two_player_turn(state, order[0])
    nxt = next(f for f in order if may_act(state, f))
    return [ev.TurnBegan(nxt)]


def _two_player_turn(state: State, faction: str) -> list[ev.Event]:
    """Two-Player Rules: an out-of-Power seat raises Decay; the other pays Decay before its turn. A
    seat that may not act counts as out of Power (Windwalker, Hibernate; Two-Player Rules, Decay)."""
    if not may_act(state, faction):
        return [ev.DecayIncreased(faction, state.decay + 1)]
    out: list[ev.Event] = [ev.TurnBegan(faction)]
    if state.decay:
        paid = min(state.decay, state.power[faction])
        out.append(ev.DecayPaid(faction, paid))
        if state.power[faction] - paid <= 0:
            out += [ev.PowerDropped(faction, "decay"), ev.TurnEnded(faction)]
    return out


# -- Gather Power ----------------------------------------------------------------------------

def power_sources(state: State, faction: str) -> dict[str, int]:
    """Master rulebook, How to Earn Power."""
    sources = {
        "cultists": unit_power(state, faction),
        "gates": 2 * len(controlled_gates(state, faction)),
        "abandoned_gates": abandoned_gate_count(state),
        "captured_cultists": len(captured_by(state, faction)),
    }
    for ability in of_kind(abilities_on(state, faction, Hook.GATHER_POWER), GatherPowerAbility):
        if ability.power is not None:
            sources[ability.name] = ability.power(state, faction)
    return _paid_by_abilities(state, faction, sources)


def _paid_by_abilities(state: State, faction: str, sources: dict[str, int]) -> dict[str, int]:
    """Power gathered from any faction's ability that pays others too (`power_to`), counted with
    the rest before the Minimum Power Rule; listed only when not 0."""
    for owner in state.order:
        for ability in of_kind(abilities_on(state, owner, Hook.GATHER_POWER), GatherPowerAbility):
            gained = ability.power_to(state, owner, faction) if ability.power_to is not None else 0
            if gained:
                sources[ability.name] = sources.get(ability.name, 0) + gained
    return sources


def gather_power(state: State) -> list[ev.Event]:
    out: list[ev.Event] = []
    totals = {}
    for faction in state.order:
        sources = power_sources(state, faction)
        totals[faction] = state.power[faction] + sum(sources.values())
        out.append(ev.PowerGathered(faction, sum(sources.values()), sources))
    for faction in state.order:
        out += [ev.CapturedCultistReturned(u, faction) for u in sorted(captured_by(state, faction))]
    out += minimum_power(totals)
    return out + [ev.PhaseBegan(Phase.FIRST_PLAYER, state.round)]


def minimum_power(totals: dict[str, int]) -> list[ev.Event]:
    """Minimum Power Rule: below half the highest total, rise to half of it, rounded up."""
    floor = (max(totals.values()) + 1) // 2
    return [ev.MinimumPowerApplied(f, floor) for f, p in totals.items() if p * 2 < max(totals.values())]


# -- Determine First Player ------------------------------------------------------------------

def first_player_step(state: State) -> Prompt | list[ev.Event]:
    fp = state.fp
    if fp is None and state.phase == Phase.SETUP:
        return [initial_first_player(state)]
    if fp is None:
        top = max(state.power.values())
        tied = [f for f in play_order(state) if state.power[f] == top]
        if len(tied) == 1:
            return [ev.FirstPlayerChosen(tied[0], "most_power")]
        # A loaded position may name no First Player: the prompt then names no faction, as ever.
        return Prompt("first_player", state.first_player, lambda: [  # type: ignore[arg-type]
            Option({"act": "first_player", "faction": f}, Phrase("option-first-player", {"faction": faction_name(f)}))
            for f in tied])
    if "direction_by" in fp:
        return direction_prompt(state, fp["direction_by"])
    first_edition = state.options["first_round"] == "first_edition"
    if state.phase == Phase.SETUP:
        # rulings R3: the game starts with an Action Phase; the first edition opens with Gather Power.
        return [ev.PhaseBegan(Phase.GATHER_POWER, 0) if first_edition else ev.PhaseBegan(Phase.ACTION, 1)]
    if state.round == 0:
        return [ev.PhaseBegan(Phase.ACTION, 1)]  # first edition: no Doom Phase before the first Actions
    return [ev.PhaseBegan(Phase.DOOM, state.round)]


def initial_first_player(state: State) -> ev.Event:
    """Set Up, The First Player: a faction that starts first if present, else by the ruleset's rule
    among the factions that may start first (Windwalker never does: master rulebook, Windwalker)."""
    for faction in state.order:
        reason = spec_of(faction).starts_first
        if reason:
            return ev.FirstPlayerChosen(faction, reason)
    eligible = [f for f in state.order if not spec_of(f).never_starts_first] or list(state.order)
    if state.options["first_player_rule"] == "seat_order":
        return ev.FirstPlayerChosen(eligible[0], "seat_order")
    first = min(eligible, key=lambda f: spec_of(f).title)
    return ev.FirstPlayerChosen(first, "alphabetical")


def direction_prompt(state: State, faction: str) -> Prompt | list[ev.Event]:
    if is_two_player(state):
        return [ev.DirectionChosen(faction, state.direction)]  # with two seats the direction changes nothing
    return Prompt("direction", faction, lambda: [
        Option({"act": "direction", "direction": d}, Phrase("option-direction", {"direction": d})) for d in DIRECTIONS])


@handler("first_player")
def do_first_player(state: State, faction: str, choice: ch.FirstPlayerChoice) -> list[ev.Event]:
    return [ev.FirstPlayerChosen(choice["faction"], "tie_decided_by_previous_first_player")]


@handler("direction")
def do_direction(state: State, faction: str, choice: ch.DirectionChoice) -> list[ev.Event]:
    return [ev.DirectionChosen(faction, choice["direction"])]


# -- Doom Phase ------------------------------------------------------------------------------

def doom_step(state: State) -> Prompt | list[ev.Event]:
    dp = doom_phase_of(state)
    if not dp.gates_done:
        # Doom Track Advancement; the two-player game gains no Doom for Gates.
        gains = {} if is_two_player(state) else {f: len(doom_gates(state, f)) for f in state.order}
        return [ev.DoomTrackAdvanced({f: n for f, n in gains.items() if n})]
    faction = dp.ritual_turn_of()
    if faction is not None:
        return Prompt("ritual", faction, lambda: ritual_options(state, faction), auto=True)
    if reason := ending(state):
        return game_end(state, reason)
    return [ev.PhaseBegan(Phase.ACTION, state.round + 1)]


def ritual_cost_of(state: State, faction: str) -> int:
    """What a Ritual of Annihilation costs `faction` now: the track's cost, as COST abilities change
    it for the performer (action "ritual", no Area; Windwalker, Herald of the Outer Gods: always 5)."""
    return action_cost(state, faction, "ritual", None, ritual_cost(state))


def ritual_options(state: State, faction: str) -> list[Option]:
    opts = []
    cost = ritual_cost_of(state, faction)
    if not doom_phase_of(state).ritual_done and state.power[faction] >= cost:
        opts.append(Option({"act": "ritual"}, Phrase("option-ritual", {"cost": cost})))
    for ability in of_kind(abilities_on(state, faction, Hook.DOOM_PHASE), RitualTurnAbility):
        opts += ability.options(state, faction, RitualTurnContext())
    opts.append(Option({"act": "end_ritual_turn"}, Phrase("option-end-ritual-turn")))
    return opts


@handler("ritual")
def do_ritual(state: State, faction: str, choice: ch.RitualChoice) -> list[ev.Event]:
    """Pay the cost, advance the marker, Doom per Controlled Gate, an Elder Sign per own Great Old One
    (per unit that draws one: UnitSpec.elder_signs)."""
    cost = ritual_cost_of(state, faction)
    out: list[ev.Event] = [ev.RitualPerformed(faction, cost, len(doom_gates(state, faction)))]
    return out + draw_elder_signs(state, faction, ritual_elder_signs(state, faction))


@handler("end_ritual_turn")
def do_end_ritual_turn(state: State, faction: str, choice: ch.EndRitualTurnChoice) -> list[ev.Event]:
    return [ev.RitualTurnEnded(faction)]


# -- Elder Signs -----------------------------------------------------------------------------

def draw_elder_signs(state: State, faction: str, count: int) -> list[ev.Event]:
    """Draw from the bag; with the bag empty the player gains 1 Doom instead, publicly."""
    return elder_signs_each(state, [faction] * count)


def elder_signs_each(state: State, factions: Iterable[str], after: Iterable[ev.Event] = ()) -> list[ev.Event]:
    """One Elder Sign for each of `factions` in turn, drawn from the bag as the events `after`
    (decided in the same step, not yet applied) leave it; with the bag empty a faction gains 1 Doom
    instead, publicly."""
    bag, offset = list(state.bag), 0
    for e in after:
        if isinstance(e, ev.ElderSignDrawn):
            bag[e.value - 1] -= 1
            offset += 1
        elif isinstance(e, ev.DiceRolled):
            offset += len(e.faces)
    out: list[ev.Event] = []
    for faction in factions:
        if sum(bag) == 0:
            out.append(ev.DoomGained(faction, 1, "elder_sign_bag_empty"))
            continue
        value = elder_sign_value(state, tuple(bag), offset)
        bag[value - 1] -= 1
        offset += 1
        out.append(ev.ElderSignDrawn(faction, value))
    return out


def reveal_options(state: State, faction: str) -> list[Option]:
    """Elder Signs may be revealed at any time, even on another player's turn."""
    return [Option({"act": "reveal_elder_sign", "value": v}, Phrase("option-reveal-elder-sign", {"value": v}))
            for v in sorted(set(state.elder_signs[faction]))]


@handler("reveal_elder_sign")
def do_reveal(state: State, faction: str, choice: ch.RevealElderSignChoice) -> list[ev.Event]:
    return [ev.ElderSignRevealed(faction, choice["value"])]


# -- end of game -----------------------------------------------------------------------------

def ending(state: State) -> str | None:
    """Why the game ends at the next point it may end, or None (master rulebook, Victory): in the
    Action Phase, Doom of 30 or more once the current turn ends; in the Doom Phase, after its last
    Ritual turn, the Ritual track's last space reached (Instant Death) or Doom of 30 or more."""
    if state.phase == Phase.ACTION:
        return "doom_30_action_phase" if max(state.doom.values()) >= END_DOOM else None
    if state.phase != Phase.DOOM:
        return None
    if state.ritual >= len(state.options["ritual_track"]):
        return "instant_death"
    return "doom_30" if max(state.doom.values()) >= END_DOOM else None


def instant_victory(state: State) -> list[ev.Event]:
    """The game's end the moment a faction's VICTORY claim that acts at once holds (`at_once`:
    a win by its own condition that does not wait for the game's end); nothing otherwise."""
    if state.phase == Phase.ENDED or not registered(state, Hook.VICTORY):
        return []
    claims = victory_claims(state, at_once=True)
    return game_end(state, "instant_victory", claims) if claims else []


def game_end(state: State, reason: str, claims: tuple[str, ...] | None = None) -> list[ev.Event]:
    """All Elder Signs are revealed; the most Doom among seats with 6 Spellbooks wins, unless factions
    claim the win by their own condition (Hook.VICTORY; `claims`, when the game ends on them): then
    they win (a draw if several do)."""
    doom = {f: state.doom[f] + sum(state.elder_signs[f]) for f in state.order}
    signs = {f: state.elder_signs[f] for f in state.order}
    eligible = [f for f in state.order if len(state.spellbooks[f]) >= 6]
    winners: tuple[str, ...]
    if not eligible:
        result, winners = "humanity", ()
    else:
        top = max(doom[f] for f in eligible)
        winners = tuple(f for f in eligible if doom[f] == top)
        result = "winner" if len(winners) == 1 else "draw"
    claims = victory_claims(state) if claims is None else claims
    if claims:  # a win by a faction's own condition replaces the Doom count
        result, winners = ("winner" if len(claims) == 1 else "draw"), claims
    return [ev.GameEnded(reason, result, winners, doom, signs, state.seed.hex())]
