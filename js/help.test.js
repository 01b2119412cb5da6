import { describe, expect, it, vi } from "vitest";
import { renderHelp } from "./help.js";

const view = {
  title: "War",
  options: [{ label: "Won cards go under the pile", value: "Winner's cards first" }],
  help: {
    title: "War",
    sections: [{ heading: "The aim", items: ["Two players.", "Higher rank takes both."] }],
    questions: [{ q: "Is the ace high?", a: "Yes." }],
    examples: [{ id: "war", label: "A war", text: "Both reveal a nine." }],
  },
};

describe("renderHelp", () => {
  it("shows the rules, the house rules and the questions", () => {
    const panel = renderHelp(view, { send: vi.fn() });
    expect(panel.querySelector("h3").textContent).toBe("How to play: War");
    const items = [...panel.querySelectorAll("li")].map((li) => li.textContent);
    expect(items).toContain("Two players.");
    expect(items).toContain("Won cards go under the pile: Winner's cards first");
    expect(panel.querySelector(".ct-faq summary").textContent).toBe("Is the ace high?");
  });

  it("shows no rule id, even one an older kernel still sends", () => {
    const old = { ...view, help: { ...view.help, sections: [{ heading: "The aim", items: ["WAR-1: Two players."] }] } };
    const panel = renderHelp(old, { send: vi.fn() });
    expect(panel.querySelector("ul li").textContent).toBe("Two players.");
    expect(panel.textContent).not.toMatch(/\b[A-Z]{2,}-\d+\b/);
    expect(panel.querySelector(".ct-rule-id")).toBeNull();
  });

  it("replays a worked example by its id", () => {
    const ctx = { send: vi.fn() };
    renderHelp(view, ctx).querySelector("[data-example='war']").click();
    expect(ctx.send).toHaveBeenCalledWith({ action: "example", text: "war" });
  });

  it("is absent when the view has no help", () => {
    expect(renderHelp({ title: "x" }, { send: vi.fn() })).toBeNull();
  });
});
