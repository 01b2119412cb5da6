import { describe, expect, it, vi } from "vitest";
import { actionForKey, renderTable, sharedPrefix } from "./table.js";

const warView = (over = {}) => ({
  game: "war",
  title: "War",
  layout: "war",
  state_id: "3",
  status: "Battle 2: your K\u2666 beats the computer's 7\u2663.",
  zones: [
    { id: "opp.pile", area: "opp-pile", label: "Computer's pile", stack: true, count: 23 },
    { id: "opp.battle", area: "opp-battle", label: "Computer's cards", cards: ["9s", "??", "7c"] },
    { id: "me.battle", area: "me-battle", label: "Your cards", cards: ["9h", "??", "Kd"], highlight: true, caption: "Takes the battle" },
    { id: "me.pile", area: "me-pile", label: "Your pile", stack: true, count: 29 },
  ],
  stats: [{ id: "battle", label: "Battle", value: "2 / 500" }],
  actions: [
    { id: "turn", label: "Turn cards", key: "t", primary: true },
    { id: "new_round", label: "New round", key: "n", enabled: false },
  ],
  options: [{ name: "return_order", label: "Won cards go under the pile", value: "Winner's cards first" }],
  log: ["line one", "<script>alert(1)</script>"],
  ...over,
});

const ctx = (extra = {}) => ({ send: vi.fn(), previous: null, selection: new Set(), toggle: vi.fn(), error: "", ...extra });

describe("renderTable", () => {
  it("lays out zones in their grid areas with accessible cards", () => {
    const el = renderTable(warView(), ctx());
    expect(el.className).toContain("ct-layout-war");
    const zone = el.querySelector('[data-zone="me.battle"]');
    expect(zone.style.gridArea).toBe("me-battle");
    const names = [...zone.querySelectorAll(".ct-card")].map((c) => c.getAttribute("aria-label"));
    expect(names).toEqual(["Nine of hearts", "Face-down card", "King of diamonds"]);
    expect(zone.classList.contains("ct-highlight")).toBe(true);
    expect(zone.querySelector(".ct-caption").textContent).toBe("Takes the battle");
  });

  it("draws a pile as a count, not as cards", () => {
    const el = renderTable(warView(), ctx());
    const pile = el.querySelector('[data-zone="opp.pile"]');
    expect(pile.querySelector(".ct-count").textContent).toBe("23");
    expect(pile.querySelector(".ct-stack").getAttribute("aria-label")).toBe("Computer's pile: 23 cards face down");
  });

  it("sets text from the kernel as text, never as HTML", () => {
    const el = renderTable(warView(), ctx());
    expect(el.querySelector("script")).toBeNull();
    expect(el.querySelector(".ct-log").textContent).toContain("<script>");
    // newest line first
    expect(el.querySelector(".ct-log li").textContent).toBe("<script>alert(1)</script>");
  });

  it("sends an intent when a button is clicked and disables what the view disables", () => {
    const c = ctx();
    const el = renderTable(warView(), c);
    el.querySelector('[data-action="turn"]').click();
    expect(c.send).toHaveBeenCalledWith({ action: "turn" });
    const newRound = el.querySelector('[data-action="new_round"]');
    expect(newRound.disabled).toBe(true);
    expect(newRound.title).toBe("New round: not possible right now"); // a disabled move says why
  });

  it("shows the error, the status, the stats, the house rules and a banner", () => {
    const el = renderTable(warView({ banner: { tone: "win", title: "You win!", text: "All 52." } }), ctx({ error: "Nope." }));
    expect(el.querySelector(".ct-error").textContent).toBe("Nope.");
    expect(el.querySelector(".ct-status").textContent).toContain("beats");
    expect(el.querySelector('[data-stat="battle"] .ct-stat-value').textContent).toBe("2 / 500");
    expect(el.querySelector(".ct-rules").textContent).toContain("Winner's cards first");
    expect(el.querySelector(".ct-banner-win strong").textContent).toBe("You win!");
  });

  it("animates only the cards that are new since the previous view", () => {
    const previous = warView({ zones: warView().zones.map((z) => (z.id === "me.battle" ? { ...z, cards: ["9h"] } : z)) });
    const el = renderTable(warView(), ctx({ previous }));
    const dealt = [...el.querySelectorAll('[data-zone="me.battle"] .ct-card')].map((c) => c.classList.contains("ct-deal"));
    expect(dealt).toEqual([false, true, true]);
    expect(sharedPrefix(["a", "b"], ["a", "c"])).toBe(1);
  });

  it("makes target zones clickable and keyboard reachable", () => {
    const view = warView({ actions: [{ id: "place", label: "Place", targets: ["me.battle"] }] });
    const c = ctx();
    const el = renderTable(view, c);
    expect(el.querySelector('[data-action="place"]')).toBeNull(); // the zones are the controls
    const zone = el.querySelector('[data-zone="me.battle"]');
    expect(zone.getAttribute("role")).toBe("button");
    expect(zone.getAttribute("tabindex")).toBe("0");
    zone.click();
    zone.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(c.send.mock.calls).toEqual([[{ action: "place", target: "me.battle" }], [{ action: "place", target: "me.battle" }]]);
  });

  it("marks a card chosen to be replaced with the word, seen and heard, unlike a plain choice", () => {
    const select = { zone: "me.battle", min: 0, max: 5, mark: "replace" };
    const view = warView({ actions: [{ id: "exchange", label: "DRAW", select }] });
    const el = renderTable(view, ctx({ selection: new Set(["9h"]) }));
    const [marked, other] = el.querySelectorAll('[data-zone="me.battle"] .ct-card-button');
    expect(marked.classList.contains("ct-marked")).toBe(true);
    expect(marked.querySelector(".ct-mark-tag").textContent).toBe("replace");
    expect(marked.querySelector(".ct-sr-only").textContent).toBe("Nine of hearts, marked to replace");
    expect(marked.getAttribute("aria-pressed")).toBe("true");
    expect(other.classList.contains("ct-marked")).toBe(false);
    expect(other.querySelector(".ct-mark-tag")).toBeNull();
    // a selection without a mark word (Tonk's spread) is only raised, as before
    const plain = renderTable(warView({ actions: [{ id: "spread", label: "Spread", select: { ...select, mark: undefined } }] }), ctx({ selection: new Set(["9h"]) }));
    expect(plain.querySelector(".ct-marked")).toBeNull();
    expect(plain.querySelector(".ct-selected")).not.toBeNull();
  });

  it("selects cards and sends them with the action, within the allowed count", () => {
    const view = warView({ actions: [{ id: "discard", label: "Draw", select: { zone: "me.battle", min: 1, max: 2 } }] });
    const c = ctx({ selection: new Set() });
    let el = renderTable(view, c);
    expect(el.querySelector('[data-action="discard"]').disabled).toBe(true);
    const buttons = el.querySelectorAll('[data-zone="me.battle"] .ct-card-button');
    expect(buttons.length).toBe(2); // the face-down card is not selectable
    buttons[0].click();
    expect(c.toggle).toHaveBeenCalledWith("9h");
    c.selection.add("9h");
    el = renderTable(view, c);
    expect(el.querySelector('[data-zone="me.battle"] .ct-card-button').getAttribute("aria-pressed")).toBe("true");
    el.querySelector('[data-action="discard"]').click();
    expect(c.send).toHaveBeenCalledWith({ action: "discard", cards: ["9h"] });
  });

  it("sends whole amounts", () => {
    const view = warView({ actions: [{ id: "bet", label: "Bet", amount: { min: 5, max: 50, step: 1, value: 10 } }] });
    const c = ctx();
    const el = renderTable(view, c);
    const input = el.querySelector(".ct-amount");
    input.value = "12.4";
    el.querySelector('[data-action="bet"]').click();
    expect(c.send).toHaveBeenCalledWith({ action: "bet", amount: 12 });
  });

  it("lists explanation steps in order", () => {
    const el = renderTable(warView({ steps: ["First.", "Then."] }), ctx());
    expect([...el.querySelectorAll(".ct-steps li")].map((li) => li.textContent)).toEqual(["First.", "Then."]);
  });

  it("renders text inputs and pressed toggles", () => {
    const view = warView({
      actions: [
        { id: "type_hand", label: "Name", text: { placeholder: "As Ks", label: "Five cards" } },
        { id: "level_1", label: "1", group: "Level", pressed: true },
      ],
    });
    const c = ctx();
    const el = renderTable(view, c);
    const input = el.querySelector(".ct-text");
    expect(input.getAttribute("aria-label")).toBe("Five cards");
    input.value = "As Ks Qd Qc 7h";
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(c.send).toHaveBeenCalledWith({ action: "type_hand", text: "As Ks Qd Qc 7h" });
    const toggle = el.querySelector('[data-action="level_1"]');
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(toggle.closest(".ct-group").getAttribute("aria-label")).toBe("Level");
  });

  it("maps keys to enabled actions only", () => {
    expect(actionForKey(warView(), "T").id).toBe("turn");
    expect(actionForKey(warView(), "n")).toBeNull();
  });
});

describe("the last sentence of a game", () => {
  it("is said once, in the banner, not again in the status line or the log", async () => {
    const { saidOnce } = await import("./table.js");
    const end = "The 500-battle limit is reached: the round is a draw (44 cards to 8).";
    const view = warView({ status: end, banner: { tone: "draw", title: "A draw", text: end }, log: ["Battle 500: …", end] });
    expect(saidOnce(view)).toEqual({ status: "", log: ["Battle 500: …"] });
    const el = renderTable(view, ctx());
    expect(el.textContent.split(end).length - 1).toBe(1);
    expect(el.querySelector(".ct-banner").textContent).toContain(end);
    // without a banner nothing is dropped
    expect(saidOnce(warView({ status: end, log: [end] }))).toEqual({ status: end, log: [end] });
  });
});

describe("a stat's value on a narrow table", () => {
  it("breaks only between its parts, and reads as one", async () => {
    const { statParts } = await import("./table.js");
    const el = renderTable({ title: "Five-O", state_id: "1", zones: [], actions: [],
      stats: [{ id: "session", label: "Games at this table", value: "won 0 · lost 1 · drawn 0" }] },
    { send() {}, previous: null, selection: new Set(), toggle() {}, error: "" });
    const value = el.querySelector('[data-stat="session"] .ct-stat-value');
    expect(value.textContent).toBe("won 0 · lost 1 · drawn 0");
    expect([...value.querySelectorAll(".ct-stat-part")].map((p) => p.textContent)).toEqual(["won 0", "lost 1", "drawn 0"]);
    expect(statParts(document, 7).map((p) => p.textContent)).toEqual(["7"]);
  });
});

describe("a table that brings its own grid", () => {
  const grid = {
    areas: ["opp-pile opp-battle", "me-pile me-battle"],
    columns: "minmax(110px, auto) minmax(0, 1fr)",
    narrow_areas: ["opp-pile me-pile", "opp-battle opp-battle", "me-battle me-battle"],
  };
  const feltOf = (view) => renderTable(view, ctx()).querySelector(".ct-felt");

  it("has its areas and columns on the felt, wide and narrow, its zones in its areas", () => {
    const el = renderTable(warView({ layout: "high_card", grid }), ctx());
    const felt = el.querySelector(".ct-felt");
    expect(el.className).toContain("ct-layout-high_card");
    expect(felt.classList.contains("ct-grid")).toBe(true);
    expect(felt.style.getPropertyValue("--ct-grid-areas")).toBe('"opp-pile opp-battle" "me-pile me-battle"');
    expect(felt.style.getPropertyValue("--ct-grid-columns")).toBe("minmax(110px, auto) minmax(0, 1fr)");
    expect(felt.style.getPropertyValue("--ct-grid-narrow-areas")).toBe(
      '"opp-pile me-pile" "opp-battle opp-battle" "me-battle me-battle"',
    );
    expect(felt.style.getPropertyValue("--ct-grid-narrow-columns")).toBe("repeat(2, minmax(0, 1fr))");
    expect(el.querySelector('[data-zone="me.battle"]').style.gridArea).toBe("me-battle");
  });

  it("ignores a malformed grid: the felt is drawn as if the view brought none", () => {
    const plain = feltOf(warView());
    const malformed = [
      { areas: ['opp-pile" } .ct-felt { background: red'] },
      { areas: ["opp-pile opp-battle"], columns: "1fr; background: url(x)" },
      { ...grid, narrow_areas: ["opp-pile opp-battle opp-pile"] },
      { areas: "opp-pile" },
      "opp-pile",
      null,
    ];
    for (const bad of malformed) {
      const felt = feltOf(warView({ grid: bad }));
      expect(felt.className).toBe("ct-felt");
      expect(felt.style.length).toBe(0);
      expect(felt.outerHTML).toBe(plain.outerHTML);
    }
  });

  it("leaves a view without one as it was: its layout's class, no properties on the felt", () => {
    const el = renderTable(warView(), ctx());
    const felt = el.querySelector(".ct-felt");
    expect(el.className).toBe("ct-table ct-layout-war");
    expect(felt.className).toBe("ct-felt");
    expect(felt.getAttribute("style")).toBeNull();
  });
});

describe("the draw-poker figure", () => {
  const pokerView = (character) => ({
    game: "draw_poker",
    title: "Heads-up draw poker",
    layout: "draw_poker",
    state_id: "1",
    status: "",
    zones: [{ id: "opp.character", area: "character", label: "The computer", character }],
    actions: [],
  });

  it("is named with the view's words for what she wears (a list with 'and', in the reader's language)", () => {
    const el = renderTable(pokerView({ worn: ["hat", "scarf", "boots"], said: "wearing: hat, scarf and boots" }), ctx());
    const figure = el.querySelector(".ct-character");
    expect(figure.getAttribute("aria-label")).toBe("The computer, wearing: hat, scarf and boots");
    const ru = renderTable(pokerView({ worn: ["hat"], said: "надето: шляпа" }), ctx());
    expect(ru.querySelector(".ct-character").getAttribute("aria-label")).toBe("The computer, надето: шляпа");
  });
});

describe("the status line follows the cards marked on the page", () => {
  const statuses = [
    "The draw: click the cards you want to replace, then DRAW (none marked: stand pat).",
    "1 card marked: DRAW replaces it (click it again to keep it).",
    "2 cards marked: DRAW replaces them (click a card again to keep it).",
    "3 cards marked: DRAW replaces them (click a card again to keep it).",
    "4 cards marked: DRAW replaces them (click a card again to keep it).",
    "5 cards marked: DRAW replaces them (click a card again to keep it).",
  ];
  const drawView = () => ({
    game: "draw_poker",
    title: "Heads-up draw poker",
    layout: "draw_poker",
    state_id: "4",
    status: statuses[0],
    zones: [{ id: "me.hand", area: "me-hand", label: "Your hand", cards: ["2c", "Jh", "3s", "Th", "3c"] }],
    actions: [{ id: "exchange", label: "DRAW", key: "d", primary: true, select: { zone: "me.hand", min: 0, max: 5, mark: "replace", status: statuses } }],
  });

  it("says how many are marked, not 'none marked', once cards are marked", () => {
    const none = renderTable(drawView(), ctx());
    expect(none.querySelector(".ct-status").textContent).toBe(statuses[0]);
    const four = renderTable(drawView(), ctx({ selection: new Set(["2c", "Jh", "Th", "3s"]) }));
    expect(four.querySelector(".ct-status").textContent).toBe("4 cards marked: DRAW replaces them (click a card again to keep it).");
    const one = renderTable(drawView(), ctx({ selection: new Set(["Jh"]) }));
    expect(one.querySelector(".ct-status").textContent).toBe(statuses[1]);
  });

  it("keeps the view's own status where no move words one per count", () => {
    const view = drawView();
    delete view.actions[0].select.status;
    const el = renderTable(view, ctx({ selection: new Set(["Jh"]) }));
    expect(el.querySelector(".ct-status").textContent).toBe(statuses[0]);
  });
});
