import { describe, expect, it } from "vitest";
import { keyLegend, keyList } from "./keys.js";

const fiveO = {
  actions: [
    { id: "place", label: "Place", targets: ["me.pile.0", "me.pile.1", "me.pile.2"], keys: { 1: "me.pile.0", 2: "me.pile.1", 3: "me.pile.2" } },
    { id: "redraw", label: "Redraw", key: "r", enabled: false },
    { id: "hint", label: "Hint", key: "h" },
    { id: "example", label: "Worked example", panel: true, key: "e" },
  ],
};

describe("the key legend", () => {
  it("lists the keys the table answers now, and only those", () => {
    expect(keyList(fiveO, { help: true })).toEqual([
      ["1–3", "Place"],
      ["H", "Hint"],
      ["?", "How to play"],
    ]);
    const gaps = { actions: [{ id: "place", label: "Place", targets: ["a", "b"], keys: { 1: "a", 4: "b" } }] };
    expect(keyList(gaps)).toEqual([["1, 4", "Place"]]);
    expect(keyList({ actions: [{ id: "x", label: "X" }] })).toEqual([]);
  });

  it("says to click the table while it has no focus, and the keys once it has", () => {
    const legend = keyLegend(fiveO, document, { help: false });
    expect(legend.querySelector(".ct-keys-off").textContent).toBe("Click the table to use keys: ");
    expect(legend.querySelector(".ct-keys-on").textContent).toBe("Keys: ");
    expect([...legend.querySelectorAll("kbd")].map((k) => k.textContent)).toEqual(["1–3", "H"]);
    expect(keyLegend({ actions: [] }, document)).toBeNull();
  });
});
