// The How to play panel: the rules from the project's own rules file (sent in the view),
// the house rules in force, the questions people ask, and worked examples to replay.

import { h } from "./dom.js";
import { word } from "./words.js";

/** The panel for `view.help`, or null when the view has none. */
export function renderHelp(view, ctx, doc = document) {
  const help = view.help;
  if (!help) return null;
  const panel = h(doc, "aside", {
    className: "ct-help",
    "aria-label": word("help_label", { title: help.title || "" }).trim(),
    tabindex: "-1", // focus moves here when the panel opens (not a stop of its own on Tab)
    "data-focus-key": "help-panel", // and stays here across the redraw of a move
  });
  panel.append(h(doc, "h3", { className: "ct-help-title", text: word("how_to_play_title", { title: help.title || view.title || "" }) }));
  for (const section of help.sections || []) {
    panel.append(h(doc, "h4", { text: section.heading }));
    const list = h(doc, "ul");
    // each rule's sentence as the kernel sends it: its id (DRAW-1) ties it to the tests and
    // never reaches the page; one an older kernel still sends is left out here
    for (const item of section.items || []) list.append(h(doc, "li", { text: String(item).replace(/^[A-Z]+-\d+: /, "") }));
    panel.append(list);
  }
  if ((view.options || []).length) {
    panel.append(h(doc, "h4", { text: word("house_rules") }));
    const list = h(doc, "ul");
    for (const option of view.options) list.append(h(doc, "li", { text: `${option.label}: ${option.value}` }));
    panel.append(list);
  }
  if ((help.questions || []).length) {
    panel.append(h(doc, "h4", { text: word("questions") }));
    const opened = ctx.openQuestions || new Set(); // kept by the page across redraws
    for (const { q, a } of help.questions) {
      panel.append(
        h(doc, "details", {
          className: "ct-faq",
          open: opened.has(q),
          ontoggle: (event) => (event.target.open ? opened.add(q) : opened.delete(q)),
        }, h(doc, "summary", { text: q }), h(doc, "p", { text: a })),
      );
    }
  }
  if ((help.examples || []).length) {
    panel.append(h(doc, "h4", { text: word("examples") }));
    for (const example of help.examples) {
      panel.append(
        h(doc, "div", { className: "ct-example" },
          h(doc, "button", {
            type: "button",
            className: "ct-button",
            "data-example": example.id,
            text: word("replay", { label: example.label }),
            onclick: () => ctx.send({ action: "example", text: example.id }),
          }),
          h(doc, "p", { text: example.text })),
      );
    }
  }
  return panel;
}
