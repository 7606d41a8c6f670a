"""The content document: factions, units, Spellbooks, layouts, ruleset options, time controls,
bot levels.

Generated from the rules package (rules.contract.catalog) once per process; it changes only with a new
release, so clients may cache it and revalidate with its ETag.
"""
from __future__ import annotations

import hashlib
from functools import lru_cache

import marshmallow as ma
import orjson
from flask import Response, request
from flask_smorest import Blueprint

from play import content_words
from rules.contract import catalog
from service.http.language import language
from service.routes.game_options import TIME_CONTROL_PRESETS, bot_levels, registries  # written once, there
from service.schemas.games import Strict

blp = Blueprint("content", __name__, url_prefix="/v1",
                description="What the game is made of: the same data the rules use.")

class ContentSchema(Strict):
    """Every `name` is an id, the same in every language; `title`, `text` and `requirement` are
    what a reader reads, in the request's language (Accept-Language: en or de)."""

    format = ma.fields.String(required=True)
    factions = ma.fields.List(ma.fields.Dict(), required=True, metadata={
        "description": "Each faction: name, short, title, letter, colour and ink (how a "
                       "client marks the faction: a letter no other faction has, its colour as "
                       "#rrggbb and the ink readable on it), start_power, units (name, title, kind, "
                       "count, cost, combat or combat_text, glyph: the name of the simple shape a "
                       "client draws the unit type as, one of triangle, square, diamond, pentagon, "
                       "hexagon, pawn, star, crown, sun, tower, or the kind's own name for a kind "
                       "without one), spellbooks (name, title, text), "
                       "requirements (slot, text, action_cost), abilities (name, title, text), "
                       "reactions (each out-of-turn window the faction has abilities on: hook, "
                       "title, abilities (name, title); a seat may set a standing answer for "
                       "each, and its own view shows them under `standing`), public_data (each "
                       "key of the faction's public bookkeeping in its view's `data`: key, kind "
                       "(areas, flag or round), description, and title: what one thing of kind areas is "
                       "called where an Area lists it, null for other kinds), own_area (the Area the faction brings "
                       "onto any map, which no layout draws: name, ocean, gate (it holds a Gate the "
                       "faction always Controls); adjacent to every Area; null for most factions)."})
    layouts = ma.fields.List(ma.fields.Dict(), required=True, metadata={
        "description": "Each layout: name, areas (name, title, ocean, glyph, adjacent), start_areas, figures "
                       "(key, title: a figure of the map's own standing in the Area the view's `map_data` "
                       "names under that key, such as the Library's Custodian), faction_data (key, kind, "
                       "description, title: bookkeeping the map's rules keep for every faction, in its "
                       "view's `data`, such as the Library's Silence Tokens)."})
    seat_counts = ma.fields.List(ma.fields.Integer(), required=True)
    layouts_by_seats = ma.fields.Dict(required=True)
    default_layout = ma.fields.Dict(required=True)
    ritual_tracks = ma.fields.Dict(required=True, metadata={
        "description": "The Ritual of Annihilation track per number of seats."})
    ruleset = ma.fields.List(ma.fields.Dict(), required=True, metadata={
        "description": "Ruleset options: name, default, allowed values, and where each comes from."})
    choices = ma.fields.Dict(required=True, metadata={
        "description": "The vocabulary of choices: `acts` (each act's fields), `titles` (each "
                       "act's heading, as a client titles its options), `abilities` and "
                       "`answers` (each ability's fields, by name), each field's type a vocabulary "
                       "name (`unit`, `units`, `area`, `faction`, ...; a trailing `?` allows null) "
                       "or the list of words it may be. A client finds here which fields of an "
                       "option name a unit or an Area."})
    time_controls = ma.fields.List(ma.fields.Dict(), required=True, metadata={
        "description": "Time-control presets: name, the `time_control` to send, an explanation."})
    bots = ma.fields.List(ma.fields.Dict(), required=True, metadata={
        "description": "Bot levels a seat may be handed to: name, explanation."})
    loyalty_cards = ma.fields.List(ma.fields.Dict(), required=True, metadata={
        "description": "Each Loyalty Card (docs/neutral.md): name (what `loyalty_cards` sends), "
                       "short (its figures' unit ids begin with it), title, kind (independent, "
                       "high_priest, unique_high_priest, neutral_monster or terror), pack, cost "
                       "(printed Awaken, Recruit or Summon cost), combat (in words), units (as a "
                       "faction's; glyph eye, mitre, claw for a Neutral Monster, hexagon for a "
                       "Terror), texts (name, title, text), spellbook and requirement (null when it has "
                       "none), two_player, price (what buying it costs on a Ritual turn, {\"doom\": "
                       "n, \"power\": n}; null for a card not bought), source "
                       "(the rulebook lines its facts come from) and grade (H: the rulebook or "
                       "its FAQ; M: one good secondary source)."})
    neutral_spellbooks = ma.fields.List(ma.fields.Dict(), required=True, metadata={
        "description": "Each neutral Spellbook: name, title, text, source, grade."})


@lru_cache(maxsize=8)
def _document(_registries: tuple, lang: str) -> tuple[bytes, str]:
    body = orjson.dumps({**content_words.worded(catalog.content(), lang),
                         "time_controls": list(TIME_CONTROL_PRESETS), "bots": bot_levels()})
    return body, hashlib.sha256(body).hexdigest()[:20]


@blp.route("/content", methods=["GET"])
@blp.response(200, ContentSchema)
def get_content():
    """The content document, generated from the rules package.

    Titles and rules texts are in the request's language (`Accept-Language`); ids (`name`),
    numbers and sources are the same in every language, and each language has its own ETag.
    """
    body, etag = _document(registries(), language())
    response = Response(body, mimetype="application/json")
    response.set_etag(etag)
    response.headers["Cache-Control"] = "public, max-age=300"
    return response.make_conditional(request)
