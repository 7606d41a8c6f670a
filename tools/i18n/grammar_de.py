"""The grammar of the German content names that sentences need (docs/i18n.md section 6): each
faction's gender, number and article forms by case; each unit's gender and the form a count takes;
each Area's gender and its phrases "in it" and "into it". Read by tools/i18n/content_ftl.py,
which writes them as attributes of the names in locales/de/content.ftl.
"""
from __future__ import annotations

M, F, N, PL = "masculine", "feminine", "neuter", "plural"

# German faction name -> (gender, nominative, accusative, dative, genitive), with the article.
FACTIONS = {
    "Großer Cthulhu": (M, "der Große Cthulhu", "den Großen Cthulhu", "dem Großen Cthulhu", "des Großen Cthulhu"),
    "Kriechendes Chaos": (N, "das Kriechende Chaos", "das Kriechende Chaos", "dem Kriechenden Chaos", "des Kriechenden Chaos"),
    "Schwarze Ziege": (F, "die Schwarze Ziege", "die Schwarze Ziege", "der Schwarzen Ziege", "der Schwarzen Ziege"),
    "Gelbes Zeichen": (N, "das Gelbe Zeichen", "das Gelbe Zeichen", "dem Gelben Zeichen", "des Gelben Zeichens"),
    "Die Uralten": (PL, "die Uralten", "die Uralten", "den Uralten", "der Uralten"),
    "Bubastis": (N, "Bubastis", "Bubastis", "Bubastis", "von Bubastis"),
    "Dämonensultan": (M, "der Dämonensultan", "den Dämonensultan", "dem Dämonensultan", "des Dämonensultans"),
    "Wächter des Weges": (M, "der Wächter des Weges", "den Wächter des Weges", "dem Wächter des Weges", "des Wächters des Weges"),
    "Schläfer": (M, "der Schläfer", "den Schläfer", "dem Schläfer", "des Schläfers"),
    "Tcho-Tcho": (PL, "die Tcho-Tcho", "die Tcho-Tcho", "den Tcho-Tcho", "der Tcho-Tcho"),
    "Windschreiter": (M, "der Windschreiter", "den Windschreiter", "dem Windschreiter", "des Windschreiters"),
}

# German unit name -> (gender, the form after a count of two or more: "3 Tiefe Wesen").
# A one-off figure (a Great Old One, a High Priest by name) keeps its name.
UNITS = {
    "Akolyth": (M, "Akolythen"), "Tiefes Wesen": (N, "Tiefe Wesen"), "Schoggothe": (M, "Schoggothen"),
    "Sternengezücht": (N, "Sternengezüchte"), "Dunkeldürre": (M, "Dunkeldürre"), "Flugkrake": (M, "Flugkraken"),
    "Hetzender Schrecken": (M, "Hetzende Schrecken"), "Ghoul": (M, "Ghoule"), "Fungi vom Yuggoth": (M, "Fungi vom Yuggoth"),
    "Dunkles Junges": (N, "Dunkle Junge"), "Untoter": (M, "Untote"), "Byakhee": (M, "Byakhee"),
    "Nicht-Mensch": (M, "Nicht-Menschen"), "Reanimierter": (M, "Reanimierte"), "Yothaner": (M, "Yothaner"),
    "Erdkatze": (F, "Erdkatzen"), "Katze vom Mars": (F, "Katzen vom Mars"), "Katze vom Saturn": (F, "Katzen vom Saturn"),
    "Katze vom Uranus": (F, "Katzen vom Uranus"), "Larve der These": (F, "Larven der These"),
    "Larve der Antithese": (F, "Larven der Antithese"), "Larve der Synthese": (F, "Larven der Synthese"),
    "Avatar der These": (M, "Avatare der These"), "Avatar der Antithese": (M, "Avatare der Antithese"),
    "Avatar der Synthese": (M, "Avatare der Synthese"), "Mutant": (M, "Mutanten"), "Ausgeburt": (F, "Ausgeburten"),
    "Brut von Yog-Sothoth": (F, "Bruten von Yog-Sothoth"), "Hexer": (M, "Hexer"), "Schlangenmensch": (M, "Schlangenmenschen"),
    "Formloses Gezücht": (N, "Formlose Gezüchte"), "Hohepriester": (M, "Hohepriester"), "Proto-Schoggothe": (M, "Proto-Schoggothen"),
    "Wendigo": (M, "Wendigos"), "Gnoph-Keh": (M, "Gnoph-Keh"), "Älteres Wesen": (N, "Ältere Wesen"),
    "Dimensionsschlurfer": (M, "Dimensionsschlurfer"), "Spinne von Leng": (F, "Spinnen von Leng"),
    "Sternenvampir": (M, "Sternenvampire"), "Voonith": (M, "Voonith"), "Diener der Äußeren Götter": (M, "Diener der Äußeren Götter"),
    "Satyr": (M, "Satyrn"), "Gug": (M, "Gugs"), "Mondbestie": (F, "Mondbestien"), "Gnorri": (M, "Gnorri"),
    "Shantak": (M, "Shantaks"), "Ghast": (M, "Ghasts"), "Insekt von Shaggai": (N, "Insekten von Shaggai"),
    "Große Rasse von Yith": (F, "Große Rasse von Yith"), "Dhole": (F, "Dholes"), "Cacodemon": (M, "Cacodemons"),
    "Hund von Tindalos": (M, "Hunde von Tindalos"), "Unrat": (M, "Unrat"), "Quachil Uttaus": (M, "Quachil Uttaus"),
    # One-off figures: their gender only.
    "Cthulhu": (M, None), "Nyarlathotep": (M, None), "Shub-Niggurath": (F, None), "König in Gelb": (M, None),
    "Hastur": (M, None), "Bastet": (F, None), "Yog-Sothoth": (M, None), "Tsathoggua": (M, None),
    "Ubbo-Sathla": (M, None), "Rhan-Tegoth": (M, None), "Ithaqua": (M, None), "Y'Golonac": (M, None),
    "Daoloth": (M, None), "Grässlicher Cthulhu": (M, None), "Unabhängiger König in Gelb": (M, None),
    "Unabhängiger Hastur": (M, None), "Unabhängiger Cthulhu": (M, None), "Unabhängige Shub-Niggurath": (F, None),
    "Unabhängiger Nyarlathotep": (M, None), "Unabhängiger Yog-Sothoth": (M, None), "Unabhängiger Tsathoggua": (M, None),
    "Unabhängiger Ubbo-Sathla": (M, None), "Unabhängiger Rhan-Tegoth": (M, None), "Unabhängiger Ithaqua": (M, None),
    "Ding aus dem Dunklen": (N, None), "Aufgeblähte Vettel": (F, None), "Mutter Hydra": (F, None),
    "Chaugnar Faugn": (M, None), "Yig": (M, None), "Abhoth": (M, None), "Cthugha": (M, None), "Vater Dagon": (M, None),
    "Bokrug": (M, None), "Ghatanothoa": (M, None), "Atlach-Nacha": (M, None), "Byatis": (M, None),
    "Gobogeg": (M, None), "Nyogtha": (M, None), "Tulzscha": (M, None), "Schwarzer Pharao": (M, None),
    "Asenath Waite": (F, None), "Crawford Tillinghast": (M, None), "Ermengarde Stubbs": (F, None),
    "Herbert West": (M, None), "Joseph Curwen": (M, None), "Keziah Mason": (F, None),
    "Lavinia Whateley": (F, None), "Pitpipo": (M, None),
}

# German Area name -> (gender, where a thing is: "in Europa", where it goes: "nach Europa").
AREAS = {
    "Afrika": (N, "in Afrika", "nach Afrika"), "Antarktis": (F, "in der Antarktis", "in die Antarktis"),
    "Arktischer Ozean": (M, "im Arktischen Ozean", "in den Arktischen Ozean"), "Asien": (N, "in Asien", "nach Asien"),
    "Australien": (N, "in Australien", "nach Australien"), "Europa": (N, "in Europa", "nach Europa"),
    "Indischer Ozean": (M, "im Indischen Ozean", "in den Indischen Ozean"),
    "Nordamerika": (N, "in Nordamerika", "nach Nordamerika"), "Nordatlantik": (M, "im Nordatlantik", "in den Nordatlantik"),
    "Nordpazifik": (M, "im Nordpazifik", "in den Nordpazifik"), "Südamerika": (N, "in Südamerika", "nach Südamerika"),
    "Südatlantik": (M, "im Südatlantik", "in den Südatlantik"), "Südpazifik": (M, "im Südpazifik", "in den Südpazifik"),
    "Arabien": (N, "in Arabien", "nach Arabien"), "Ostafrika": (N, "in Ostafrika", "nach Ostafrika"),
    "Westafrika": (N, "in Westafrika", "nach Westafrika"), "Nordasien": (N, "in Nordasien", "nach Nordasien"),
    "Südasien": (N, "in Südasien", "nach Südasien"), "Skandinavien": (N, "in Skandinavien", "nach Skandinavien"),
    "Mittelamerika": (N, "in Mittelamerika", "nach Mittelamerika"), "Neuseeland": (N, "in Neuseeland", "nach Neuseeland"),
    "Nordamerika Ost": (N, "in Nordamerika Ost", "nach Nordamerika Ost"),
    "Nordamerika West": (N, "in Nordamerika West", "nach Nordamerika West"),
    "Südamerika Ost": (N, "in Südamerika Ost", "nach Südamerika Ost"),
    "Südamerika West": (N, "in Südamerika West", "nach Südamerika West"),
    "Beringmeer": (N, "im Beringmeer", "ins Beringmeer"), "Mittelmeer": (N, "im Mittelmeer", "ins Mittelmeer"),
    "Berge des Wahnsinns": (PL, "in den Bergen des Wahnsinns", "in die Berge des Wahnsinns"),
    "Barriere von Naach-Tith": (F, "an der Barriere von Naach-Tith", "an die Barriere von Naach-Tith"),
    "Schwarze Halle": (F, "in der Schwarzen Halle", "in die Schwarze Halle"),
    "Blaue Halle": (F, "in der Blauen Halle", "in die Blaue Halle"),
    "Kammer von Apkallu": (F, "in der Kammer von Apkallu", "in die Kammer von Apkallu"),
    "Kammer von Sn'gac": (F, "in der Kammer von Sn'gac", "in die Kammer von Sn'gac"),
    "Schwebender Turm": (M, "im Schwebenden Turm", "in den Schwebenden Turm"),
    "Brunnen (Meer)": (M, "im Brunnen", "in den Brunnen"), "Düsterboden (Meer)": (M, "im Düsterboden", "in den Düsterboden"),
    "Hüter unter dem See": (M, "beim Hüter unter dem See", "zum Hüter unter dem See"),
    "Hyperquarium (Meer)": (N, "im Hyperquarium", "ins Hyperquarium"),
    "Aussicht auf den See von Hali (Meer)": (F, "an der Aussicht auf den See von Hali", "an die Aussicht auf den See von Hali"),
    "Balkon am See von Hali (Meer)": (M, "auf dem Balkon am See von Hali", "auf den Balkon am See von Hali"),
    "Larven der Äußeren Götter": (PL, "bei den Larven der Äußeren Götter", "zu den Larven der Äußeren Götter"),
    "Oubliette (Meer)": (F, "in der Oubliette", "in die Oubliette"),
    "Die Kriechenden": (PL, "bei den Kriechenden", "zu den Kriechenden"),
    "Yr und die Nhhngr": (PL, "bei Yr und den Nhhngr", "zu Yr und den Nhhngr"),
    "Byakhiarium": (N, "im Byakhiarium", "ins Byakhiarium"), "Horrorium": (N, "im Horrorium", "ins Horrorium"),
    "Verfluchte Halle (Meer)": (F, "in der Verfluchten Halle", "in die Verfluchte Halle"),
    "Beinhaus": (N, "im Beinhaus", "ins Beinhaus"), "Porphyrhalle (Meer)": (F, "in der Porphyrhalle", "in die Porphyrhalle"),
    "Rote Halle": (F, "in der Roten Halle", "in die Rote Halle"),
    "Versengte Kammer": (F, "in der Versengten Kammer", "in die Versengte Kammer"),
    "Der Mond": (M, "auf dem Mond", "auf den Mond"),
}

# The headings of the decision panel, by act (the `titles` of /v1/content's `choices`), in the
# words of the German edition's actions (docs/glossary.de.md, Actions).
ACTS = {
    "direction": "Spielrichtung", "first_player": "Startspieler", "start_area": "Startzone",
    "recruit": "Rekrutieren", "summon": "Beschwören", "create_gate": "Tor erschaffen", "move": "Bewegen",
    "move_done": "Bewegung beenden", "battle": "Kampf", "capture": "Gefangen nehmen",
    "capture_victim": "Gefangener Kultist", "requirement": "Zauberbuchvoraussetzung",
    "ability": "Fähigkeiten", "control_gate": "Tor kontrollieren", "abandon_gate": "Tor aufgeben",
    "drop_power": "Macht abgeben", "end_turn": "Zug beenden", "assign": "Kampfresultate zuweisen",
    "retreat": "Rückzug", "retreat_eliminate": "Eliminieren", "ritual": "Ritual der Auslöschung",
    "end_ritual_turn": "Kein Ritual", "place_spellbook": "Zauberbuch nehmen", "window_pass": "Passen",
    "answer": "Antworten", "reveal_elder_sign": "Älteres Zeichen aufdecken",
    "standing_answer": "Vorab-Antworten",
}
