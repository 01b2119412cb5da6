import { afterEach, describe, expect, it } from "vitest";
import { ENGLISH, useWords, word } from "./words.js";
import { renderHelp } from "./help.js";
import { keyLegend } from "./keys.js";

describe("the words the page draws around a table", () => {
  afterEach(() => useWords(null));

  it("are English until the kernel sends the table's own, and fill their fields", () => {
    expect(word("house_rules")).toBe("House rules at this table");
    expect(word("replay", { label: "A tie" })).toBe("Replay: A tie");
    useWords({ house_rules: "Домашние правила этого стола", replay: "Повторить: {label}" });
    expect(word("house_rules")).toBe("Домашние правила этого стола");
    expect(word("replay", { label: "Ничья" })).toBe("Повторить: Ничья");
    expect(word("questions")).toBe(ENGLISH.questions); // a word not sent keeps its English
  });

  it("reach the How to play panel and the key legend", () => {
    useWords({ questions: "Частые вопросы", examples: "Разобранные примеры", how_to_play: "Как играть", keys: "Клавиши: " });
    const view = {
      title: "Draw poker",
      help: { title: "Дро-покер", sections: [], questions: [{ q: "?", a: "!" }], examples: [{ id: "tie", label: "Ничья", text: "" }] },
      actions: [{ id: "stay", label: "STAY", key: "s" }],
    };
    const panel = renderHelp(view, { send: () => {} }, document);
    const headings = [...panel.querySelectorAll("h4")].map((el) => el.textContent);
    expect(headings).toEqual(["Частые вопросы", "Разобранные примеры"]);
    const legend = keyLegend(view, document, { help: true });
    expect(legend.textContent).toContain("Клавиши: ");
    expect(legend.textContent).toContain("? Как играть");
  });
});
