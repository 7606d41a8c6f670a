"""Neutral content over the API (docs/neutral.md): the content document lists the Loyalty Cards
(with a Neutral Monster's or Terror's price) and neutral Spellbooks; `POST /v1/games` takes
`loyalty_cards` (names, "first_game", {"random": N} or {"random": N, "kind": K}), `high_priests`
and `neutral_spellbooks`; the view shows who holds what, and where each figure is."""
from __future__ import annotations

from rules.engine import registry
from rules.engine.content import BUY_PRICE, CardKind

INDEPENDENTS = [c.name for c in registry.cards().values() if c.kind is CardKind.INDEPENDENT]
BOUGHT = [c.name for c in registry.cards().values() if c.kind in BUY_PRICE]


def _create(client, **body):
    return client.post("/v1/games", json={"seats": 3, "sandbox": True, **body})


def _view(client, made):
    seat, token = next(iter(made["seat_tokens"].items()))
    game = made["game"]["game_id"]
    return client.get(f"/v1/games/{game}/view",
                      headers={"Authorization": f"Bearer {token}"}).get_json()["state"]


def test_the_content_document_lists_each_loyalty_card_with_its_cost_combat_words_source_and_grade(client):
    doc = client.get("/v1/content").get_json()
    cards = {c["name"]: c for c in doc["loyalty_cards"]}
    assert set(cards) == set(registry.cards())
    for name, entry in cards.items():
        card = registry.card(name)
        assert (entry["kind"], entry["cost"], entry["combat"], entry["grade"]) == (
            card.kind.value, card.cost, card.combat, card.grade)
        assert entry["source"] and entry["texts"]
        assert [u["name"] for u in entry["units"]] == [u.name for u in card.units]
    assert [b["name"] for b in doc["neutral_spellbooks"]] == list(registry.neutral_spellbooks())


def test_a_game_with_high_priests_shows_each_faction_s_priest_in_its_pool(client):
    # factions named: one dealt at random may be the Tcho-Tcho (their own High Priests) or Bubastis (none)
    made = _create(client, high_priests=True, factions=["great_cthulhu", "crawling_chaos", "black_goat"]).get_json()
    view = _view(client, made)
    assert view["loyalty"] == {"high_priest": {"owner": None, "book": False}}
    pooled = [u for units in view["pools"].values() for u in units if u.startswith("hp.high_priest.")]
    assert len(pooled) == 3


def test_a_game_without_neutral_content_shows_none_of_it(client):
    view = _view(client, _create(client).get_json())
    assert "loyalty" not in view and "neutral_books" not in view


def test_loyalty_cards_given_by_name_are_the_supply(client):
    if not INDEPENDENTS:
        names: list[str] = []
    else:
        names = INDEPENDENTS[:2]
    made = _create(client, loyalty_cards=names)
    assert made.status_code == 201, made.get_json()
    view = _view(client, made.get_json())
    assert {n: h["owner"] for n, h in view.get("loyalty", {}).items()} == dict.fromkeys(names)


def test_an_unknown_loyalty_card_is_refused_and_nothing_is_created(client):
    before = client.get("/v1/games").get_json()
    answer = _create(client, loyalty_cards=["no_such_card"])
    assert answer.status_code in (400, 422)
    assert answer.content_type.startswith("application/problem+json")
    assert client.get("/v1/games").get_json() == before


def test_a_malformed_loyalty_supply_is_refused_with_a_clear_problem(client):
    for bad in ("all", {"random": -1}, {"random": True}, {"pick": 2}, 7):
        answer = _create(client, loyalty_cards=bad)
        assert answer.status_code in (400, 422), bad
        assert answer.get_json()["code"] in ("invalid_options", "invalid_body"), answer.get_json()


def test_the_content_document_gives_each_bought_card_its_price_and_every_other_card_none(client):
    cards = {c["name"]: c for c in client.get("/v1/content").get_json()["loyalty_cards"]}
    for name, entry in cards.items():
        kind = registry.card(name).kind
        expected = dict(zip(("doom", "power"), BUY_PRICE[kind])) if kind in BUY_PRICE else None
        assert entry["price"] == expected, name
    assert cards["gug"]["price"] == {"doom": 2, "power": 0}
    assert cards["gug"]["units"][0]["glyph"] == "claw"  # no faction Monster's shape


def test_the_game_options_list_every_card_the_supply_may_hold_with_its_kind_and_price(client):
    listed = {c["name"]: c for c in client.get("/v1/game-options").get_json()["neutral"]["loyalty_cards"]}
    assert set(listed) == set(INDEPENDENTS) | set(BOUGHT)
    assert listed["gug"]["kind"] == "neutral_monster" and listed["gug"]["price"] == {"doom": 2, "power": 0}
    assert all(listed[n]["price"] is None for n in INDEPENDENTS)


def test_neutral_monsters_given_by_name_are_in_the_supply_beside_independents(client):
    made = _create(client, loyalty_cards=[*INDEPENDENTS[:1], "gug"])
    assert made.status_code == 201, made.get_json()
    view = _view(client, made.get_json())
    assert {n: h["owner"] for n, h in view["loyalty"].items()} == dict.fromkeys([*INDEPENDENTS[:1], "gug"])


def test_a_random_draw_of_a_kind_draws_among_that_kind_only(client):
    for kind in (CardKind.NEUTRAL_MONSTER, CardKind.TERROR):  # no card of these is any faction's
        pool = [c.name for c in registry.cards().values() if c.kind is kind]
        if not pool:
            continue
        view = _view(client, _create(client, loyalty_cards={"random": len(pool), "kind": kind.value}).get_json())
        assert sorted(view["loyalty"]) == sorted(pool), kind
    for asked in ({"random": 2}, {"random": 2, "kind": "independent"}):
        drawn = _view(client, _create(client, loyalty_cards=asked).get_json())
        assert len(drawn["loyalty"]) == 2
        assert all(registry.card(n).kind is CardKind.INDEPENDENT for n in drawn["loyalty"]), asked


def test_a_draw_of_an_unknown_kind_or_of_more_cards_than_the_kind_has_is_refused_with_a_clear_problem(client):
    for bad in ({"random": 1, "kind": "dragon"}, {"random": 1, "kind": 3}, {"random": 1, "kind": "high_priest"},
                {"random": 1, "kind": "terror", "pick": 1}):
        answer = _create(client, loyalty_cards=bad)
        assert answer.status_code in (400, 422), bad
        assert answer.content_type.startswith("application/problem+json")
        problem = answer.get_json()
        assert problem["code"] == "invalid_options", problem
        assert "kind" in problem["detail"], problem
    monsters = [c for c in registry.cards().values() if c.kind is CardKind.NEUTRAL_MONSTER]
    answer = _create(client, loyalty_cards={"random": len(monsters) + 1, "kind": "neutral_monster"})
    assert answer.status_code in (400, 409, 422)
    problem = answer.get_json()
    assert problem["code"] == "not_enough_loyalty_cards" and problem["available"] == len(monsters), problem
    assert "Neutral Monster" in problem["detail"]


def test_a_list_may_mix_picked_names_with_draws_of_each_kind(client):
    made = _create(client, loyalty_cards=["gug", {"random": 1}, "first_game"])
    assert made.status_code == 201, made.get_json()
    supply = _view(client, made.get_json())["loyalty"]
    assert "gug" in supply and len(supply) == 1 + 1 + 2  # first_game: players less one
    assert all(registry.card(n).kind is CardKind.INDEPENDENT for n in supply if n != "gug")
    refused = _create(client, loyalty_cards=["gug", {"random": 1, "kind": "neutral_monster"}])
    monsters = [c for c in registry.cards().values() if c.kind is CardKind.NEUTRAL_MONSTER]
    if len(monsters) == 1:  # the draw leaves out the cards named beside it
        assert refused.get_json()["code"] == "not_enough_loyalty_cards"
    for bad in (["gug", 7], ["gug", {"pick": 1}], ["gug", {"random": 1, "kind": "dragon"}]):
        answer = _create(client, loyalty_cards=bad)
        assert answer.status_code in (400, 422) and answer.get_json()["code"] == "invalid_options", bad


def test_the_view_says_where_a_figure_waits_off_the_map_on_a_spellbook_or_a_faction_card(client):
    body = {"seats": 3, "sandbox": True, "factions": ["great_cthulhu", "crawling_chaos", "black_goat"],
            "loyalty_cards": ["gug"]}
    made = client.post("/v1/games", json=body).get_json()
    host = {"Authorization": f"Bearer {made['host_token']}"}
    position = client.get(f"/v1/games/{made['game']['game_id']}/position", headers=host).get_json()
    position["loyalty"] = {"gug": {"owner": "crawling_chaos", "book": False}}
    position["units"]["gug.gug.1"] = "off_map:spellbook:black_goat:Frenzy"
    position["units"]["gug.gug.2"] = "off_map:card:crawling_chaos"
    position["owners"] = {"gug.gug.1": "crawling_chaos", "gug.gug.2": "crawling_chaos"}
    placed = client.post("/v1/games", json={**body, "start_position": position})
    assert placed.status_code == 201, placed.get_json()
    view = _view(client, placed.get_json())
    # off_map names the faction whose card each stands on, on_spellbooks the Spellbook covered
    assert view["off_map"] == {"gug.gug.1": "black_goat", "gug.gug.2": "crawling_chaos"}
    assert view["on_spellbooks"] == {"gug.gug.1": "Frenzy"}
    assert view["owners"]["gug.gug.1"] == view["owners"]["gug.gug.2"] == "crawling_chaos"
    assert view["loyalty"]["gug"]["owner"] == "crawling_chaos"


def test_first_game_draws_one_card_fewer_than_players_and_random_draws_n(client):
    first = _view(client, _create(client, loyalty_cards="first_game").get_json())
    assert len(first["loyalty"]) == 2
    assert all(registry.card(n).kind is CardKind.INDEPENDENT for n in first["loyalty"])
    drawn = _view(client, _create(client, loyalty_cards={"random": 1}).get_json())
    assert len(drawn["loyalty"]) == 1


def test_a_game_with_neutral_spellbooks_lists_each_one_free(client):
    view = _view(client, _create(client, neutral_spellbooks=True).get_json())
    assert view.get("neutral_books", {}) == dict.fromkeys(registry.neutral_spellbooks())


def test_unspeakable_oath_is_listed_with_the_any_time_options_not_as_a_decision(client):
    body = {"seats": 3, "sandbox": True, "high_priests": True,
            "factions": ["great_cthulhu", "crawling_chaos", "black_goat"]}
    made = client.post("/v1/games", json=body).get_json()
    host = {"Authorization": f"Bearer {made['host_token']}"}
    position = client.get(f"/v1/games/{made['game']['game_id']}/position", headers=host).get_json()
    acolyte_area = next(a for u, a in position["units"].items() if u.startswith("cc.acolyte.") and a != "pool")
    position["units"]["hp.high_priest.2"] = acolyte_area  # Crawling Chaos's High Priest on the map
    placed = client.post("/v1/games", json={**body, "start_position": position}).get_json()
    game, tokens = placed["game"]["game_id"], placed["seat_tokens"]
    other = "seat2"  # Crawling Chaos, whose turn it may or may not be
    listed = client.get(f"/v1/games/{game}/options",
                        headers={"Authorization": f"Bearer {tokens[other]}"}).get_json()
    oaths = [o for o in listed["anytime"] if o["choice"].get("ability") == "unspeakable_oath"]
    assert len(oaths) == 1
    assert not [o for o in listed["options"] if o["choice"].get("ability") == "unspeakable_oath"]
    version = listed["version"]
    done = client.post(f"/v1/games/{game}/choices", headers={"Authorization": f"Bearer {tokens[other]}"},
                       json={"expected_version": version, "choice": oaths[0]["choice"]})
    assert done.status_code == 200, done.get_json()
    assert done.get_json()["view"]["state"]["pools"]["crawling_chaos"].count("hp.high_priest.2") == 1


def test_every_glyph_of_a_card_figure_is_a_shape_the_page_draws():
    """The game page draws each glyph the content document names (service/web/static/js/game/glyphs.js);
    an unknown one would fall back to a plain circle."""
    import re
    from pathlib import Path

    from rules.contract import looks

    source = (Path(__file__).resolve().parents[2] / "service/web/static/js/game/glyphs.js").read_text()
    drawn = set(re.findall(r"^\s+(\w+): \{ d:", source, re.M))
    for card in registry.cards().values():
        for unit in card.units:
            assert looks.card_glyph(card, unit) in drawn, (card.name, unit.name)


def _doc_row(card) -> str:
    return (f"| {card.title} | `{card.name}` | {card.kind.value.replace('_', ' ')} | {card.pack} | {card.cost} | "
            f"{card.combat} | {card.spellbook or '—'} | {card.grade} |")


def test_the_card_table_of_docs_neutral_lists_every_card_of_every_kind_as_the_registry_has_it():
    """docs/neutral.md, The cards: one row per card, Independents, High Priests, Neutral Monsters
    and Terrors alike; a row missing or out of date is printed as it should read."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs/neutral.md").read_text()
    rows = {line for line in text.splitlines() if line.startswith("| ") and line.count("|") == 9 and "`" in line}
    wanted = [_doc_row(c) for c in registry.cards().values()]
    missing = [row for row in wanted if row not in rows]
    assert missing == [], "add or correct these rows:\n" + "\n".join(missing)
    assert len(rows) == len(wanted), sorted(rows - set(wanted))
