// Where each Area sits on the schematic board (west hemisphere left, east right, north up).
// Presentation only: which Areas exist and touch comes from the content document.
export const WIDTH = 1000;
export const HEIGHT = 540;
export const POSITIONS = {
  "Arctic Ocean": [500, 45],
  "North Pacific": [85, 215],
  "South Pacific": [95, 420],
  "North America": [260, 145],
  "North America West": [215, 150],
  "North America East": [345, 125],
  "Central America": [250, 265],
  "South America": [330, 385],
  "South America West": [270, 395],
  "South America East": [375, 345],
  "North Atlantic": [440, 215],
  "South Atlantic": [470, 420],
  "Antarctica": [520, 505],
  "Scandinavia": [560, 95],
  "Europe": [570, 180],
  "West Africa": [545, 290],
  "East Africa": [640, 355],
  "Africa": [580, 320],
  "Arabia": [680, 250],
  "North Asia": [770, 110],
  "Asia": [800, 175],
  "South Asia": [820, 260],
  "Indian Ocean": [760, 420],
  "Australia": [905, 395],
  "New Zealand": [925, 490],
};
