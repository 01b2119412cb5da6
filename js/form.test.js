import { describe, expect, it, vi } from "vitest";
import { renderTable } from "./table.js";

const form = {
  id: "new_game",
  label: "New game with these rules",
  caption: "",
  form: [
    { name: "series", label: "Series", kind: "choice", value: "single",
      choices: [{ value: "single", label: "One game" }, { value: "best_of_5", label: "Best of 5" }] },
    { name: "sunk_bonus", label: "SUNK bonus", kind: "number", value: 0, min: 0, max: 50 },
  ],
};
const view = { game: "five_o", layout: "five_o", state_id: "4", zones: [], actions: [{ id: "hint", label: "Hint" }, form] };
const ctx = () => ({ send: vi.fn(), previous: null, selection: new Set(), toggle: vi.fn(), error: "", open: new Set(), drafts: new Map() });

describe("the New game with… form", () => {
  it("draws each house rule with its words, outside the row of moves", () => {
    const el = renderTable(view, ctx());
    expect(el.querySelector(".ct-actions [data-action=new_game]")).toBeNull();
    const box = el.querySelector(".ct-new-game");
    expect(box.querySelector("summary").textContent).toBe("New game with…");
    const options = [...box.querySelectorAll("select[name=series] option")].map((o) => o.textContent);
    expect(options).toEqual(["One game", "Best of 5"]);
    expect(box.querySelector("input[name=sunk_bonus]").getAttribute("max")).toBe("50");
  });

  it("says, while a hand is in play, that the rules wait for the next deal", () => {
    const later = { ...form, label: "Use these rules from the next deal", summary: "New game with…" };
    const el = renderTable({ ...view, actions: [later] }, ctx());
    expect(el.querySelector(".ct-new-game summary").textContent).toBe("New game with…");
    expect(el.querySelector(".ct-form button[type=submit]").textContent).toBe("Use these rules from the next deal");
  });

  it("sends every field at once, numbers as numbers", () => {
    const c = ctx();
    const el = renderTable(view, c);
    el.querySelector("select[name=series]").value = "best_of_5";
    el.querySelector("input[name=sunk_bonus]").value = "5";
    el.querySelector(".ct-form").dispatchEvent(new Event("submit", { cancelable: true }));
    expect(c.send).toHaveBeenCalledWith({ action: "new_game", options: { series: "best_of_5", sunk_bonus: 5 } });
  });

  it("keeps an edit and the open form across a redraw", () => {
    const c = ctx();
    let el = renderTable(view, c);
    const details = el.querySelector(".ct-new-game");
    details.open = true;
    details.dispatchEvent(new Event("toggle"));
    const select = el.querySelector("select[name=series]");
    select.value = "best_of_5";
    select.dispatchEvent(new Event("change"));
    el = renderTable({ ...view, state_id: "5" }, c);
    expect(el.querySelector(".ct-new-game").open).toBe(true);
    expect(el.querySelector("select[name=series]").value).toBe("best_of_5");
  });
});

describe("who plays, beside the house rules", () => {
  const seats = {
    ...form,
    form: [
      { name: "level", label: "The computer plays", kind: "choice", group: "Who plays", value: "standard",
        choices: [{ value: "easy", label: "Easy" }, { value: "standard", label: "Standard" }, { value: "strong", label: "Strong" }] },
      { name: "mode", label: "Players", kind: "choice", group: "Who plays", value: "solo",
        choices: [{ value: "solo", label: "You against the computer" }, { value: "two_players", label: "Two people at one screen" }] },
      ...form.form.map((f) => ({ ...f, group: "House rules" })),
    ],
  };

  it("sets each kind of choice under its own heading", () => {
    const el = renderTable({ ...view, actions: [seats] }, ctx());
    const sets = [...el.querySelectorAll(".ct-form fieldset")];
    expect(sets.map((s) => s.querySelector("legend").textContent)).toEqual(["Who plays", "House rules"]);
    expect([...sets[0].querySelectorAll("select")].map((s) => s.name)).toEqual(["level", "mode"]);
    expect([...sets[0].querySelectorAll("select[name=level] option")].map((o) => o.textContent)).toEqual(["Easy", "Standard", "Strong"]);
    expect(sets[1].querySelector("input[name=sunk_bonus]")).not.toBeNull();
    // each field is named by its label, for a screen reader and for speech input
    expect(sets[0].querySelector("select[name=mode]").closest("label").textContent).toContain("Players");
  });

  it("sends the level and the mode with the house rules", () => {
    const c = ctx();
    const el = renderTable({ ...view, actions: [seats] }, c);
    el.querySelector("select[name=level]").value = "strong";
    el.querySelector("select[name=mode]").value = "two_players";
    el.querySelector(".ct-form").dispatchEvent(new Event("submit", { cancelable: true }));
    expect(c.send).toHaveBeenCalledWith({
      action: "new_game",
      options: { level: "strong", mode: "two_players", series: "single", sunk_bonus: 0 },
    });
  });

  it("leaves a form without headings as it was", () => {
    const el = renderTable(view, ctx());
    expect(el.querySelector(".ct-form fieldset")).toBeNull();
  });
});
