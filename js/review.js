// The review panel: one graded decision of a finished game, the table as it was then,
// the costliest decisions, and the curve of the game as an SVG chart. It draws what the
// view says (values, marks and sentences come from the kernel as text) and knows no rule.

import { h } from "./dom.js";
import { word } from "./words.js";

const W = 600;
const H = 200;
// left: the scale's labels, right-aligned beside their lines; bottom: the x-axis's ticks and its name
const PAD = { left: 44, right: 12, top: 12, bottom: 44 };
const TICKS = 10; // at most this many numbered ticks on the x-axis (every k-th point)

/** SVG's namespace, as the HTML parser gives it (the bundle names no address). */
function svgNamespace(doc) {
  const holder = doc.createElement("div");
  holder.innerHTML = "<svg></svg>"; // fixed markup
  return holder.firstChild.namespaceURI;
}

function s(doc, tag, attrs = {}, ...children) {
  const el = doc.createElementNS(svgNamespace(doc), tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null) continue;
    if (key === "text") el.textContent = String(value);
    else el.setAttribute(key, String(value));
  }
  for (const child of children) if (child) el.append(child);
  return el;
}

/** Where the chart draws point `i` of `n` with value `v`, between `low` and `high`. */
export function chartXY(i, n, v, low, high) {
  const x = PAD.left + (n <= 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (n - 1));
  const span = high - low || 1;
  const clamped = Math.min(high, Math.max(low, v));
  const y = PAD.top + ((high - clamped) * (H - PAD.top - PAD.bottom)) / span;
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}

/** The curve of the game: one point before the first decision, then one after each,
 * each decision's point coloured by its mark, the one on show ringed. */
export function renderChart(chart, doc) {
  const points = (chart.points || []).map(Number);
  const n = points.length;
  const { low = 0, high = 1 } = chart;
  const fig = h(doc, "figure", { className: "ct-review-chart" });
  const current = chart.current;
  const summary = n
    ? word("chart_summary", { title: chart.title, first: chart.labels[0], last: chart.labels[n - 1] }) +
      (current != null && chart.labels[current] ? word("chart_after", { value: chart.labels[current] }) : "")
    : word("chart_empty", { title: chart.title });
  const svg = s(doc, "svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": summary, class: "ct-chart-svg" });
  const [, yTop] = chartXY(0, n, high, low, high);
  const [, yBottom] = chartXY(0, n, low, low, high);
  svg.append(s(doc, "line", { x1: PAD.left, x2: W - PAD.right, y1: yTop, y2: yTop, class: "ct-chart-grid" }));
  svg.append(s(doc, "line", { x1: PAD.left, x2: W - PAD.right, y1: yBottom, y2: yBottom, class: "ct-chart-grid" }));
  // the scale's two ends, written left of their lines
  svg.append(s(doc, "text", { x: PAD.left - 6, y: yTop + 4, "text-anchor": "end", class: "ct-chart-label", text: chart.high_label }));
  svg.append(s(doc, "text", { x: PAD.left - 6, y: yBottom + 4, "text-anchor": "end", class: "ct-chart-label", text: chart.low_label }));
  svg.append(renderAxis(chart, n, yBottom, doc));
  if (chart.zero !== null && chart.zero !== undefined) {
    const [, y0] = chartXY(0, n, chart.zero, low, high);
    svg.append(s(doc, "line", { x1: PAD.left, x2: W - PAD.right, y1: y0, y2: y0, class: "ct-chart-zero" }));
  }
  if (n) {
    const xy = points.map((v, i) => chartXY(i, n, v, low, high));
    svg.append(s(doc, "polyline", { points: xy.map(([x, y]) => `${x},${y}`).join(" "), class: "ct-chart-line" }));
    const marks = chart.marks || [];
    xy.forEach(([x, y], i) => {
      const mark = i === 0 ? "start" : String(marks[i - 1] || "point").replace(/[^a-z]/g, ""); // War's battles: no mark
      const dot = s(doc, "circle", { cx: x, cy: y, r: i === current ? 6 : 3.5, class: `ct-dot ct-dot-${mark}${i === current ? " ct-dot-current" : ""}` });
      const name = word("chart_point", { point: chart.point || word("decision"), number: i, value: chart.labels[i] });
      const marked = (chart.legend || []).find((entry) => entry.id === mark); // the mark as the legend names it
      const said = marks[i - 1] ? `${name}, ${marked ? marked.label : mark}` : name;
      dot.append(s(doc, "title", { text: i === 0 ? word("chart_start", { value: chart.labels[i] }) : said }));
      svg.append(dot);
    });
  }
  fig.append(svg, renderLegend(chart, doc), h(doc, "figcaption", { text: chart.title }));
  return fig;
}

/** The x-axis under the chart: a tick at each point (0: before the first decision),
 * numbered every k-th so that no more than TICKS numbers crowd it, and its name, what it
 * counts ("Decisions", War's "Battles"). */
function renderAxis(chart, n, yBottom, doc) {
  const axis = s(doc, "g", { class: "ct-chart-axis" });
  const yAxis = H - PAD.bottom + 6;
  axis.append(s(doc, "line", { x1: PAD.left, x2: W - PAD.right, y1: yAxis, y2: yAxis, class: "ct-chart-axis-line" }));
  const every = Math.max(1, Math.ceil((n - 1) / TICKS));
  for (let i = 0; i < n; i += 1) {
    const [x] = chartXY(i, n, 0, 0, 1);
    const numbered = i % every === 0 || i === n - 1;
    axis.append(s(doc, "line", { x1: x, x2: x, y1: yAxis, y2: yAxis + (numbered ? 5 : 3), class: "ct-chart-tick" }));
    if (numbered && !(i !== n - 1 && n - 1 - i < every / 2)) {
      axis.append(s(doc, "text", { x, y: yAxis + 16, "text-anchor": "middle", class: "ct-chart-label ct-chart-tick-label", text: String(i) }));
    }
  }
  axis.append(s(doc, "text", { x: (PAD.left + W - PAD.right) / 2, y: H - 4, "text-anchor": "middle", class: "ct-chart-label ct-chart-axis-name", text: chart.axis || "" }));
  return axis;
}

/** The chart's legend: the line (what it draws), then each mark's dot, in the view's words. */
function renderLegend(chart, doc) {
  const list = h(doc, "ul", { className: "ct-chart-legend" });
  for (const entry of chart.legend || []) {
    const kind = String(entry.id).replace(/[^a-z]/g, "");
    const swatch = h(doc, "span", { className: kind === "line" ? "ct-legend-line" : `ct-legend-dot ct-dot-${kind}`, "aria-hidden": "true" });
    list.append(h(doc, "li", { className: `ct-legend-item ct-legend-item-${kind}` }, swatch, h(doc, "span", { text: entry.label })));
  }
  return list;
}

/** The table as it was at the decision: the game's own view, drawn by the same renderer
 * without its moves or its live regions (the review's own say what changed). */
function renderPosition(position, ctx, doc, renderTable) {
  const sub = { ...position, actions: [], state_id: "review" };
  const table = renderTable(sub, { ...ctx, previous: null, error: "", selection: new Set(), toggle: () => {} }, doc);
  table.setAttribute("aria-label", word("position_label", { title: position.title || "" }));
  // not a second .ct-table: the page's table (its state id, its head, its toolbar) is the review's
  table.classList.remove("ct-table");
  table.classList.add("ct-review-position");
  table.removeAttribute("data-state-id");
  for (const el of table.querySelectorAll(".ct-error, .ct-actions")) el.remove();
  const title = table.querySelector(".ct-title");
  if (title) {
    // a heading under the review's own, named as what it shows
    const heading = h(doc, "h4", { className: "ct-position-title", text: word("position") });
    title.replaceWith(heading);
  }
  for (const el of table.querySelectorAll("[aria-live]")) {
    el.removeAttribute("aria-live");
    el.removeAttribute("role");
  }
  for (const el of table.querySelectorAll('[role="alert"]')) el.removeAttribute("role");
  return table;
}

function renderDecision(decision, doc) {
  const box = h(doc, "section", { className: `ct-review-decision ct-mark-${String(decision.mark).replace(/[^a-z]/g, "")}`, "aria-label": word("decision_number", { number: decision.number }) });
  if (decision.position) box.append(h(doc, "p", { className: "ct-review-where", text: decision.position }));
  box.append(
    h(doc, "p", { className: "ct-review-grade" },
      h(doc, "span", { className: "ct-mark-badge", text: decision.mark_label }),
      h(doc, "span", { text: " " + word("played", { chosen: decision.chosen, best: decision.best, cost: decision.cost }) })),
    h(doc, "p", { className: "ct-review-why", text: decision.why }),
  );
  const table = h(doc, "table", { className: "ct-review-options" });
  table.append(h(doc, "caption", { text: word("options_caption") }));
  const head = h(doc, "tr");
  for (const title of [word("option"), word("value"), word("interval"), ""]) head.append(h(doc, "th", { scope: "col", text: title }));
  table.append(h(doc, "thead", {}, head));
  const body = h(doc, "tbody");
  for (const option of decision.options || []) {
    const notes = [option.best ? word("best") : "", option.chosen ? word("your_choice") : ""].filter(Boolean).join(", ");
    const row = h(doc, "tr", { className: `${option.best ? "ct-best" : ""} ${option.chosen ? "ct-chosen" : ""}`.trim() || null });
    row.append(
      h(doc, "th", { scope: "row", text: option.label }),
      h(doc, "td", { text: option.value }),
      h(doc, "td", { text: option.interval }),
      h(doc, "td", { text: notes }),
    );
    body.append(row);
  }
  table.append(body);
  box.append(table);
  return box;
}

/** The slider over the decisions: moving it (by mouse or arrow keys) shows that one. */
function renderSlider(review, action, ctx, doc) {
  const id = `ct-slider-${ctx.uid || "t"}`;
  const input = h(doc, "input", {
    type: "range",
    id,
    className: "ct-review-slider",
    min: 1,
    max: review.count,
    step: 1,
    value: review.step,
    "aria-valuetext": word("decision_of", { number: review.step, count: review.count }),
    "data-focus-key": "review-slider",
    disabled: action ? null : true,
  });
  input.addEventListener("change", () => {
    const amount = Math.round(Number(input.value));
    if (amount !== review.step) ctx.send({ action: "goto", amount });
  });
  return h(doc, "div", { className: "ct-review-step" }, h(doc, "label", { for: id, text: word("decision") }), input,
    h(doc, "span", { className: "ct-review-count", "aria-hidden": "true", text: `${review.step} / ${review.count}` }));
}

function renderWorst(review, ctx, doc) {
  const box = h(doc, "section", { className: "ct-review-worst", "aria-label": review.worst_title });
  box.append(h(doc, "h4", { text: review.worst_title }));
  if (!(review.worst || []).length) return box;
  const list = h(doc, "ol");
  for (const item of review.worst) {
    const current = item.number === review.step;
    list.append(h(doc, "li", {},
      h(doc, "button", {
        type: "button",
        className: `ct-button ct-worst ct-mark-${String(item.mark).replace(/[^a-z]/g, "")}`,
        "aria-current": current ? "step" : null,
        "data-focus-key": `worst:${item.number}`,
        text: word("worst_item", { label: item.label, mark: item.mark_label, cost: item.cost }),
        onclick: () => ctx.send({ action: "goto", amount: item.number }),
      })));
  }
  box.append(list);
  return box;
}

/** The review panel of `view` (a view with `review`). `renderTable` draws the position. */
export function renderReview(view, ctx, doc, renderTable) {
  const review = view.review;
  const panel = h(doc, "div", { className: "ct-review" });
  if (Array.isArray(review.story) && review.story.length) {
    const story = h(doc, "ol", { className: "ct-review-story", "aria-label": word("story") });
    for (const line of review.story) story.append(h(doc, "li", { text: line }));
    panel.append(story);
  }
  if (review.count) {
    const goto = (view.actions || []).find((a) => a.id === "goto" && a.enabled !== false);
    panel.append(renderWorst(review, ctx, doc), renderSlider(review, goto, ctx, doc));
    const main = h(doc, "div", { className: "ct-review-main" });
    if (review.position) main.append(renderPosition(review.position, ctx, doc, renderTable));
    if (review.decision) main.append(renderDecision(review.decision, doc));
    panel.append(main);
  }
  if (review.chart) panel.append(renderChart(review.chart, doc));
  return panel;
}

/** A bar while the kernel works (a review being graded): done of total. */
export function renderProgress(progress, doc) {
  const done = Number(progress.done) || 0;
  const total = Number(progress.total) || 0;
  return h(doc, "div", { className: "ct-progress" },
    h(doc, "label", { text: progress.label || word("working") },
      h(doc, "progress", { max: total || null, value: total ? done : null, "aria-valuetext": total ? word("done_of", { done, total }) : null })));
}
