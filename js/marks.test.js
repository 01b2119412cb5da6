import { describe, expect, it, vi } from "vitest";
import { renderTable } from "./table.js";

const ctx = () => ({ send: vi.fn(), previous: null, selection: new Set(), toggle: vi.fn(), error: "" });
const view = (over = {}) => ({
  game: "five_o",
  layout: "five_o",
  state_id: "7",
  zones: [
    { id: "me.pile.2", label: "Battle 2", cards: ["Qs", "Qd", "2c", "3c", "9h"], revealed: [4] },
    { id: "me.hand", label: "Your card", cards: ["6c"] },
    { id: "seat.1", label: "Player 2", cards: ["??"], moved: true, caption: "Last: discarded 9♣" },
  ],
  actions: [{ id: "hint", label: "Hint" }, { id: "drop", label: "Drop" }],
  ...over,
});

describe("marks on the table", () => {
  it("marks the pile, the card and the move a hint suggests", () => {
    const el = renderTable(view({ hint: { zone: "me.pile.2", cards: ["6c"], action: "drop" } }), ctx());
    expect(el.querySelector('[data-zone="me.pile.2"]').classList.contains("ct-hinted")).toBe(true);
    expect(el.querySelector('[data-zone="me.hand"] .ct-card').classList.contains("ct-hinted")).toBe(true);
    expect(el.querySelector('[data-action="drop"]').parentElement.classList.contains("ct-hinted")).toBe(true);
    expect(el.querySelectorAll(".ct-hinted").length).toBe(3);
  });

  it("marks nothing without a hint", () => {
    expect(renderTable(view(), ctx()).querySelectorAll(".ct-hinted").length).toBe(0);
  });

  it("names the card that was face down and flags what the computer changed", () => {
    const el = renderTable(view(), ctx());
    const cards = el.querySelectorAll('[data-zone="me.pile.2"] .ct-card');
    expect(cards[4].classList.contains("ct-revealed")).toBe(true);
    expect(cards[4].getAttribute("aria-label")).toBe("Nine of hearts, was face down");
    expect(cards[3].classList.contains("ct-revealed")).toBe(false);
    const seat = el.querySelector('[data-zone="seat.1"]');
    expect(seat.classList.contains("ct-moved")).toBe(true);
    expect(seat.querySelector(".ct-caption").textContent).toBe("Last: discarded 9♣");
  });

  it("marks and names a review's card that was hidden then and shown later", () => {
    const zones = [{ id: "opp.pile.1", label: "Battle 1", cards: ["9h", "Kd", "Ks", "Tc", "As"], later: [4] }];
    const cards = renderTable(view({ zones }), ctx()).querySelectorAll('[data-zone="opp.pile.1"] .ct-card');
    expect(cards[4].classList.contains("ct-later")).toBe(true);
    expect(cards[4].getAttribute("aria-label")).toBe("Ace of spades, hidden from you then, shown to you later");
    expect([...cards].filter((c) => c.classList.contains("ct-later")).length).toBe(1);
  });

  it("names each item staked in the pot", () => {
    const el = renderTable(view({ zones: [{ id: "pot", label: "Pot", text: "$30 + her hat", items: ["hat"] }] }), ctx());
    const items = [...el.querySelectorAll('[data-zone="pot"] .ct-item')].map((li) => li.textContent);
    expect(items).toEqual(["hat"]);
  });
});
