// The anywidget entry point: binds a model's `view`, `error`, `speed` and `theme` to a
// table drawn by renderTable, and sends the person's clicks back as intents.
import "./styles.css";
import "./layouts.css";
import { renderHelp } from "./help.js";
import { keyLegend } from "./keys.js";
import { cardElement } from "./cards.js";
import { frameSound, playSound } from "./sounds.js";
import { bannerWords, flyCards, frameMs, frameViews, framesToPlay, playFrames, prefersReducedMotion, speechPlan } from "./playback.js";
import { actionForKey, autoIntent, chosenCards, playTarget, renderTable, selectableCards } from "./table.js";
import { ENGLISH, useWords, word } from "./words.js";

const quote = (text) => String(text).replace(/["\\]/g, "\\$&");

let mounts = 0; // numbers each drawn table, so ids in one page never collide

export const SPEED_FACTORS = { off: 0, fast: 0.5, normal: 1, slow: 2 };
// How long the table waits for the kernel's answer to a click before it lets the person
// try again (a lost answer must never leave the table busy for good).
export const ANSWER_WAIT_MS = 8000;
export const NO_ANSWER = ENGLISH.no_answer;

/** One sentence joined to the next: "You win!" and "Right!" keep their own mark. */
const sentence = (parts) =>
  parts
    .filter(Boolean)
    .map((part) => (/[.!?…:]$/.test(part) ? part : `${part}.`))
    .join(" ");

/** What a screen reader is told when the view changes from `before` to `after`: every
 * line the kernel says is new (`said`, oldest first, however many moves landed between
 * the two views), then the result when a banner appears. A view without `said` is told
 * by the log lines that are new. A banner whose words were just read is not read again. */
export function announcement(before, after) {
  let lines;
  if (Array.isArray(after.said)) {
    lines = [...after.said];
  } else {
    const old = before.log || [];
    const log = after.log || [];
    let kept = 0;
    for (let k = Math.min(old.length, log.length); k > 0; k -= 1) {
      if (log.slice(0, k).every((line, i) => line === old[old.length - k + i])) {
        kept = k;
        break;
      }
    }
    lines = log.slice(kept);
  }
  const banner = after.banner;
  const bannerWas = before.banner;
  if (banner && !(bannerWas && bannerWas.title === banner.title && bannerWas.text === banner.text)) {
    const told = lines.includes(banner.text);
    lines.push(sentence([banner.title, told ? "" : banner.text]));
  }
  return lines.join(" ");
}

/** Bring an opened How to play panel where it is seen: beside a wide table it is in
 * view already; below a narrow one (after the log) the page scrolls to it. Focus moves
 * into it, so a screen reader reads it and the keyboard scrolls it. */
export function showHelp(panel) {
  panel.focus({ preventScroll: true });
  panel.scrollIntoView?.({ block: "nearest", inline: "nearest" });
}

/** Draws one view of a model into `el`; returns the cleanup anywidget calls on removal. */
export function mount(model, el) {
  const doc = el.ownerDocument || document;
  const uid = `t${(mounts += 1)}`;
  const root = doc.createElement("div");
  root.className = "ct-root";
  root.tabIndex = -1;
  el.append(root);

  // One live region that outlives every redraw, so screen readers hear what changed:
  // the new log lines (what the computer did), then the result when a game ends.
  const announcer = doc.createElement("div");
  announcer.className = "ct-sr-only ct-announce";
  announcer.setAttribute("role", "status");
  announcer.setAttribute("aria-live", "polite");

  let previous = null;
  let selection = new Set();
  let sentFor = null; // state_id an intent was already sent for: one move per table
  let helpOpen = false; // the How to play panel, opened and closed in the page alone
  const openQuestions = new Set(); // its questions the person opened, kept across moves
  let helpScroll = 0; // and how far they had scrolled it
  let helpMoved = false; // the panel was just opened or closed: focus follows it once
  let waiting = null; // the timer of a click that has no answer yet

  const settle = () => {
    clearTimeout(waiting);
    waiting = null;
    root.classList.remove("ct-busy");
  };
  const open = new Set(); // forms the person opened, kept open across redraws
  const drafts = new Map(); // form fields edited but not sent yet

  const settings = () => {
    const speed = SPEED_FACTORS[model.get("speed")] ?? 1;
    root.style.setProperty("--ct-speed", String(speed));
    root.dataset.theme = model.get("theme") || "auto";
    root.dataset.colours = model.get("colours") === "four" ? "four" : "two";
    root.dataset.speed = model.get("speed") || "normal";
  };

  // JupyterLab tells a widget's model when its link to the kernel changes (a restart, a
  // stopped kernel): a click that then gets no answer is told why, not to try again. A
  // view from the kernel shows the link is live (a reload restoring the table also
  // changes the link).
  let linkChanged = false;
  const linkChange = () => {
    linkChanged = true;
  };
  model.on("comm_live_update", linkChange);
  const tell = (key) => {
    const box = root.querySelector(".ct-error");
    if (box) box.textContent = word(key);
  };

  const send = (intent) => {
    const view = model.get("view") || {};
    if (sentFor === view.state_id) return; // a double click plays once
    sentFor = view.state_id;
    root.classList.add("ct-busy");
    clearTimeout(waiting);
    waiting = setTimeout(() => {
      settle();
      sentFor = null;
      tell(linkChanged ? "kernel_gone" : "no_answer");
    }, ANSWER_WAIT_MS);
    model.send({ kind: "intent", state_id: view.state_id, ...intent });
  };

  // a move refused in the page itself (too few cards chosen): said where the kernel's are
  const refuse = (text) => {
    const box = root.querySelector(".ct-error");
    if (box) box.textContent = text;
  };

  let playing = null; // the moves being played out, frame by frame (playback.js)

  const draw = (shown = null) => {
    const view = shown || model.get("view") || {};
    const active = doc.activeElement;
    const focusKey = active && root.contains(active) ? active.getAttribute("data-focus-key") : null;
    const selectable = selectableCards(view);
    selection = new Set([...selection].filter((code) => selectable.has(code)));
    const ctx = {
      send,
      refuse,
      previous: shown ? null : previous, // a frame's cards fly in; they do not deal in
      selection,
      uid,
      openQuestions,
      error: model.get("error"),
      open,
      drafts,
      toggle: (code) => {
        const named = chosenCards(view);
        if (selection.has(code)) selection.delete(code);
        else if (named.size && named.size === selection.size && [...selection].every((c) => named.has(c))) {
          selection = new Set([code]); // a new card after a named hand starts the next hand
        } else selection.add(code);
        redraw();
        const auto = autoIntent(view, selection); // five picked: named at once, no button to press
        if (auto) send(auto);
      },
    };
    const help = model.get("rules");
    useWords(help && help.words); // the table's language: the words around it
    const table = renderTable(view, ctx, doc);
    const frame = doc.createElement("div");
    frame.className = `ct-frame${helpOpen ? " ct-help-open" : ""}`;
    frame.append(table);
    if (help && help.title) {
      const toggle = doc.createElement("button");
      toggle.type = "button";
      toggle.className = "ct-button ct-help-toggle";
      toggle.textContent = helpOpen ? word("hide_how_to_play") : word("how_to_play");
      toggle.setAttribute("aria-expanded", String(helpOpen));
      toggle.setAttribute("aria-keyshortcuts", "?");
      toggle.dataset.focusKey = "help-toggle";
      toggle.addEventListener("click", () => setHelp(!helpOpen));
      table.querySelector(".ct-head").append(toggle);
      if (helpOpen) {
        const old = root.querySelector(".ct-help");
        if (old) helpScroll = old.scrollTop;
        frame.append(renderHelp({ ...view, help }, ctx, doc));
      }
    }
    const legend = keyLegend(view, doc, { help: Boolean(help && help.title) });
    const toolbar = table.querySelector(".ct-actions");
    if (legend && toolbar) toolbar.after(legend);
    if (view.playing) {
      // the moves are being played out: the cards fly over this layer, and any click or
      // key shows the end at once (nothing is played from a frame: it has no moves)
      frame.classList.add("ct-playing");
      frame.append(doc.createElement("div"));
      frame.lastChild.className = "ct-flights";
      frame.lastChild.setAttribute("aria-hidden", "true");
      const skip = doc.createElement("button");
      skip.type = "button";
      skip.className = "ct-button ct-skip";
      skip.dataset.focusKey = "skip";
      skip.textContent = word("show_end");
      table.querySelector(".ct-actions")?.append(skip);
    }
    root.replaceChildren(frame, announcer);
    const panel = frame.querySelector(".ct-help");
    if (panel) panel.scrollTop = helpScroll; // a move redraws the panel where the person left it
    if (!waiting) root.classList.remove("ct-busy");
    if (helpMoved) {
      helpMoved = false;
      if (panel) showHelp(panel);
      else root.querySelector(".ct-help-toggle")?.focus(); // closed: back where it was opened
    } else if (focusKey) {
      const again = root.querySelector(`[data-focus-key="${quote(focusKey)}"]`);
      if (again && !again.disabled) again.focus();
      else root.focus();
    }
  };
  /** Open or close the How to play panel; focus moves into it, or back to its button. */
  const setHelp = (open) => {
    helpOpen = open;
    helpMoved = true;
    redraw();
  };
  // A redraw that is not a new view (a selection toggled): nothing animates again.
  const redraw = () => {
    if (playing) playing.skip(); // the end is drawn first, then what was asked
    const keep = previous;
    previous = model.get("view");
    draw();
    previous = keep;
  };
  const onView = () => {
    settle();
    if (playing) playing.skip(); // a newer view: the moves still playing are shown at their end
    const view = model.get("view") || {};
    // a new table state is a move made (by anyone): what was selected for it is spent
    // (a hand the table has named stays picked: its view says which cards, select.chosen)
    if (!previous || view.state_id !== previous.state_id) selection = chosenCards(view);
    const speed = model.get("speed") || "normal";
    const frames = framesToPlay(previous, view, speed, prefersReducedMotion(doc));
    const before = previous;
    sentFor = null;
    if (!frames) {
      cheer(before, view);
      draw(); // drawn against the view before: the cards it did not show deal in
      previous = view;
      if (before) announcer.textContent = announcement(before, view);
      return;
    }
    previous = view;
    playSequence(before, view, frames, speed);
  };
  /** A game won, when its banner appears: a short tune, if sounds are on (off by default). */
  const cheer = (before, view) => {
    const won = view.banner && view.banner.tone === "win";
    if (won && before && model.get("sound") && !(before.banner && before.banner.tone === "win")) playSound("win", doc);
  };
  /** Play the moves since `before` out, then draw `view`: each frame's lines are read as
   * it plays, the rest (or everything, when skipped) at the end. */
  const playSequence = (before, view, frames, speed) => {
    const views = frameViews(before, view, frames);
    const plan = speechPlan(view, frames);
    const read = [];
    const active = doc.activeElement;
    const focusKey = active && root.contains(active) ? active.getAttribute("data-focus-key") : null;
    const say = (lines) => {
      read.push(...lines);
      if (lines.length) announcer.textContent = lines.join(" ");
    };
    if (plan) say(plan.lead);
    playing = playFrames({
      frames,
      speed,
      show: (i) => {
        draw(views[i]);
        flyCards(root, frames[i], frameMs(frames[i], speed), cardElement, doc);
        const sound = model.get("sound") ? frameSound(frames[i]) : null;
        if (sound) playSound(sound, doc);
        if (plan) say(plan.perFrame[i]);
      },
      done: () => {
        playing = null;
        cheer(before, view);
        const focused = root.contains(doc.activeElement);
        draw();
        // focus goes back where it was before the moves played (the button pressed), else stays in the table
        const again = focusKey && root.querySelector(`[data-focus-key="${quote(focusKey)}"]`);
        if (again && !again.disabled) again.focus();
        else if (focused && !root.contains(doc.activeElement)) root.focus();
        if (!plan) {
          announcer.textContent = announcement(before, view);
          return;
        }
        const all = plan.lead.concat(...plan.perFrame);
        const end = [...all.slice(read.length), bannerWords(before, view, all)].filter(Boolean).join(" ");
        if (end) announcer.textContent = end;
      },
    });
  };
  const onError = () => {
    const box = root.querySelector(".ct-error");
    if (box) box.textContent = model.get("error") || "";
    settle();
    sentFor = null; // the move was refused: the person may try again
  };
  /** A digit with no key of its own (a full Five-O pile): the zone of that number among
   * numbered targets ("me.pile.5"), sent all the same, so the kernel says why not. */
  const numberedTarget = (targets, digit) => {
    const prefixes = new Set(targets.map((t) => (/^(.+)\.\d+$/.exec(t) || [])[1]));
    const [prefix] = prefixes;
    return prefixes.size === 1 && prefix ? `${prefix}.${digit}` : null;
  };
  const onKey = (event) => {
    if (playing && !["Tab", "Shift", "Control", "Alt", "Meta"].includes(event.key)) {
      // a key during the moves shows their end; it plays nothing (the person has not seen the end yet)
      playing.skip();
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA")) return;
    const view = model.get("view") || {};
    const help = model.get("rules");
    if ((event.key === "?" && help && help.title) || (event.key === "Escape" && helpOpen)) {
      setHelp(event.key === "?" ? !helpOpen : false); // Esc closes the panel, as dialogs do
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    const action = actionForKey(view, event.key);
    let handled = false;
    if (action) {
      const button = root.querySelector(`[data-action="${quote(action.id)}"]`);
      if (button && !button.disabled) {
        button.click();
        handled = true;
      }
    } else if (/^[1-9]$/.test(event.key)) {
      // digits pick a target of the first action that has targets: by its own key map,
      // else the n-th target
      const targeted = (view.actions || []).find((a) => a.enabled !== false && a.targets);
      let zone = targeted && (targeted.keys ? targeted.keys[event.key] : targeted.targets[Number(event.key) - 1]);
      if (!zone && targeted && targeted.keys) zone = numberedTarget(targeted.targets, event.key);
      if (zone) {
        playTarget(targeted, zone, { send, refuse, selection }); // a hit by key takes the chosen cards too
        handled = true;
      }
    }
    if (handled) event.preventDefault();
    // A plain key pressed in the table is the table's, used or not: JupyterLab's
    // command-mode keys ("1" makes a heading, "m" a markdown cell) must not act on the
    // notebook behind it. Keys with Ctrl, Alt or Meta (save, the command palette), Tab
    // and Escape still reach the notebook. (data-lm-suppress-shortcuts on the root
    // would silence those too.)
    if (event.key === "Escape") {
      // Escape leaves the table: focus goes back to its notebook cell, whose keys work again
      const host = root.parentElement && root.parentElement.closest(".jp-Cell, .jp-Notebook, [tabindex]");
      if (host) host.focus();
      else doc.activeElement?.blur?.();
      return;
    }
    if (event.key !== "Tab") event.stopPropagation();
  };

  settings();
  onView();
  const live = () => {
    linkChanged = false;
  };
  model.on("change:view", live);
  model.on("change:view", onView);
  model.on("change:rules", redraw);
  model.on("change:error", onError);
  model.on("change:refusals", onError); // the same refusal again changes only the counter
  model.on("change:speed", settings);
  model.on("change:theme", settings);
  model.on("change:colours", settings);
  root.addEventListener("keydown", onKey);
  const onClick = (event) => {
    if (!playing) return;
    playing.skip(); // a click during the moves shows their end, and does nothing more
    event.preventDefault();
    event.stopPropagation();
  };
  root.addEventListener("click", onClick, true);

  return () => {
    if (playing) playing.skip();
    root.removeEventListener("click", onClick, true);
    model.off("change:view", live);
    model.off("change:view", onView);
    model.off("change:rules", redraw);
    model.off("change:error", onError);
    model.off("change:refusals", onError);
    clearTimeout(waiting);
    model.off("change:speed", settings);
    model.off("change:theme", settings);
    model.off("change:colours", settings);
    model.off("comm_live_update", linkChange);
    root.removeEventListener("keydown", onKey);
    root.remove();
  };
}

export default {
  render({ model, el }) {
    return mount(model, el);
  },
};
