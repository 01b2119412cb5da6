import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { renderTable } from "./table.js";

const ctx = (extra = {}) => ({ send: () => {}, previous: null, selection: new Set(), toggle: () => {}, error: "", ...extra });

const tonkView = () => ({
  game: "tonk",
  title: "Ultimate Tonk",
  layout: "tonk",
  state_id: "7",
  status: "Spread or hit with selected cards, then discard one card.",
  zones: [
    { id: "seat.1", area: "seat-left", label: "Computer 1 · 980 chips", cards: ["??", "??", "??"], fan: "overlap", size: "small" },
    { id: "flip", area: "flip", label: "Flip card", cards: ["7c"], caption: "Dealer's 1st card" },
    { id: "spread.1", group: "spreads", label: "1: Computer 1", cards: ["4h", "5h", "6h", "7h", "8h"], fan: "overlap", size: "small" },
    { id: "me.hand", area: "me", label: "Your hand", cards: ["7c", "Ad", "8h", "9s", "4c", "5s"], drawn: [5] },
  ],
  actions: [],
});

describe("Tonk's table", () => {
  it("marks the card you just drew, by sight and by name", () => {
    const el = renderTable(tonkView(), ctx());
    const cards = [...el.querySelectorAll('[data-zone="me.hand"] .ct-card')];
    expect(cards.map((c) => c.classList.contains("ct-drawn"))).toEqual([false, false, false, false, false, true]);
    expect(cards[5].getAttribute("aria-label")).toBe("Five of spades, just drawn");
    expect(el.querySelectorAll('[data-zone^="seat."] .ct-drawn').length).toBe(0);
  });

  it("draws the flip card as a card", () => {
    const flip = renderTable(tonkView(), ctx()).querySelector('[data-zone="flip"]');
    expect(flip.querySelector(".ct-card").getAttribute("aria-label")).toBe("Seven of clubs");
    expect(flip.querySelector(".ct-caption").textContent).toBe("Dealer's 1st card");
  });
});

describe("Tonk's spreads keep every rank readable (the layout rule)", () => {
  // a card's index (rank over suit) sits in its left 13 of 60 units (cards.js) at 11 units
  const INDEX = 13 / 60;
  const FONT = 11 / 60;

  it("draws a spread's cards at least 46px wide, each showing its index from under the next", () => {
    const css = ["styles.css", "layouts.css"].map((f) => readFileSync(resolve("js", f), "utf8")).join("\n");
    const style = document.createElement("style");
    style.textContent = css;
    document.head.append(style);
    const host = document.createElement("div");
    host.append(renderTable(tonkView(), ctx()));
    document.body.append(host);
    const zone = host.querySelector('[data-zone="spread.1"]');
    const second = zone.querySelectorAll(".ct-card")[1];
    const width = getComputedStyle(zone).getPropertyValue("--ct-card-w");
    const floor = /^max\((\d+(?:\.\d+)?)px/.exec(width.replace(/\s/g, ""));
    expect(floor, `a spread's card width has a floor: ${width}`).not.toBeNull();
    expect(Number(floor[1])).toBeGreaterThanOrEqual(46);
    expect(Number(floor[1]) * FONT).toBeGreaterThanOrEqual(8.4); // the index reads at 8.4px or more
    const overlap = /calc\(var\(--ct-card-w\)\s*\*\s*-([\d.]+)\)/.exec(getComputedStyle(second).marginLeft);
    expect(overlap).not.toBeNull();
    expect(1 - Number(overlap[1])).toBeGreaterThanOrEqual(INDEX + 0.15); // the index, and room around it
    style.remove();
    host.remove();
  });
});
