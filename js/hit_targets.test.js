import { describe, expect, it } from "vitest";
import { mount } from "./widget.js";
import { fitsSelection } from "./table.js";
import { fakeModel } from "./fake_model.js";

// Tonk's hit (TONK-10): every spread is a place to click, but only the spreads the chosen
// cards extend are outlined. Which cards extend which spread comes from the kernel in the
// action's `fits`; the renderer compares lists and knows no rule.


// spread 1 is a run 6♠–9♠ (T♠ extends it, and 5♠ with 4♠ together), spread 2 three jacks
const fits = [
  { cards: ["Ts"], targets: ["spread.1"] },
  { cards: ["Jd"], targets: ["spread.2"] },
  { cards: ["5s", "4s"], targets: ["spread.1"] },
];
const hitView = (id, extra = {}) => ({
  title: "Ultimate Tonk",
  layout: "tonk",
  state_id: id,
  zones: [
    { id: "spread.1", group: "spreads", label: "1: You", cards: ["6s", "7s", "8s", "9s"] },
    { id: "spread.2", group: "spreads", label: "2: Player 2", cards: ["Jc", "Jh", "Js"] },
    { id: "me.hand", area: "me", label: "Your hand", cards: ["Ts", "Jd", "5s", "4s", "2h"] },
  ],
  actions: [
    { id: "hit", label: "Hit", select: { zone: "me.hand", min: 1, max: 4 }, targets: ["spread.1", "spread.2"],
      fits, help: "choose cards in your hand, then click a spread they extend (it is outlined)", ...extra },
    { id: "discard", label: "Discard", select: { zone: "me.hand", min: 1, max: 1 } },
  ],
});

describe("fitsSelection", () => {
  const hit = hitView("1").actions[0];
  it("fits only the targets of the entry that is exactly the selection", () => {
    expect(fitsSelection(hit, "spread.1", new Set(["Ts"]))).toBe(true);
    expect(fitsSelection(hit, "spread.2", new Set(["Ts"]))).toBe(false);
    expect(fitsSelection(hit, "spread.2", new Set(["Jd"]))).toBe(true);
    expect(fitsSelection(hit, "spread.1", new Set(["4s", "5s"]))).toBe(true); // in any order
    expect(fitsSelection(hit, "spread.1", new Set(["5s"]))).toBe(false); // 5♠ alone leaves a gap
    expect(fitsSelection(hit, "spread.1", new Set(["Ts", "Jd"]))).toBe(false); // no spread takes both
  });
  it("fits nothing while no card is chosen", () => {
    expect(fitsSelection(hit, "spread.1", new Set())).toBe(false);
    expect(fitsSelection(hit, "spread.2", new Set())).toBe(false);
  });
  it("fits every target of an action that sends no fits (Five-O's piles)", () => {
    expect(fitsSelection({ id: "place", targets: ["me.pile.1"] }, "me.pile.1", new Set())).toBe(true);
  });
});

describe("the outline follows the chosen cards", () => {
  const mounted = () => {
    const model = fakeModel({ view: hitView("5"), error: "", speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    mount(model, el);
    const spread = (n) => el.querySelector(`[data-zone="spread.${n}"]`);
    const pick = (code) => el.querySelector(`[data-focus-key="card:${code}"]`).click();
    const outlined = () => [1, 2].filter((n) => spread(n).classList.contains("ct-target"));
    return { model, el, spread, pick, outlined };
  };

  it("outlines no spread before a card is chosen, yet every spread stays a place to click", () => {
    const { spread, outlined } = mounted();
    expect(outlined()).toEqual([]);
    for (const n of [1, 2]) {
      expect(spread(n).getAttribute("role")).toBe("button");
      expect(spread(n).classList.contains("ct-target-quiet")).toBe(true);
    }
  });

  it("outlines only the spread the chosen card extends, and moves with the choice", () => {
    const { spread, pick, outlined } = mounted();
    pick("Ts");
    expect(outlined()).toEqual([1]);
    expect(spread(1).classList.contains("ct-fits")).toBe(true);
    expect(spread(1).querySelector(".ct-sr-only").textContent).toBe("Hit, fits your cards: ");
    expect(spread(2).querySelector(".ct-sr-only").textContent).toBe("Hit: ");
    pick("Ts");
    pick("Jd");
    expect(outlined()).toEqual([2]);
    pick("Ts"); // T♠ and J♦ together extend no spread
    expect(outlined()).toEqual([]);
  });

  it("outlines a run for two cards that extend it only together", () => {
    const { pick, outlined } = mounted();
    pick("5s");
    expect(outlined()).toEqual([]);
    pick("4s");
    expect(outlined()).toEqual([1]);
  });

  it("still sends a click on a spread the cards do not fit: the kernel says why in words", () => {
    const { model, pick, spread } = mounted();
    pick("Ts");
    spread(2).click();
    expect(model.sent).toEqual([{ kind: "intent", state_id: "5", action: "hit", target: "spread.2", cards: ["Ts"] }]);
  });
});
