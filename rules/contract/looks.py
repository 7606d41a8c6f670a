"""How a client tells factions and units apart at a glance: each faction's letter and colour (the
colour of its plastic), and each unit type's glyph, a name from GLYPHS that a client draws as its own
simple shape. Published in the content document, so no client keeps its own table of them.

A faction missing from FACTION_LOOKS (a new one) still gets a letter no other faction uses and a
neutral colour; a unit kind missing from KIND_GLYPHS (a High Priest, say) gets the kind's own name.
"""
from __future__ import annotations

from ..engine.content import CardKind, FactionSpec, LoyaltyCard, UnitKind, UnitSpec

# name: (letter, colour, ink readable on the colour)
FACTION_LOOKS: dict[str, tuple[str, str, str]] = {
    "great_cthulhu": ("C", "#1f7a4d", "#ffffff"),
    "crawling_chaos": ("N", "#2a5fb8", "#ffffff"),
    "black_goat": ("B", "#b3261e", "#ffffff"),
    "yellow_sign": ("Y", "#c79a00", "#111111"),
    "sleeper": ("S", "#a65400", "#ffffff"),
    "opener_of_the_way": ("O", "#7a2d8c", "#ffffff"),
    "windwalker": ("W", "#e4eef3", "#111111"),
    "ancients": ("A", "#6d4c33", "#ffffff"),
    "daemon_sultan": ("D", "#2e3b4e", "#ffffff"),
    "tcho_tcho": ("T", "#5b6b2f", "#ffffff"),
    "bubastis": ("U", "#d98cb3", "#111111"),
}
UNKNOWN_LOOK = ("", "#666666", "#ffffff")

# The glyphs of each kind, handed out in card order: a faction's second Monster type gets the
# second shape, so no two types of one faction look alike.
KIND_GLYPHS: dict[str, tuple[str, ...]] = {
    UnitKind.CULTIST: ("pawn", "mitre"),  # a second Cultist type (a High Priest) wears a mitre
    UnitKind.MONSTER: ("triangle", "square", "diamond", "pentagon"),
    UnitKind.TERROR: ("hexagon",),
    UnitKind.GREAT_OLD_ONE: ("star", "crown", "moon"),
    UnitKind.ELDER_GOD: ("sun",),
    UnitKind.BUILDING: ("tower",),
}
# A Loyalty Card's figures look unlike any faction's own: an Independent Great Old One is an eye,
# a High Priest a mitre; its other figures (tokens such as Filth) take their kind's first glyph.
CARD_GLYPHS: dict[str, str] = {UnitKind.GREAT_OLD_ONE: "eye", UnitKind.CULTIST: "mitre"}
# A bought card's figures (a client rings them in the holder's colour): a Neutral Monster is a
# claw, never one of the factions' Monster shapes; a Terror a hexagon.
BOUGHT_GLYPHS: dict[str, dict[str, str]] = {CardKind.NEUTRAL_MONSTER: {UnitKind.MONSTER: "claw"},
                                            CardKind.TERROR: {UnitKind.TERROR: "hexagon", UnitKind.MONSTER: "hexagon"}}
GLYPHS = sorted({g for names in KIND_GLYPHS.values() for g in names} | set(CARD_GLYPHS.values())
                | {g for kinds in BOUGHT_GLYPHS.values() for g in kinds.values()})


def faction_look(spec: FactionSpec) -> dict[str, str]:
    """`letter`, `colour` and `ink` of a faction; an unknown faction's letter is the first letter of
    its title that no faction of the table uses."""
    letter, colour, ink = FACTION_LOOKS.get(spec.name, UNKNOWN_LOOK)
    if not letter:
        used = {look[0] for look in FACTION_LOOKS.values()}
        letters = [c for c in spec.title.upper() if c.isalpha()]
        letter = next((c for c in letters if c not in used), letters[0] if letters else "?")
    return {"letter": letter, "colour": colour, "ink": ink}


def unit_glyphs(spec: FactionSpec) -> dict[str, str]:
    """{unit type: glyph} of a faction: the n-th type of a kind takes the kind's n-th glyph (the
    last one again past the end), a kind without glyphs its own name."""
    seen: dict[str, int] = {}
    out = {}
    for unit in spec.units:
        shapes = KIND_GLYPHS.get(unit.kind, (str(unit.kind),))
        n = seen.get(unit.kind, 0)
        seen[unit.kind] = n + 1
        out[unit.name] = shapes[min(n, len(shapes) - 1)]
    return out


def card_glyph(card: LoyaltyCard, unit: UnitSpec) -> str:
    """The glyph of a Loyalty Card's figure (BOUGHT_GLYPHS, CARD_GLYPHS)."""
    bought = BOUGHT_GLYPHS.get(card.kind, {}).get(unit.kind)
    return bought or CARD_GLYPHS.get(unit.kind) or KIND_GLYPHS.get(unit.kind, (str(unit.kind),))[0]
