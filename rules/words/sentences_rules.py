"""Describers of the core game's events (master rulebook terms: Gate, Doom, Power, Spellbook...)."""
from __future__ import annotations

from typing import Sequence, cast

from ..engine import registry
from ..engine.content import WINDOW_TITLES
from ..engine.errors import RulesError
from .describing import (Context, Listing, Name, Phrase, _plural, ability_name, area_name, faction_name, slug, unit_name, _words, agree, datum_describer, describes, describes_datum, describes_note,
                         faction_possessive, faction_title, is_faction, note_describer, plural_title, unit_label,
                         unit_title, unit_with_article)
from ..engine.loyalty import ON_FACTION_CARD, ON_SPELLBOOK
from ..engine.state import CAPTURED, OFF_MAP, OUT_OF_PLAY, POOL, content_unit

RESULT_WORDS = {"kill": "a Kill", "pain": "a Pain", "elimination": "an Elimination"}
# Rolls whose faces are read as a number (Desecrate's success, Thousand Forms' and Ghroth's count,
# Ubbo-Sathla's Growth), not as Battle results: their sentence names no Kills or Pains.
PLAIN_ROLLS = frozenset({"desecrate", "thousand_forms", "ghroth", "growth", "agony"})
# Why a game ends (rules.engine.phases.ending), as the master rulebook's Victory section tells it.
END_REASONS = {"doom_30_action_phase": "a faction reached 30 Doom in the Action Phase",
               "doom_30": "a faction reached 30 Doom in the Doom Phase",
               "instant_death": "the Ritual of Annihilation track reached Instant Death",
               "instant_victory": "a faction met its own condition of victory"}
# The conditions of a standing answer "pass unless ..." (WindowAbility.conditions), as a player says them.
# Why Power or Doom changed (PowerChanged, DoomGained) when the reason is no ability's name: whose
# rule it is (a faction key, or None) and the words for it. Any other reason is an ability's name.
REASON_WORDS = {"yellow_sign_requirement": ("yellow_sign", "Spellbook Requirement"),
                "sleeper_gift": ("sleeper", "Spellbook Requirement"),
                "sleeper_tax": ("sleeper", "Spellbook Requirement"),
                "daemon_sultan_requirement": ("daemon_sultan", "Spellbook Requirement"),
                "two_player_loss": (None, "the two-player rule"),
                "elder_sign_bag_empty": (None, "no Elder Sign left to draw")}
CONDITION_WORDS = {"my_cultist_capturable": "one of my Cultists could be Captured",
                   "a_unit_may_be_promoted": "a unit could be promoted",
                   "dice_missed": "some dice missed"}


def _say(message_id: str, e: Context, **args: object) -> Phrase:
    """A phrase whose subject is the event's faction (`$faction`)."""
    return Phrase(message_id, {"faction": faction_name(e["faction"]), **args})


@describes("PhaseBegan")
def _phase(e: Context) -> Phrase:
    return Phrase("log-phase-began", {"round": e["round"], "phase": str(e["phase"]),
                                      "phasewords": _words(str(e["phase"])).title()})


@describes("TurnBegan")
def _turn(e: Context) -> Phrase:
    return _say("log-turn-began", e)


@describes("TurnEnded")
def _turn_end(e: Context) -> Phrase:
    return _say("log-turn-ended", e)


@describes("FactionSetUp")
def _setup(e: Context) -> Phrase:
    if not e['area']:
        return _say("log-faction-set-up-off-map", e, power=e["power"])
    return _say("log-faction-set-up", e, area=area_name(e["area"]), units=len(e["units"] or []), power=e["power"])


@describes("StartAreaChosen")
def _start_chosen(e: Context) -> Phrase:
    return _say("log-start-area-chosen", e, area=area_name(e["area"]))


@describes("FirstPlayerChosen")
def _first(e: Context) -> Phrase:
    return _say("log-first-player-chosen", e)


@describes("DirectionChosen")
def _direction(e: Context) -> Phrase:
    return _say("log-direction-chosen", e, direction=str(e["direction"]))


@describes("PowerGathered")
def _gathered(e: Context) -> Phrase:
    return _say("log-power-gathered", e, amount=e["amount"])


@describes("PowerChanged")
def _power(e: Context) -> Phrase:
    amount = e["amount"]
    if isinstance(amount, int) and not isinstance(amount, bool):
        kind = "log-power-none" if amount == 0 else "log-power-gained" if amount > 0 else "log-power-lost"
        return _say(kind, e, amount=abs(amount), **_reason_args(e))
    number = isinstance(amount, (int, float))  # a number not an int (a float, True): said as it is
    if amount == 0:  # an effect worth nothing this time: said as a person would
        return _say("log-power-none", e, amount=0, **_reason_args(e))
    kind = "log-power-gained" if number and amount >= 0 else "log-power-lost"
    return _say(kind, e, amount=str(abs(amount) if number else amount), **_reason_args(e))


@describes("PowerDropped")
def _dropped(e: Context) -> Phrase:
    return _say("log-power-dropped", e)


@describes("MinimumPowerApplied")
def _minimum(e: Context) -> Phrase:
    return _say("log-minimum-power-applied", e, power=e["power"])


@describes("DecayPaid")
def _decay(e: Context) -> Phrase:
    return _say("log-decay-paid", e, amount=e["amount"])


@describes("DecayIncreased")
def _decay_up(e: Context) -> Phrase:
    return Phrase("log-decay-increased", {"decay": e["decay"]})


@describes("CultistRecruited")
def _recruit(e: Context) -> Phrase:
    return _say("log-cultist-recruited", e, unit=unit_name(e["unit"]), area=area_name(e["area"]), cost=e["cost"])


@describes("MonsterSummoned")
def _summon(e: Context) -> Phrase:
    waits = content_unit(str(e["unit"])).waits_on_card  # Walk Between Worlds: onto the faction card
    return _say("log-monster-summoned-waits" if waits else "log-monster-summoned", e, unit=unit_name(e["unit"]),
                area=area_name(e["area"]), cost=e["cost"])


@describes("GreatOldOneAwakened")
def _awaken(e: Context) -> Phrase:
    return _say("log-great-old-one-awakened", e, unit=unit_name(e["unit"]), area=area_name(e["area"]),
                cost=e["cost"])


@describes("GateCreated")
def _gate(e: Context) -> Phrase:
    return _say("log-gate-created", e, area=area_name(e["area"]), cost=e["cost"])


@describes("GateControlled")
def _control(e: Context) -> Phrase:
    return _say("log-gate-controlled", e, area=area_name(e["area"]), unit=unit_name(e["unit"]))


@describes("GateAbandoned")
def _abandon(e: Context) -> Phrase:
    return _say("log-gate-abandoned", e, area=area_name(e["area"]))


@describes("GateAppeared")
def _appear(e: Context) -> Phrase:
    cause = str(e["cause"])
    return Phrase("log-gate-appeared", {"area": area_name(e["area"]), "cause": ability_name(cause, _words(cause))})


@describes("UnitMoved")
def _move(e: Context) -> Phrase:
    if _place(e["origin"]) == str(e["origin"]) and _place(e["to"]) == str(e["to"]):  # Area to Area
        return _say("log-unit-moved", e, unit=unit_name(e["unit"]), origin=area_name(e["origin"]),
                    to=area_name(e["to"]))
    return _say("log-unit-moved-place", e, unit=unit_name(e["unit"]), origin=_place_phrase("log-place-from", e["origin"]),
                to=_place_phrase("log-place-to", e["to"]))


@describes("MoveFinished")
def _move_done(e: Context) -> Phrase:
    return _say("log-move-finished", e)


@describes("UnitPlaced")
def _placed(e: Context) -> Phrase:
    args: dict[str, object] = {"unit": _unit_title_said(e["unit"])}
    if e["origin"]:
        args["origin"] = _place_phrase("log-place-from", e["origin"])
    if e["to"] == OUT_OF_PLAY:
        return Phrase("log-unit-left-play-from" if e["origin"] else "log-unit-left-play", args)
    return Phrase("log-unit-placed-from" if e["origin"] else "log-unit-placed",
                  {**args, "to": _place_phrase("log-place-at", e["to"])})


def _place_phrase(message_id: str, where: object) -> Phrase:
    """A place as a phrase (`log-place-from`, `-to` or `-at`): an Area, the Pool, a faction card,
    or a Spellbook a card's figure waits on (the places `_place` names)."""
    text = str(where)
    args: dict[str, object] = {"kind": "area", "area": "", "owner": "", "book": ""}
    if text == POOL:
        args["kind"] = "pool"
    elif text.startswith(ON_SPELLBOOK):
        faction, _, book = text[len(ON_SPELLBOOK):].partition(":")
        args.update(kind="spellbook", owner=faction_name(faction), book=ability_name(book, book))
    elif text.startswith(ON_FACTION_CARD):
        args.update(kind="card", owner=faction_name(text[len(ON_FACTION_CARD):]))
    elif text.startswith((OFF_MAP, CAPTURED)):
        args.update(kind="offmap", owner=faction_name(text.partition(":")[2]))
    else:
        args["area"] = area_name(text)
    return Phrase(message_id, args)


@describes("UnitOwnerChanged")
def _owner_changed(e: Context) -> Phrase:
    return Phrase("log-unit-owner-changed", {
        "unit": unit_name(e["unit"]), "ownerkind": "faction" if e["owner"] else "none",
        "owner": faction_name(e["owner"]) if e["owner"] else "", "arrives": "yes" if e["to"] else "no",
        "to": area_name(e["to"]) if e["to"] else ""})


@describes("CaptureDeclared")
def _capture(e: Context) -> Phrase:
    return _say("log-capture-declared", e, enemy=faction_name(e["enemy"]), area=area_name(e["area"]))


@describes("CultistCaptured")
def _captured(e: Context) -> Phrase:
    return _say("log-cultist-captured", e, unit=unit_name(e["unit"]), area=area_name(e["area"]))


@describes("CapturedCultistReturned")
def _returned(e: Context) -> Phrase:
    return Phrase("log-captured-cultist-returned", {"unit": unit_name(e["unit"]), "captor": faction_name(e["captor"])})


@describes("UniqueActionTaken")
def _unique(e: Context) -> Phrase:
    ability = _ability_name(e["ability"])
    if e["cost"]:
        return _say("log-unique-action-taken-cost", e, ability=ability, cost=e["cost"])
    return _say("log-unique-action-taken", e, ability=ability)


@describes("ActionFinished")
def _action_done(e: Context) -> Phrase:
    return _say("log-action-finished", e)


@describes("RequirementActionTaken")
def _req_action(e: Context) -> Phrase:
    return _say("log-requirement-action-taken", e, cost=e["cost"])


@describes("RequirementMet")
def _req_met(e: Context) -> Phrase:
    """The requirement by the card's words: the rules texts catalog's (cards.ftl) for a reader of
    another language, as the default ruleset words them."""
    requirement = Name(f"text-{e['faction']}-requirement-{e['slot']}", {"": _requirement_words(e)})
    return _say("log-requirement-met", e, requirement=requirement)


def _requirement_words(e: Context) -> str:
    """The card's words of the requirement met (its slot's number, for a faction not known)."""
    slot = int(e["slot"])
    try:
        requirements = registry.get(str(e["faction"])).requirements
    except RulesError:
        requirements = ()
    if not 0 <= slot < len(requirements):
        return f"the one in slot {slot + 1}."
    text = requirements[slot].text.strip()
    return text if text.endswith((".", "!", "?")) else text + "."


@describes("SpellbookPlaced")
def _book(e: Context) -> Phrase:
    book = str(e["spellbook"])
    return _say("log-spellbook-placed", e, spellbook=Name(f"spellbook-{slug(book)}", {"": book}))


@describes("SpellbookReplaced")
def _book_replaced(e: Context) -> Phrase:
    old, new = str(e["old"]), str(e["new"])
    return _say("log-spellbook-replaced", e, old=Name(f"spellbook-{slug(old)}", {"": old}),
                new=Name(f"spellbook-{slug(new)}", {"": new}))


@describes("BattleDeclared")
def _battle(e: Context) -> Phrase:
    return _say("log-battle-declared", e, area=area_name(e["area"]), enemy=faction_name(e["enemy"]))


@describes("BattleAdvanced")
def _battle_step(e: Context) -> Phrase:
    return Phrase("log-battle-advanced", {"area": area_name(e["area"]), "step": str(e["step"]),
                                          "stepwords": _words(str(e["step"]))})


@describes("DiceRolled")
def _dice(e: Context) -> Phrase:
    faces = list(e["faces"] or [])
    kills = sum(1 for f in faces if f == 6)
    pains = sum(1 for f in faces if f in (4, 5))
    rolled = " ".join(str(f) for f in faces) or "no dice"
    what = f" for {_ability(str(e['purpose']))}" if e["purpose"] and e["purpose"] != "battle" else ""
    if not what:  # a Battle's dice
        return _say("log-dice-rolled" if faces else "log-dice-rolled-none", e, faces=rolled, kills=kills,
                    pains=pains)
    dice = len(faces) if rolled != "no dice" else 0
    ability = _ability_name(e["purpose"])
    if e["purpose"] in PLAIN_ROLLS:
        return _say("log-dice-rolled-for", e, dice=dice, faces=rolled, ability=ability)
    return _say("log-dice-rolled-for-results", e, dice=dice, faces=rolled, ability=ability, kills=kills, pains=pains)


@describes("BattleHitsAdded")
def _hits(e: Context) -> Phrase:
    return _say("log-battle-hits-added", e, amount=e["amount"], result=str(e["result"]),
                resultwords=_words(str(e["result"])))


@describes("BattleControlGranted")
def _control_granted(e: Context) -> Phrase:
    return _say("log-battle-control-granted", e, role=str(e["role"]))


@describes("BattleNoted")
def _noted(e: Context) -> Phrase:
    """A Battle note in words: its key's own describer (the core's below, a faction's for its
    abilities), else the ability the note keeps track of."""
    own = note_describer(e["key"])
    if own is not None:  # answers for itself: test_log_catalog lists those still English as note:<key>
        return cast(Phrase, own(e))
    key = _key_phrase(e)
    value = e["value"]
    if value is None:
        return Phrase("log-note-used-again", {"key": key})
    if isinstance(value, (list, tuple)) and value:
        return Phrase("log-note-applies", {"key": key, "targets": _commas([_named_said(v) for v in value])})
    if isinstance(value, int) and not isinstance(value, bool) and value > 1:
        return Phrase("log-note-used-times", {"key": key, "times": str(value)})
    return Phrase("log-note-used", {"key": key})


def _key_phrase(e: Context, stem: str | None = None) -> Phrase:
    """A bookkeeping key in words: the ability its stem names, and whose it is ("Absorb (Great
    Cthulhu's Shoggoth)") when the key has a tail."""
    stem = str(e["key"]).partition(":")[0] if stem is None else stem
    return Phrase("log-bookkeeping-key", {"ability": _ability_name(stem), "owned": "yes" if e.tail else "no",
                                          "owner": _named_said(e.tail) if e.tail else ""})


def _commas(items: Sequence[object]) -> object:
    """Items joined by commas alone ("a, b, c"), as these sentences have always listed them."""
    if not items:
        return ""
    said = items[0]
    for item in items[1:]:
        said = Phrase("log-list-comma", {"first": said, "second": item})
    return said


def _named_said(value: object) -> object:
    """`_named` as a phrase's argument: a unit by its owner's and its name, a faction by its name,
    anything else as its text."""
    text = str(value)
    if text.count(".") == 2:
        unit = unit_name(text)
        return Phrase("log-unit-title" if "owner" in unit.parts else "log-unit-label", {"unit": unit})
    return faction_name(text) if is_faction(text) else text


@describes_note("opening")
def _opening_noted(e: Context) -> Phrase:
    if e["value"] == "declared":
        return Phrase("log-note-opening-declared")
    if e["value"] == "pre_battle":
        return Phrase("log-note-opening-pre-battle")
    return Phrase("log-note-opening-over")


@describes_note("bystanders_asked")
def _bystanders_noted(e: Context) -> Phrase:
    return Phrase("log-note-bystanders-asked")


@describes_note("kills_asked")
def _kills_asked_noted(e: Context) -> Phrase:
    return Phrase("log-note-kills-asked")


@describes_note("resolved_asked")
def _resolved_noted(e: Context) -> Phrase:
    return Phrase("log-note-resolved-asked")


@describes_note("defender_first")
def _defender_first_noted(e: Context) -> Phrase:
    return Phrase("log-note-defender-first", {"side": "defender" if e["value"] else "attacker"})


@describes_note("ignored")
def _ignored_noted(e: Context) -> Phrase:
    kinds = [Phrase("log-result-word", {"result": str(r)}) for r in e["value"] or ()]
    return Phrase("log-note-ignored", {"who": _named_said(e.tail), "count": len(kinds), "results": _commas(kinds)})


@describes_note("half_doom")
def _half_doom_noted(e: Context) -> Phrase:
    return Phrase("log-note-half-doom", {"who": _named_said(e.tail)})


@describes("UnitsExempted")
def _exempt(e: Context) -> Phrase:
    units = [_unit_title_said(u) for u in e["units"] or []]
    return Phrase("log-units-exempted", {"count": len(units), "units": _commas(units)})


def _unit_title_said(unit_id: object) -> object:
    """`unit_title` as a phrase's argument ("Great Cthulhu's Deep One")."""
    return _named_said(unit_id) if str(unit_id).count(".") == 2 else str(unit_id)


@describes("ResultAssigned")
def _assigned(e: Context) -> Phrase:
    args = {"unit": unit_name(e["unit"]), "result": str(e["result"])}
    if e["by"]:
        return Phrase("log-result-assigned-by", {**args, "by": faction_name(e["by"])})
    return Phrase("log-result-assigned", args)


@describes("ResultsReplaced")
def _replaced(e: Context) -> Phrase:
    results = [Phrase("log-result-key", {"result": str(r)}) for r in e["results"] or []]
    return Phrase("log-results-replaced", {"unit": _unit_title_said(e["unit"]), "count": len(results),
                                           "results": _commas(results), "by": faction_name(e["by"])})


@describes("UnitKilled")
def _killed(e: Context) -> Phrase:
    return Phrase("log-unit-killed", {"unit": unit_name(e["unit"]), "area": area_name(e["area"])})


@describes("UnitEliminated")
def _eliminated(e: Context) -> Phrase:
    if not e["cause"]:
        return Phrase("log-unit-eliminated", {"unit": unit_name(e["unit"]), "area": area_name(e["area"])})
    return Phrase("log-unit-eliminated-cause", {"unit": _unit_title_said(e["unit"]), "area": area_name(e["area"]),
                                                "cause": _ability_name(e["cause"])})


@describes("UnitRetreated")
def _retreat(e: Context) -> Phrase:
    return Phrase("log-unit-retreated", {"unit": unit_name(e["unit"]), "origin": area_name(e["origin"]),
                                         "to": area_name(e["to"])})


@describes("RetreatBlocked")
def _blocked(e: Context) -> Phrase:
    return _say("log-retreat-blocked", e, unit=unit_name(e["unit"]))


@describes("BattleEnded")
def _battle_end(e: Context) -> Phrase:
    return Phrase("log-battle-ended", {"area": area_name(e["area"])})


@describes("BattleInterposed")
def _battle_first(e: Context) -> Phrase:
    return _say("log-battle-interposed", e, enemy=faction_name(e["enemy"]), area=area_name(e["area"]))


@describes("BattleResumed")
def _battle_resumed(e: Context) -> Phrase:
    return Phrase("log-battle-resumed", {"area": area_name(e["area"])})


@describes("RitualPerformed")
def _ritual(e: Context) -> Phrase:
    return _say("log-ritual-performed", e, cost=e["cost"], doom=e["doom"])


@describes("RitualTurnEnded")
def _ritual_end(e: Context) -> Phrase:
    return _say("log-ritual-turn-ended", e)


@describes("DoomTrackAdvanced")
def _track(e: Context) -> Phrase:
    gains = e["doom"] if isinstance(e["doom"], dict) else {}
    shares = [Phrase("log-doom-share", {"faction": faction_name(f), "amount": str(n)}) for f, n in gains.items()]
    return Phrase("log-doom-track-advanced", {"count": len(shares), "shares": _commas(shares)})


@describes("DoomGained")
def _doom(e: Context) -> Phrase:
    amount = e["amount"]
    if isinstance(amount, int) and not isinstance(amount, bool):  # a loss: Ermengarde Stubbs, Sycophancy
        return _say("log-doom-lost" if amount < 0 else "log-doom-gained", e, amount=abs(amount), **_reason_args(e))
    return _say("log-doom-gained", e, amount=str(amount), **_reason_args(e))  # not an int: as it is


@describes("ElderSignDrawn")
def _drawn(e: Context) -> Phrase:
    value = e.secret.get("value", e["value"])
    if isinstance(value, int):
        return _say("log-elder-sign-drawn-worth", e, value=value)
    return _say("log-elder-sign-drawn", e)


@describes("ElderSignRevealed")
def _revealed(e: Context) -> Phrase:
    return _say("log-elder-sign-revealed", e, value=e["value"])


@describes("StandingAnswerSet")
def _standing(e: Context) -> Phrase:
    faction = e.seats.get(e["seat"])
    seat = Name(f"faction-{faction}", {**faction_name(faction).english, "": e.seat()})
    window = _window_name(e["hook"])
    if e["answer"] is None:  # another seat's setting: what it answers is its own (rules.engine.view)
        return Phrase("log-standing-answer-changed", {"seat": seat, "window": window})
    condition = str(e["condition"])
    return Phrase("log-standing-answer-set", {
        "seat": seat, "window": window, "answer": str(e["answer"]), "answerwords": _words(str(e["answer"])).lower(),
        "condition": condition, "conditionwords": CONDITION_WORDS.get(condition, _words(condition).lower())})


@describes("WindowOpened")
def _window_opened(e: Context) -> Phrase:
    return Phrase("log-window-opened", {"window": _window_name(e["hook"])})


@describes("WindowAnswered")
def _window_answer(e: Context) -> Phrase:
    if e["ability"]:
        return _say("log-window-answered", e, ability=_ability_name(e["ability"]))
    return _say("log-window-passed", e)


@describes("WindowClosed")
def _window_closed(e: Context) -> Phrase:
    return Phrase("log-window-closed", {"window": _window_name(e["hook"])})


@describes("FactionDataSet")
def _data(e: Context) -> Phrase:
    """A faction's bookkeeping in words: its key's own describer (the faction declares those of its
    own keys), else a plain form that never spells out a whole record."""
    own = datum_describer(e["key"])
    if own is not None:  # answers for itself: test_log_catalog lists those still English as datum:<key>
        return cast(Phrase, own(e))
    stem, value = str(e["key"]).partition(":")[0], e["value"]
    if stem.endswith("_round") and isinstance(value, int):
        return _say("log-datum-round", e, ability=_ability_name(stem[:-len("_round")]), round=str(value))
    if stem.endswith("_awakened") and value is True:
        return Phrase("log-datum-awakened", {"ability": _ability_name(stem[:-len("_awakened")])})
    if stem == "used" and e.tail and value is not None:
        return _say("log-datum-used", e, ability=ability_name(e.tail, e.tail))
    key = _key_phrase(e, stem)
    if value is None:
        return _say("log-datum-cleared", e, key=key)
    if value is True:
        return _say("log-datum-set", e, key=key)
    if isinstance(value, (list, tuple)):
        return _say("log-datum-list", e, key=key, count=len(value), values=_commas([_named_said(v) for v in value]))
    if isinstance(value, dict):
        return _say("log-datum-updated", e, key=key)
    return _say("log-datum-value", e, key=key, value=_named_said(value))


@describes_datum("demand")
def _demand_datum(e: Context) -> Phrase:
    value = e["value"]
    if not isinstance(value, dict):
        return _say("log-demand-settled", e)
    chooser = value.get("chooser") or e["faction"]
    return Phrase("log-demand", {"chooser": faction_name(chooser),
                                 "ability": _ability_name(value.get("ability") or "an ability")})


@describes("GameCreated")
def _created(e: Context) -> Phrase:
    return Phrase("log-game-created", {"hash": str(e["seed_hash"])[:16]})


@describes("PositionLoaded")
def _position(e: Context) -> Phrase:
    return Phrase("log-position-loaded")


@describes("GameEnded")
def _ended(e: Context) -> Phrase:
    reason = {"reason": str(e["reason"]), "reasonwords": _end_reason(e["reason"])}
    if not e["winners"]:
        return Phrase("log-game-ended-nobody", reason)
    if len(e["winners"]) == 1:
        return Phrase("log-game-ended", {**reason, "winner": faction_name(e["winners"][0])})
    return Phrase("log-game-ended-many", {**reason, "winners": Listing(tuple(map(faction_name, e["winners"])), "and")})


def _end_reason(reason: object) -> str:
    return END_REASONS.get(str(reason), _words(str(reason)).lower())


def _window(hook: object) -> str:
    """An out-of-turn window as a quoted heading: “After any player's Action”."""
    return f"“{WINDOW_TITLES.get(str(hook), _words(str(hook)))}”"


def _ability_name(name: object) -> Name:
    return ability_name(str(name), _ability(str(name)))


def _window_name(hook: object) -> Name:
    """An out-of-turn window by its heading (content.ftl's `window-<hook>`)."""
    return Name(f"window-{hook}", {"": WINDOW_TITLES.get(str(hook), _words(str(hook)))})


def _place(where: object) -> str:
    """An Area, or a place off the map in words: the Pool, a faction card, an enemy's Spellbook
    (a Neutral Monster waiting there: "Black Goat's Red Sign")."""
    text = str(where)
    if text == POOL:
        return "the Pool"
    if text.startswith(ON_SPELLBOOK):
        faction, _, book = text[len(ON_SPELLBOOK):].partition(":")
        return f"{faction_possessive(faction)} {book}"
    if text.startswith(ON_FACTION_CARD):
        return f"{faction_possessive(text[len(ON_FACTION_CARD):])} faction card"
    if text.startswith((OFF_MAP, CAPTURED)):
        return f"{faction_possessive(text.partition(':')[2])} faction card"
    return text


def _onto(where: object, usual: str) -> str:
    """The preposition before a place: "onto" a Spellbook or faction card a card's figure waits
    on (rules.engine.loyalty ON_SPELLBOOK, ON_FACTION_CARD), else `usual`."""
    return "onto" if str(where).startswith((ON_SPELLBOOK, ON_FACTION_CARD)) else usual


def _label(e: Context) -> str:
    return unit_label(e["unit"])


_SMALL_WORDS = frozenset({"a", "an", "and", "as", "at", "by", "for", "from", "in", "of", "on", "or", "the", "to"})


def _reason(e: Context) -> str:
    """The reason of a change of Power or Doom, in parentheses after it; empty when it has none.
    A reason that names a faction names it by its title ("Sleeper's Spellbook Requirement")."""
    reason = e["reason"]
    if not reason:
        return ""
    owner, words = REASON_WORDS.get(str(reason), (None, None))
    if words is None:
        return f" ({_ability(str(reason))})"
    return f" ({faction_possessive(owner)} {words})" if owner else f" ({words})"


def _reason_args(e: Context) -> dict[str, object]:
    """The reason of a change of Power or Doom as a phrase's arguments (the catalog's `log-reason`):
    none, an ability's name, a faction's rule (its Spellbook Requirement) or a rule of the game."""
    reason = e["reason"]
    if not reason:
        return {"reasonkind": "none", "reason": "", "rule": ""}
    owner, words = REASON_WORDS.get(str(reason), (None, None))
    if words is None:
        return {"reasonkind": "ability", "reason": _ability_name(reason), "rule": str(reason)}
    if owner:
        return {"reasonkind": "owned", "reason": faction_name(owner), "rule": str(reason)}
    return {"reasonkind": "rule", "reason": "", "rule": str(reason)}


def _ability(name: str) -> str:
    """An ability's name as its card prints it: "death_from_below" -> "Death from Below"."""
    words = name.replace("_", " ").split()
    return " ".join(w if i and w in _SMALL_WORDS else w[:1].upper() + w[1:] for i, w in enumerate(words))


def _named(value: object) -> str:
    """A faction, a unit or anything else in a bookkeeping record, in words."""
    text = str(value)
    if text.count(".") == 2:
        return unit_title(text)
    return faction_title(text) if is_faction(text) else text


def _article(e: Context) -> str:
    return unit_with_article(e["unit"])


# -- Loyalty Cards ---------------------------------------------------------------------------

def _card_title(name: object) -> str:
    """A Loyalty Card by its title ("Mother Hydra"), its name's words for a card not known."""
    found = registry.cards().get(str(name))
    return found.title if found is not None else _words(str(name))


def _card_name(name: object) -> Name:
    return Name(f"loyalty-{name}", {"": _card_title(name)})


@describes("LoyaltyCardGained")
def _card_gained(e: Context) -> Phrase:
    if e["giver"]:
        return _say("log-loyalty-card-gained-from", e, card=_card_name(e["card"]), giver=faction_name(e["giver"]))
    return _say("log-loyalty-card-gained", e, card=_card_name(e["card"]))


@describes("LoyaltyCardBought")
def _card_bought(e: Context) -> Phrase:
    if e["power"]:
        return _say("log-loyalty-card-bought-power", e, card=_card_name(e["card"]), doom=e["doom"], power=e["power"])
    return _say("log-loyalty-card-bought", e, card=_card_name(e["card"]), doom=e["doom"])


@describes("LoyaltyCardReturned")
def _card_returned(e: Context) -> Phrase:
    return _say("log-loyalty-card-returned", e, card=_card_name(e["card"]))


@describes("CardSpellbookEarned")
def _card_book(e: Context) -> Phrase:
    card = registry.cards().get(str(e["card"]))
    book = card.spellbook if card is not None and card.spellbook else ""
    return _say("log-card-spellbook-earned", e, card=_card_name(e["card"]), known="yes" if book else "no",
                book=ability_name(book, book) if book else "")
