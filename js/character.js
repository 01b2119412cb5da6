// The draw-poker opponent: a friendly cartoon figure in a T-shirt and trousers whose
// accessories (hat, sunglasses, scarf, gloves, jacket, boots) come off as she stakes
// and loses them. Family friendly by design: the base outfit never changes.

const PARTS = {
  jacket:
    '<path class="ct-ch-jacket" d="M32 78 Q60 70 88 78 L94 128 L74 128 L72 96 L48 96 L46 128 L26 128 Z"/>' +
    '<path class="ct-ch-jacket-line" d="M60 80 L60 128"/>',
  scarf: '<path class="ct-ch-scarf" d="M44 70 Q60 80 76 70 L76 78 Q60 88 44 78 Z M66 78 L72 100 L64 100 L60 80 Z"/>',
  gloves: '<circle class="ct-ch-glove" cx="24" cy="122" r="7"/><circle class="ct-ch-glove" cx="96" cy="122" r="7"/>',
  boots: '<path class="ct-ch-boot" d="M40 166 L56 166 L56 178 L34 178 Q34 170 40 166 Z M64 166 L80 166 Q86 170 86 178 L64 178 Z"/>',
  sunglasses:
    '<rect class="ct-ch-shades" x="44" y="38" width="13" height="8" rx="3"/>' +
    '<rect class="ct-ch-shades" x="63" y="38" width="13" height="8" rx="3"/>' +
    '<path class="ct-ch-shades-bridge" d="M57 41 L63 41"/>',
  hat: '<path class="ct-ch-hat" d="M34 26 L86 26 L86 22 L76 22 L72 4 L48 4 L44 22 L34 22 Z"/>' +
    '<rect class="ct-ch-hat-band" x="46" y="16" width="28" height="5"/>',
};

export const ITEMS = ["hat", "sunglasses", "scarf", "gloves", "jacket", "boots"];

/** SVG markup of the figure wearing `worn` (a list of item names; others are ignored). */
export function characterSvg(worn = []) {
  const on = new Set(worn.filter((item) => ITEMS.includes(item)));
  const layer = (item) => (on.has(item) ? PARTS[item] : "");
  return (
    '<svg viewBox="0 0 120 182" aria-hidden="true" focusable="false">' +
    // legs, trousers and shoes
    '<path class="ct-ch-trousers" d="M40 124 L80 124 L80 168 L64 168 L60 136 L56 168 L40 168 Z"/>' +
    '<path class="ct-ch-shoe" d="M38 166 L56 166 L56 174 L36 174 Z M64 166 L82 166 L84 174 L64 174 Z"/>' +
    layer("boots") +
    // arms and T-shirt
    '<path class="ct-ch-skin" d="M30 82 L18 118 L26 122 L38 90 Z M90 82 L102 118 L94 122 L82 90 Z"/>' +
    '<path class="ct-ch-shirt" d="M34 76 Q60 68 86 76 L92 96 L82 98 L80 126 L40 126 L38 98 L28 96 Z"/>' +
    layer("jacket") +
    '<circle class="ct-ch-skin" cx="22" cy="122" r="6"/><circle class="ct-ch-skin" cx="98" cy="122" r="6"/>' +
    layer("gloves") +
    // head, hair, face
    '<rect class="ct-ch-skin" x="54" y="58" width="12" height="14"/>' +
    '<path class="ct-ch-hair" d="M36 40 Q36 12 60 12 Q84 12 84 40 L84 62 L76 62 L76 34 L44 34 L44 62 L36 62 Z"/>' +
    '<ellipse class="ct-ch-skin" cx="60" cy="42" rx="19" ry="22"/>' +
    '<path class="ct-ch-hair" d="M41 34 Q50 20 79 30 Q70 22 60 22 Q46 22 41 34 Z"/>' +
    '<circle class="ct-ch-eye" cx="52" cy="42" r="2.2"/><circle class="ct-ch-eye" cx="68" cy="42" r="2.2"/>' +
    '<path class="ct-ch-smile" d="M52 52 Q60 58 68 52"/>' +
    layer("sunglasses") +
    layer("scarf") +
    layer("hat") +
    "</svg>"
  );
}
