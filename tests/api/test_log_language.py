"""The log's sentences come in the reader's language: the events page and the stream write each
event's `text` in the negotiated language and say it in Content-Language; the events themselves
(type, payload, version) are the same in every language."""
from __future__ import annotations

from api_table import open_table
from rules.words.sentences import sentence

# Factions named, not dealt: each sets up at once (FactionSetUp), which the tests read in both languages.
CORE_THREE = ["great_cthulhu", "crawling_chaos", "black_goat"]


def _events(table, **headers):
    answer = table.client.get(table.url("/events"), headers=headers)
    assert answer.status_code == 200
    return answer, answer.get_json()["events"]


def test_the_events_page_writes_the_log_in_german_for_a_german_reader(client):
    table = open_table(client, seats=3, factions=CORE_THREE)
    english_answer, english = _events(table)
    german_answer, german = _events(table, **{"Accept-Language": "de-DE,de;q=0.9"})
    assert english_answer.headers["Content-Language"] == "en"
    assert german_answer.headers["Content-Language"] == "de"
    assert [(e["version"], e["type"], e["payload"]) for e in german] == \
        [(e["version"], e["type"], e["payload"]) for e in english]
    set_up = [(en, de) for en, de in zip(english, german) if en["type"] == "FactionSetUp"]
    assert set_up
    for en, de in set_up:
        assert en["text"] == sentence("FactionSetUp", en["payload"])
        assert de["text"] == sentence("FactionSetUp", de["payload"], lang="de")
        assert de["text"] != en["text"] and "Macht" in de["text"] and "Power" not in de["text"]


def test_the_lang_cookie_words_the_log_and_english_readers_keep_the_english_sentences(client):
    table = open_table(client, seats=3, factions=CORE_THREE)
    client.set_cookie("lang", "de")
    _, german = _events(table)
    client.delete_cookie("lang")
    answer, english = _events(table, **{"Accept-Language": "en"})
    assert answer.headers["Content-Language"] == "en"
    first = next(i for i, e in enumerate(english) if e["type"] == "FactionSetUp")
    assert english[first]["text"] == sentence("FactionSetUp", english[first]["payload"])
    assert german[first]["text"] == sentence("FactionSetUp", english[first]["payload"], lang="de")
    assert " stellt " in german[first]["text"] or " stellen " in german[first]["text"]


def test_the_stream_writes_its_sentences_in_the_readers_language(client):
    table = open_table(client, seats=3, factions=CORE_THREE)
    seat = table.pending_seat()
    raw = client.get(table.url("/stream"), query_string={"timeout": 1},
                     headers={**table.auth(seat), "Accept-Language": "de"}).get_data(as_text=True)
    set_up = [line for line in raw.splitlines() if line.startswith("data: ") and '"FactionSetUp"' in line]
    assert set_up
    assert all("Macht" in line and " Power" not in line for line in set_up)


def test_a_choice_answers_with_its_events_worded_in_the_readers_language(client):
    table = open_table(client, seats=3, factions=CORE_THREE)
    seat = table.pending_seat()
    listed = table.get("/options", seat).get_json()
    choice = next(o["choice"] for o in listed["options"] if o["choice"].get("act") != "standing_answer")
    answer = table.client.post(table.url("/choices"), json={"expected_version": listed["version"], "choice": choice},
                               headers={**table.auth(seat), "Accept-Language": "de", "Idempotency-Key": "de-1"})
    assert answer.status_code == 200 and answer.headers["Content-Language"] == "de"
    shown = answer.get_json()["events"]
    _, page = _events(table, **{"Accept-Language": "de"})
    worded = {e["version"]: e["text"] for e in page}
    assert shown and [e["text"] for e in shown] == [worded[e["version"]] for e in shown]
    english = {e["version"]: e["text"] for e in _events(table)[1]}
    assert any(worded[e["version"]] != english[e["version"]] for e in shown)


def test_a_view_and_a_choices_answer_word_default_requirements_in_german(client):
    """The view's requirement texts (as this game's ruleset words them) read in German where the
    default ruleset's wording has German; the English view is the same otherwise."""
    table = open_table(client, seats=3, factions=["great_cthulhu", "crawling_chaos", "black_goat"])
    english = table.get("/view", "seat1").get_json()
    german = table.client.get(table.url("/view"), headers={**table.auth("seat1"), "Accept-Language": "de"}).get_json()
    gc_en = english["state"]["factions"]["great_cthulhu"]["requirements"]
    gc_de = german["state"]["factions"]["great_cthulhu"]["requirements"]
    assert gc_en[0] == "In the first Doom Phase, receive this Spellbook and 1 Elder Sign."
    assert gc_de[0] == "Erhalte in der ersten Verdammnisphase dieses Zauberbuch und 1 Älteres Zeichen."
    assert len(gc_de) == len(gc_en) and all(d != e for d, e in zip(gc_de, gc_en))
    strip = lambda view: {**view, "state": {**view["state"], "factions": {  # noqa: E731
        k: {**v, "requirements": None} for k, v in view["state"]["factions"].items()}}}
    assert strip(german) == strip(english)
    seat = table.pending_seat()
    listed = table.get("/options", seat).get_json()
    answer = table.client.post(table.url("/choices"), json={"expected_version": listed["version"],
                                                            "choice": listed["options"][0]["choice"]},
                               headers={**table.auth(seat), "Accept-Language": "de"}).get_json()
    assert answer["view"]["state"]["factions"]["great_cthulhu"]["requirements"][0] == gc_de[0]
