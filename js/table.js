// One renderer for every game: it draws the declarative view the kernel sends and
// turns clicks into intents. It knows no rules: what is enabled, legal or won is in
// the view. Text from the kernel is always set as text, never as HTML.

import { cardElement, parseCode } from "./cards.js";
import { renderAction, whyNot } from "./actions.js";
import { word } from "./words.js";
import { characterSvg } from "./character.js";
import { h } from "./dom.js";
import { applyGrid } from "./grid.js";
import { renderProgress, renderReview } from "./review.js";

/** How many leading cards two lists share: cards after that are new and animate in. */
export function sharedPrefix(before = [], after = []) {
  let i = 0;
  while (i < before.length && i < after.length && before[i] === after[i]) i += 1;
  return i;
}

/** The enabled actions that may target `zoneId`, in view order. */
function actionsTargeting(view, zoneId) {
  return (view.actions || []).filter(
    (a) => a.enabled !== false && Array.isArray(a.targets) && a.targets.includes(zoneId),
  );
}

/** Whether `zoneId` is a place the selected cards fit, for an action that targets it. An
 * action with `fits` (Tonk's hit: each set of cards with the spreads it extends, from the
 * kernel) outlines only the targets of the entry that is exactly the selection; without
 * `fits`, every target fits. The renderer only compares lists: the kernel knows the rules. */
export function fitsSelection(action, zoneId, selection = new Set()) {
  if (!Array.isArray(action.fits)) return true;
  const fit = action.fits.find(
    (f) => Array.isArray(f.cards) && f.cards.length === selection.size && f.cards.every((c) => selection.has(c)),
  );
  return Boolean(fit && Array.isArray(fit.targets) && fit.targets.includes(zoneId));
}

/** The cards a person may select now: those in the zones of enabled selecting actions
 * (their own hand), never a card that has moved on to a spread or a discard pile. */
export function selectableCards(view) {
  const zones = new Set(
    (view.actions || []).filter((a) => a.enabled !== false && a.select).map((a) => a.select.zone),
  );
  return new Set((view.zones || []).filter((z) => zones.has(z.id)).flatMap((z) => z.cards || []));
}

/** The cards a view starts selected, where a move names them (`select.chosen`: the
 * hand a ranking table named, still picked in its deck), so a new state keeps them. */
export function chosenCards(view) {
  const selectable = selectableCards(view);
  return new Set(
    (view.actions || [])
      .filter((a) => a.enabled !== false && a.select && Array.isArray(a.select.chosen))
      .flatMap((a) => a.select.chosen)
      .filter((code) => selectable.has(code)),
  );
}

/** The intent a selection plays by itself once it is complete (`select.auto`: the ranking
 * table names five cards as soon as five are picked), or null. */
export function autoIntent(view, selection) {
  const action = (view.actions || []).find((a) => a.enabled !== false && a.select && a.select.auto);
  if (!action) return null;
  const { min = 0, max = 52 } = action.select;
  if (selection.size !== max || selection.size < min) return null;
  return { action: action.id, cards: [...selection] };
}

/** The enabled action whose card selection lives in `zoneId`, if any. */
function selectionIn(view, zoneId) {
  return (view.actions || []).find((a) => a.enabled !== false && a.select && a.select.zone === zoneId);
}

function renderCards(doc, view, zone, prevZone, ctx) {
  const list = h(doc, "div", { className: `ct-cards ct-fan-${zone.fan || "row"}` });
  const cards = zone.cards || [];
  const fresh = sharedPrefix(prevZone ? prevZone.cards : [], cards);
  const selecting = selectionIn(view, zone.id);
  const secret = new Set(zone.secret || []);
  const revealed = new Set(zone.revealed || []);
  const later = new Set(zone.later || []); // a review's card hidden then, shown to you later
  const drawn = new Set(zone.drawn || []); // the card you just drew (Tonk), marked until your turn ends
  const hinted = new Set((view.hint && view.hint.cards) || []);
  cards.forEach((code, index) => {
    const card = cardElement(code, doc);
    if (hinted.has(code)) card.classList.add("ct-hinted"); // the card a hint suggests
    if (secret.has(index)) {
      // a card its owner sees but the opponent does not: marked, and named so
      card.classList.add("ct-secret");
      card.setAttribute("aria-label", word("card_secret", { card: card.getAttribute("aria-label") }));
      card.title = word("card_secret_title");
    }
    if (revealed.has(index)) {
      // the card that lay face down until the showdown
      card.classList.add("ct-revealed");
      card.setAttribute("aria-label", word("card_revealed", { card: card.getAttribute("aria-label") }));
      card.title = word("card_revealed_title");
    }
    if (later.has(index)) {
      card.classList.add("ct-later");
      card.setAttribute("aria-label", word("card_later", { card: card.getAttribute("aria-label") }));
      card.title = word("card_later_title");
    }
    if (drawn.has(index)) {
      card.classList.add("ct-drawn");
      card.setAttribute("aria-label", `${card.getAttribute("aria-label")}, ${word("just_drawn")}`);
      card.title = word("just_drawn");
    }
    if (index >= fresh && ctx.previous) {
      card.classList.add("ct-deal");
      card.style.setProperty("--ct-i", String(index - fresh));
    }
    if (selecting && parseCode(code)) {
      const chosen = ctx.selection.has(code);
      // a selection that means "these go" (draw poker's replace) marks its cards with the word
      const mark = chosen && selecting.select.mark ? String(selecting.select.mark) : "";
      const button = h(doc, "button", {
        type: "button",
        className: `ct-card-button${chosen ? " ct-selected" : ""}${mark ? " ct-marked" : ""}`,
        "aria-pressed": chosen ? "true" : "false",
        "data-focus-key": `card:${code}`,
        onclick: () => ctx.toggle(code),
      });
      // named by its words ("Ace of spades"), not by the drawing's corner text ("A♠")
      const named = card.getAttribute("aria-label");
      const name = mark ? word("card_marked", { card: named, mark }) : named;
      button.append(h(doc, "span", { className: "ct-sr-only", text: name }));
      if (mark) button.append(h(doc, "span", { className: "ct-mark-tag", "aria-hidden": "true", text: mark }));
      card.removeAttribute("role");
      card.removeAttribute("aria-label");
      card.setAttribute("aria-hidden", "true");
      button.append(card);
      list.append(button);
    } else {
      list.append(card);
    }
  });
  if (!cards.length) list.append(h(doc, "div", { className: "ct-slot", "aria-hidden": "true" }));
  return list;
}

function renderStack(doc, zone, prevZone) {
  const count = zone.count || 0;
  const gained = prevZone && typeof prevZone.count === "number" && count > prevZone.count;
  const stack = h(doc, "div", {
    className: `ct-stack${gained ? " ct-gain" : ""}`,
    role: "img",
    "aria-label": word(count === 1 ? "stack_one" : "stack_many", { label: zone.label, count }),
  });
  const layers = Math.min(3, Math.ceil(count / 9));
  for (let i = 0; i < layers; i += 1) {
    const back = cardElement("??", doc);
    back.removeAttribute("role");
    back.removeAttribute("aria-label");
    back.style.setProperty("--ct-layer", String(i));
    stack.append(back);
  }
  if (!count) stack.append(h(doc, "div", { className: "ct-slot", "aria-hidden": "true" }));
  stack.append(h(doc, "span", { className: "ct-count", text: String(count), "aria-hidden": "true" }));
  return stack;
}

/** Play `action` on the target zone `zoneId`, by a click or a digit key: the target, and
 * the selected cards if the action plays a selection (a hit in Tonk: the cards, then the
 * spread they go on). A selection of the wrong size is not sent; the table says why. */
export function playTarget(action, zoneId, ctx) {
  const intent = { action: action.id, target: zoneId };
  if (action.select) {
    const why = whyNot(action, ctx.selection.size);
    if (why) {
      ctx.refuse(`${action.label}: ${why}.`);
      return;
    }
    intent.cards = [...ctx.selection];
  }
  ctx.send(intent);
}

function renderZone(doc, view, zone, ctx) {
  const prevZone = ctx.previous && (ctx.previous.zones || []).find((z) => z.id === zone.id);
  const targeting = actionsTargeting(view, zone.id);
  const classes = ["ct-zone"];
  if (zone.size) classes.push(`ct-size-${String(zone.size).replace(/[^a-z]/g, "")}`);
  if (zone.tone) classes.push(`ct-tone-${String(zone.tone).replace(/[^a-z]/g, "")}`);
  if (zone.highlight) classes.push("ct-highlight");
  if (zone.picked) classes.push("ct-picked"); // the hand the person picked as the answer (the quiz)
  if (view.hint && view.hint.zone === zone.id) classes.push("ct-hinted"); // the pile a hint suggests
  if (zone.moved) classes.push("ct-moved"); // changed by the computer since your last move
  // a place to click; outlined only where the chosen cards fit (a spread they extend)
  const fitting = targeting.length > 0 && fitsSelection(targeting[0], zone.id, ctx.selection);
  if (targeting.length) classes.push(fitting ? "ct-target" : "ct-target-quiet");
  if (fitting && Array.isArray(targeting[0].fits)) classes.push("ct-fits");
  const attrs = {
    className: classes.join(" "),
    "data-zone": zone.id,
    style: { gridArea: zone.area || "auto" },
  };
  if (zone.delay) attrs.style["--ct-zone-delay"] = String(zone.delay);
  if (targeting.length) {
    const action = targeting[0];
    Object.assign(attrs, {
      role: "button",
      tabindex: "0",
      "data-focus-key": `zone:${zone.id}`,
      onclick: () => playTarget(action, zone.id, ctx),
      onkeydown: (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          event.stopPropagation();
          playTarget(action, zone.id, ctx);
        }
      },
    });
  } else {
    attrs.role = "group";
    attrs["aria-label"] = zone.label;
  }
  const el = h(doc, "div", attrs);
  // a target's name is its move, then what it shows ("Place: Battle 3, …"): the words on
  // screen stay part of the name, as speech-input users say them
  if (targeting.length) {
    const fitsWords = fitting && Array.isArray(targeting[0].fits) ? ", fits your cards" : "";
    el.append(h(doc, "span", { className: "ct-sr-only", text: `${targeting[0].label}${fitsWords}: ` }));
  }
  el.append(h(doc, "div", { className: "ct-zone-label", text: zone.label }));
  if (typeof zone.text === "string") {
    el.append(h(doc, "div", { className: "ct-zone-text", text: zone.text }));
    if (Array.isArray(zone.items) && zone.items.length) {
      // things staked in the pot, each named on the table
      const items = h(doc, "ul", { className: "ct-items", "aria-label": `${zone.label}: staked items` });
      for (const item of zone.items) items.append(h(doc, "li", { className: "ct-item", text: String(item) }));
      el.append(items);
    }
  } else if (zone.character) {
    const worn = Array.isArray(zone.character.worn) ? zone.character.worn : [];
    const figure = h(doc, "div", {
      className: "ct-character",
      role: "img",
      // the view's words ("wearing: hat, sunglasses and scarf"), in the reader's language
      "aria-label": zone.character.said ? `${zone.label}, ${zone.character.said}`
        : worn.length ? `${zone.label}, wearing: ${worn.join(", ")}` : `${zone.label}, no accessories left`,
    });
    figure.innerHTML = characterSvg(worn); // fixed markup: item names only select parts
    el.append(figure);
  } else {
    el.append(zone.stack ? renderStack(doc, zone, prevZone) : renderCards(doc, view, zone, prevZone, ctx));
  }
  el.append(h(doc, "div", { className: "ct-caption", text: zone.caption || "\u00a0" }));
  return el;
}

/** A stat's value in parts that never break inside ("won 1 · lost 0 · drawn 0"): a narrow
 * pill wraps between "lost 0" and "drawn 0", never leaving a number alone on a line. */
export function statParts(doc, value) {
  const parts = [];
  String(value ?? "").split(" · ").forEach((part, i) => {
    if (i) parts.push(doc.createTextNode(" · "));
    parts.push(h(doc, "span", { className: "ct-stat-part", text: part }));
  });
  return parts;
}

/** The "New game with…" form: each house rule as a select (a choice) or a number box,
 * sent together as `options` when the person asks for the new game. The person's edits
 * and whether the form is open live in `ctx` (kept across redraws). */
function renderRulesForm(doc, action, ctx) {
  const drafts = ctx.drafts || new Map();
  const open = ctx.open || new Set();
  const box = h(doc, "details", {
    className: "ct-new-game",
    open: open.has(action.id),
    ontoggle: (event) => {
      if (event.target.open) open.add(action.id);
      else open.delete(action.id);
    },
  });
  box.append(h(doc, "summary", { text: action.summary || word("new_game") }));
  const form = h(doc, "form", { className: "ct-form", "aria-label": action.label });
  const inputs = [];
  for (const field of action.form || []) {
    const key = `${action.id}:${field.name}`;
    const value = drafts.has(key) ? drafts.get(key) : field.value;
    let input;
    if (field.kind === "choice") {
      input = h(doc, "select", { name: field.name, "data-focus-key": `form:${key}` });
      for (const choice of field.choices || []) {
        input.append(h(doc, "option", { value: choice.value, text: choice.label, selected: String(choice.value) === String(value) }));
      }
    } else {
      input = h(doc, "input", {
        type: "number", name: field.name, min: field.min, max: field.max, step: 1, value,
        "data-focus-key": `form:${key}`,
      });
    }
    input.addEventListener("change", () => drafts.set(key, input.value));
    input.addEventListener("keydown", (event) => event.stopPropagation()); // keys stay in the form
    inputs.push([field, input]);
    const label = h(doc, "label", { className: "ct-field" }, h(doc, "span", { text: field.label }), input);
    if (!field.group) {
      form.append(label);
      continue;
    }
    // fields of one kind (who plays, the house rules) sit together under their heading
    let set = form.lastElementChild;
    if (!set || set.tagName !== "FIELDSET" || set.dataset.group !== String(field.group)) {
      set = h(doc, "fieldset", { className: "ct-fieldset", "data-group": String(field.group) },
        h(doc, "legend", { text: String(field.group) }));
      form.append(set);
    }
    set.append(label);
  }
  form.append(h(doc, "button", {
    type: "submit",
    className: "ct-button ct-primary",
    "data-action": action.id,
    "data-focus-key": `action:${action.id}`,
    title: action.help || action.label,
    disabled: action.enabled === false,
    text: action.label,
  }));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const options = {};
    for (const [field, input] of inputs) {
      options[field.name] = field.kind === "choice" ? input.value : Math.round(Number(input.value));
    }
    for (const [field] of inputs) drafts.delete(`${action.id}:${field.name}`);
    ctx.send({ action: action.id, options });
  });
  box.append(form);
  if (action.caption) box.append(h(doc, "p", { className: "ct-caption", text: action.caption }));
  return box;
}

/** Neighbouring moves that cannot be made for one reason say it once, after the last. */
function sayWhyOnce(toolbar) {
  const reasons = [...toolbar.querySelectorAll(".ct-why")];
  reasons.forEach((why, i) => {
    const next = reasons[i + 1];
    const adjacent = next && why.parentElement.nextElementSibling === next.parentElement;
    if (!adjacent || next.textContent !== why.textContent) return;
    why.parentElement.querySelector("button").setAttribute("aria-describedby", next.id);
    why.remove();
  });
}

/** The status line for the cards chosen so far, where the view words one for each count
 * (draw poker's "2 cards marked: DRAW replaces them"): the page holds the choice until
 * the move is sent, so the view's own status can only say none are chosen. */
export function markedStatus(view, ctx) {
  const selecting = (view.actions || []).find((a) => a.select && Array.isArray(a.select.status) && a.enabled !== false);
  if (!selecting) return null;
  const line = selecting.select.status[ctx.selection ? ctx.selection.size : 0];
  return typeof line === "string" ? line : null;
}

/** The status line and the log, less what the banner already says: a game's last
 * sentence ("The 500-battle limit is reached…") is shown once, in the banner. */
export function saidOnce(view) {
  const banner = view.banner && view.banner.text ? String(view.banner.text).trim() : null;
  const status = String(view.status || "");
  const log = [...(view.log || [])];
  if (banner && log.length && String(log[log.length - 1]).trim() === banner) log.pop();
  return { status: banner && status.trim() === banner ? "" : status, log };
}

/**
 * Build the table for `view`. `ctx` carries `send(intent)`, the `previous` view (for
 * animations), the card `selection` (a Set) with `toggle(code)`, and the `error`.
 */
export function renderTable(view, ctx, doc = document) {
  const layout = String(view.layout || "default").replace(/[^a-z0-9_-]/gi, "");
  const table = h(doc, "section", {
    className: `ct-table ct-layout-${layout}`,
    "aria-label": view.title || word("card_table"),
    "data-state-id": view.state_id,
  });

  const head = h(doc, "header", { className: "ct-head" }, h(doc, "h3", { className: "ct-title", text: view.title || "" }));
  const stats = h(doc, "div", { className: "ct-stats", role: "list" });
  for (const stat of view.stats || []) {
    stats.append(
      h(doc, "div", { className: "ct-stat", role: "listitem", "data-stat": stat.id },
        h(doc, "span", { className: "ct-stat-label", text: stat.label }),
        h(doc, "span", { className: "ct-stat-value" }, ...statParts(doc, stat.value))),
    );
  }
  head.append(stats);
  table.append(head);

  const said = saidOnce(view);
  table.append(h(doc, "p", { className: "ct-status", role: "status", "aria-live": "polite", text: markedStatus(view, ctx) ?? said.status }));

  if (view.banner) {
    table.append(
      h(doc, "div", { className: `ct-banner ct-banner-${view.banner.tone || "info"}`, role: "alert" },
        h(doc, "strong", { text: view.banner.title || "" }),
        h(doc, "span", { text: view.banner.text || "" })),
    );
  }

  const felt = h(doc, "div", { className: "ct-felt" });
  applyGrid(felt, view.grid); // the table's own arrangement, if its view brings one
  const zoneGroups = new Map();
  for (const zone of view.zones || []) {
    const el = renderZone(doc, view, zone, ctx);
    if (!zone.group) {
      felt.append(el);
      continue;
    }
    const name = String(zone.group).replace(/[^a-z0-9_-]/gi, "");
    if (!zoneGroups.has(name)) {
      const box = h(doc, "div", { className: "ct-zone-group", "data-group": name, style: { gridArea: name } });
      zoneGroups.set(name, box);
      felt.append(box);
    }
    zoneGroups.get(name).append(el);
  }
  table.append(felt);

  if (view.note) table.append(h(doc, "p", { className: "ct-note", role: "note", text: view.note }));

  table.append(h(doc, "div", { className: "ct-error", role: "alert", "aria-live": "assertive", text: ctx.error || "" }));

  const actions = h(doc, "div", { className: "ct-actions", role: "toolbar", "aria-label": word("moves") });
  const groups = new Map();
  const forms = [];
  for (const action of view.actions || []) {
    if (action.form) forms.push(action);
    if (Array.isArray(action.targets) && action.select && action.help && action.enabled !== false) {
      // a move played on a zone with chosen cards (Tonk's hit) has no button: say how it is made
      actions.append(h(doc, "p", { className: "ct-how", text: `${action.label}: ${action.help}` }));
    }
    if (Array.isArray(action.targets) || action.panel || action.form) continue; // zones, panel, form
    const el = renderAction(doc, action, ctx, view.hint);
    if (!action.group) {
      actions.append(el);
      continue;
    }
    if (!groups.has(action.group)) {
      const group = h(doc, "div", { className: "ct-group", role: "group", "aria-label": action.group },
        h(doc, "span", { className: "ct-group-label", text: action.group }));
      groups.set(action.group, group);
      actions.append(group);
    }
    groups.get(action.group).append(el);
  }
  sayWhyOnce(actions);
  table.append(actions);
  if (view.progress) table.append(renderProgress(view.progress, doc)); // the kernel at work (a review graded)
  if (view.review) table.append(renderReview(view, ctx, doc, renderTable)); // a finished game's review
  for (const action of forms) table.append(renderRulesForm(doc, action, ctx));

  if ((view.options || []).length) {
    const rules = h(doc, "details", { className: "ct-rules" }, h(doc, "summary", { text: word("house_rules") }));
    const list = h(doc, "dl");
    for (const option of view.options) {
      list.append(h(doc, "dt", { text: option.label }), h(doc, "dd", { text: option.value }));
    }
    rules.append(list);
    table.append(rules);
  }

  if ((view.steps || []).length) {
    const steps = h(doc, "ol", { className: "ct-steps", "aria-label": view.steps_label || "Step by step" });
    for (const line of view.steps) steps.append(h(doc, "li", { text: line }));
    table.append(steps);
  }

  if (said.log.length) {
    // newest first, so the latest line is always in view; focusable, so a keyboard can
    // scroll it when it overflows
    const log = h(doc, "ul", { className: "ct-log", tabindex: "0", "aria-label": word("log") });
    // while moves play out, the lines the move on show made are lit
    const lit = Math.max(0, Number(view.lit) || 0);
    [...said.log].reverse().forEach((line, i) => log.append(h(doc, "li", i < lit ? { text: line, className: "ct-lit" } : { text: line })));
    table.append(log);
  }
  return table;
}

/** The enabled action a key press stands for, if any. */
export function actionForKey(view, key) {
  const k = String(key).toLowerCase();
  return (view.actions || []).find((a) => a.key && a.key.toLowerCase() === k && a.enabled !== false) || null;
}
