import { describe, expect, it } from "vitest";
import { chartXY, renderChart } from "./review.js";
import { keyList } from "./keys.js";
import { renderTable } from "./table.js";
import { mount } from "./widget.js";
import { fakeModel } from "./fake_model.js";
import { useWords } from "./words.js";


const chart = (over = {}) => ({
  title: "Your win chance over the game",
  points: [0.5, 0.6, 0.3, 0.35],
  labels: ["50%", "60%", "30%", "35%"],
  marks: ["fine", "blunder", "inaccuracy"],
  low: 0,
  high: 1,
  low_label: "0%",
  high_label: "100%",
  current: 2,
  zero: null,
  ...over,
});

const reviewView = (step = 2, over = {}) => ({
  game: "five_o",
  title: "Review · Five-O",
  layout: "review",
  state_id: String(step),
  status: `Decision ${step} of 3: blunder.`,
  stats: [{ id: "decision", label: "Decision", value: `${step} of 3` }],
  actions: [
    { id: "previous", label: "Previous", key: "ArrowLeft", enabled: step > 1, reason: "this is your first decision" },
    { id: "next", label: "Next", key: "ArrowRight", enabled: step < 3, reason: "this is your last decision" },
    { id: "try", label: "Try the better move", key: "t" },
    { id: "goto", label: "Decision", amount: { min: 1, max: 3, value: step }, panel: true },
  ],
  review: {
    unit: "win chance",
    step,
    count: 3,
    position: {
      title: "Five-O",
      layout: "five_o",
      status: "Your card: Q♥ — choose a pile",
      zones: [{ id: "me.hand", area: "hand", label: "Your card", cards: ["Qh"] }, { id: "opp.pile.1", label: "Battle 1", cards: ["??"] }],
      log: ["Computer placed 7♣ on battle 4"],
    },
    decision: {
      number: step,
      mark: "blunder",
      mark_label: "Blunder",
      chosen: "Battle 3",
      best: "Battle 1",
      cost: "30 points of win chance",
      why: "The Q♥ on battle 1 made a pair of queens.",
      options: [
        { label: "Battle 1", value: "60%", interval: "57% to 63%", chosen: false, best: true },
        { label: "Battle 3", value: "30%", interval: "exact", chosen: true, best: false },
      ],
    },
    worst: [{ number: 2, label: "Decision 2", mark: "blunder", mark_label: "Blunder", cost: "30 points of win chance" }],
    worst_title: "Your one biggest mistake",
    chart: chart({ current: step }),
  },
  said: [`Decision ${step} of 3: Blunder. You played Battle 3; Battle 1 was best.`],
  ...over,
});

const mounted = (view) => {
  const model = fakeModel({ view, error: "", speed: "normal", theme: "auto" });
  const el = document.createElement("div");
  document.body.append(el);
  mount(model, el);
  return { model, el };
};

describe("the review layout", () => {
  it("draws the position with the game's own layout, without moves or live regions of its own", () => {
    const el = renderTable(reviewView(), { send: () => {}, previous: null, selection: new Set(), error: "" });
    const position = el.querySelector(".ct-review-position");
    expect(position.className).toContain("ct-layout-five_o");
    expect(position.querySelector(".ct-actions")).toBeNull();
    expect(position.querySelector("[aria-live]")).toBeNull();
    expect(position.querySelector('[role="alert"]')).toBeNull();
    const cards = [...position.querySelectorAll(".ct-card")].map((c) => c.getAttribute("aria-label"));
    expect(cards).toEqual(["Queen of hearts", "Face-down card"]);
    // one live status line in the whole table: the review's
    expect(el.querySelectorAll("[aria-live]").length).toBe(2); // the status and the error box
  });

  it("draws its own words in the words the kernel sent (a table read in Russian)", () => {
    useWords({ option: "Вариант", value: "Оценка", interval: "95% интервал", best: "лучший", your_choice: "ваш выбор", position: "Стол, каким вы его видели" });
    try {
      const el = renderTable(reviewView(), { send: () => {}, previous: null, selection: new Set(), error: "" });
      const heads = [...el.querySelectorAll(".ct-review-options thead th")].map((c) => c.textContent);
      expect(heads).toEqual(["Вариант", "Оценка", "95% интервал", ""]);
      const notes = [...el.querySelectorAll(".ct-review-options tbody tr")].map((r) => r.lastChild.textContent);
      expect(notes).toEqual(["лучший", "ваш выбор"]);
      expect(el.querySelector(".ct-position-title").textContent).toBe("Стол, каким вы его видели");
    } finally {
      useWords({});
    }
  });

  it("lists every option with its value and interval, the best and the chosen marked", () => {
    const el = renderTable(reviewView(), { send: () => {}, previous: null, selection: new Set(), error: "" });
    const rows = [...el.querySelectorAll(".ct-review-options tbody tr")].map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ["Battle 1", "60%", "57% to 63%", "best"],
      ["Battle 3", "30%", "exact", "your choice"],
    ]);
    expect(el.querySelector(".ct-review-decision").className).toContain("ct-mark-blunder");
    expect(el.querySelector(".ct-review-why").textContent).toBe("The Q♥ on battle 1 made a pair of queens.");
  });

  it("steps with the arrow keys, and says them as arrows in the legend", () => {
    const { model, el } = mounted(reviewView(2));
    el.querySelector(".ct-root").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(model.sent).toEqual([{ kind: "intent", state_id: "2", action: "next" }]);
    model.set("view", reviewView(3));
    el.querySelector(".ct-root").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    expect(model.sent[1]).toEqual({ kind: "intent", state_id: "3", action: "previous" });
    expect(keyList(reviewView(2))).toEqual([["←", "Previous"], ["→", "Next"], ["T", "Try the better move"]]);
    expect(el.querySelector('[data-action="next"]').disabled).toBe(true); // the last decision
    el.remove();
  });

  it("goes to the decision the slider is moved to, and to a listed mistake", () => {
    const { model, el } = mounted(reviewView(1));
    const slider = el.querySelector('input[type="range"]');
    expect([slider.min, slider.max, slider.value]).toEqual(["1", "3", "1"]);
    expect(slider.getAttribute("aria-valuetext")).toBe("Decision 1 of 3");
    expect(el.querySelector(`label[for="${slider.id}"]`).textContent).toBe("Decision");
    slider.value = "3";
    slider.dispatchEvent(new Event("change"));
    expect(model.sent).toEqual([{ kind: "intent", state_id: "1", action: "goto", amount: 3 }]);
    model.set("view", reviewView(3));
    el.querySelector(".ct-worst").click();
    expect(model.sent[1]).toEqual({ kind: "intent", state_id: "3", action: "goto", amount: 2 });
    el.remove();
  });

  it("reads the grade in the live region when the step changes", () => {
    const { model, el } = mounted(reviewView(1));
    model.set("view", reviewView(2));
    expect(el.querySelector(".ct-announce").textContent).toBe("Decision 2 of 3: Blunder. You played Battle 3; Battle 1 was best.");
    el.remove();
  });
});

describe("the chart", () => {
  it("puts a point before the first decision and after each, coloured by its mark", () => {
    const fig = renderChart(chart(), document);
    const dots = [...fig.querySelectorAll("circle")];
    expect(dots.map((d) => d.getAttribute("class"))).toEqual([
      "ct-dot ct-dot-start",
      "ct-dot ct-dot-fine",
      "ct-dot ct-dot-blunder ct-dot-current",
      "ct-dot ct-dot-inaccuracy",
    ]);
    const line = fig.querySelector("polyline").getAttribute("points").split(" ");
    expect(line.length).toBe(4);
    expect(line[0]).toBe(chartXY(0, 4, 0.5, 0, 1).join(","));
    expect(fig.querySelector("svg").getAttribute("aria-label")).toBe(
      "Your win chance over the game: from 50% to 35%; after this decision, 30%",
    );
  });

  it("scales values between its low and high, higher values drawn higher", () => {
    const [, top] = chartXY(0, 2, 1, 0, 1);
    const [, bottom] = chartXY(0, 2, 0, 0, 1);
    const [, middle] = chartXY(1, 2, 0.5, 0, 1);
    expect(top).toBeLessThan(middle);
    expect(middle).toBeLessThan(bottom);
    expect(chartXY(1, 2, 5, 0, 1)).toEqual(chartXY(1, 2, 1, 0, 1)); // clamped
  });

  it("names its line and each mark's dot in a legend, in the view's words", () => {
    const legend = [
      { id: "line", label: "Your win chance over the game" },
      { id: "fine", label: "Fine" },
      { id: "inaccuracy", label: "Inaccuracy" },
      { id: "mistake", label: "Mistake" },
      { id: "blunder", label: "Blunder" },
    ];
    const fig = renderChart(chart({ legend }), document);
    const items = [...fig.querySelectorAll(".ct-chart-legend li")];
    expect(items.map((li) => li.textContent)).toEqual(legend.map((e) => e.label));
    expect(items[0].querySelector(".ct-legend-line")).not.toBeNull();
    expect(items[4].querySelector(".ct-legend-dot.ct-dot-blunder")).not.toBeNull();
  });

  it("draws an x-axis under the curve that counts the decisions, and names it", () => {
    const fig = renderChart(chart({ axis: "Decisions" }), document);
    const axis = fig.querySelector(".ct-chart-axis");
    expect(axis.querySelector(".ct-chart-axis-name").textContent).toBe("Decisions");
    // a tick under each point: before the first decision, then after each of the three
    const ticks = [...axis.querySelectorAll(".ct-chart-tick")].map((t) => Number(t.getAttribute("x1")));
    expect(ticks).toEqual([0, 1, 2, 3].map((i) => chartXY(i, 4, 0, 0, 1)[0]));
    expect([...axis.querySelectorAll(".ct-chart-tick-label")].map((t) => t.textContent)).toEqual(["0", "1", "2", "3"]);
    // below the lowest value drawn
    const [, bottom] = chartXY(0, 4, 0, 0, 1);
    expect(Number(axis.querySelector(".ct-chart-axis-line").getAttribute("y1"))).toBeGreaterThan(bottom);
  });

  it("numbers at most ten ticks of a long game, the last always", () => {
    const n = 41;
    const fig = renderChart(chart({ axis: "Battles", points: Array(n).fill(0.5), labels: Array(n).fill("50%"), marks: [], current: null }), document);
    const numbers = [...fig.querySelectorAll(".ct-chart-tick-label")].map((t) => Number(t.textContent));
    expect(numbers.length).toBeLessThanOrEqual(11);
    expect(numbers[0]).toBe(0);
    expect(numbers.at(-1)).toBe(40);
  });

  it("draws a zero line for chips that go both ways", () => {
    const fig = renderChart(chart({ low: -4, high: 4, zero: 0, points: [0, 2, -3], labels: ["0", "+2", "-3"], marks: ["fine", "mistake"], current: null }), document);
    expect(fig.querySelector(".ct-chart-zero")).not.toBeNull();
  });
});
