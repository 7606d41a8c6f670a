// Where things are: which Area a unit stands in, and which Areas an option names.

export function unitArea(state, unitId) {
  const units = state.view?.state?.map?.units || {};
  for (const [area, ids] of Object.entries(units)) if (ids.includes(unitId)) return area;
  return null;
}

export function areasOf(option, state) {
  const c = option.choice;
  const found = new Set();
  for (const key of ["area", "to", "from", "destination"]) if (typeof c[key] === "string") found.add(c[key]);
  if (typeof c.unit === "string") {
    const area = unitArea(state, c.unit);
    if (area) found.add(area);
  }
  return found;
}

export function optionMentions(option, area, state) {
  return areasOf(option, state).has(area) || option.label.includes(area);
}
