import { describe, expect, it, vi } from "vitest";
import { renderAction, whyNot } from "./actions.js";
import { renderTable } from "./table.js";

const ctx = (extra = {}) => ({ send: vi.fn(), previous: null, selection: new Set(), toggle: vi.fn(), error: "", uid: "t9", ...extra });

describe("whyNot", () => {
  it("passes on the kernel's reason, and tells a selection of the wrong size", () => {
    expect(whyNot({ id: "drop", enabled: false, reason: "your spread was hit (hit lock)" })).toBe("your spread was hit (hit lock)");
    expect(whyNot({ id: "x", enabled: false })).toBe("not possible right now");
    const discard = { id: "discard", select: { zone: "me.hand", min: 1, max: 1 } };
    expect(whyNot(discard, 0)).toBe("choose 1 card first");
    expect(whyNot(discard, 1)).toBeNull();
    expect(whyNot(discard, 3)).toBe("3 chosen; it takes 1");
    const spread = { id: "spread", select: { zone: "me.hand", min: 3, max: 6 } };
    expect(whyNot(spread, 2)).toBe("2 chosen; it takes 3 to 6");
    expect(whyNot({ id: "draw", select: { zone: "me.hand", min: 0, max: 5 } }, 0)).toBeNull();
    expect(whyNot({ id: "turn" })).toBeNull();
  });
});

describe("a move that cannot be made now", () => {
  it("is disabled, says why in its title and beside it, and is described by that reason", () => {
    const wrap = renderAction(document, { id: "spread", label: "Spread", enabled: false, reason: "no spread in your hand" }, ctx());
    const button = wrap.querySelector("button");
    expect(button.disabled).toBe(true);
    expect(button.title).toBe("Spread: no spread in your hand");
    const why = wrap.querySelector(".ct-why");
    expect(why.textContent).toBe("no spread in your hand");
    expect(button.getAttribute("aria-describedby")).toBe(why.id);
  });

  it("says nothing extra when it can be made", () => {
    const wrap = renderAction(document, { id: "turn", label: "Turn cards", key: "t", help: "Fight one battle" }, ctx());
    expect(wrap.querySelector("button").disabled).toBe(false);
    expect(wrap.querySelector("button").title).toBe("Fight one battle (T)");
    expect(wrap.querySelector(".ct-why")).toBeNull();
  });

  it("shares one reason with its neighbours instead of repeating it", () => {
    const view = {
      title: "Which hand wins?",
      layout: "compare",
      state_id: "1",
      zones: [],
      actions: [
        { id: "tie", label: "Tie", enabled: false, reason: "this question is answered" },
        { id: "skip", label: "Skip", enabled: false, reason: "this question is answered" },
        { id: "next", label: "Next", primary: true },
      ],
    };
    const table = renderTable(view, ctx());
    const reasons = table.querySelectorAll(".ct-why");
    expect([...reasons].map((r) => r.textContent)).toEqual(["this question is answered"]);
    const tie = table.querySelector('[data-action="tie"]');
    expect(tie.getAttribute("aria-describedby")).toBe(reasons[0].id);
    expect(table.querySelector(`#${reasons[0].id}`)).not.toBeNull();
  });
});

describe("a bet box", () => {
  const bet = { id: "bet", label: "Bet", amount: { min: 5, max: 195, value: 5 } };

  it("places the bet on Enter, with the amount typed, and keeps the keys from the notebook", () => {
    const c = ctx();
    const wrap = renderAction(document, bet, c);
    const box = wrap.querySelector("input");
    box.value = "40";
    const outer = vi.fn();
    const parent = document.createElement("div");
    parent.append(wrap);
    parent.addEventListener("keydown", outer);
    box.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(c.send).toHaveBeenCalledWith({ action: "bet", amount: 40 });
    box.dispatchEvent(new KeyboardEvent("keydown", { key: "1", bubbles: true }));
    expect(outer).not.toHaveBeenCalled();
  });

  it("shows its unit beside the box, in one label with it, and says it to a screen reader", () => {
    const c = ctx();
    const wrap = renderAction(document, { ...bet, amount: { ...bet.amount, unit: "$" } }, c);
    const field = wrap.querySelector("label.ct-amount-field");
    expect(field.querySelector(".ct-amount-unit").textContent).toBe("$");
    expect(field.querySelector("input").getAttribute("aria-label")).toBe("Bet amount in dollars");
  });

  it("places nothing on Enter while betting is not possible", () => {
    const c = ctx();
    const wrap = renderAction(document, { ...bet, enabled: false, reason: "it is the computer's turn" }, c);
    wrap.querySelector("input").dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(c.send).not.toHaveBeenCalled();
  });
});
