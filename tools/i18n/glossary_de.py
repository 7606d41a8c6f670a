"""Writes docs/glossary.de.md: every game term and content name, English and German, with the line
of the German Onslaught 3 rulebook where the German term stands.

Run only to regenerate, with the rulebook's text file as argument:

    python tools/i18n/glossary_de.py onslaught3-rulebook.de.txt > docs/glossary.de.md

A German term the book prints is looked up (first line holding it, case and inflection-blind for
the search variant given); a name the book does not print is marked "proposed".
"""
from __future__ import annotations

import re
import sys

# (English, German, search variant or None to search the German term itself).
# A search of "" means the book does not print the term: it is proposed.
CORE = [
    ("Power", "Macht", "MACHTPHASE"), ("Doom", "Verdammnis", None), ("Gate", "Tor", "24 TORE"),
    ("Controlled Gate", "kontrolliertes Tor", None), ("Abandoned Gate", "verlassenes Tor", None),
    ("Spellbook", "Zauberbuch", None), ("Spellbook requirement", "Zauberbuchvoraussetzung", None),
    ("Elder Sign", "Älteres Zeichen", "ÄLTERE ZEICHEN"),
    ("Ritual of Annihilation", "Ritual der Auslöschung", None),
    ("Doom track", "Verdammnisleiste", None), ("Faction", "Fraktion", None),
    ("Faction card", "Fraktionskarte", None), ("Pool", "Vorrat", None), ("Unit", "Einheit", None),
    ("Cultist", "Kultist", None), ("Acolyte", "Akolyth", None), ("Monster", "Monster", "Monster beschwören"),
    ("Great Old One", "Großer Alter", None), ("Area", "Zone", "in Zonen unterteilt"),
    ("Ocean Area", "Meereszone", None), ("Land Area", "Landzone", None),
    ("Battle", "Kampf", "KAMPF"), ("Combat", "Kampfwert", None), ("Kill", "Todesresultat", None),
    ("Pain", "Schmerz", "Schmerzresultat"), ("Eliminate", "eliminieren", None),
    ("Retreat", "Rückzug", None), ("Capture", "gefangen nehmen", None),
    ("First Player", "Startspieler", None), ("Round", "Runde", None),
    ("Loyalty Card", "Loyalitätskarte", None), ("Neutral Monster", "Neutrales Monster", "NEUTRALE MONSTER"),
    ("Terror", "Schrecken", "SCHRECKEN"), ("Independent Great Old One", "Unabhängiger Großer Alter", "UNABHÄNGIGE GROSSE ALTE"),
    ("High Priest", "Hohepriester", None), ("Unique High Priest", "Einzigartiger Hohepriester", "EINZIGARTIGE HOHEPRIESTER"),
    ("Desecration token", "Entweihungsmarker", None), ("Glyph", "Glyphe", None),
    ("Instant Death", "Sofortiger Tod", None), ("Dice", "Würfel", None),
]
PHASES = [
    ("Action Phase", "Aktionsphase", None), ("Gather Power Phase", "Machtphase", None),
    ("First Player Phase", "Startspielerphase", None), ("Doom Phase", "Verdammnisphase", None),
    ("Pre-Battle", "Vorkampf", "Vorkampffähigkeiten"), ("Post-Battle", "Nachkampf", "Nachkampffähigkeiten"),
    ("Battle dice", "Kampfwürfel", None),
]
ACTIONS = [
    ("Recruit a Cultist", "Kultist rekrutieren", None), ("Summon a Monster", "Monster beschwören", None),
    ("Awaken a Great Old One", "Großen Alten erwecken", None), ("Create a Gate", "Tor erschaffen", None),
    ("Move", "Bewegen", None), ("Battle (Action)", "Kampf", "*Kampf"),
    ("Capture a Cultist", "Kultist gefangen nehmen", None),
    ("Control / Abandon a Gate", "Tor kontrollieren / aufgeben", "Tor kontrollieren oder aufgeben"),
    ("Unlimited Battle", "Unbegrenzter Kampf", None), ("Unlimited Action", "Unbegrenzte Aktion", "Unbegrenzte Aktionen"),
    ("Perform a Ritual of Annihilation", "Ein Ritual der Auslöschung ausführen", None),
    ("Pass / lose remaining Power", "Passen", ""),
]
FACTIONS = {
    "Great Cthulhu": ("Großer Cthulhu", None, {
        "units": [("Acolyte", "Akolyth", None), ("Deep One", "Tiefes Wesen", "TIEFE WESEN"), ("Shoggoth", "Schoggothe", "SCHOGGOTHEN"),
                  ("Starspawn", "Sternengezücht", None), ("Cthulhu", "Cthulhu", "CTHULHU")],
        "spellbooks": [("Absorb", "Absorbieren", None), ("Devolve", "Devolution", None), ("Dreams", "Träume", None),
                       ("Regenerate", "Regeneration", None), ("Submerge", "Abtauchen", None), ("Y'ha Nthlei", "Y'ha Nthlei", None)],
        "abilities": [("Immortal", "Unsterblichkeit", None), ("Devour", "Verschlingen", None), ("Awaken Cthulhu", "Cthulhu erwecken", None)]}),
    "Crawling Chaos": ("Kriechendes Chaos", None, {
        "units": [("Nightgaunt", "Dunkeldürre", None), ("Flying Polyp", "Flugkrake", None),
                  ("Hunting Horror", "Hetzender Schrecken", "HETZENDE SCHRECKEN"), ("Nyarlathotep", "Nyarlathotep", None)],
        "spellbooks": [("Abduct", "Entführen", None), ("Emissary of the Outer Gods", "Sendbote der Äußeren Götter", None),
                       ("Invisibility", "Unsichtbarkeit", None), ("Madness", "Wahnsinn", "*Wahnsinn*"),
                       ("Seek and Destroy", "Suchen und Zerstören", None), ("Thousand Forms", "Tausend Gestalten", None)],
        "abilities": [("Flight", "Flug", "*Flug*"), ("The Harbinger", "Sendbote", "*Sendbote*"), ("Awaken Nyarlathotep", "Nyarlathotep erwecken", None)]}),
    "Black Goat": ("Schwarze Ziege", None, {
        "units": [("Ghoul", "Ghoul", "GHOULE"), ("Fungi from Yuggoth", "Fungi vom Yuggoth", None),
                  ("Dark Young", "Dunkles Junges", "DUNKLE JUNGE"), ("Shub-Niggurath", "Shub-Niggurath", None)],
        "spellbooks": [("Blood Sacrifice", "Blutopfer", None), ("Frenzy", "Raserei", None), ("Ghroth", "Ghroth", "*Ghroth*"),
                       ("Necrophagy", "Nekrophagie", None), ("The Red Sign", "Rotes Zeichen", None),
                       ("The Thousand Young", "Die Tausend Jungen", None)],
        "abilities": [("Fertility Cult", "Fruchtbarkeitskult", None), ("Avatar", "Avatar", "*Avatar*"),
                      ("Awaken Shub-Niggurath", "Shub-Niggurath erwecken", None)]}),
    "Yellow Sign": ("Gelbes Zeichen", None, {
        "units": [("Undead", "Untoter", "UNTOTE"), ("Byakhee", "Byakhee", None), ("King in Yellow", "König in Gelb", None),
                  ("Hastur", "Hastur", None)],
        "spellbooks": [("He Who is Not to be Named", "Jener-Der-Nicht-Genannt-Werden-Darf", None), ("Passion", "Leidenschaft", None),
                       ("Shriek of the Byakhee", "Schrei der Byakhee", None), ("The Screaming Dead", "Die kreischenden Toten", None),
                       ("Third Eye", "Drittes Auge", None), ("Zingaya", "Zingaya", None)],
        "abilities": [("Feast", "Festschmaus", None), ("Desecrate", "Entweihen", None), ("Vengeance", "Vergeltung", None),
                      ("Awaken the King in Yellow", "Den König in Gelb erwecken", None), ("Awaken Hastur", "Hastur erwecken", None)]}),
    "The Ancients": ("Die Uralten", None, {
        "units": [("Un-Man", "Nicht-Mensch", "NICHT-MENSCHEN"), ("Reanimated", "Reanimierter", "REANIMIERTE"), ("Yothan", "Yothaner", None)],
        "spellbooks": [("Brainless", "Hirnlos", None), ("Consecration", "Weihe", "^Weihe"), ("Extinction", "Aussterben", None),
                       ("Festival", "Festival", None), ("Unholy Ground", "Unheiliger Boden", None), ("Worship Services", "Gottesdienst", None)],
        "abilities": [("Dematerialization", "Entmaterialisierung", ""), ("Cathedrals", "Kathedralen", None)]}),
    "Bubastis": ("Bubastis", "", {
        "units": [("Earth Cat", "Erdkatze", ""), ("Cat from Mars", "Katze vom Mars", ""), ("Cat from Saturn", "Katze vom Saturn", ""),
                  ("Cat from Uranus", "Katze vom Uranus", ""), ("Bastet", "Bastet", "")],
        "spellbooks": [("Ailurophobia", "Ailurophobie", ""), ("Catabolism", "Katabolismus", ""), ("Catnapping", "Katzenschlaf", ""),
                       ("Predator", "Raubtier", ""), ("Savagery", "Wildheit", ""), ("Zagazig", "Zagazig", "")],
        "abilities": [("The Moon", "Der Mond", ""), ("Lunacy", "Mondsucht", ""), ("Awaken Bastet", "Bastet erwecken", ""),
                      ("Requires Attention", "Verlangt Aufmerksamkeit", "")]}),
    "Daemon Sultan": ("Dämonensultan", "", {
        "units": [("Larva Thesis", "Larve der These", ""), ("Larva Antithesis", "Larve der Antithese", ""),
                  ("Larva Synthesis", "Larve der Synthese", ""), ("Avatar Thesis", "Avatar der These", ""),
                  ("Avatar Antithesis", "Avatar der Antithese", ""), ("Avatar Synthesis", "Avatar der Synthese", "")],
        "spellbooks": [("Animate Matter", "Materie beleben", ""), ("Chaos Gate", "Chaostor", ""), ("Consummation", "Vollendung", ""),
                       ("Fiendish Growth", "Teuflisches Wachstum", ""), ("Traitors!", "Verräter!", ""),
                       ("Undirected Energy", "Ungerichtete Energie", "")],
        "abilities": [("Psychosis", "Psychose", ""), ("Awaken Avatar Thesis", "Avatar der These erwecken", ""),
                      ("Awaken Avatar Antithesis", "Avatar der Antithese erwecken", ""),
                      ("Awaken Avatar Synthesis", "Avatar der Synthese erwecken", ""), ("Cosmic Ruler", "Kosmischer Herrscher", ""),
                      ("Chaos Gates", "Chaostore", ""), ("Once per round", "Einmal pro Runde", "")]}),
    "Opener of the Way": ("Wächter des Weges", None, {
        "units": [("Mutant", "Mutant", "MUTANTEN"), ("Abomination", "Ausgeburt", "AUSGEBURTEN"),
                  ("Spawn of Yog-Sothoth", "Brut von Yog-Sothoth", "BRUTEN VON YOG-SOTHOTH"), ("Yog-Sothoth", "Yog-Sothoth", None)],
        "spellbooks": [("Channel Power", "Macht kanalisieren", None), ("Dragon Ascending", "Aufsteigender Drache", None),
                       ("Dragon Descending", "Absteigender Drache", None), ("Dread Curse of Azathoth", "Schreckensfluch von Azathoth", None),
                       ("The Million Favored Ones", "Millionen von Günstlingen", None), ("They Break Through", "Sie brechen durch", None)],
        "abilities": [("The Beyond One", "Jenseits von Einem", None), ("Awaken Yog-Sothoth", "Yog-Sothoth erwecken", None),
                      ("The Key and the Gate", "Der Schlüssel und das Tor", None)]}),
    "Sleeper": ("Schläfer", None, {
        "units": [("Wizard", "Hexer", "HEXER"), ("Serpent Man", "Schlangenmensch", "SCHLANGENMENSCHEN"),
                  ("Formless Spawn", "Formloses Gezücht", None), ("Tsathoggua", "Tsathoggua", None)],
        "spellbooks": [("Ancient Sorcery", "Uralte Hexerei", None), ("Burrow", "Graben", "*Graben*"), ("Capture Monster", "Monster gefangen nehmen", None),
                       ("Cursed Slumber", "Verfluchter Schlaf", None), ("Demand Sacrifice", "Opfer verlangen", None), ("Energy Nexus", "Energienexus", None)],
        "abilities": [("Death from Below", "Tod von Unten", None), ("Awaken Tsathoggua", "Tsathoggua erwecken", None), ("Lethargy", "Lethargie", None)]}),
    "Tcho-Tcho": ("Tcho-Tcho", None, {
        "units": [("High Priest", "Hohepriester", None), ("Proto-Shoggoth", "Proto-Schoggothe", "PROTO-SCHOGGOTHEN"), ("Ubbo-Sathla", "Ubbo-Sathla", None)],
        "spellbooks": [("Hierophants", "Hierophanten", None), ("Soulless", "Seelenlos", None), ("Terror", "Terror", "*Terror*"),
                       ("Idolatry", "Götzendienst", None), ("Martyrdom", "Märtyrer", None), ("Tablets of the Gods", "Tafel der Götter", None),
                       ("Surprise!", "Überraschung!", ""), ("Dark Rituals", "Dunkle Rituale", ""), ("Fulmination", "Donnerschlag", ""),
                       ("Doomsday", "Jüngster Tag", ""), ("Inerrant", "Unfehlbar", ""), ("Otherworld Alliances", "Jenseitige Bündnisse", "")],
        "abilities": [("Sycophancy", "Unterwürfigkeit", None), ("Awaken Ubbo-Sathla", "Ubbo-Sathla erwecken", None),
                      ("Growth", "Wachstum", "Wachstumsmarker"), ("Unspeakable Oath", "Unaussprechlicher Eid", None)]}),
    "Windwalker": ("Windschreiter", None, {
        "units": [("Wendigo", "Wendigo", "WENDIGOS"), ("Gnoph-Keh", "Gnoph-Keh", None), ("Rhan Tegoth", "Rhan-Tegoth", None), ("Ithaqua", "Ithaqua", None)],
        "spellbooks": [("Arctic Wind", "Arktischer Wind", None), ("Berserkergang", "Berserkerrausch", None), ("Cannibalism", "Kannibalismus", None),
                       ("Herald of the Outer Gods", "Herold der Äußeren Götter", "Herold de"), ("Howl", "Heulen", "^Heulen"), ("Ice Age", "Eiszeit", None)],
        "abilities": [("Hibernate", "Tiefschlaf", None), ("Awaken Rhan Tegoth", "Rhan-Tegoth erwecken", None), ("Awaken Ithaqua", "Ithaqua erwecken", None),
                      ("Eternal", "Ewigkeit", None), ("Ferox", "Stahlhart", None)]}),
}
# Loyalty Cards: (English title, German, search, [(English text name, German, search)...]).
NEUTRAL = [
    ("Y'Golonac", "Y'Golonac", None, [("Orifices", "Körperöffnungen", None), ("The Revelations", "Die Offenbarungen", None)]),
    ("Daoloth", "Daoloth", None, [("Cosmic Unity", "Kosmische Einheit", None), ("Interdimensional", "Interdimensional", None)]),
    ("Dire Cthulhu", "Grässlicher Cthulhu", None, [("Lord and Master", "Herr und Gebieter", None), ("Non-Euclidean", "Nichteuklidisch", None)]),
    ("Independent King in Yellow", "Unabhängiger König in Gelb", "Den König in Gelb erwecken (Kosten 2)", []),
    ("Independent Hastur", "Unabhängiger Hastur", "Hastur erwecken (Kosten 6)", [("The Stars Are Wrong", "Die Sterne stehen falsch", None)]),
    ("Independent Cthulhu", "Unabhängiger Cthulhu", "Cthulhu erwecken (Kosten 6)", [("The Stars Are Right", "Die Sterne stehen richtig", None)]),
    ("Independent Shub-Niggurath", "Unabhängige Shub-Niggurath", "Shub-Niggurath erwecken (Kosten 4)", [("Fertile", "Fruchtbar", "Fruchtbar (")]),
    ("Independent Nyarlathotep", "Unabhängiger Nyarlathotep", "Nyarlathotep erwecken (Kosten 6)", [("Chaos", "Chaos", "Chaos (Fortw"), ("Harbinger", "Sendbote", "Sendbote (")]),
    ("Independent Yog-Sothoth", "Unabhängiger Yog-Sothoth", "Yog-Sothoth erwecken (Kosten 6)", [("The Beyond One (independent)", "Der Außerdimensionale", None)]),
    ("Independent Tsathoggua", "Unabhängiger Tsathoggua", "Tsathoggua erwecken (Kosten 4)", [("Death from Below (independent)", "Angriff von unten", None)]),
    ("Independent Ubbo-Sathla", "Unabhängiger Ubbo-Sathla", "Ubbo-Sathla erwecken (Kosten 4)", [("Infernal Banquet", "Höllisches Bankett", None)]),
    ("Independent Rhan-Tegoth", "Unabhängiger Rhan-Tegoth", "Rhan-Tegoth erwecken (Kosten 4)", [("Herald", "Herold", "Herold (")]),
    ("Independent Ithaqua", "Unabhängiger Ithaqua", "Ithaqua erwecken (Kosten 4)", []),
    ("The Haunter of the Dark", "Das Ding aus dem Dunklen", "DING AUS DEM DUNKLEN", [("Fly the Light", "Flieh das Licht", None)]),
    ("The Bloated Woman", "Die Aufgeblähte Vettel", "AUFGEBLÄHTE VETTEL", [("The Velvet Fan", "Der Samtene Fächer", None), ("Disaster Looms", "Unheil droht", None)]),
    ("Elder Thing", "Älteres Wesen", "ÄLTERE WESEN", [("Mind Control", "Gedankenkontrolle", None)]),
    ("Dimensional Shambler", "Dimensionsschlurfer", None, [("Walk Between Worlds", "Zwischen den Welten wandeln", None)]),
    ("Leng Spider", "Spinne von Leng", "Spinnen von Leng", [("Bloodthirst", "Blutrausch", None)]),
    ("Star Vampire", "Sternenvampir", "STERNENVAMPIRE", [("Vampirism", "Vampirismus", None)]),
    ("Voonith", "Voonith", None, [("Vicious", "Bösartig", "")]),
    ("Servitor of the Outer Gods", "Diener der Äußeren Götter", None, [("Adulation", "Verehrung", None)]),
    ("Satyr", "Satyr", "SATYRS", [("Fecund", "Vermehrung", "")]),
    ("Gug", "Gug", "GUGS", [("Clumsy", "Tollpatschig", None)]),
    ("Moonbeast", "Mondbestie", None, [("Covered Spellbook", "Verdecktes Zauberbuch", None), ("Leaving", "Abzug", "")]),
    ("Gnorri", "Gnorri", None, [("Grottos", "Grotten", None)]),
    ("Shantak", "Shantak", "SHANTAKS", [("Horror Steed", "Horrorreittier", None)]),
    ("Ghast", "Ghast", "4 GHOSTS", [("Hordeling", "Hordenwesen", None)]),
    ("Insects from Shaggai", "Insekten von Shaggai", None, [("Mind Parasite", "Geistparasit", None)]),
    ("Mother Hydra", "Mutter Hydra", None, [("The Agony Sting", "Der Qualstachel", None), ("The Zygote", "Die Zygote", "Zygote")]),
    ("Chaugnar Faugn", "Chaugnar Faugn", None, [("Miri Nigri", "Miri Nigri", None), ("Curse of Chaugnar Faugn", "Fluch des Chaugnar Faugn", None)]),
    ("Yig", "Yig", "^YIG$", [("Snakebite", "Schlangenbiss", "Schlagenbiss"), ("Messenger of Yig", "Bote des Yig", None)]),
    ("Abhoth", "Abhoth", None, [("Filth", "Unrat", "*Unrat*"), ("The Brood", "Die Brut", "BRUTMARKER")]),
    ("Cthugha", "Cthugha", None, [("Fire Vampires", "Feuervampire", None), ("Firestorm", "Feuersturm", "*Feuersturm*")]),
    ("Father Dagon", "Vater Dagon", None, [("Tsunami", "Tsunami", None), ("The Innsmouth Look", "Der Innsmouth-Blick", None)]),
    ("Bokrug", "Bokrug", None, [("Ghosts of Ib", "Geister von Ib", None), ("The Doom that Came to Sarnath", "Das Verhängnis, das über Sarnath kam", None)]),
    ("Ghatanothoa", "Ghatanothoa", None, [("Mummify", "Mumifizierung", None), ("Execration of Mu", "Verwünschung Mus", None)]),
    ("Atlach-Nacha", "Atlach-Nacha", None, [("Spinnerets", "Spinndrüsen", None), ("Cosmic Web", "Kosmisches Netz", None)]),
    ("Byatis", "Byatis", None, [("Toad of Berkeley", "Die Kröte von Berkeley", None), ("God of Forgetfulness", "Gott des Vergessens", None)]),
    ("Gobogeg", "Gobogeg", None, [("Threnody", "Totenklage", None), ("Book of Law", "Buch des Gesetzes", None)]),
    ("Nyogtha", "Nyogtha", None, [("From Below", "Von unten", ""), ("Nightmare Web", "Albtraumnetz", None)]),
    ("Tulzscha", "Tulzscha", None, [("Undying Flame", "Unsterbliche Flamme", None), ("Ceremony of Annihilation", "Zeremonie der Auslöschung", None)]),
    ("Great Race of Yith", "Große Rasse von Yith", None, [("Possession", "Besitzergreifung", None)]),
    ("Quachil Uttaus", "Quachil Uttaus", None, [("Dust to Dust", "Staub zu Staub", None)]),
    ("Dhole", "Dhole", None, [("Planetary Destruction", "Planetare Zerstörung", None)]),
    ("Cacodemon", "Cacodemon", None, [("Cosmic Terror", "Kosmischer Schrecken", None)]),
    ("Hound of Tindalos", "Hund von Tindalos", None, [("Chronotable", "Zeittafel", None), ("Angles of Time", "Winkel der Zeit", None)]),
    ("The Shadow Pharaoh", "Der Schwarze Pharao", "SCHWARZER PHARAO", [("Hebephrenia", "Hebephrenie", None)]),
    ("Asenath Waite", "Asenath Waite", None, [("The Thing from Beyond", "Das Ding aus dem Jenseits", None)]),
    ("Crawford Tillinghast", "Crawford Tillinghast", None, [("The Ultraviolet", "Die Ultravioletten", None)]),
    ("Ermengarde Stubbs", "Ermengarde Stubbs", None, [("A Simple Farm Girl", "Ein einfaches Bauernmädchen", None)]),
    ("Herbert West", "Herbert West", None, [("Reanimation Serum", "Das Reanimationsserum", None)]),
    ("Joseph Curwen", "Joseph Curwen", None, [("Beyond the Spheres", "Jenseits der Sphären", None)]),
    ("Keziah Mason", "Keziah Mason", None, [("Daemon Heroine", "Dämonenheldin", None)]),
    ("Lavinia Whateley", "Lavinia Whateley", None, [("The Bride", "Die Braut", None)]),
    ("Pitpipo", "Pitpipo", None, [("Pit of Despair", "Die Grube der Verzweiflung", None)]),
]
CARD_WORDS = [
    ("Awaken", "Erwecken", "ERWECKEN"), ("Requirement", "Voraussetzung", None), ("Summon", "Beschwören", "Monster beschwören"),
    ("Buy", "Kaufen", ""), ("Bought", "Gekauft", ""), ("Buying", "Kauf", ""),
    ("Beside its faction", "Neben seiner Fraktion", ""), ("Filth (unit)", "Unrat", "UNRATMARKER"),
    ("Web token", "Netz-Marker", None), ("Minimum Power Rule", "Mindestmachtregel", None),
]
# The figures of Loyalty Cards whose name is not the card's title.
FIGURES = [
    ("Bloated Woman", "Aufgeblähte Vettel", "AUFGEBLÄHTE VETTEL"), ("Haunter of the Dark", "Ding aus dem Dunklen", None),
    ("Insect from Shaggai", "Insekt von Shaggai", "INSEKTEN VON SHAGGAI"), ("Shadow Pharaoh", "Schwarzer Pharao", None),
]
NEUTRAL_SPELLBOOKS = [
    ("The Mao Ceremony", "Mao-Zeremonie", None), ("Recriminations", "Konsequenzen", None), ("Shriveling", "Verdorren", None),
    ("The Stars Are Right", "Die Sterne stehen richtig", None), ("Umr at-Tawil", "Umr at-Tawil", None),
    ("Undimensioned", "Dimensionslos", None),
]
AREAS = [
    ("Africa", "Afrika", None), ("Antarctica", "Antarktis", None), ("Arctic Ocean", "Arktischer Ozean", "Arktischen Ozean"),
    ("Asia", "Asien", None), ("Australia", "Australien", None), ("Europe", "Europa", None),
    ("Indian Ocean", "Indischer Ozean", "Indischen Ozean"), ("North America", "Nordamerika", None),
    ("North Atlantic", "Nordatlantik", None), ("North Pacific", "Nordpazifik", None), ("South America", "Südamerika", None),
    ("South Atlantic", "Südatlantik", None), ("South Pacific", "Südpazifik", None), ("Arabia", "Arabien", None),
    ("East Africa", "Ostafrika", None), ("West Africa", "Westafrika", None), ("North Asia", "Nordasien", None),
    ("South Asia", "Südasien", None), ("Scandinavia", "Skandinavien", None), ("Central America", "Mittelamerika", None),
    ("New Zealand", "Neuseeland", None), ("North America East", "Nordamerika Ost", None),
    ("North America West", "Nordamerika West", None), ("South America East", "Südamerika Ost", None),
    ("South America West", "Südamerika West", None), ("Bering Sea", "Beringmeer", None),
    ("Mediterranean Sea", "Mittelmeer", None), ("Mountains of Madness", "Berge des Wahnsinns", None),
]
LIBRARY = [
    ("Library at Celaeno (the map)", "Bibliothek von Celaeno", None),
    ("Barrier of Naach-Tith", "Barriere von Naach-Tith", None), ("Black Hall", "Schwarze Halle", None),
    ("Blue Hall", "Blaue Halle", None), ("Chamber of Apkallu", "Kammer von Apkallu", None),
    ("Chamber of Sn'gac", "Kammer von Sn'gac", None), ("Floating Tower", "Schwebender Turm", None),
    ("Fountain (Sea)", "Brunnen (Meer)", None), ("Gloomloft (Sea)", "Düsterboden (Meer)", None),
    ("Guardian Under the Lake", "Hüter unter dem See", None), ("Hyperquarium (Sea)", "Hyperquarium (Meer)", None),
    ("Lake of Hali Overlook (Sea)", "Aussicht auf den See von Hali (Meer)", None),
    ("Lake of Hali Balcony (Sea)", "Balkon am See von Hali (Meer)", None),
    ("Larvae of the Outer Gods", "Larven der Äußeren Götter", None), ("Oubliette (Sea)", "Oubliette (Meer)", "Oubliette"),
    ("The Crawling Ones", "Die Kriechenden", None), ("Yr and the Nhhngr", "Yr und die Nhhngr", "Yr und Nhhngr"),
    ("Byakhiary", "Byakhiarium", None), ("Horrorium", "Horrorium", None), ("Cursed Hall (Sea)", "Verfluchte Halle (Meer)", None),
    ("Charnel Hall", "Beinhaus", None), ("Porphyr Hall (Sea)", "Porphyrhalle (Meer)", None), ("Red Hall", "Rote Halle", None),
    ("Scorched Chamber", "Versengte Kammer", None),
    ("Silence Token", "Stillemarker", None), ("Custodian", "Hüter", None), ("Librarian", "Bibliothekarin", None),
    ("Tome", "Foliant", None), ("Overdue (a Tome)", "überfällig", None), ("Agony", "Qual", "Qual erfüllen"),
]
# Names the German book prints for content the game does not have (yet): kept here so that a
# later expansion uses the book's word.
NOT_YET = [
    ("Azathoth", "Azathoth", "AZATHOTH HÖCHSTPERSÖNLICH"), ("Nodens", "Nodens", "^NODENS$"),
    ("Dire Azathoth", "Grässlicher Azathoth", None), ("Dark Demon", "Dunkler Dämon", None),
    ("Wamp", "Wamp", "^WAMP$"), ("Gla'aki", "Gla'aki", None), ("Eihort", "Eihort", None),
    ("Brown Jenkin", "Brown Jenkin", None), ("Worms of Ghroth", "Würmer von Ghroth", None),
    ("Investigators", "Ermittler", "DIE ERMITTLER"), ("The Colour Out of Space", "Die Farbe aus dem All", None),
    ("The Shining Trapezohedron", "Der Leuchtende Trapezoeder", None), ("Exterminator", "Ausrotter", None),
    ("The Prophetess", "Die Prophetin", None), ("The Eidolon", "Das Eidolon", None),
    ("Dreamlands map", "Karte der Traumlande", None), ("Primeval Earth map", "Urzeitkarte", None),
    ("Shaggai map", "Shaggai-Karte", None), ("Yuggoth map", "Karte des Yuggoth", None),
    ("Zoog", "Zoog", "6 ZOOGS"), ("Slime Mold", "Schleimschimmel", None), ("The Watcher", "Der Beobachter", None),
    ("Glacier", "Gletscher", None), ("Brain Cylinder", "Gehirnzylinder", None),
]
WINDOWS = [
    ("After any player's Action", "Nach der Aktion eines beliebigen Spielers", ""), ("Once the Battle is resolved", "Sobald der Kampf abgehandelt ist", ""),
    ("Once all Power is gathered", "Sobald alle Macht erlangt ist", ""), ("As the Doom Phase begins", "Zu Beginn der Verdammnisphase", ""),
    ("When a Ritual of Annihilation is performed", "Wenn ein Ritual der Auslöschung ausgeführt wird", ""),
    ("As a turn of the Action Phase begins", "Zu Beginn eines Zuges der Aktionsphase", ""),
    ("Once the Battle's dice are rolled", "Sobald die Kampfwürfel geworfen sind", ""), ("When a Battle is declared", "Wenn ein Kampf eröffnet wird", ""),
    ("After the last Ritual turn of the Doom Phase", "Nach dem letzten Ritualzug der Verdammnisphase", ""),
    ("Before the game ends", "Bevor das Spiel endet", ""),
]


def find(lines: list[str], german: str, search: str | None) -> int | None:
    if search == "":
        return None
    needle = search or german
    if needle.startswith("^"):
        pattern = re.compile(needle, re.IGNORECASE)
        return next((n for n, line in enumerate(lines, 1) if pattern.search(line.strip())), None)
    needle = needle.lower()
    return next((n for n, line in enumerate(lines, 1) if needle in line.lower()), None)


def row(lines: list[str], english: str, german: str, search: str | None) -> str:
    at = find(lines, german, search)
    where = str(at) if at else "proposed"
    return f"| {english} | {german} | {where} |"


def table(lines: list[str], title: str, entries: list[tuple[str, str, str | None]]) -> list[str]:
    out = [f"### {title}", "", "| English | Deutsch | Line |", "| --- | --- | --- |"]
    out += [row(lines, *entry) for entry in entries]
    return out + [""]


def main(path: str) -> None:
    lines = open(path, encoding="utf-8").read().splitlines()
    out = [HEADER, "## 1. Game terms", ""]
    out += table(lines, "Core terms", CORE) + table(lines, "Phases and Battle", PHASES)
    out += table(lines, "Actions", ACTIONS)
    out += table(lines, "Out-of-turn windows", WINDOWS)
    out += ["## 2. Factions", "", *table(lines, "Faction names", [(en, de, s) for en, (de, s, _) in FACTIONS.items()])]
    for english, (german, _, parts) in FACTIONS.items():
        for kind in ("units", "spellbooks", "abilities"):
            out += table(lines, f"{english} ({german}): {kind}", parts[kind])
    out += ["## 3. Loyalty Cards and neutral Spellbooks", ""]
    out += table(lines, "Loyalty Cards", [(en, de, s) for en, de, s, _ in NEUTRAL])
    out += table(lines, "Loyalty Card figures", FIGURES)
    out += table(lines, "Loyalty Card texts", [t for *_, texts in NEUTRAL for t in texts] + CARD_WORDS)
    out += table(lines, "Neutral Spellbooks", NEUTRAL_SPELLBOOKS)
    out += ["## 4. Map Areas", "", *table(lines, "Earth", AREAS), *table(lines, "Library at Celaeno", LIBRARY)]
    out += ["## 5. Printed in the book, not yet in the game", "",
            *table(lines, "Expansions the service does not offer", NOT_YET)]
    print("\n".join(out).rstrip() + "\n")


HEADER = """# Glossary: English and German game terms

The German words the game uses, taken from the official German edition: the Onslaught 3 rulebook
(`onslaught3-rulebook.de.txt`, Ulisses Spiele). **Line** is the line of that text where the German
term stands (its first occurrence, often inflected there: "Tore", "Zauberbücher"); **proposed**
marks a name the German book does not print (expansions it does not cover, card texts it shows only
as pictures, the service's own phrasings), coined here in the book's style and to be used
consistently until an official term is known. The German catalog (`locales/de/`) uses exactly these
words, and a test keeps the English core terms out of German text (docs/i18n.md section 5).

Conventions: Area is *Zone* (feminine: die Zone); Gate is *Tor* (neuter); Spellbook is *Zauberbuch*
(neuter); Great Old One is *Großer Alter* (masculine, adjective declension: ein Großer Alter, die
Großen Alten); Cultist *Kultist* and Acolyte *Akolyth* (masculine, weak: des Kultisten, den
Akolythen); Doom is *Verdammnis*, Power *Macht* (both feminine, no plural in use). Proper names of
Great Old Ones and places keep their spelling. One English name may have two German words by
context, and the table says which: a Terror (the kind of Loyalty Card) is a *Schrecken*, while the
Tcho-Tcho Spellbook Terror keeps its name. The names of the game's content, with their gender and
the forms sentences need, are in `locales/<lang>/content.ftl`, written from these tables
(`tools/i18n/content_ftl.py`, grammar in `tools/i18n/grammar_de.py`).

Regenerate with `python tools/i18n/glossary_de.py onslaught3-rulebook.de.txt > docs/glossary.de.md`.
"""

if __name__ == "__main__":
    main(sys.argv[1])
