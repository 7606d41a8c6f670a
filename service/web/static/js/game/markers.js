// Faction tokens and buildings on the map that are not units: the Areas a faction's public
// bookkeeping names (the content document's `public_data` of kind "areas", read from the view's
// `data`), such as Desecration tokens and Cathedrals.
import { factionName, humanise } from "../dom.js";
import { t } from "../l10n.js";

// What one marker is called where an Area lists it: the datum's title in the content document;
// a datum without one reads as its own key, in words.
export function markerName(datum) {
  return datum.title || humanise(datum.key);
}

// Every marker standing in each Area: {area: [{faction, key, name}]}, factions in board order, then
// the figures of the map's own rules (the layout's `figures`: where the view's `map_data` puts them),
// which belong to no faction (`faction` null).
export function markersByArea(board, content) {
  const out = {};
  const layout = content?.layouts?.find((l) => l.name === board?.map?.layout);
  for (const figure of layout?.figures || []) {
    const area = board?.map_data?.[figure.key];
    if (typeof area === "string") (out[area] ??= []).push({ faction: null, key: figure.key, name: figure.title });
  }
  for (const [faction, f] of Object.entries(board?.factions || {})) {
    const spec = content?.factions.find((x) => x.name === faction);
    for (const datum of spec?.public_data || []) {
      if (datum.kind !== "areas") continue;
      for (const area of f.data?.[datum.key] || []) {
        (out[area] ??= []).push({ faction, key: datum.key, name: markerName(datum) });
      }
    }
  }
  return out;
}

// "Cathedral (<its owner's title>)", one phrase per marker, for Area labels and tables.
export function markerText(markers) {
  return (markers || []).map((m) => (m.faction ? t("game-marker-of", { marker: m.name, faction: factionName(m.faction) })
    : t("game-marker-figure", { marker: m.name }))).join(", ");
}
