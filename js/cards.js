// Cards drawn as inline SVG: faces with corner indices and suit pips, and backs.
// A face-down card arrives as "??" and is drawn as a back: the renderer never knows
// more than the view says.

import { word } from "./words.js";

const SUITS = {
  s: { name: "spades", symbol: "\u2660", red: false },
  h: { name: "hearts", symbol: "\u2665", red: true },
  d: { name: "diamonds", symbol: "\u2666", red: true },
  c: { name: "clubs", symbol: "\u2663", red: false },
};
export const HIDDEN = "??";
const CODE = /^([2-9TJQKA])([shdc])$/;

/** Parse "Qh" into its parts, or null for anything else (including "??"). */
export function parseCode(code) {
  const m = typeof code === "string" ? CODE.exec(code) : null;
  if (!m) return null;
  return { rank: m[1], suit: m[2], label: m[1] === "T" ? "10" : m[1], ...SUITS[m[2]] };
}

/** The accessible name: "Queen of hearts", or "Face-down card". */
export function cardName(code) {
  const card = parseCode(code);
  if (!card) return word("face_down_card");
  return word("card_name", { rank: word(`rank_${card.rank}`), suit: word(`suit_${card.suit}`) });
}

/** The short display form: "Q♥", "10♠". */
export function cardText(code) {
  const card = parseCode(code);
  return card ? card.label + card.symbol : "\u25AE";
}

// Pip centres on a 60×84 card, for ranks 2–10: [x, y]; pips below the middle are
// drawn upside down, as on printed cards.
const L = 19, M = 30, R = 41;
const T = 21, B = 63, C = 42, U = 35, D = 49, UU = 31.5, DD = 52.5;
const PIPS = {
  2: [[M, T], [M, B]],
  3: [[M, T], [M, C], [M, B]],
  4: [[L, T], [R, T], [L, B], [R, B]],
  5: [[L, T], [R, T], [M, C], [L, B], [R, B]],
  6: [[L, T], [R, T], [L, C], [R, C], [L, B], [R, B]],
  7: [[L, T], [R, T], [M, UU], [L, C], [R, C], [L, B], [R, B]],
  8: [[L, T], [R, T], [M, UU], [L, C], [R, C], [M, DD], [L, B], [R, B]],
  9: [[L, T], [R, T], [L, U], [R, U], [M, C], [L, D], [R, D], [L, B], [R, B]],
  10: [[L, T], [R, T], [M, 28], [L, U], [R, U], [L, D], [R, D], [M, 56], [L, B], [R, B]],
};

function pip(x, y, symbol, size) {
  const flip = y > C + 0.5 ? ` transform="rotate(180 ${x} ${y})"` : "";
  return `<text x="${x}" y="${y}" font-size="${size}" text-anchor="middle" dominant-baseline="central"${flip}>${symbol}</text>`;
}

function faceSvg(card) {
  // a 6 and a 9 look alike upside down: their index is underlined, as on printed cards
  const mark = card.rank === "6" || card.rank === "9" ? `<rect class="ct-index-mark" x="3.2" y="13.4" width="6.6" height="1"/>` : "";
  const corner = (flip) =>
    `<g${flip ? ' transform="rotate(180 30 42)"' : ""}>` +
    `<text x="6.5" y="12" font-size="11" font-weight="700" text-anchor="middle">${card.label}</text>${mark}` +
    `<text x="6.5" y="21" font-size="8.5" text-anchor="middle">${card.symbol}</text></g>`;
  let middle;
  if (card.rank === "A") {
    middle = pip(M, C, card.symbol, 26);
  } else if ("JQK".includes(card.rank)) {
    middle =
      `<rect class="ct-court" x="14" y="14" width="32" height="56" rx="3"/>` +
      `<text x="${M}" y="36" font-size="20" font-weight="700" text-anchor="middle" dominant-baseline="central">${card.rank}</text>` +
      `<text x="${M}" y="55" font-size="14" text-anchor="middle" dominant-baseline="central">${card.symbol}</text>`;
  } else {
    const count = card.rank === "T" ? 10 : Number(card.rank);
    middle = PIPS[count].map(([x, y]) => pip(x, y, card.symbol, 11)).join("");
  }
  return (
    `<svg viewBox="0 0 60 84" aria-hidden="true" focusable="false">` +
    `<rect class="ct-card-bg" x="0.5" y="0.5" width="59" height="83" rx="5"/>` +
    `<g class="ct-ink">${corner(false)}${middle}${corner(true)}</g></svg>`
  );
}

function backSvg() {
  return (
    `<svg viewBox="0 0 60 84" aria-hidden="true" focusable="false">` +
    `<rect class="ct-back-bg" x="0.5" y="0.5" width="59" height="83" rx="5"/>` +
    `<rect class="ct-back-inner" x="5" y="5" width="50" height="74" rx="3"/>` +
    `<path class="ct-back-pattern" d="M5 17 L17 5 M5 29 L29 5 M5 41 L41 5 M5 53 L53 5 M5 65 L55 15 M5 77 L55 27 M15 79 L55 39 M27 79 L55 51 M39 79 L55 63 M51 79 L55 75"/>` +
    `<path class="ct-back-pattern" d="M55 17 L43 5 M55 29 L31 5 M55 41 L19 5 M55 53 L7 5 M55 65 L5 15 M55 77 L5 27 M45 79 L5 39 M33 79 L5 51 M21 79 L5 63 M9 79 L5 75"/>` +
    `</svg>`
  );
}

/**
 * A card element. `code` is "Qh" or "??"; anything else draws a back labelled as
 * unreadable rather than guessing.
 */
export function cardElement(code, doc = document) {
  const el = doc.createElement("div");
  const card = parseCode(code);
  el.className = card ? `ct-card ${card.red ? "ct-red" : "ct-black"}` : "ct-card ct-back";
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", cardName(code));
  el.dataset.card = card ? code : HIDDEN;
  el.innerHTML = card ? faceSvg(card) : backSvg();
  return el;
}
