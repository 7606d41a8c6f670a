// The time-control part of the create form: the server's presets, or a custom one built from the
// kinds, fields and timeout policies the server explains (GET /v1/game-options).
import { h, clear, humanise } from "../dom.js";
import { t } from "../l10n.js";

// A name the server gives (a preset, a kind of clock, a field, a policy) in the page's words.
const named = (id, name, more = {}) => t(id, { name, title: humanise(name), ...more });

let offered = null;

export function renderTimeControls(options) {
  offered = options;
  const presets = options.time_controls.map((preset, i) => h("label", { class: "choice" },
    h("input", { type: "radio", name: "time", value: preset.name, checked: i === 0 }),
    ` ${named("new-time-preset", preset.name, { explanation: preset.explanation })}`));
  const custom = h("label", { class: "choice" }, h("input", { type: "radio", name: "time", value: "custom" }),
    ` ${t("new-time-custom")}`);
  clear(document.getElementById("time-controls"), presets, custom);
  clear(document.getElementById("custom-time"), customFields(options));
  showKindFields();
  showPolicy();
}

function customFields(options) {
  const kinds = options.time_control_kinds.filter((k) => k.kind !== "none");
  const fields = [...new Set(kinds.flatMap((k) => k.fields))];
  return [
    field("tc-kind", t("new-time-kind"), h("select", { id: "tc-kind", name: "tc_kind", onchange: showKindFields },
      kinds.map((k) => h("option", { value: k.kind, text: named("new-time-kind-name", k.kind) }))), ""),
    fields.map((name) => field(`tc-${name}`, named("new-time-duration", name),
      h("input", { id: `tc-${name}`, name: `tc_${name}`, value: name === "increment" ? "PT12H" : "P1D",
        autocomplete: "off", dataset: { duration: name } }))),
    options.time_control_fields.filter((f) => f.name !== "timeout_policy").map(extraField),
    field("tc-timeout_policy", t("new-time-policy"), h("select", { id: "tc-timeout_policy", name: "tc_timeout_policy", onchange: showPolicy },
      options.timeout_policies.map((p) => h("option", { value: p.name, text: named("new-time-policy-name", p.name) }))), ""),
  ];
}

function extraField(f) {
  const input = f.name === "vacation_days"
    ? h("input", { id: `tc-${f.name}`, name: `tc_${f.name}`, type: "number", min: "0", max: "60", value: "0", inputMode: "numeric" })
    : h("input", { id: `tc-${f.name}`, name: `tc_${f.name}`, placeholder: t("new-time-optional"), autocomplete: "off" });
  return field(`tc-${f.name}`, named("new-time-extra", f.name), input, f.explanation);
}

function field(id, label, control, explanation) {
  control.setAttribute("aria-describedby", `${id}-hint`);
  return h("div", { class: "field", dataset: { field: id } },
    h("label", { for: id, text: label }), control, h("p", { class: "hint", id: `${id}-hint`, text: explanation }));
}

function showKindFields() {
  const kind = offered.time_control_kinds.find((k) => k.kind === document.getElementById("tc-kind")?.value);
  const wanted = new Set(kind?.fields || []);
  document.getElementById("tc-kind-hint").textContent = kind?.explanation || "";
  for (const input of document.querySelectorAll("#custom-time [data-duration]")) {
    input.closest(".field").hidden = !wanted.has(input.dataset.duration);
  }
}

function showPolicy() {
  const name = document.getElementById("tc-timeout_policy").value;
  document.getElementById("tc-timeout_policy-hint").textContent =
    offered.timeout_policies.find((p) => p.name === name)?.explanation || "";
}

export function timeChanged(value) {
  document.getElementById("custom-time").hidden = value !== "custom";
}

// The `time_control` object to send, or undefined for the server's default (no clock).
export function chosenTimeControl(data) {
  const name = data.get("time");
  if (name !== "custom") {
    const preset = offered.time_controls.find((p) => p.name === name);
    return preset && preset.time_control.kind !== "none" ? preset.time_control : undefined;
  }
  const kind = data.get("tc_kind");
  const control = { kind, timeout_policy: data.get("tc_timeout_policy") };
  const durations = [...offered.time_control_kinds.find((k) => k.kind === kind).fields, "window", "reminder_before"];
  for (const name of durations) {
    const value = String(data.get(`tc_${name}`) || "").trim();
    if (value) control[name] = value; // a missing required one is named by the server's answer
  }
  const vacation = Number(data.get("tc_vacation_days") || 0);
  if (vacation) control.vacation_days = vacation;
  return control;
}
