// The key legend under the moves: which keys play which move. Keys reach the table only
// while it has focus (a click on it gives it focus), so the legend says so while it has
// none; the swap is pure CSS (:focus-within), with no redraw.

import { h } from "./dom.js";
import { word } from "./words.js";

/** "1–5" for a run of digits, else "1, 3, 4". */
function digitsText(digits) {
  const sorted = [...digits].map(Number).sort((a, b) => a - b);
  const run = sorted.every((d, i) => i === 0 || d === sorted[i - 1] + 1);
  return run && sorted.length > 2 ? `${sorted[0]}–${sorted[sorted.length - 1]}` : sorted.join(", ");
}

const ARROWS = { arrowleft: "←", arrowright: "→", arrowup: "↑", arrowdown: "↓" };

/** A key as the legend and a button's title write it: "T", "←". */
export function keyName(key) {
  return ARROWS[String(key).toLowerCase()] || String(key).toUpperCase();
}

/** The keys the table answers now, as [key, what it does] pairs, in view order. */
export function keyList(view, { help = false } = {}) {
  const keys = [];
  const targeted = (view.actions || []).find((a) => a.enabled !== false && Array.isArray(a.targets) && a.targets.length);
  for (const action of view.actions || []) {
    if (action.enabled === false || action.panel) continue;
    if (action === targeted) {
      const digits = action.keys ? Object.keys(action.keys) : action.targets.slice(0, 9).map((_, i) => String(i + 1));
      if (digits.length) keys.push([digitsText(digits), action.label]);
    } else if (action.key) {
      keys.push([keyName(action.key), action.label]);
    }
  }
  if (help) keys.push(["?", word("how_to_play")]);
  return keys;
}

/** The legend element, or null when no key does anything now. */
export function keyLegend(view, doc, options = {}) {
  const keys = keyList(view, options);
  if (!keys.length) return null;
  const legend = h(doc, "p", { className: "ct-keys" },
    h(doc, "span", { className: "ct-keys-off", text: word("keys_off") }),
    h(doc, "span", { className: "ct-keys-on", text: word("keys") }));
  keys.forEach(([key, label], i) => {
    if (i) legend.append(doc.createTextNode(" · "));
    legend.append(h(doc, "kbd", { text: key }), doc.createTextNode(` ${label}`));
  });
  return legend;
}
