// A table's own arrangement of its zones, brought as data in its view (`view.grid`), so a
// new game needs no CSS: its rows of areas and its columns, for a wide table and for a
// narrow one. They go onto the felt as custom properties through the CSSOM (never a style
// attribute, which a page's CSP may forbid), and layouts.css's `.ct-grid` rules read them,
// the narrow ones under the same container width as every other layout. A string from the
// view reaches the stylesheet only when every part of the grid is well formed; otherwise
// the felt is drawn as if the view brought none. cardtable.view.grid says the same rules
// in Python, and tests/view/grid_cases.json holds the cases both sides try.

const MAX_CELLS = 16; // rows, and cells a row
const NAME = /^[a-z][a-z0-9-]{0,39}$/; // a CSS identifier, in the names zones use
const EMPTY = /^\.+$/; // a cell no zone takes
const SIZES = /^[a-z0-9().,%+*/ -]{1,200}$/; // "auto minmax(0, 1fr)", "repeat(3, 1fr)"

/** The cells of each row of `rows`, or null unless they are 1 to 16 rows of names and
 * dots, every row as long, each name one rectangle (CSS drops the whole grid otherwise). */
export function areaRows(rows) {
  if (!Array.isArray(rows) || rows.length < 1 || rows.length > MAX_CELLS) return null;
  const lines = [];
  for (const row of rows) {
    if (typeof row !== "string") return null;
    const cells = row.split(/\s+/).filter(Boolean);
    if (cells.length < 1 || cells.length > MAX_CELLS) return null;
    if (!cells.every((c) => NAME.test(c) || EMPTY.test(c))) return null;
    lines.push(cells);
  }
  if (new Set(lines.map((cells) => cells.length)).size !== 1) return null;
  const spots = new Map();
  lines.forEach((cells, r) => cells.forEach((cell, c) => {
    if (EMPTY.test(cell)) return;
    if (!spots.has(cell)) spots.set(cell, []);
    spots.get(cell).push([r, c]);
  }));
  for (const at of spots.values()) {
    const rs = at.map(([r]) => r);
    const cs = at.map(([, c]) => c);
    const height = Math.max(...rs) - Math.min(...rs) + 1;
    const width = Math.max(...cs) - Math.min(...cs) + 1;
    if (at.length !== height * width) return null;
  }
  return lines;
}

/** `sizes` when it is columns' sizes of a safe few characters with balanced brackets. */
export function columnSizes(sizes) {
  if (typeof sizes !== "string" || !SIZES.test(sizes) || sizes.includes("/*")) return null;
  let depth = 0;
  for (const char of sizes) {
    depth += char === "(" ? 1 : char === ")" ? -1 : 0;
    if (depth < 0) return null;
  }
  return depth === 0 ? sizes : null;
}

const quoted = (lines) => lines.map((cells) => `"${cells.join(" ")}"`).join(" ");
const equal = (lines) => `repeat(${lines[0].length}, minmax(0, 1fr))`;

/** The custom properties `grid` sets on the felt, or null when any part is malformed:
 * a narrow table takes `narrow_areas` (or `areas`) and `narrow_columns` (or equal
 * columns for its own rows, or `columns`); columns left out are equal. */
export function gridProperties(grid) {
  if (!grid || typeof grid !== "object") return null;
  const wide = areaRows(grid.areas);
  const narrow = grid.narrow_areas === undefined ? wide : areaRows(grid.narrow_areas);
  if (!wide || !narrow) return null;
  const columns = grid.columns === undefined ? equal(wide) : columnSizes(grid.columns);
  const fallback = grid.narrow_areas === undefined ? columns : equal(narrow);
  const narrowColumns = grid.narrow_columns === undefined ? fallback : columnSizes(grid.narrow_columns);
  if (!columns || !narrowColumns) return null;
  return {
    "--ct-grid-areas": quoted(wide),
    "--ct-grid-columns": columns,
    "--ct-grid-narrow-areas": quoted(narrow),
    "--ct-grid-narrow-columns": narrowColumns,
  };
}

/** Arrange `felt` by the view's `grid`, if it brings a well-formed one; says whether it did. */
export function applyGrid(felt, grid) {
  const properties = gridProperties(grid);
  if (!properties) return false;
  for (const [name, value] of Object.entries(properties)) felt.style.setProperty(name, value);
  felt.classList.add("ct-grid");
  return true;
}
