import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FRAME_MS, frameMs, frameViews, framesToPlay, playFrames, speechPlan } from "./playback.js";
import { mount } from "./widget.js";
import { fakeModel } from "./fake_model.js";


// A Tonk table: three computer seats play between two of the person's turns.
const zones = (seat2, stock, discard, hand) => [
  { id: "seat.1", label: "Player 2", cards: Array(seat2).fill("??") },
  { id: "stock", label: "Stock", stack: true, count: stock },
  { id: "discard", label: "Discard", cards: [discard] },
  { id: "me.hand", label: "Your hand", cards: hand },
];
const LINES = ["You discard 9♣.", "Player 2 draws from the stock.", "Player 2 discards K♦."];
const before = {
  title: "Ultimate Tonk",
  layout: "tonk",
  state_id: "1",
  status: "Your turn",
  zones: zones(5, 30, "4h", ["9c", "2s"]),
  actions: [{ id: "discard", label: "Discard", key: "d" }],
  stats: [{ id: "chips", label: "Your chips", value: "500" }],
  log: ["Five cards each."],
};
const frames = [
  {
    lines: [LINES[0]],
    own: true,
    zones: [{ id: "discard", label: "Discard", cards: ["9c"] }, { id: "me.hand", label: "Your hand", cards: ["2s"] }],
    flights: [{ from: "me.hand", to: "discard", card: "9c" }],
  },
  {
    lines: [LINES[1]],
    zones: [{ id: "seat.1", label: "Player 2", cards: Array(6).fill("??") }, { id: "stock", label: "Stock", stack: true, count: 29 }],
    flights: [{ from: "stock", to: "seat.1", card: "??" }],
  },
  {
    lines: [LINES[2]],
    zones: [{ id: "seat.1", label: "Player 2", cards: Array(5).fill("??") }, { id: "discard", label: "Discard", cards: ["Kd"] }],
    flights: [{ from: "seat.1", to: "discard", card: "Kd" }],
  },
];
const after = {
  ...before,
  state_id: "2",
  status: "Your turn: draw or take the discard",
  zones: zones(5, 29, "Kd", ["2s"]),
  actions: [{ id: "draw_stock", label: "Draw", key: "s" }],
  stats: [{ id: "chips", label: "Your chips", value: "490" }],
  log: ["Five cards each.", ...LINES],
  said: LINES,
  playback: { from: "1", frames },
};

const shownCards = (el, zone) => [...el.querySelectorAll(`[data-zone="${zone}"] .ct-card`)].map((c) => c.dataset.card);

let reduce = false;
beforeEach(() => {
  vi.useFakeTimers();
  reduce = false;
  window.matchMedia = (query) => ({ matches: reduce && query.includes("reduce"), media: query });
});
afterEach(() => {
  vi.useRealTimers();
  delete window.matchMedia;
});

function table(speed = "normal") {
  const model = fakeModel({ view: before, error: "", speed, theme: "auto" });
  const el = document.createElement("div");
  document.body.append(el);
  mount(model, el);
  return { model, el };
}

describe("which moves play out", () => {
  it("plays frames only from the view on screen, at a speed, without reduced motion", () => {
    expect(framesToPlay(before, after, "normal", false)).toBe(frames);
    expect(framesToPlay(before, after, "off", false)).toBeNull();
    expect(framesToPlay(before, after, "normal", true)).toBeNull();
    expect(framesToPlay({ ...before, state_id: "0" }, after, "normal", false)).toBeNull(); // a page that just connected
    expect(framesToPlay(null, after, "normal", false)).toBeNull();
    expect(framesToPlay(before, { ...after, playback: undefined }, "normal", false)).toBeNull();
  });

  it("gives each move its time by the speed; your own move half of it", () => {
    expect([frameMs(frames[1], "fast"), frameMs(frames[1], "normal"), frameMs(frames[1], "slow")]).toEqual([
      FRAME_MS / 2, FRAME_MS, FRAME_MS * 2,
    ]);
    expect(frameMs(frames[0], "normal")).toBe(FRAME_MS / 2);
  });

  it("patches the zones frame by frame, lights each move's line, offers no move", () => {
    const views = frameViews(before, after, frames);
    expect(views.map((v) => v.zones.find((z) => z.id === "seat.1").cards.length)).toEqual([5, 6, 5]);
    expect(views.map((v) => v.zones.find((z) => z.id === "discard").cards)).toEqual([["9c"], ["9c"], ["Kd"]]);
    expect(views[1].zones.find((z) => z.id === "stock").moved).toBe(true);
    expect(views[1].zones.find((z) => z.id === "me.hand").moved).toBe(false); // changed by the move before
    expect(views.map((v) => v.log.at(-1))).toEqual(LINES);
    expect(views.every((v) => v.lit === 1 && v.actions.length === 0 && v.banner === null)).toBe(true);
    expect(views[2].stats).toEqual(before.stats); // the chips change when the moves have played
    const gone = frameViews(before, after, [{ lines: [], zones: [{ id: "spread.1", cards: ["2h"] }], gone: ["stock"] }]);
    expect(gone[0].zones.map((z) => z.id)).toEqual(["seat.1", "discard", "me.hand", "spread.1"]);
  });

  it("shows a move's header figures from that move on: a new hand's number and chips come with its deal", () => {
    const dealt = [{ Hand: "2" }].map((x) => [{ id: "hand", label: "Hand", value: x.Hand }]);
    const views = frameViews(before, after, [frames[0], { ...frames[1], stats: dealt[0] }, frames[2]]);
    expect(views[0].stats).toEqual(before.stats);
    expect(views[1].stats).toEqual(dealt[0]);
    expect(views[2].stats).toEqual(dealt[0]); // kept until another move changes it
  });

  it("reads the lines before the first move, then each move's, each once", () => {
    const deal = { ...after, said: ["Hand 2.", ...LINES] };
    expect(speechPlan(deal, frames)).toEqual({ lead: ["Hand 2."], perFrame: LINES.map((l) => [l]) });
    expect(speechPlan({ ...after, said: ["3 earlier moves are in the log.", LINES[2]] }, frames)).toBeNull();
  });

  it("skips to the end once, however often asked", () => {
    const shown = [];
    const ends = [];
    const run = playFrames({ frames, speed: "normal", show: (i) => shown.push(i), done: (s) => ends.push(s) });
    expect(shown).toEqual([0]);
    run.skip();
    run.skip();
    vi.advanceTimersByTime(10 * FRAME_MS);
    expect(shown).toEqual([0]);
    expect(ends).toEqual([true]);
  });
});

describe("a table playing the computer's moves out", () => {
  for (const speed of ["fast", "normal", "slow"]) {
    it(`steps through every frame at ${speed} speed, then draws the view`, () => {
      const { model, el } = table(speed);
      model.set("view", after);
      const seen = [];
      const look = () => seen.push([shownCards(el, "seat.1").length, shownCards(el, "discard")[0]]);
      look();
      expect(el.querySelector(".ct-playing")).not.toBeNull();
      expect(el.querySelector('[data-action="draw_stock"]')).toBeNull(); // no move offered mid-sequence
      vi.advanceTimersByTime(frameMs(frames[0], speed));
      look();
      vi.advanceTimersByTime(frameMs(frames[1], speed) - 1);
      look(); // not yet: the second move is still on show
      vi.advanceTimersByTime(1);
      look();
      vi.advanceTimersByTime(frameMs(frames[2], speed));
      look();
      expect(seen).toEqual([[5, "9c"], [6, "9c"], [6, "9c"], [5, "Kd"], [5, "Kd"]]);
      expect(el.querySelector(".ct-playing")).toBeNull();
      expect(el.querySelector('[data-action="draw_stock"]')).not.toBeNull();
      expect(el.querySelector(".ct-stat-value").textContent).toBe("490");
    });
  }

  it("flies each card from the zone that lost it, a hidden one as a back, and lights its line", () => {
    const { model, el } = table();
    model.set("view", after);
    vi.advanceTimersByTime(frameMs(frames[0], "normal"));
    const flying = [...el.querySelectorAll(".ct-flying")];
    expect(flying.map((c) => [c.dataset.from, c.dataset.to, c.dataset.card])).toEqual([["stock", "seat.1", "??"]]);
    expect(flying[0].classList.contains("ct-back")).toBe(true);
    expect(el.querySelector(".ct-flights").getAttribute("aria-hidden")).toBe("true");
    expect([...el.querySelectorAll(".ct-log .ct-lit")].map((li) => li.textContent)).toEqual([LINES[1]]);
    expect(el.querySelector(".ct-status").textContent).toBe(LINES[1]);
  });

  it("shows the end at a click, and the click plays nothing", () => {
    const { model, el } = table();
    model.set("view", after);
    el.querySelector(".ct-skip").click();
    expect(el.querySelector(".ct-playing")).toBeNull();
    expect(shownCards(el, "discard")).toEqual(["Kd"]);
    expect(model.sent).toEqual([]);
    el.querySelector('[data-action="draw_stock"]').click(); // now the move is the person's
    expect(model.sent.map((m) => [m.action, m.state_id])).toEqual([["draw_stock", "2"]]);
  });

  it("shows the end at a key, and the key plays nothing", () => {
    const { model, el } = table();
    model.set("view", after);
    el.querySelector(".ct-root").dispatchEvent(new KeyboardEvent("keydown", { key: "s", bubbles: true }));
    expect(el.querySelector(".ct-playing")).toBeNull();
    expect(model.sent).toEqual([]); // "s" is Draw in the end view, but the person had not seen it
    el.querySelector(".ct-root").dispatchEvent(new KeyboardEvent("keydown", { key: "s", bubbles: true }));
    expect(model.sent.map((m) => m.action)).toEqual(["draw_stock"]);
  });

  it("shows the end at once with speed off or reduced motion", () => {
    for (const [speed, less] of [["off", false], ["normal", true]]) {
      reduce = less;
      const { model, el } = table(speed);
      model.set("view", after);
      expect(el.querySelector(".ct-playing")).toBeNull();
      expect(shownCards(el, "discard")).toEqual(["Kd"]);
      expect(el.querySelector(".ct-announce").textContent).toBe(LINES.join(" "));
    }
  });

  it("a view without frames is drawn at once, its new cards dealt in as before", () => {
    const { model, el } = table();
    model.set("view", { ...after, playback: undefined, zones: zones(5, 30, "4h", ["9c", "2s", "Qh"]) });
    expect(el.querySelector(".ct-playing")).toBeNull();
    const dealt = [...el.querySelectorAll('[data-zone="me.hand"] .ct-card')].map((c) => c.classList.contains("ct-deal"));
    expect(dealt).toEqual([false, false, true]);
  });

  it("a newer view ends the sequence at its end, then plays its own", () => {
    const { model, el } = table();
    model.set("view", after);
    const third = {
      ...after,
      state_id: "3",
      said: ["Player 2 drops."],
      log: [...after.log, "Player 2 drops."],
      playback: { from: "2", frames: [{ lines: ["Player 2 drops."], zones: [], flights: [] }] },
    };
    model.set("view", third);
    expect(el.querySelector(".ct-status").textContent).toBe("Player 2 drops.");
    expect(shownCards(el, "discard")).toEqual(["Kd"]);
    vi.advanceTimersByTime(FRAME_MS);
    expect(el.querySelector(".ct-playing")).toBeNull();
  });
});

describe("the live region during the moves", () => {
  const texts = (el, steps) => {
    const region = el.querySelector(".ct-announce");
    const heard = [region.textContent];
    for (const ms of steps) {
      vi.advanceTimersByTime(ms);
      if (region.textContent !== heard.at(-1)) heard.push(region.textContent);
    }
    return heard;
  };

  it("reads each line once and in order, as its move plays, then the result", () => {
    const { model, el } = table();
    const banner = { title: "Player 2 wins", text: "Player 2 goes out.", tone: "loss" };
    model.set("view", { ...after, banner });
    const heard = texts(el, frames.map((f) => frameMs(f, "normal")));
    expect(heard).toEqual([...LINES, "Player 2 wins. Player 2 goes out."]);
  });

  it("reads what was left once when the end is asked for", () => {
    const { model, el } = table();
    model.set("view", after);
    vi.advanceTimersByTime(frameMs(frames[0], "normal"));
    el.querySelector(".ct-skip").click();
    expect(el.querySelector(".ct-announce").textContent).toBe(LINES[2]);
    vi.advanceTimersByTime(10 * FRAME_MS);
    expect(el.querySelector(".ct-announce").textContent).toBe(LINES[2]);
  });
});

describe("sounds, off unless asked for", () => {
  class FakeAudio {
    constructor() {
      FakeAudio.made += 1;
      this.currentTime = 0;
      this.destination = {};
    }
    createOscillator() {
      return { frequency: {}, connect: (g) => g, start: () => FakeAudio.notes.push("start"), stop() {} };
    }
    createGain() {
      return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (d) => d };
    }
  }
  beforeEach(() => {
    FakeAudio.made = 0;
    FakeAudio.notes = [];
    window.AudioContext = FakeAudio;
  });
  afterEach(() => delete window.AudioContext);

  it("makes no sound by default", () => {
    const { model } = table();
    model.set("view", { ...after, banner: { tone: "win", title: "You win", text: "" } });
    vi.advanceTimersByTime(10 * FRAME_MS);
    expect(FakeAudio.notes).toEqual([]);
  });

  it("deals, places and cheers with Web Audio when the sound is on", async () => {
    const { frameSound, SOUNDS } = await import("./sounds.js");
    expect(frames.map(frameSound)).toEqual(["place", "deal", "place"]);
    const model = fakeModel({ view: before, error: "", speed: "normal", theme: "auto", sound: true });
    const el = document.createElement("div");
    mount(model, el);
    model.set("view", { ...after, banner: { tone: "win", title: "You win", text: "" } });
    vi.advanceTimersByTime(10 * FRAME_MS);
    const expected = SOUNDS.place.length * 2 + SOUNDS.deal.length + SOUNDS.win.length;
    expect(FakeAudio.notes.length).toBe(expected);
  });
});
