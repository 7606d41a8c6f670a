// Zoom and pan of the map by its viewBox (page zoom is never disabled): the buttons zoom about the
// middle, a drag pans a zoomed-in map.
let viewBox = null;

export function setupZoom(mapOf) {
  const svg = () => mapOf()?.svg;
  const full = () => mapOf()?.size || [1, 1];
  const box = () => {
    const [fw, fh] = full();
    if (!viewBox || viewBox.svg !== svg()) viewBox = { svg: svg(), box: [0, 0, fw, fh] };
    return viewBox.box;
  };
  const set = (next) => {
    viewBox.box = next;
    svg()?.setAttribute("viewBox", next.join(" "));
  };
  const zoom = (factor) => {
    if (!svg()) return;
    const [x, y, w, hgt] = box();
    const [fw, fh] = full();
    const nw = Math.min(fw, Math.max(fw / 6, w * factor));
    const nh = nw * fh / fw;
    set([Math.max(0, Math.min(fw - nw, x + (w - nw) / 2)), Math.max(0, Math.min(fh - nh, y + (hgt - nh) / 2)), nw, nh]);
  };
  document.getElementById("zoom-in").addEventListener("click", () => zoom(0.7));
  document.getElementById("zoom-out").addEventListener("click", () => zoom(1 / 0.7));
  document.getElementById("zoom-reset").addEventListener("click", () => { if (svg()) set([0, 0, ...full()]); });
  enablePan(svg, full, box, set);
}

function enablePan(svg, full, box, set) {
  let start = null;
  const map = document.getElementById("map");
  map.addEventListener("pointerdown", (e) => {
    if (!svg() || box()[2] >= full()[0]) return;
    start = { x: e.clientX, y: e.clientY, box: [...box()] };
  });
  window.addEventListener("pointerup", () => { start = null; });
  map.addEventListener("pointermove", (e) => {
    if (!start || !svg()) return;
    const [fw, fh] = full();
    const [x, y, w, hgt] = start.box;
    const scale = w / svg().clientWidth;
    const nx = x - (e.clientX - start.x) * scale;
    const ny = y - (e.clientY - start.y) * scale;
    set([Math.max(0, Math.min(fw - w, nx)), Math.max(0, Math.min(fh - hgt, ny)), w, hgt]);
  });
}
