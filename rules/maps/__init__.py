"""The maps' own rules: one module per map that has rules beyond its data, named by the map's data
file (`"rules"`, docs/maps.md) and imported by the map registry when the map is first loaded."""
