// Which Natural Earth countries make each 5-player Area, where the oceans' seed points lie, and how
// the 3- and 4-player sides merge 5-player Areas; the 6-player sides add three Areas of their own
// (SIX). Facts of the map, tuned so that the drawing shows the rules' adjacency
// (rules/engine/data/earth-map.json); the test re-derives it from the SVGs.

export const SPLIT_LONGITUDE = -95; // the USA and Canada split into West and East here

export const COUNTRIES = {
  "North America West": ["United States of America<", "Canada<"],
  "North America East": ["United States of America>", "Canada>", "Greenland"],
  "Central America": ["Mexico", "Guatemala", "Belize", "Honduras", "El Salvador", "Nicaragua", "Costa Rica",
    "Panama", "Cuba", "Jamaica", "Haiti", "Dominican Rep.", "Puerto Rico", "Bahamas"],
  "South America West": ["Colombia", "Ecuador", "Peru", "Bolivia", "Chile"],
  "South America East": ["Venezuela", "Guyana", "Suriname", "Brazil", "Argentina", "Uruguay", "Paraguay",
    "Falkland Is.", "Trinidad and Tobago"],
  "Scandinavia": ["Norway", "Sweden", "Finland", "Denmark", "Iceland"],
  "Europe": ["Portugal", "Spain", "France", "United Kingdom", "Ireland", "Belgium", "Netherlands", "Luxembourg",
    "Germany", "Switzerland", "Austria", "Italy", "Slovenia", "Croatia", "Bosnia and Herz.", "Serbia",
    "Montenegro", "Kosovo", "Albania", "Macedonia", "Greece", "Bulgaria", "Romania", "Moldova", "Ukraine",
    "Belarus", "Poland", "Czechia", "Slovakia", "Hungary", "Lithuania", "Latvia", "Estonia"],
  "North Asia": ["Russia", "Mongolia", "Kazakhstan", "Uzbekistan", "Turkmenistan", "Kyrgyzstan", "Tajikistan"],
  "South Asia": ["China", "Taiwan", "North Korea", "South Korea", "Japan", "India", "Nepal", "Bhutan",
    "Bangladesh", "Sri Lanka", "Pakistan", "Afghanistan", "Myanmar", "Thailand", "Laos", "Cambodia", "Vietnam",
    "Malaysia", "Brunei", "Indonesia", "Timor-Leste", "Philippines", "Papua New Guinea", "Solomon Is."],
  "Arabia": ["Egypt", "Israel", "Palestine", "Lebanon", "Jordan", "Syria", "Iraq", "Saudi Arabia", "Yemen",
    "Oman", "United Arab Emirates", "Qatar", "Kuwait", "Iran", "Turkey", "Cyprus", "N. Cyprus", "Georgia",
    "Armenia", "Azerbaijan"],
  "West Africa": ["Morocco", "W. Sahara", "Algeria", "Tunisia", "Libya", "Mauritania", "Mali", "Niger", "Chad",
    "Senegal", "Gambia", "Guinea-Bissau", "Guinea", "Sierra Leone", "Liberia", "Côte d'Ivoire", "Burkina Faso",
    "Ghana", "Togo", "Benin", "Nigeria", "Cameroon", "Eq. Guinea", "Gabon", "Congo"],
  "East Africa": ["Sudan", "S. Sudan", "Ethiopia", "Eritrea", "Djibouti", "Somalia", "Somaliland", "Kenya",
    "Uganda", "Rwanda", "Burundi", "Tanzania", "Dem. Rep. Congo", "Angola", "Zambia", "Malawi", "Mozambique",
    "Zimbabwe", "Botswana", "Namibia", "South Africa", "Lesotho", "eSwatini", "Madagascar",
    "Central African Rep."],
  "Australia": ["Australia"],
  "New Zealand": ["New Zealand"],
  "Antarctica": ["Antarctica", "Fr. S. Antarctic Lands"],
};

// [longitude, latitude] seed points: each ocean is the union of its seeds' Voronoi cells, clipped to the sea.
export const OCEAN_SEEDS = {
  "Arctic Ocean": [[0, 86], [-100, 80], [100, 80], [170, 76], [-165, 74], [45, 76], [-130, 72], [140, 76], [70, 76]],
  "North Atlantic": [[-40, 40], [-30, 18], [-60, 32], [-25, 55], [-8, 46], [4, 38], [18, 35], [30, 33.5],
    [-88, 25], [-76, 15], [-50, 10], [-85, 59], [-55, 55], [-15, 65], [2, 58], [-62, 13]],
  "South Atlantic": [[-30, -20], [-10, -35], [-45, -45], [-15, -8], [4, -3], [0, -50], [-50, -60], [-25, -60],
    [10, -20]],
  "North Pacific": [[-160, 30], [-140, 10], [-125, 35], [-110, 15], [-95, 8], [-84, 3], [-170, 50], [-150, 55],
    [160, 30], [150, 10], [135, 32], [148, 48], [170, 50], [125, 20], [115, 12], [135, 5]],
  "South Pacific": [[-150, -30], [-120, -45], [-100, -20], [-170, -15], [-175, -45], [-82, -10], [-85, -40],
    [-80, -58], [-120, -66], [-160, -66], [178, -52], [-178, -30]],
  "Indian Ocean": [[70, -10], [60, -30], [90, -20], [110, -30], [80, 5], [62, 15], [38, 20], [51, 27], [89, 14],
    [122, -12], [137, -9], [157, -22], [160, -38], [150, -46], [120, -45], [50, -45], [80, -60], [40, -25],
    [105, -5], [115, -52], [165, -50]],
};

// Inland seas belong to no Area: [west, south, east, north] in degrees.
export const INLAND_SEAS = [[9.5, 53, 31, 66.5], [27, 40.5, 42, 47.5], [46, 36, 55.5, 47.5]];

const EAST5 = ["Scandinavia", "Europe", "North Asia", "South Asia", "Arabia", "West Africa", "East Africa"];
const WEST5 = ["North America West", "North America East", "Central America", "South America West",
  "South America East", "Australia", "New Zealand"];
const EAST3 = { "Europe": ["Europe", "Scandinavia"], "Asia": ["North Asia", "South Asia", "Arabia"],
  "Africa": ["West Africa", "East Africa"] };
const WEST3 = { "North America": ["North America West", "North America East", "Central America"],
  "South America": ["South America West", "South America East"], "Australia": ["Australia", "New Zealand"] };
const FIXED = ["Arctic Ocean", "North Atlantic", "South Atlantic", "North Pacific", "South Pacific",
  "Indian Ocean", "Antarctica"];

const same = (names) => Object.fromEntries(names.map((n) => [n, [n]]));

// layout -> { layout's Area: [5-player Areas it is made of] }
export const LAYOUTS = {
  "3p": { ...same(FIXED), ...EAST3, ...WEST3 },
  "4p_east5_west3": { ...same(FIXED), ...same(EAST5), ...WEST3 },
  "4p_east3_west5": { ...same(FIXED), ...EAST3, ...same(WEST5) },
  "5p": { ...same(FIXED), ...same(EAST5), ...same(WEST5) },
};

// The 6-player sides: Antarctica's eastern part is the Mountains of Madness, the Bering Sea lies between
// the Arctic Ocean and the North Pacific (and reaches the Beaufort Sea, where it meets North America
// East), and the Mediterranean Sea is cut from the North Atlantic. Seeds move between oceans (`moved`:
// [longitude, latitude] -> new ocean) and new seeds are added; the other layouts keep OCEAN_SEEDS.
export const SIX = {
  split: { "Antarctica": ["Antarctica<0"], "Mountains of Madness": ["Antarctica>0", "Fr. S. Antarctic Lands"] },
  moved: { "-165,74": "Bering Sea", "-130,72": "Bering Sea", "170,76": "Bering Sea", "4,38": "Mediterranean Sea",
    "18,35": "Mediterranean Sea", "30,33.5": "Mediterranean Sea" },
  added: { "Bering Sea": [[-175, 60], [178, 62], [-160, 68], [-105, 76]], "North Atlantic": [[-14, 36]],
    "North Pacific": [[-165, 45], [165, 45]] },
  areas: [...FIXED, ...EAST5, ...WEST5, "Mountains of Madness", "Bering Sea", "Mediterranean Sea"],
  // Hand-set anchors (in the SVG's units) where the Areas are small and crowded: six factions' pieces
  // (two lines of rows, up to about 105 by 32 with the Gate) stand beside or below each name without
  // covering any Area's name or another Area's pieces. `labels`: where the name is printed (a point
  // inside the Area); `pieces`: where the first row of chips starts, the Gate just left of it.
  // Unset, the pieces go below the label.
  labels: { "Arctic Ocean": [610, 9], "Bering Sea": [850, 45], "Mediterranean Sea": [540, 124],
    "Europe": [530, 75], "North Asia": [740, 72], "Arabia": [640, 120], "West Africa": [512, 181],
    "North America East": [310, 77], "South America East": [368, 305] },
  pieces: { "Arctic Ocean": [655, 6], "Scandinavia": [575, 42], "Europe": [462, 82], "Mediterranean Sea": [495, 134],
    "Arabia": [605, 140], "North America West": [196, 84] },
};
