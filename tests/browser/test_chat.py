"""Chat on the game page, in real Chromium: two seats in two browsers (a desktop and a phone)
talk live, the unread marker shows and clears when the chat is read, a muted seat's messages are
hidden for the one who muted it, and markup arrives as text."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from sandbox_api import Sandbox, api

pytestmark = [pytest.mark.browser, pytest.mark.sqlite]

HOSTILE = '<script>window.chatPwned = 1</script><img src=x onerror="window.chatPwned = 2"><b>bold</b>'


def open_link(player, url: str):
    page = player.open(url)
    page.wait_for_selector("body[data-ready=true]")
    return page


def send(page, text: str) -> None:
    page.locator("#chat-text").fill(text)
    page.locator("#chat-form button[type=submit]").click()
    expect(page.locator("#chat-text")).to_have_value("")


def test_two_seats_chat_live_with_unread_markers_mutes_and_text_only(live_server, new_player):
    game = Sandbox(live_server, "Table talk")
    desk = open_link(new_player("desktop", "desktop"), game.link("seat1"))
    phone = open_link(new_player("phone", "phone"), game.link("seat2"))
    expect(phone.locator("#conn")).to_have_text("live")
    expect(desk.locator("#conn")).to_have_text("live")

    # A message from the desktop reaches the phone's open page over the stream; the phone shows
    # the Map tab, so the message is unread there until its Chat tab is opened.
    send(desk, "Hello from the laptop")
    expect(phone.locator("#chat-tab-unread")).to_have_text("1")
    expect(phone.locator("#chat-tab-unread")).to_be_visible()
    phone.get_by_role("button", name="Chat").click()
    expect(phone.locator("#chat-log .chat-text")).to_have_text(["Hello from the laptop"])
    expect(phone.locator("#chat-tab-unread")).to_be_hidden()
    expect(phone.locator("#game")).to_have_attribute("data-chat-unread", "0")
    page = api(live_server, "GET", f"/v1/games/{game.id}/chat", game.tokens["seat2"])
    assert page["unread"] == 0 and page["last_read"] == page["next_since"]

    # Markup is shown as the text it is, and runs nothing.
    send(phone, HOSTILE)
    desk.locator("#chat-panel").scroll_into_view_if_needed()
    expect(desk.locator("#chat-log .chat-text").last).to_have_text(HOSTILE)
    assert desk.locator("#chat-log b, #chat-log img, #chat-log script").count() == 0
    assert desk.evaluate("window.chatPwned") is None
    assert phone.evaluate("window.chatPwned") is None
    expect(desk.locator("#game")).to_have_attribute("data-chat-unread", "0")

    # The desktop mutes the phone's seat: its messages are hidden there, not on the phone.
    desk.locator("#chat-log .chat-msg[data-sender=seat2] .chat-mute").first.click()
    expect(desk.locator("#chat-log .chat-msg[data-sender=seat2]")).to_have_count(0)
    expect(desk.locator("#chat-muted .chat-unmute[data-seat=seat2]")).to_be_visible()
    send(phone, "Can you hear me?")
    expect(phone.locator("#chat-log .chat-text").last).to_have_text("Can you hear me?")
    send(desk, "Only my own words here")
    expect(phone.locator("#chat-log .chat-text").last).to_have_text("Only my own words here")
    expect(desk.locator("#chat-log .chat-text")).to_have_text(
        ["Hello from the laptop", "Only my own words here"])
    expect(desk.locator("#game")).to_have_attribute("data-chat-unread", "0")
    desk.locator("#chat-muted .chat-unmute[data-seat=seat2]").click()
    expect(desk.locator("#chat-log .chat-msg[data-sender=seat2]")).to_have_count(2)


def test_my_games_shows_unread_chat_until_the_game_page_reads_it(live_server, new_player):
    game = Sandbox(live_server, "Unread at home")
    player = new_player("phone", "phone")
    open_link(player, game.link("seat2")).close()
    api(live_server, "POST", f"/v1/games/{game.id}/chat", game.tokens["seat1"],
        {"text": "Your move, I think"})
    home = player.open(live_server + "/")
    card = home.locator(f'li[data-game-id="{game.id}"]')
    expect(card.locator(".chat-badge")).to_have_text("1 unread chat")
    card.locator("a").first.click()
    home.wait_for_selector("body[data-ready=true]")
    expect(home.locator("#chat-unread")).to_have_text("1 new")
    expect(home.locator("#chat-tab-unread")).to_have_text("1")
    home.get_by_role("button", name="Chat").click()
    expect(home.locator("#chat-tab-unread")).to_be_hidden()
    home.goto(live_server + "/")
    expect(home.locator(f'li[data-game-id="{game.id}"] .card-head a')).to_be_visible()
    expect(home.locator(f'li[data-game-id="{game.id}"] .chat-badge')).to_have_count(0)


def test_the_host_closes_the_spectators_chat_and_a_spectator_can_no_longer_post(live_server, new_player):
    game = Sandbox(live_server, "Closed gallery")
    host = open_link(new_player("host", "desktop"), f"{live_server}/g/{game.id}#h={game.host}")
    watcher = new_player("watcher", "phone")
    gallery = open_link(watcher, f"{live_server}/g/{game.id}")
    gallery.get_by_role("button", name="Chat").click()
    send(gallery, "Go, Cthulhu!")
    expect(host.locator("#chat-log .chat-text")).to_have_text(["Go, Cthulhu!"])

    host.get_by_role("button", name="Close spectators' chat").click()
    expect(host.get_by_role("button", name="Open spectators' chat")).to_be_visible()
    gallery.locator("#chat-text").fill("Still here?")
    gallery.locator("#chat-form button[type=submit]").click()
    expect(gallery.locator("#chat-error")).to_have_attribute("data-code", "chat_closed")
    expect(gallery.locator("#chat-error")).to_have_text("The host has closed the spectators' chat of this game.")
    assert [m["text"] for m in api(live_server, "GET", f"/v1/games/{game.id}/chat?channel=spectators")["messages"]] \
        == ["Go, Cthulhu!"]

    again = open_link(watcher, f"{live_server}/g/{game.id}")
    again.get_by_role("button", name="Chat").click()
    expect(again.locator("#chat-note")).to_have_text("The host has closed the spectators' chat.")
    expect(again.locator("#chat-text")).to_be_disabled()

    host.get_by_role("button", name="Open spectators' chat").click()
    expect(host.get_by_role("button", name="Close spectators' chat")).to_be_visible()
    reopened = open_link(watcher, f"{live_server}/g/{game.id}")
    reopened.get_by_role("button", name="Chat").click()
    send(reopened, "Back again")
    expect(host.locator("#chat-log .chat-text")).to_have_text(["Go, Cthulhu!", "Back again"])
