// Playing out the moves since the last view, one frame at a time.
//
// A view may carry `playback`: `{from, frames}`, where `from` is the state_id of the view
// the frames start from and each frame is what the kernel's screened view code showed
// just after one move: the zones that changed (`zones`, `gone`), the log lines the move
// made (`lines`), and the cards that went from one zone to another (`flights`; a card
// hidden from this seat is "??"). Nothing here knows a rule: it patches zones, flies a
// card from one zone's place to another's, lights the lines, then the view is drawn.

export const FRAME_MS = 700; // one move at normal speed; `fast` halves it, `slow` doubles it
export const OWN_SHARE = 0.5; // the person's own move plays in half the time: they know it
export const SPEED_FACTORS = { off: 0, fast: 0.5, normal: 1, slow: 2 };

/** Whether the person asked the system for less motion. */
export function prefersReducedMotion(doc) {
  const win = doc && doc.defaultView;
  return Boolean(win && win.matchMedia && win.matchMedia("(prefers-reduced-motion: reduce)").matches);
}

/** The frames to play between `before` (the view on screen) and `after`, or null: none
 * sent, a view that does not start from the one on screen (a page that just connected),
 * the speed `off`, or reduced motion asked for. */
export function framesToPlay(before, after, speed, reducedMotion) {
  const playback = after && after.playback;
  if (!playback || !Array.isArray(playback.frames) || !playback.frames.length) return null;
  if (!before || before.state_id !== playback.from) return null;
  if (reducedMotion || !SPEED_FACTORS[speed]) return null;
  return playback.frames;
}

/** How long `frame` stays on screen at `speed`, in milliseconds. */
export function frameMs(frame, speed) {
  const factor = SPEED_FACTORS[speed] ?? 1;
  return Math.round(FRAME_MS * factor * (frame && frame.own ? OWN_SHARE : 1));
}

/** The table as each frame shows it: `before`'s zones patched frame by frame, with the
 * frame's lines lit at the end of the log and as the status. Between frames nothing can
 * be played (no actions) and the result is not shown yet (no banner). */
export function frameViews(before, after, frames) {
  let zones = [...(before.zones || [])];
  let log = [...(before.log || [])];
  const keep = Math.max((after.log || []).length, log.length, 1);
  let stats = before.stats || after.stats; // the header as last drawn, until a move changes it
  return frames.map((frame) => {
    if (Array.isArray(frame.stats)) stats = frame.stats;
    const changed = new Map((frame.zones || []).map((z) => [z.id, z]));
    const gone = new Set(frame.gone || []);
    zones = zones.filter((z) => !gone.has(z.id)).map((z) => changed.get(z.id) || z);
    const present = new Set(zones.map((z) => z.id));
    for (const zone of frame.zones || []) if (!present.has(zone.id)) zones.push(zone);
    const lines = (frame.lines || []).map(String);
    log = [...log, ...lines].slice(-keep);
    return {
      ...after,
      state_id: before.state_id, // the view's own id is drawn with its end: a wait for it waits for the moves
      zones: zones.map((z) => ({ ...z, moved: changed.has(z.id) })), // marked: what this move changed
      log,
      lit: lines.length,
      status: lines.length ? lines.join(" ") : before.status || "",
      stats,
      actions: [],
      banner: null,
      note: null,
      hint: null,
      playback: undefined,
      playing: true,
    };
  });
}

/** What the live region reads during a sequence, each line once and in order: the lines
 * said before the first move (a new deal), each frame's lines as it plays, then the
 * result. `null` when the kernel's new lines do not end with the frames' lines (the
 * region then reads them all at the end, as it does without frames). */
export function speechPlan(after, frames) {
  const said = Array.isArray(after.said) ? after.said.map(String) : null;
  const perFrame = frames.map((f) => (f.lines || []).map(String));
  const flat = perFrame.flat();
  if (!said || flat.length > said.length) return null;
  const tail = said.slice(said.length - flat.length);
  if (!tail.every((line, i) => line === flat[i])) return null;
  return { lead: said.slice(0, said.length - flat.length), perFrame };
}

/** The result, when a banner appears, unless its words were already read. */
export function bannerWords(before, after, read) {
  const banner = after.banner;
  const was = before && before.banner;
  if (!banner || (was && was.title === banner.title && was.text === banner.text)) return "";
  const parts = [banner.title, read.includes(banner.text) ? "" : banner.text].filter(Boolean);
  return parts.map((part) => (/[.!?…:]$/.test(part) ? part : `${part}.`)).join(" ");
}

/** The centre of the element of zone `id` (or of the felt's top edge: "the deck"),
 * relative to `box`. */
function centre(root, id, box) {
  const zone = id ? root.querySelector(`[data-zone="${String(id).replace(/["\\]/g, "\\$&")}"]`) : null;
  const el = zone ? zone.querySelector(".ct-cards, .ct-stack") || zone : root.querySelector(".ct-felt");
  if (!el) return null;
  const r = el.getBoundingClientRect();
  return { x: r.left - box.left + r.width / 2, y: (zone ? r.top + r.height / 2 : r.top) - box.top };
}

/** Cards flying over the table from the zone that lost them to the zone that gained
 * them, drawn by `cardElement` (a "??" is a back). Decoration only: hidden from
 * assistive technology, which hears the lines. */
export function flyCards(root, frame, ms, cardElement, doc) {
  const layer = root.querySelector(".ct-flights");
  if (!layer) return [];
  const box = layer.getBoundingClientRect();
  const made = [];
  (frame.flights || []).slice(0, 24).forEach((flight, i) => {
    const from = centre(root, flight.from, box);
    const to = centre(root, flight.to, box);
    if (!from || !to) return;
    const card = cardElement(String(flight.card), doc);
    card.removeAttribute("role");
    card.removeAttribute("aria-label");
    card.classList.add("ct-flying");
    card.dataset.from = flight.from || "deck";
    card.dataset.to = flight.to;
    card.style.setProperty("--ct-x0", `${from.x}px`);
    card.style.setProperty("--ct-y0", `${from.y}px`);
    card.style.setProperty("--ct-x1", `${to.x}px`);
    card.style.setProperty("--ct-y1", `${to.y}px`);
    card.style.setProperty("--ct-fly-ms", `${Math.round(ms * 0.7)}ms`);
    card.style.setProperty("--ct-fly-delay", `${Math.round((i * ms * 0.25) / Math.max(1, frame.flights.length))}ms`);
    layer.append(card);
    made.push(card);
  });
  return made;
}

/**
 * Play `frames` one after another: `show(i)` draws frame i, then after its time the next;
 * `done(skipped)` runs once at the end (after the last frame, or at once on `skip()`).
 * `wait(fn, ms)` and `cancel(timer)` are setTimeout and clearTimeout unless given.
 */
export function playFrames({ frames, speed, show, done, wait = setTimeout, cancel = clearTimeout }) {
  let index = -1;
  let timer = null;
  let over = false;
  const finish = (skipped) => {
    if (over) return;
    over = true;
    cancel(timer);
    timer = null;
    done(skipped);
  };
  const next = () => {
    index += 1;
    if (index >= frames.length) {
      finish(false);
      return;
    }
    show(index);
    timer = wait(next, frameMs(frames[index], speed));
  };
  next();
  return {
    skip: () => finish(true),
    get playing() {
      return !over;
    },
    get index() {
      return index;
    },
  };
}
