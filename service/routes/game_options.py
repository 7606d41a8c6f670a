"""What a new game may be: the choices `POST /v1/games` accepts, for a client's creation form.

Everything here is read from the code that checks a game specification (the faction registry,
the map layouts per seat count, the ruleset options with their sources, the time-control
parser), so the form and the checks cannot disagree. Only the one-sentence explanations of time
controls are written here, once; the content document reuses them. The explanations a reader reads
(time controls, bot levels, map layouts) come in the reader's language from the catalogs
(`new-*` messages of locales/*/pages-more.ftl, whose English is the text written here); names and
values stay as they are.
"""
from __future__ import annotations

import hashlib
from functools import lru_cache
from typing import Any

import marshmallow as ma
import orjson
from flask import Response, request
from flask_smorest import Blueprint

from bots.levels import DESCRIPTIONS
from rules.contract import catalog
from rules import factions
from rules.engine import maps, options, registry
from rules.engine.content import HIGH_PRIEST, CardKind
from rules.engine.options import SUPPLY_KINDS
from play import i18n, timecontrol
from service.http.language import language
from service.schemas.games import Strict

blp = Blueprint("game_options", __name__, url_prefix="/v1",
                description="The choices a new game may take, for creation forms.")

# Ready-made `time_control` objects, each explained in one sentence for people choosing one.
TIME_CONTROL_PRESETS = (
    {"name": "none", "time_control": {"kind": "none"},
     "explanation": "No clock: the game waits for every decision as long as it takes."},
    {"name": "live", "time_control": {"kind": "per_decision", "per_decision": "PT5M"},
     "explanation": "Five minutes per decision, for a game played in one sitting."},
    {"name": "daily", "time_control": {"kind": "per_decision", "per_decision": "P1D",
                                       "reminder_before": "PT4H", "vacation_days": 7},
     "explanation": "A day per decision with a reminder four hours before, and a week of "
                    "vacation per seat."},
    {"name": "bank", "time_control": {"kind": "bank", "initial": "P3D", "increment": "PT12H",
                                      "cap": "P5D"},
     "explanation": "A bank of three days that gains twelve hours per decision, up to five days."},
)
KIND_EXPLANATIONS = {
    "none": "No deadlines at all.",
    "per_decision": "The same time, per_decision, for every decision a seat is asked.",
    "bank": "Each seat's bank (starting at initial) runs while it decides, gains increment "
            "after each decision, and never exceeds cap.",
}
KIND_FIELDS = {"none": (), "per_decision": ("per_decision",),
               "bank": ("initial", "increment", "cap")}
COMMON_FIELDS = {
    "window": "A shorter time for out-of-turn answers (abilities, Kills, Pains, Retreats).",
    "reminder_before": "How long before a deadline the seat is reminded.",
    "vacation_days": "Days each seat may pause its clock during the game (0 to 60).",
    "timeout_policy": "What happens when time runs out.",
}
POLICY_EXPLANATIONS = {
    "default_choice": "The server answers for the seat: it passes where the rules allow, else "
                      "drops to 0 Power, else takes the cheapest option.",
    "bot_decision": "A bot takes that one decision, and the player carries on afterwards.",
    "bot_rest_of_game": "A bot takes over the seat for the rest of the game.",
}


class SeatCountSchema(Strict):
    seats = ma.fields.Integer(required=True)
    available = ma.fields.Boolean(required=True, metadata={
        "description": "False when there are not yet enough factions for this many seats."})
    note = ma.fields.String(allow_none=True, required=True)
    layouts = ma.fields.List(ma.fields.String(), required=True)
    default_layout = ma.fields.String(required=True)


class FactionChoiceSchema(Strict):
    name = ma.fields.String(required=True, metadata={"description": "The value to send."})
    title = ma.fields.String(required=True, metadata={"description": "The display name."})
    short = ma.fields.String(required=True)


class LayoutChoiceSchema(Strict):
    name = ma.fields.String(required=True)
    description = ma.fields.String(required=True)
    areas = ma.fields.Integer(required=True)


class RulesetOptionSchema(Strict):
    name = ma.fields.String(required=True)
    default = ma.fields.Raw(required=True, allow_none=True)
    allowed = ma.fields.List(ma.fields.Raw(allow_none=True), required=True)
    source = ma.fields.String(required=True, metadata={
        "description": "Where the option comes from: a ruling (R3...), a rulebook section, or "
                       "the engine."})


class TimeControlPresetSchema(Strict):
    name = ma.fields.String(required=True)
    time_control = ma.fields.Dict(required=True, metadata={
        "description": "Send this object as `time_control`."})
    explanation = ma.fields.String(required=True)


class TimeControlKindSchema(Strict):
    kind = ma.fields.String(required=True)
    explanation = ma.fields.String(required=True)
    fields = ma.fields.List(ma.fields.String(), required=True, metadata={
        "description": "The ISO 8601 durations this kind takes."})


class NamedExplanationSchema(Strict):
    name = ma.fields.String(required=True)
    explanation = ma.fields.String(required=True)


class LoyaltyCardChoiceSchema(Strict):
    name = ma.fields.String(required=True, metadata={"description": "The value to send in `loyalty_cards`."})
    title = ma.fields.String(required=True)
    kind = ma.fields.String(required=True, validate=ma.validate.OneOf(
        ("independent", "neutral_monster", "terror")), metadata={
        "description": "independent (Awakened), neutral_monster or terror (bought on a Ritual turn)."})
    cost = ma.fields.Integer(required=True, metadata={
        "description": "Its printed cost: an Independent's Awaken cost, a Neutral Monster's or "
                       "Terror's Summon cost."})
    price = ma.fields.Dict(required=True, allow_none=True, metadata={
        "description": "What buying the card costs on one's Ritual turn, {\"doom\": n, \"power\": n}; "
                       "null for an Independent."})
    pack = ma.fields.String(required=True)
    not_with = ma.fields.List(ma.fields.String(), required=True, metadata={
        "description": "Factions beside which the card is not recommended (left out of draws)."})


class NeutralContentSchema(Strict):
    loyalty_cards = ma.fields.List(ma.fields.Nested(LoyaltyCardChoiceSchema), required=True, metadata={
        "description": "The cards `loyalty_cards` may name: Independent Great Old Ones, Neutral "
                       "Monsters and Terrors (their words are in the content document); or send "
                       "\"first_game\", {\"random\": N} (Independents) or {\"random\": N, \"kind\": "
                       "\"neutral_monster\"} (or \"terror\", \"independent\")."})
    high_priests = ma.fields.Boolean(required=True, metadata={
        "description": "Whether `high_priests` may be set."})
    unique_high_priests = ma.fields.List(ma.fields.String(), required=True, metadata={
        "description": "The Unique High Priests `unique_high_priests: true` (with `high_priests`) "
                       "brings into a game."})
    neutral_spellbooks = ma.fields.List(ma.fields.String(), required=True, metadata={
        "description": "The neutral Spellbooks `neutral_spellbooks: true` brings into a game."})


class GameOptionsSchema(Strict):
    seat_counts = ma.fields.List(ma.fields.Nested(SeatCountSchema), required=True)
    factions = ma.fields.List(ma.fields.Nested(FactionChoiceSchema), required=True)
    layouts = ma.fields.List(ma.fields.Nested(LayoutChoiceSchema), required=True)
    ruleset = ma.fields.List(ma.fields.Nested(RulesetOptionSchema), required=True)
    time_controls = ma.fields.List(ma.fields.Nested(TimeControlPresetSchema), required=True)
    time_control_kinds = ma.fields.List(ma.fields.Nested(TimeControlKindSchema), required=True)
    time_control_fields = ma.fields.List(ma.fields.Nested(NamedExplanationSchema), required=True)
    timeout_policies = ma.fields.List(ma.fields.Nested(NamedExplanationSchema), required=True)
    bots = ma.fields.List(ma.fields.Nested(NamedExplanationSchema), required=True, metadata={
        "description": "The bot levels a seat can be handed to (`POST .../seats/{seat}/bot`)."})
    neutral = ma.fields.Nested(NeutralContentSchema, required=True, metadata={
        "description": "The expansions' neutral content a game may be created with."})


def seat_counts(lang: str = i18n.DEFAULT_LANGUAGE) -> list[dict[str, Any]]:
    """Every seat count the API accepts, with its layouts; one needing more factions than exist
    is listed as unavailable, as creating it is refused (its note in `lang`)."""
    known = len(factions.available())
    return [{"seats": n, "available": n <= known,
             "note": None if n <= known else worded(lang, "new-seats-note", f"Only {known} factions exist so far.",
                                                    {"count": known}),
             "layouts": list(maps.ALLOWED_LAYOUTS[n]), "default_layout": maps.DEFAULT_LAYOUT[n]}
            for n in sorted(maps.ALLOWED_LAYOUTS)]


def layout_description(name: str) -> str:
    """Which side of each board the layout uses, as its map's data says."""
    return maps.load(name).description


def worded(lang: str, message_id: str, english: str, args: dict[str, Any] | None = None) -> str:
    """`english` in `lang` by its catalog message; the English itself where none words it yet."""
    return i18n.try_render(lang, message_id, args) or english


def ruleset_option(lang: str, name: str, spec: Any) -> dict[str, Any]:
    """A ruleset option as the contract describes it, where it comes from said in `lang`."""
    option = catalog.ruleset_option(name, spec)
    return {**option, "source": worded(lang, f"new-rule-source-{name}", option["source"])}


def document(lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    return {
        "seat_counts": seat_counts(lang),
        "factions": [{"name": s.name, "title": s.title, "short": s.short}
                     for s in map(factions.get, factions.available())],
        "layouts": [{"name": n, "description": worded(lang, f"new-layout-{n}", layout_description(n)),
                     "areas": maps.AREA_COUNTS[n]} for n in maps.LAYOUTS],
        "ruleset": [ruleset_option(lang, n, spec) for n, spec in options.RULESET.items()],
        "time_controls": [{**p, "explanation": worded(lang, f"new-time-explain-{p['name']}", p["explanation"])}
                          for p in TIME_CONTROL_PRESETS],
        "time_control_kinds": [{"kind": k, "explanation": worded(lang, f"new-time-kind-explain-{k}", KIND_EXPLANATIONS[k]),
                                "fields": list(KIND_FIELDS[k])} for k in timecontrol.KINDS],
        "time_control_fields": [{"name": n, "explanation": worded(lang, f"new-time-field-explain-{n}", t)}
                                for n, t in COMMON_FIELDS.items()],
        "timeout_policies": [{"name": p, "explanation": worded(lang, f"new-time-policy-explain-{p}", POLICY_EXPLANATIONS[p])}
                             for p in timecontrol.POLICIES],
        "bots": [{**b, "explanation": worded(lang, f"new-bot-explain-{b['name']}", b["explanation"])}
                 for b in bot_levels()],
        "neutral": neutral_content(),
    }


def neutral_content() -> dict[str, Any]:
    """The Loyalty Cards `loyalty_cards` may name, the High Priests and the neutral Spellbooks."""
    cards = registry.cards().values()
    return {"loyalty_cards": [{"name": c.name, "title": c.title, "kind": c.kind.value, "cost": c.cost,
                               "price": catalog.price(c), "pack": c.pack, "not_with": list(c.not_with)}
                              for c in cards if c.kind in SUPPLY_KINDS],
            "high_priests": HIGH_PRIEST in registry.cards(),
            "unique_high_priests": [c.name for c in cards if c.kind is CardKind.UNIQUE_HIGH_PRIEST],
            "neutral_spellbooks": list(registry.neutral_spellbooks())}


def bot_levels() -> list[dict[str, str]]:
    """Each bot level a seat may be handed to, explained in one sentence."""
    return [{"name": n, "explanation": f"{text[0].upper()}{text[1:]}."} for n, text in DESCRIPTIONS.items()]


def registries() -> tuple:
    """What the registries hold now (factions, layouts): the key of documents made from them, so
    a faction or map registered later is not hidden by a document cached before."""
    return factions.available(), tuple(maps.LAYOUTS), registry.generation()


@lru_cache(maxsize=8)
def _encoded(_registries: tuple, lang: str) -> tuple[bytes, str]:
    body = orjson.dumps(document(lang))
    return body, hashlib.sha256(body).hexdigest()[:20]


@blp.route("/game-options", methods=["GET"])
@blp.response(200, GameOptionsSchema)
def get_game_options():
    """The choices `POST /v1/games` accepts: seats, factions, layouts, ruleset, time controls,
    and the bot levels a seat may be handed to; the explanations in the reader's language."""
    body, etag = _encoded(registries(), language())
    response = Response(body, mimetype="application/json")
    response.set_etag(etag)
    response.headers["Cache-Control"] = "public, max-age=300"
    return response.make_conditional(request)
