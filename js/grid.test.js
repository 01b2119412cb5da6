import { describe, expect, it } from "vitest";
import cases from "../tests/view/grid_cases.json";
import { applyGrid, gridProperties } from "./grid.js";

describe("a view's grid", () => {
  it.each(cases.good.map((c) => [c.why, c.grid]))("draws a well-formed one: %s", (_why, grid) => {
    const felt = document.createElement("div");
    expect(applyGrid(felt, grid)).toBe(true);
    expect(felt.classList.contains("ct-grid")).toBe(true);
    const rows = felt.style.getPropertyValue("--ct-grid-areas");
    expect(rows).toBe(grid.areas.map((row) => `"${row.trim().split(/\s+/).join(" ")}"`).join(" "));
    expect(felt.style.getPropertyValue("--ct-grid-narrow-areas")).not.toBe("");
    expect(felt.style.getPropertyValue("--ct-grid-columns")).not.toBe("");
    expect(felt.style.getPropertyValue("--ct-grid-narrow-columns")).not.toBe("");
  });

  it.each(cases.bad.map((c) => [c.why, c.grid]))("ignores a malformed one whole: %s", (_why, grid) => {
    const felt = document.createElement("div");
    expect(gridProperties(grid)).toBeNull();
    expect(applyGrid(felt, grid)).toBe(false);
    expect(felt.classList.contains("ct-grid")).toBe(false);
    expect(felt.style.length).toBe(0);
  });

  it("fills in what a grid leaves out: equal columns, and the wide arrangement when narrow", () => {
    expect(gridProperties({ areas: ["opp-card", "me-card"] })).toEqual({
      "--ct-grid-areas": '"opp-card" "me-card"',
      "--ct-grid-columns": "repeat(1, minmax(0, 1fr))",
      "--ct-grid-narrow-areas": '"opp-card" "me-card"',
      "--ct-grid-narrow-columns": "repeat(1, minmax(0, 1fr))",
    });
    // narrow rows of their own get equal columns of their own, not the wide sizes
    expect(gridProperties({ areas: ["a b c"], columns: "auto 1fr 2fr", narrow_areas: ["a b", "c c"] })).toEqual({
      "--ct-grid-areas": '"a b c"',
      "--ct-grid-columns": "auto 1fr 2fr",
      "--ct-grid-narrow-areas": '"a b" "c c"',
      "--ct-grid-narrow-columns": "repeat(2, minmax(0, 1fr))",
    });
    // the same rows when narrow keep the wide sizes unless the grid says others
    expect(gridProperties({ areas: ["a b"], columns: "auto 1fr" })["--ct-grid-narrow-columns"]).toBe("auto 1fr");
    expect(gridProperties({ areas: ["a b"], columns: "auto 1fr", narrow_columns: "1fr 1fr" })["--ct-grid-narrow-columns"]).toBe("1fr 1fr");
  });

  it("sets no style attribute text: only properties, through the CSSOM", () => {
    const felt = document.createElement("div");
    const calls = [];
    const style = { setProperty: (name, value) => calls.push([name, value]) };
    const fake = { style, classList: felt.classList, setAttribute: () => { throw new Error("an attribute"); } };
    expect(applyGrid(fake, { areas: ["a b"] })).toBe(true);
    expect(calls.map(([name]) => name)).toEqual([
      "--ct-grid-areas", "--ct-grid-columns", "--ct-grid-narrow-areas", "--ct-grid-narrow-columns",
    ]);
  });
});
