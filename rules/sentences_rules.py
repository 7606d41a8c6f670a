"""Describers of the core game's events (master rulebook terms: Gate, Doom, Power, Spellbook...)."""
from __future__ import annotations

from .describing import Context, _plural, _words, describes, faction_title, unit_title

RESULT_WORDS = {"kill": "a Kill", "pain": "a Pain", "elimination": "an Elimination"}


@describes("PhaseBegan")
def _phase(e: Context) -> str:
    return f"Round {e['round']}: the {_words(str(e['phase'])).title()} Phase begins."


@describes("TurnBegan")
def _turn(e: Context) -> str:
    return f"{e.faction()} begins a turn."


@describes("TurnEnded")
def _turn_end(e: Context) -> str:
    return f"{e.faction()} ends the turn."


@describes("FactionSetUp")
def _setup(e: Context) -> str:
    return f"{e.faction()} sets up in {e['area']} with a Gate and {len(e['units'] or [])} units, {e['power']} Power."


@describes("StartAreaChosen")
def _start_chosen(e: Context) -> str:
    return f"{e.faction()} chooses to set up in {e['area']}."


@describes("FirstPlayerChosen")
def _first(e: Context) -> str:
    return f"{e.faction()} is the First Player."


@describes("DirectionChosen")
def _direction(e: Context) -> str:
    return f"{e.faction()} chooses {e['direction']} play."


@describes("PowerGathered")
def _gathered(e: Context) -> str:
    return f"{e.faction()} gathers {e['amount']} Power."


@describes("PowerChanged")
def _power(e: Context) -> str:
    amount = e["amount"]
    verb = "gains" if isinstance(amount, (int, float)) and amount >= 0 else "loses"
    reason = f" ({_words(str(e['reason']))})" if e["reason"] else ""
    return f"{e.faction()} {verb} {abs(amount) if isinstance(amount, (int, float)) else amount} Power{reason}."


@describes("PowerDropped")
def _dropped(e: Context) -> str:
    return f"{e.faction()} drops to 0 Power."


@describes("MinimumPowerApplied")
def _minimum(e: Context) -> str:
    return f"{e.faction()} is raised to the minimum of {e['power']} Power."


@describes("DecayPaid")
def _decay(e: Context) -> str:
    return f"{e.faction()} pays {e['amount']} Power for Decay."


@describes("DecayIncreased")
def _decay_up(e: Context) -> str:
    return f"Decay rises to {e['decay']}."


@describes("CultistRecruited")
def _recruit(e: Context) -> str:
    return f"{e.faction()} Recruits {_article(e)} in {e['area']} for {e['cost']} Power."


@describes("MonsterSummoned")
def _summon(e: Context) -> str:
    return f"{e.faction()} Summons {_article(e)} in {e['area']} for {e['cost']} Power."


@describes("GreatOldOneAwakened")
def _awaken(e: Context) -> str:
    return f"{e.faction()} Awakens {_label(e)} in {e['area']} for {e['cost']} Power."


@describes("GateCreated")
def _gate(e: Context) -> str:
    return f"{e.faction()} builds a Gate in {e['area']} for {e['cost']} Power."


@describes("GateControlled")
def _control(e: Context) -> str:
    return f"{e.faction()} Controls the Gate in {e['area']} with {_article(e)}."


@describes("GateAbandoned")
def _abandon(e: Context) -> str:
    return f"{e.faction()} Abandons the Gate in {e['area']}."


@describes("UnitMoved")
def _move(e: Context) -> str:
    return f"{e.faction()} moves {_article(e)} from {e['origin']} to {e['to']}."


@describes("MoveFinished")
def _move_done(e: Context) -> str:
    return f"{e.faction()} finishes the Move."


@describes("UnitPlaced")
def _placed(e: Context) -> str:
    origin = f" from {e['origin']}" if e["origin"] else ""
    return f"{e.unit()} is placed{origin} in {e['to']}."


@describes("UnitOwnerChanged")
def _owner_changed(e: Context) -> str:
    owner = faction_title(e["owner"]) if e["owner"] else "no faction"
    arrives = f", coming into play in {e['to']}" if e["to"] else ""
    return f"{e.unit()} now belongs to {owner}{arrives}."


@describes("CaptureDeclared")
def _capture(e: Context) -> str:
    return f"{e.faction()} tries to Capture a Cultist of {e.faction('enemy')} in {e['area']}."


@describes("CultistCaptured")
def _captured(e: Context) -> str:
    return f"{e.faction()} Captures {e.unit()} in {e['area']}."


@describes("CapturedCultistReturned")
def _returned(e: Context) -> str:
    return f"{e.unit()} goes back to its Pool from {faction_title(e['captor'])}'s card."


@describes("UniqueActionTaken")
def _unique(e: Context) -> str:
    cost = f" for {e['cost']} Power" if e["cost"] else ""
    return f"{e.faction()} uses {_words(str(e['ability']))}{cost}."


@describes("ActionFinished")
def _action_done(e: Context) -> str:
    return f"{e.faction()} completes the Action."


@describes("RequirementActionTaken")
def _req_action(e: Context) -> str:
    return f"{e.faction()} takes a Spellbook Requirement Action for {e['cost']} Power."


@describes("RequirementMet")
def _req_met(e: Context) -> str:
    return f"{e.faction()} meets a Spellbook requirement (slot {int(e['slot']) + 1})."


@describes("SpellbookPlaced")
def _book(e: Context) -> str:
    return f"{e.faction()} receives the Spellbook {e['spellbook']}."


@describes("BattleDeclared")
def _battle(e: Context) -> str:
    return f"Battle in {e['area']}: {e.faction()} attacks {e.faction('enemy')}."


@describes("BattleAdvanced")
def _battle_step(e: Context) -> str:
    return f"The Battle in {e['area']} moves on to {_words(str(e['step']))}."


@describes("DiceRolled")
def _dice(e: Context) -> str:
    faces = list(e["faces"] or [])
    kills = sum(1 for f in faces if f == 6)
    pains = sum(1 for f in faces if f in (4, 5))
    rolled = " ".join(str(f) for f in faces) or "no dice"
    what = f" for {_words(str(e['purpose']))}" if e["purpose"] and e["purpose"] != "battle" else ""
    return f"{e.faction()} rolls {rolled}{what}: {_plural(kills, 'Kill')}, {_plural(pains, 'Pain')}."


@describes("BattleHitsAdded")
def _hits(e: Context) -> str:
    return f"{e.faction()} gets {e['amount']} more {_words(str(e['result']))} result(s)."


@describes("BattleControlGranted")
def _control_granted(e: Context) -> str:
    return f"{e.faction()} decides for the {e['role']} side of the Battle."


@describes("BattleNoted")
def _noted(e: Context) -> str:
    return f"The Battle notes {_words(str(e['key']))}."


@describes("UnitsExempted")
def _exempt(e: Context) -> str:
    units = ", ".join(unit_title(u) for u in e["units"] or [])
    return f"{units or 'No unit'} take no part in the Battle."


@describes("ResultAssigned")
def _assigned(e: Context) -> str:
    by = f" by {e.faction('by')}" if e["by"] else ""
    return f"{e.unit()} is assigned {RESULT_WORDS.get(str(e['result']), e['result'])}{by}."


@describes("ResultsReplaced")
def _replaced(e: Context) -> str:
    return f"{e.unit()}'s results become {', '.join(map(str, e['results'] or [])) or 'none'} ({e.faction('by')})."


@describes("UnitKilled")
def _killed(e: Context) -> str:
    return f"{e.unit()} is Killed in {e['area']}."


@describes("UnitEliminated")
def _eliminated(e: Context) -> str:
    cause = f" ({_words(str(e['cause']))})" if e["cause"] else ""
    return f"{e.unit()} is Eliminated in {e['area']}{cause}."


@describes("UnitRetreated")
def _retreat(e: Context) -> str:
    return f"{e.unit()} Retreats from {e['origin']} to {e['to']}."


@describes("RetreatBlocked")
def _blocked(e: Context) -> str:
    return f"{e.faction()} has nowhere to Retreat {e.unit()}."


@describes("BattleEnded")
def _battle_end(e: Context) -> str:
    return f"The Battle in {e['area']} is over."


@describes("BattleInterposed")
def _battle_first(e: Context) -> str:
    return (f"{e.faction()} Battles {e.faction('enemy')} in {e['area']} first; "
            "the Battle declared there waits.")


@describes("BattleResumed")
def _battle_resumed(e: Context) -> str:
    return f"The Battle fought first in {e['area']} is over; the declared Battle resumes."


@describes("RitualPerformed")
def _ritual(e: Context) -> str:
    return f"{e.faction()} performs a Ritual of Annihilation for {e['cost']} Power and gains {e['doom']} Doom."


@describes("RitualTurnEnded")
def _ritual_end(e: Context) -> str:
    return f"{e.faction()} ends its Ritual turn."


@describes("DoomTrackAdvanced")
def _track(e: Context) -> str:
    gains = e["doom"] if isinstance(e["doom"], dict) else {}
    told = ", ".join(f"{faction_title(f)} +{n}" for f, n in gains.items()) or "nobody"
    return f"Doom for Gates: {told}."


@describes("DoomGained")
def _doom(e: Context) -> str:
    reason = f" ({_words(str(e['reason']))})" if e["reason"] else ""
    return f"{e.faction()} gains {e['amount']} Doom{reason}."


@describes("ElderSignDrawn")
def _drawn(e: Context) -> str:
    value = e.secret.get("value", e["value"])
    worth = f" worth {value} Doom" if isinstance(value, int) else ""
    return f"{e.faction()} draws an Elder Sign{worth}."


@describes("ElderSignRevealed")
def _revealed(e: Context) -> str:
    return f"{e.faction()} reveals an Elder Sign worth {e['value']} Doom."


@describes("StandingAnswerSet")
def _standing(e: Context) -> str:
    condition = f" unless {_words(str(e['condition']))}" if e["condition"] else ""
    hook, answer = _words(str(e["hook"])).lower(), _words(str(e["answer"])).lower()
    return f"{e.seat()} sets an automatic reply for {hook} windows: {answer}{condition.lower()}."


@describes("WindowOpened")
def _window(e: Context) -> str:
    return f"A window opens for {_words(str(e['hook']))} abilities."


@describes("WindowAnswered")
def _window_answer(e: Context) -> str:
    if e["ability"]:
        return f"{e.faction()} uses {_words(str(e['ability']))}."
    return f"{e.faction()} passes."


@describes("WindowClosed")
def _window_closed(e: Context) -> str:
    return f"The {_words(str(e['hook']))} window closes."


@describes("FactionDataSet")
def _data(e: Context) -> str:
    return f"{e.faction()}: {_words(str(e['key']))} is now {e['value']}."


@describes("GameCreated")
def _created(e: Context) -> str:
    return f"The game is set up; its seed's hash is {str(e['seed_hash'])[:16]}…"


@describes("PositionLoaded")
def _position(e: Context) -> str:
    return "The game starts from a position."


@describes("GameEnded")
def _ended(e: Context) -> str:
    winners = [faction_title(w) for w in e["winners"] or []]
    if winners:
        return f"The game ends ({_words(str(e['reason']))}): {' and '.join(winners)} win."
    return f"The game ends ({_words(str(e['reason']))}): nobody wins; humanity survives."


def _label(e: Context) -> str:
    return e.unit().split("'s ", 1)[-1]


def _article(e: Context) -> str:
    label = _label(e)
    return ("an " if label[:1].lower() in "aeiou" else "a ") + label
