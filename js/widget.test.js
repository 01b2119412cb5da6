import { describe, expect, it, vi } from "vitest";
import { ANSWER_WAIT_MS, NO_ANSWER, mount } from "./widget.js";
import { ENGLISH } from "./words.js";
import { fakeModel } from "./fake_model.js";


const view = (id, extra = {}) => ({
  title: "War",
  layout: "war",
  state_id: id,
  zones: [{ id: "me.battle", label: "Your cards", cards: ["9h"] }],
  actions: [{ id: "turn", label: "Turn cards", key: "t" }],
  ...extra,
});

describe("mount", () => {
  it("sends one intent per table state: a double click plays once", () => {
    const model = fakeModel({ view: view("1"), error: "", speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    mount(model, el);
    const button = el.querySelector('[data-action="turn"]');
    button.click();
    button.click();
    expect(model.sent).toEqual([{ kind: "intent", state_id: "1", action: "turn" }]);
    model.set("view", view("2"));
    el.querySelector('[data-action="turn"]').click();
    expect(model.sent.length).toBe(2);
    expect(model.sent[1].state_id).toBe("2");
  });

  it("lets the person try again after a refusal and shows the reason", () => {
    const model = fakeModel({ view: view("1"), error: "", speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    mount(model, el);
    el.querySelector('[data-action="turn"]').click();
    model.set("error", "That click was made on an earlier table.");
    expect(el.querySelector(".ct-error").textContent).toContain("earlier table");
    el.querySelector('[data-action="turn"]').click();
    expect(model.sent.length).toBe(2);
  });

  it("hears the same refusal twice: the refusal counter ends the busy state each time", () => {
    const model = fakeModel({ view: view("1"), error: "", refusals: 0, speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    mount(model, el);
    const root = el.querySelector(".ct-root");
    for (const count of [1, 2]) {
      el.querySelector('[data-action="turn"]').click();
      expect(root.classList.contains("ct-busy")).toBe(true);
      // the kernel refuses with the same words: only the counter changes the second time
      if (count === 1) model.state.error = "Not now.";
      model.set("refusals", count);
      expect(root.classList.contains("ct-busy")).toBe(false);
      expect(el.querySelector(".ct-error").textContent).toBe("Not now.");
    }
    expect(model.sent.length).toBe(2);
  });

  it("leaves its busy state when no answer comes, and lets the person try again", () => {
    vi.useFakeTimers();
    try {
      const model = fakeModel({ view: view("1"), error: "", refusals: 0, speed: "normal", theme: "auto" });
      const el = document.createElement("div");
      const cleanup = mount(model, el);
      const root = el.querySelector(".ct-root");
      el.querySelector('[data-action="turn"]').click();
      vi.advanceTimersByTime(ANSWER_WAIT_MS - 1);
      expect(root.classList.contains("ct-busy")).toBe(true);
      vi.advanceTimersByTime(1);
      expect(root.classList.contains("ct-busy")).toBe(false);
      expect(el.querySelector(".ct-error").textContent).toBe(NO_ANSWER);
      el.querySelector('[data-action="turn"]').click();
      expect(model.sent.length).toBe(2);
      model.set("view", view("2")); // the answer came: no timer is left to fire later
      expect(vi.getTimerCount()).toBe(0);
      cleanup();
    } finally {
      vi.useRealTimers();
    }
  });

  it("says the kernel restarted when the link to it changed and a click gets no answer", () => {
    vi.useFakeTimers();
    try {
      const model = fakeModel({ view: view("1"), error: "", refusals: 0, speed: "normal", theme: "auto" });
      const el = document.createElement("div");
      const cleanup = mount(model, el);
      el.querySelector('[data-action="turn"]').click();
      model.handlers.comm_live_update.forEach((f) => f()); // JupyterLab: the kernel restarted
      vi.advanceTimersByTime(ANSWER_WAIT_MS);
      expect(el.querySelector(".ct-error").textContent).toBe(ENGLISH.kernel_gone);
      model.set("view", view("2")); // a view came after all: the link is live again
      el.querySelector('[data-action="turn"]').click();
      vi.advanceTimersByTime(ANSWER_WAIT_MS);
      expect(el.querySelector(".ct-error").textContent).toBe(NO_ANSWER);
      cleanup();
      expect(model.handlers.comm_live_update).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers its keyboard shortcuts and keeps them from the notebook", () => {
    const model = fakeModel({ view: view("1"), error: "", speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    document.body.append(el);
    mount(model, el);
    const root = el.querySelector(".ct-root");
    const outer = vi.fn();
    el.addEventListener("keydown", outer);
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "t", bubbles: true }));
    expect(model.sent).toEqual([{ kind: "intent", state_id: "1", action: "turn" }]);
    expect(outer).not.toHaveBeenCalled();
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "x", bubbles: true })); // unused, still the table's
    expect(outer).not.toHaveBeenCalled();
    for (const init of [{ key: "s", ctrlKey: true }, { key: "c", ctrlKey: true, shiftKey: true }, { key: "Escape" }, { key: "Tab" }]) {
      root.dispatchEvent(new KeyboardEvent("keydown", { ...init, bubbles: true }));
    }
    expect(outer).toHaveBeenCalledTimes(4); // save, the palette, Escape and Tab reach the notebook
  });

  it("gives the focus back to the notebook cell on Escape", () => {
    const model = fakeModel({ view: view("1"), error: "", speed: "normal", theme: "auto" });
    const cell = document.createElement("div");
    cell.className = "jp-Cell";
    cell.tabIndex = -1;
    const el = document.createElement("div");
    cell.append(el);
    document.body.append(cell);
    mount(model, el);
    const button = el.querySelector('[data-action="turn"]');
    button.focus();
    button.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(document.activeElement).toBe(cell);
    cell.remove();
  });

  it("follows the speed and theme settings and cleans up after itself", () => {
    const model = fakeModel({ view: view("1"), error: "", speed: "slow", theme: "dark" });
    const el = document.createElement("div");
    const cleanup = mount(model, el);
    const root = el.querySelector(".ct-root");
    expect(root.style.getPropertyValue("--ct-speed")).toBe("2");
    expect(root.dataset.theme).toBe("dark");
    model.set("speed", "off");
    expect(root.dataset.speed).toBe("off");
    cleanup();
    expect(el.querySelector(".ct-root")).toBeNull();
    expect(Object.values(model.handlers).every((list) => list.length === 0)).toBe(true);
  });

  it("two views of one model stay live and independent", () => {
    const model = fakeModel({ view: view("1"), error: "", speed: "normal", theme: "auto" });
    const a = document.createElement("div");
    const b = document.createElement("div");
    const closeA = mount(model, a);
    mount(model, b);
    closeA();
    model.set("view", view("2", { status: "after" }));
    expect(b.querySelector(".ct-status").textContent).toBe("after");
    expect(b.querySelector(".ct-table").dataset.stateId).toBe("2");
  });
});

describe("the How to play panel", () => {
  it("opens beside the table, by button or by ?, and stays open across new views", () => {
    const rules = { title: "War", sections: [], questions: [], examples: [] };
    const model = fakeModel({ view: view("1"), rules, error: "", speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    mount(model, el);
    const toggle = el.querySelector(".ct-help-toggle");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    toggle.click();
    expect(el.querySelector(".ct-help")).not.toBeNull();
    expect(el.querySelector(".ct-table")).not.toBeNull(); // the table stays in view
    model.set("view", view("2"));
    expect(el.querySelector(".ct-help")).not.toBeNull();
    el.querySelector(".ct-root").dispatchEvent(new KeyboardEvent("keydown", { key: "?", bubbles: true }));
    expect(el.querySelector(".ct-help")).toBeNull();
  });

  it("closes with Esc, and Esc with the panel closed is left to the notebook", () => {
    const rules = { title: "War", sections: [], questions: [], examples: [] };
    const model = fakeModel({ view: view("1"), rules, error: "", speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    mount(model, el);
    el.querySelector(".ct-help-toggle").click();
    expect(el.querySelector(".ct-help")).not.toBeNull();
    const esc = () => new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    const first = esc();
    el.querySelector(".ct-root").dispatchEvent(first);
    expect(el.querySelector(".ct-help")).toBeNull();
    expect(first.defaultPrevented).toBe(true);
    const second = esc();
    el.querySelector(".ct-root").dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(model.sent).toEqual([]);
  });
});

describe("digit keys on numbered places", () => {
  const fiveO = (id) => ({
    title: "Five-O",
    layout: "five_o",
    state_id: id,
    zones: [1, 2, 3, 4, 5].map((n) => ({ id: `me.pile.${n}`, label: `Battle ${n}`, cards: [] })),
    actions: [
      { id: "place", label: "Place", targets: ["me.pile.1", "me.pile.3"], keys: { 1: "me.pile.1", 3: "me.pile.3" } },
    ],
  });

  it("sends a digit for a full pile too, so the kernel can say why nothing was placed", () => {
    const model = fakeModel({ view: fiveO("7"), error: "", speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    mount(model, el);
    el.querySelector(".ct-root").dispatchEvent(new KeyboardEvent("keydown", { key: "5", bubbles: true }));
    expect(model.sent).toEqual([{ kind: "intent", state_id: "7", action: "place", target: "me.pile.5" }]);
    model.set("error", "Pile 5 already holds five cards.");
    expect(el.querySelector(".ct-error").textContent).toBe("Pile 5 already holds five cards.");
  });
});

// Ultimate Tonk, seed 2026, hand 3: the person spreads 9♦ 8♦ 7♦, then must discard.
const tonkView = (id, hand, spreads = [], enabled = true) => ({
  title: "Ultimate Tonk",
  layout: "tonk",
  state_id: id,
  zones: [
    { id: "discard", label: "Discard", cards: ["Kc"] },
    ...spreads.map((cards, i) => ({ id: `spread.${i + 1}`, group: "spreads", label: `${i + 1}: You`, cards })),
    { id: "me.hand", area: "me", label: "Your hand", cards: hand },
  ],
  actions: [
    { id: "spread", label: "Spread", enabled: enabled && !spreads.length, select: { zone: "me.hand", min: 3, max: 6 } },
    { id: "discard", label: "Discard", enabled, select: { zone: "me.hand", min: 1, max: 1 } },
  ],
});

describe("selection (TONK-9, TONK-11: a spread, then the discard that ends the turn)", () => {
  const pick = (el, name) => el.querySelector(`[data-focus-key="card:${name}"]`).click();
  const button = (el, id) => el.querySelector(`[data-action="${id}"]`);

  it("is cleared after the spread, so the discard that follows is possible", () => {
    const hand = ["3s", "9d", "2h", "Tc", "8d", "7d"];
    const model = fakeModel({ view: tonkView("7", hand), error: "", speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    mount(model, el);
    for (const code of ["9d", "8d", "7d"]) pick(el, code);
    expect(button(el, "discard").disabled).toBe(true); // three cards chosen: not one
    button(el, "spread").click();
    expect(model.sent[0]).toMatchObject({ action: "spread", cards: ["9d", "8d", "7d"] });

    model.set("view", tonkView("8", ["3s", "2h", "Tc"], [["9d", "8d", "7d"]]));
    expect(el.querySelectorAll(".ct-selected").length).toBe(0);
    expect(button(el, "discard").disabled).toBe(true);
    // the spread cards are drawn, not offered: only the hand is selectable
    expect(el.querySelectorAll('[data-zone="spread.1"] .ct-card-button').length).toBe(0);
    expect([...el.querySelectorAll(".ct-card-button")].map((b) => b.dataset.focusKey)).toEqual([
      "card:3s",
      "card:2h",
      "card:Tc",
    ]);
    pick(el, "3s");
    expect(button(el, "discard").disabled).toBe(false);
    button(el, "discard").click();
    expect(model.sent[1]).toEqual({ kind: "intent", state_id: "8", action: "discard", cards: ["3s"] });
  });

  it("is cleared by any new table state, even one that keeps the same hand", () => {
    const hand = ["3s", "9d", "2h"];
    const model = fakeModel({ view: tonkView("1", hand), error: "", speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    mount(model, el);
    pick(el, "3s");
    model.set("error", "Not now."); // a refusal is no new state: the choice stays
    expect(el.querySelectorAll(".ct-selected").length).toBe(1);
    model.set("view", tonkView("2", hand));
    expect(el.querySelectorAll(".ct-selected").length).toBe(0);
    expect(button(el, "discard").disabled).toBe(true);
  });

  it("never holds a card outside the selectable hand, nor any card while no selection is offered", async () => {
    const { selectableCards } = await import("./table.js");
    const view = tonkView("3", ["3s", "2h"], [["9d", "8d", "7d"]]);
    expect([...selectableCards(view)]).toEqual(["3s", "2h"]);
    expect([...selectableCards(tonkView("4", ["3s"], [], false))]).toEqual([]);
  });
});

// Ultimate Tonk: a hit is made by choosing cards, then clicking the spread (or pressing its
// number); there is no Hit button, and the toolbar says how.
const hitView = (id) => ({
  ...tonkView(id, ["Ts", "Jd", "2s"], [["6s", "7s", "8s", "9s"]]),
  actions: [
    { id: "hit", label: "Hit", select: { zone: "me.hand", min: 1, max: 4 }, targets: ["spread.1"],
      help: "choose cards in your hand, then click the spread they extend" },
    { id: "discard", label: "Discard", select: { zone: "me.hand", min: 1, max: 1 } },
  ],
});

describe("a hit (TONK-10): the chosen cards, then the spread they go on", () => {
  const mounted = () => {
    const model = fakeModel({ view: hitView("5"), error: "", speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    mount(model, el);
    return { model, el, root: el.querySelector(".ct-root"), spread: () => el.querySelector('[data-zone="spread.1"]') };
  };
  const pick = (el, code) => el.querySelector(`[data-focus-key="card:${code}"]`).click();

  it("says in the toolbar how a hit is made, since no button makes it", () => {
    const { el } = mounted();
    expect(el.querySelector('[data-action="hit"]')).toBeNull();
    expect(el.querySelector(".ct-actions .ct-how").textContent).toBe(
      "Hit: choose cards in your hand, then click the spread they extend",
    );
  });

  it("sends the chosen cards with a click on the spread", () => {
    const { model, el, spread } = mounted();
    pick(el, "Ts");
    spread().click();
    expect(model.sent).toEqual([{ kind: "intent", state_id: "5", action: "hit", target: "spread.1", cards: ["Ts"] }]);
  });

  it("sends the chosen cards with the spread's number key, as the key legend promises", () => {
    const { model, el, root } = mounted();
    expect(el.querySelector(".ct-keys").textContent).toContain("1 Hit");
    pick(el, "Ts");
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "1", bubbles: true }));
    expect(model.sent).toEqual([{ kind: "intent", state_id: "5", action: "hit", target: "spread.1", cards: ["Ts"] }]);
  });

  it("sends nothing with no card chosen, and says why, by click or by key", () => {
    const { model, el, root, spread } = mounted();
    spread().click();
    expect(el.querySelector(".ct-error").textContent).toBe("Hit: choose 1 to 4 cards first.");
    el.querySelector(".ct-error").textContent = "";
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "1", bubbles: true }));
    expect(el.querySelector(".ct-error").textContent).toBe("Hit: choose 1 to 4 cards first.");
    expect(model.sent).toEqual([]);
    expect(root.classList.contains("ct-busy")).toBe(false); // nothing waits for the kernel
    pick(el, "Ts"); // choosing a card clears the sentence, and the hit goes
    expect(el.querySelector(".ct-error").textContent).toBe("");
    spread().click();
    expect(model.sent.length).toBe(1);
  });
});

describe("keys and the notebook", () => {
  it("shows a key legend naming the keys the table answers", () => {
    const model = fakeModel({ view: view("1"), error: "", speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    mount(model, el);
    expect(el.querySelector(".ct-keys").textContent).toContain("Turn cards");
  });

  it("lets Ctrl/Cmd shortcuts through to JupyterLab (Ctrl+S saves), and keeps the plain keys", () => {
    const model = fakeModel({ view: view("1"), error: "", speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    document.body.append(el);
    mount(model, el);
    const button = el.querySelector('[data-action="turn"]');
    const heard = []; // what a listener above the table (JupyterLab's, as it bubbles) hears
    const above = (event) => heard.push(`${event.ctrlKey ? "Ctrl+" : ""}${event.metaKey ? "Cmd+" : ""}${event.key}`);
    document.addEventListener("keydown", above);
    button.dispatchEvent(new KeyboardEvent("keydown", { key: "s", ctrlKey: true, bubbles: true }));
    button.dispatchEvent(new KeyboardEvent("keydown", { key: "s", metaKey: true, bubbles: true }));
    button.dispatchEvent(new KeyboardEvent("keydown", { key: "x", bubbles: true }));
    expect(heard).toEqual(["Ctrl+s", "Cmd+s"]);
    expect(model.sent).toEqual([]); // Ctrl+S played nothing
    document.removeEventListener("keydown", above);
    el.remove();
  });
});

describe("the How to play panel across moves", () => {
  it("keeps the questions the person opened, and where they had scrolled", () => {
    const rules = {
      title: "War",
      sections: [{ heading: "The deal", items: ["WAR-1: Each player gets 26 cards."] }],
      questions: [{ q: "What if a pile runs out?", a: "Its owner loses." }, { q: "How long?", a: "500 battles at most." }],
      examples: [],
    };
    const model = fakeModel({ view: view("1"), rules, error: "", speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    mount(model, el);
    el.querySelector(".ct-help-toggle").click();
    const second = el.querySelectorAll(".ct-faq")[1];
    second.open = true;
    second.dispatchEvent(new Event("toggle"));
    el.querySelector(".ct-help").scrollTop = 120;
    model.set("view", view("2"));
    const after = el.querySelectorAll(".ct-faq");
    expect([...after].map((d) => d.open)).toEqual([false, true]);
    expect(el.querySelector(".ct-help").scrollTop).toBe(120);
    expect(el.querySelector(".ct-help ul li").textContent).toBe("Each player gets 26 cards.");
  });
});

describe("the How to play panel comes where it is seen", () => {
  const rules = { title: "War", sections: [{ heading: "The deal", items: ["WAR-1: Each player gets 26 cards."] }], questions: [], examples: [] };
  const setUp = () => {
    const model = fakeModel({ view: view("1"), rules, error: "", speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    document.body.append(el); // focus needs a document
    const scrolled = [];
    const spy = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(function scroll(options) {
      scrolled.push([this.className, options]);
    });
    const unmount = mount(model, el);
    return { model, el, scrolled, done: () => { unmount(); spy.mockRestore(); el.remove(); } };
  };
  HTMLElement.prototype.scrollIntoView ||= () => {}; // jsdom draws nothing, and has no scrolling

  it("takes focus when opened by its button, and gives it back when closed", () => {
    const { el, scrolled, done } = setUp();
    el.querySelector(".ct-help-toggle").click();
    const panel = el.querySelector(".ct-help");
    expect(document.activeElement).toBe(panel);
    expect(panel.getAttribute("tabindex")).toBe("-1"); // focusable, but no extra Tab stop
    expect(scrolled).toEqual([["ct-help", { block: "nearest", inline: "nearest" }]]);
    el.querySelector(".ct-help-toggle").click();
    expect(el.querySelector(".ct-help")).toBeNull();
    expect(document.activeElement).toBe(el.querySelector(".ct-help-toggle"));
    done();
  });

  it("does the same for ? and Esc, and keeps focus in the panel across a move", () => {
    const { model, el, scrolled, done } = setUp();
    const key = (k) => el.querySelector(".ct-root").dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true }));
    el.querySelector('[data-action="turn"]').focus();
    key("?");
    expect(document.activeElement).toBe(el.querySelector(".ct-help"));
    model.set("view", view("2")); // a move redraws the table: the person is still reading
    expect(document.activeElement).toBe(el.querySelector(".ct-help"));
    expect(scrolled).toHaveLength(1); // and the page is not scrolled to it again
    key("Escape");
    expect(el.querySelector(".ct-help")).toBeNull();
    expect(document.activeElement).toBe(el.querySelector(".ct-help-toggle"));
    key("?");
    key("?");
    expect(document.activeElement).toBe(el.querySelector(".ct-help-toggle"));
    done();
  });
});
