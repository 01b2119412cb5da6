import { describe, expect, it } from "vitest";
import { cardElement, cardName, cardText, parseCode } from "./cards.js";
import { useWords } from "./words.js";

describe("cards", () => {
  it("names cards for screen readers", () => {
    expect(cardName("Qh")).toBe("Queen of hearts");
    expect(cardName("Ts")).toBe("Ten of spades");
    expect(cardName("??")).toBe("Face-down card");
    expect(cardText("Td")).toBe("10\u2666");
  });

  it("names cards in the words the kernel sent (a table read in Russian)", () => {
    useWords({ card_name: "{rank} {suit}", rank_Q: "Дама", suit_h: "червей", face_down_card: "Карта рубашкой вверх" });
    try {
      expect(cardName("Qh")).toBe("Дама червей");
      expect(cardName("??")).toBe("Карта рубашкой вверх");
    } finally {
      useWords({});
    }
    expect(cardName("Qh")).toBe("Queen of hearts");
  });

  it("refuses anything that is not a card code", () => {
    for (const bad of ["", "Q", "Qx", "1h", "<img>", null, 7, "QhQ"]) expect(parseCode(bad)).toBeNull();
  });

  it("draws a face with corner indices and the right number of pips", () => {
    const seven = cardElement("7c");
    expect(seven.getAttribute("aria-label")).toBe("Seven of clubs");
    expect(seven.classList.contains("ct-black")).toBe(true);
    const texts = [...seven.querySelectorAll("text")].map((t) => t.textContent);
    // two corners (rank + suit each) and seven pips
    expect(texts.filter((t) => t === "\u2663").length).toBe(2 + 7);
    expect(texts.filter((t) => t === "7").length).toBe(2);
    const ten = cardElement("Th");
    expect(ten.classList.contains("ct-red")).toBe(true);
    expect([...ten.querySelectorAll("text")].filter((t) => t.textContent === "\u2665").length).toBe(12);
  });

  it("draws court cards and aces", () => {
    const king = cardElement("Ks");
    expect(king.querySelector(".ct-court")).not.toBeNull();
    const ace = cardElement("Ad");
    expect([...ace.querySelectorAll("text")].filter((t) => t.textContent === "\u2666").length).toBe(3);
  });

  it("draws a back for a hidden card and never guesses at junk", () => {
    for (const code of ["??", "<b>x</b>"]) {
      const el = cardElement(code);
      expect(el.classList.contains("ct-back")).toBe(true);
      expect(el.dataset.card).toBe("??");
      expect(el.innerHTML).not.toContain("<b>");
    }
  });
});

describe("6 and 9", () => {
  it("are told apart by an underlined index in both corners; other ranks have none", async () => {
    const { cardElement } = await import("./cards.js");
    expect(cardElement("6c", document).querySelectorAll(".ct-index-mark").length).toBe(2);
    expect(cardElement("9h", document).querySelectorAll(".ct-index-mark").length).toBe(2);
    for (const code of ["8s", "Td", "Ah", "Kc", "??"]) {
      expect(cardElement(code, document).querySelectorAll(".ct-index-mark").length).toBe(0);
    }
  });
});
