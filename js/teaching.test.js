import { describe, expect, it, vi } from "vitest";
import { autoIntent, chosenCards, renderTable } from "./table.js";
import { mount } from "./widget.js";
import { fakeModel } from "./fake_model.js";

const deck = ["As", "Ks", "Qs", "Js", "Ts", "9s", "8s"];
const rankings = (chosen = []) => ({
  game: "hand_rankings",
  title: "Poker hand rankings",
  layout: "rankings",
  state_id: String(chosen.length),
  status: "Pick or type five cards to name them.",
  zones: [
    { id: "hand", label: "Your hand", cards: chosen, caption: "" },
    { id: "deck", label: "Pick five cards", cards: deck, size: "tiny", fan: "grid" },
  ],
  actions: [{ id: "name_hand", label: "Name these five", primary: true, select: { zone: "deck", min: 5, max: 5, auto: true, chosen } }],
});

describe("picking five cards on the ranking table", () => {
  it("names them as soon as the fifth is picked", () => {
    expect(autoIntent(rankings(), new Set(["As", "Ks", "Qs", "Js"]))).toBeNull();
    expect(autoIntent(rankings(), new Set(["As", "Ks", "Qs", "Js", "Ts"]))).toEqual({ action: "name_hand", cards: ["As", "Ks", "Qs", "Js", "Ts"] });
  });

  it("sends the fifth click's hand to the kernel, no button pressed", () => {
    const model = fakeModel({ view: rankings(), error: "", speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    mount(model, el);
    for (const code of ["As", "Ks", "Qs", "Js", "Ts"]) el.querySelector(`[data-focus-key="card:${code}"]`).click();
    const sent = model.sent.filter((m) => m.kind === "intent");
    expect(sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ action: "name_hand", cards: ["As", "Ks", "Qs", "Js", "Ts"] });
  });

  it("keeps the named five picked in the deck, marked", () => {
    const view = rankings(["As", "Ks", "Qs", "Js", "Ts"]);
    expect([...chosenCards(view)]).toEqual(["As", "Ks", "Qs", "Js", "Ts"]);
    const model = fakeModel({ view, error: "", speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    mount(model, el);
    const picked = [...el.querySelectorAll('[data-zone="deck"] .ct-selected')].map((b) => b.getAttribute("data-focus-key"));
    expect(picked).toEqual(["card:As", "card:Ks", "card:Qs", "card:Js", "card:Ts"]);
    expect(el.querySelectorAll('[data-zone="deck"] [aria-pressed="true"]').length).toBe(5);
  });
});

describe("a new hand after a named one", () => {
  it("starts afresh from the first card picked outside the named five", () => {
    const model = fakeModel({ view: rankings(["As", "Ks", "Qs", "Js", "Ts"]), error: "", speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    mount(model, el);
    el.querySelector('[data-focus-key="card:9s"]').click();
    const picked = [...el.querySelectorAll('[data-zone="deck"] .ct-selected')].map((b) => b.getAttribute("data-focus-key"));
    expect(picked).toEqual(["card:9s"]);
    el.querySelector('[data-focus-key="card:Ks"]').click(); // one of the old five: picked again, as any card
    expect(el.querySelectorAll('[data-zone="deck"] .ct-selected').length).toBe(2);
  });
});

describe("the quiz's answer", () => {
  it("marks the hand you picked", () => {
    const view = {
      game: "hand_quiz",
      title: "Hand quiz: which hand wins?",
      layout: "compare",
      state_id: "2",
      zones: [
        { id: "hand.0", area: "hand-0", label: "First hand · your pick", cards: ["As"], tone: "loss", picked: true },
        { id: "hand.1", area: "hand-1", label: "Second hand · wins", cards: ["Ks"], tone: "win", highlight: true },
      ],
      actions: [],
    };
    const el = renderTable(view, { send: vi.fn(), previous: null, selection: new Set(), toggle: vi.fn(), error: "" });
    expect(el.querySelector('[data-zone="hand.0"]').classList.contains("ct-picked")).toBe(true);
    expect(el.querySelector('[data-zone="hand.1"]').classList.contains("ct-picked")).toBe(false);
  });
});
