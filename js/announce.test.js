import { describe, expect, it } from "vitest";
import { announcement, mount } from "./widget.js";
import { fakeModel } from "./fake_model.js";


const view = (id, log, banner) => ({
  title: "Five-O poker",
  layout: "five_o",
  state_id: id,
  zones: [{ id: "me.pile.1", label: "Battle 1", cards: ["9h"] }],
  actions: [{ id: "place", label: "Place", targets: ["me.pile.1"] }],
  log,
  ...(banner ? { banner } : {}),
});

describe("the live region", () => {
  it("tells only the new log lines, also when the log window slides", () => {
    expect(announcement({ log: ["a", "b"] }, { log: ["a", "b", "c"] })).toBe("c");
    expect(announcement({ log: ["a", "b", "c", "d"] }, { log: ["c", "d", "e", "f"] })).toBe("e f");
    expect(announcement({ log: ["a"] }, { log: ["a"] })).toBe("");
    expect(announcement({ log: ["x", "y"] }, { log: ["p", "q", "r", "s", "t"] })).toBe("p q r s t");
  });

  it("reads every line the kernel says is new, in order, however many landed", () => {
    const said = ["Player 2 discards 7♦.", "Player 3 takes 7♦ from the discard pile.", "Player 3 spreads 7♥ 7♦ 7♣.",
      "Player 3 discards K♦.", "Player 4 draws.", "Player 4 discards 6♦."];
    expect(announcement({ log: ["a"] }, { log: said.slice(-4), said })).toBe(said.join(" "));
    expect(announcement({ log: ["a"] }, { log: ["a"], said: [] })).toBe("");
  });

  it("reads a result once, and keeps its own punctuation", () => {
    const banner = { title: "You win!", text: "You take the $30 pot: the computer drops." };
    const said = ["The computer drops.", "You take the $30 pot: the computer drops."];
    expect(announcement({ log: [] }, { log: said, said, banner })).toBe(
      "The computer drops. You take the $30 pot: the computer drops. You win!",
    );
    expect(announcement({}, { said: [], banner: { title: "Right!", text: "" } })).toBe("Right!");
  });

  it("adds the result once, when the banner appears", () => {
    const banner = { title: "You win", text: "You won 3 battles to 2." };
    expect(announcement({ log: ["a"] }, { log: ["a", "b"], banner })).toBe("b You win. You won 3 battles to 2.");
    expect(announcement({ log: ["a"], banner }, { log: ["a"], banner })).toBe("");
  });

  it("outlives every redraw and says what the computer did", () => {
    const model = fakeModel({ view: view("1", ["You drew 9♥."]), error: "", speed: "normal", theme: "auto" });
    const el = document.createElement("div");
    mount(model, el);
    const region = el.querySelector(".ct-announce");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.getAttribute("role")).toBe("status");
    expect(region.textContent).toBe("");
    model.set("view", view("2", ["You drew 9♥.", "You placed 9♥ on battle 1.", "The computer placed 7♣ on battle 4."]));
    expect(el.querySelector(".ct-announce")).toBe(region);
    expect(region.textContent).toBe("You placed 9♥ on battle 1. The computer placed 7♣ on battle 4.");
    const target = el.querySelector('[data-zone="me.pile.1"]');
    expect(target.getAttribute("role")).toBe("button");
    expect(target.textContent.startsWith("Place: Battle 1")).toBe(true); // its name holds the words on screen
  });
});
