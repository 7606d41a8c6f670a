"""A page on another origin plays through the API in Chromium when, and only when, the operator
lists that origin: the browser's own preflights and header rules are what is tested here."""
from __future__ import annotations

import contextlib
import threading

import pytest
from werkzeug.serving import make_server
from werkzeug.wrappers import Response

from live_server import live_server

PAGE = "<!doctype html><title>A client elsewhere</title><p>client</p>"

# Runs in the page: create a game, claim a seat, read its options and send its first choice
# twice with one Idempotency-Key, reading headers a cross-origin page only sees when exposed.
PLAY = """async (api) => {
  const call = async (method, path, token, body, extra = {}) => {
    const headers = { ...extra };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body) headers["Content-Type"] = "application/json";
    const answer = await fetch(api + path, { method, headers, body: body && JSON.stringify(body) });
    return { status: answer.status, json: await answer.json(),
             rateLimit: answer.headers.get("RateLimit"),
             replayed: answer.headers.get("Idempotent-Replayed") };
  };
  const made = await call("POST", "/v1/games", null, { seats: 3, sandbox: true });
  const game = made.json.game.game_id;
  const summary = await call("GET", `/v1/games/${game}`);
  const seat = summary.json.pending[0].seat;
  const token = made.json.seat_tokens[seat];
  const listed = await call("GET", `/v1/games/${game}/options`, token);
  const body = { expected_version: listed.json.version, choice: listed.json.options[0].choice };
  const key = { "Idempotency-Key": "cross-origin-1" };
  const first = await call("POST", `/v1/games/${game}/choices`, token, body, key);
  const again = await call("POST", `/v1/games/${game}/choices`, token, body, key);
  return { created: made.status, options: listed.status, anytime: listed.json.anytime.length,
           first: [first.status, first.replayed], again: [again.status, again.replayed],
           rateLimit: listed.rateLimit };
}"""


@pytest.fixture
def client_origin():
    """Another origin on this machine (its own port): a page of a client served elsewhere.
    Loopback like the API, so the browser's local-network rules leave the requests alone."""
    server = make_server("127.0.0.1", 0, Response(PAGE, mimetype="text/html"), threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join()


@contextlib.contextmanager
def _client_page(browser, origin: str):
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"{origin}/")
        yield page
    finally:
        context.close()


@pytest.mark.browser
def test_a_listed_origin_plays_a_choice_from_its_own_page(browser, sqlite_url, client_origin):
    with live_server(sqlite_url, CORS_ORIGINS=client_origin, RATE_LIMIT_PER_TOKEN="100",
                     RATE_LIMIT_PER_ADDRESS="200") as api, \
            _client_page(browser, client_origin) as page:
        played = page.evaluate(PLAY, api)
    assert played["created"] == 201 and played["options"] == 200
    assert played["anytime"] > 0
    assert played["first"] == [200, None] and played["again"] == [200, "true"]
    assert '"token";r=' in played["rateLimit"] and '"address";r=' in played["rateLimit"]


@pytest.mark.browser
def test_an_origin_not_listed_cannot_read_the_api(browser, sqlite_url, client_origin):
    with live_server(sqlite_url, CORS_ORIGINS="https://someone-else.example") as api, \
            _client_page(browser, client_origin) as page:
        refused = page.evaluate("""async (api) => {
          try { await fetch(api + "/v1/games"); return "read"; }
          catch (err) { return err.name; }
        }""", api)
    assert refused == "TypeError"  # the browser withholds the answer: a network error
