// One move's control in the toolbar: its button, with an amount or a text field when
// the move takes one. A move that cannot be made now says why, in its title and beside it.

import { h } from "./dom.js";
import { keyName } from "./keys.js";

/** Why `action` cannot be made now, in words, or null when it can. The kernel says why
 * for its own refusals (`reason`); a card selection of the wrong size is told here. */
export function whyNot(action, chosen = 0) {
  if (action.enabled === false) return action.reason || "not possible right now";
  if (!action.select) return null;
  const min = action.select.min ?? 0;
  const max = action.select.max ?? 52;
  if (chosen >= min && chosen <= max) return null;
  const needs = min === max ? `${min}` : max >= 52 ? `at least ${min}` : `${min} to ${max}`;
  const cards = `card${min === 1 && max === 1 ? "" : "s"}`;
  return chosen === 0 ? `choose ${needs} ${cards} first` : `${chosen} chosen; it takes ${needs}`;
}

export function renderAction(doc, action, ctx, hint) {
  const wrap = h(doc, "div", { className: `ct-action${hint && hint.action === action.id ? " ct-hinted" : ""}` });
  const why = whyNot(action, ctx.selection.size);
  let amountInput = null;
  let textInput = null;
  if (action.amount) {
    const { min, max, step = 1, value = min } = action.amount;
    amountInput = h(doc, "input", {
      type: "number",
      className: "ct-amount",
      min,
      max,
      step,
      value,
      "aria-label": `${action.label} amount${action.amount.unit === "$" ? " in dollars" : ""}`,
      "data-focus-key": `amount:${action.id}`,
      disabled: action.enabled === false,
      onkeydown: (event) => {
        event.stopPropagation(); // digits typed here are an amount, not table or notebook keys
        if (event.key === "Enter" && !why) {
          event.preventDefault();
          button.click(); // Enter in the box places the bet
        }
      },
    });
    if (action.amount.unit) {
      // the unit beside the box ("$ 10"), in one label with it: clicking the $ focuses the box
      const labelled = h(doc, "label", { className: "ct-amount-field" });
      labelled.append(h(doc, "span", { className: "ct-amount-unit", "aria-hidden": "true", text: String(action.amount.unit) }));
      labelled.append(amountInput);
      wrap.append(labelled);
    } else {
      wrap.append(amountInput);
    }
  }
  if (action.text) {
    textInput = h(doc, "input", {
      type: "text",
      className: "ct-text",
      placeholder: action.text.placeholder || "",
      value: action.text.value || "",
      maxlength: 80,
      spellcheck: "false",
      "aria-label": action.text.label || action.label,
      "data-focus-key": `text:${action.id}`,
      disabled: action.enabled === false,
      onkeydown: (event) => {
        event.stopPropagation(); // typing stays in the field, away from notebook shortcuts
        if (event.key === "Enter") {
          event.preventDefault();
          ctx.send({ action: action.id, text: textInput.value });
        }
      },
    });
    wrap.append(textInput);
  }
  const keyHint = action.key ? ` (${keyName(action.key)})` : "";
  const button = h(doc, "button", {
    type: "button",
    className: `ct-button${action.primary ? " ct-primary" : ""}${action.pressed ? " ct-pressed" : ""}`,
    "aria-pressed": action.pressed === undefined ? null : String(Boolean(action.pressed)),
    "data-action": action.id,
    "data-focus-key": `action:${action.id}`,
    title: why ? `${action.label}: ${why}` : (action.help || action.label) + keyHint,
    "aria-keyshortcuts": action.key || null,
    "aria-describedby": why ? `ct-why-${ctx.uid || "t"}-${action.id}` : null,
    disabled: Boolean(why),
    text: action.label,
    onclick: () => {
      const intent = { action: action.id };
      if (action.select) intent.cards = [...ctx.selection];
      if (amountInput) intent.amount = Math.round(Number(amountInput.value));
      if (textInput) intent.text = textInput.value;
      ctx.send(intent);
    },
  });
  wrap.append(button);
  if (why) wrap.append(h(doc, "span", { className: "ct-why", id: `ct-why-${ctx.uid || "t"}-${action.id}`, text: why }));
  return wrap;
}
