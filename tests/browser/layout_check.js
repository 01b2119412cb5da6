// Runs in the page on a .ct-root; returns a list of sentences (empty: the layout is sound).
// Read by layout.py.
(root) => {
  const problems = [];
  const box = (el) => el.getBoundingClientRect();
  const name = (el) => {
    const zone = el.closest('[data-zone]');
    const label = el.dataset.zone || el.dataset.action || el.dataset.card
      || el.getAttribute('aria-label') || el.textContent.trim().slice(0, 30);
    return `${el.className.baseVal ?? el.className} "${label}"` + (zone && zone !== el ? ` in ${zone.dataset.zone}` : '');
  };
  const shown = (el) => {
    const folded = el.closest('details:not([open])');
    if (folded && !el.closest('summary')) return false; // inside a closed details: not drawn
    const r = box(el);
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const overlap = (a, b, slack = 1) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > slack &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > slack;
  const inside = (a, b, slack = 1) =>
    a.left >= b.left - slack && a.right <= b.right + slack && a.top >= b.top - slack && a.bottom <= b.bottom + slack;
  const all = (sel) => [...root.querySelectorAll(sel)].filter(shown);
  const pairs = (els, what) => {
    for (let i = 0; i < els.length; i += 1)
      for (let j = i + 1; j < els.length; j += 1)
        if (overlap(box(els[i]), box(els[j]))) problems.push(`${what} overlap: ${name(els[i])} and ${name(els[j])}`);
  };
  pairs(all('.ct-zone'), 'zones');
  pairs(all('.ct-button, .ct-amount, .ct-text, .ct-stat'), 'controls');
  const frame = box(root);
  for (const el of all('.ct-table, .ct-help, .ct-zone, .ct-card, .ct-button, .ct-amount, .ct-text, .ct-stat, .ct-zone-label, .ct-caption, .ct-status, .ct-error, .ct-banner')) {
    // what a scrolling panel holds may lie below its fold, never beside it
    const scroller = el.parentElement.closest('.ct-help, .ct-log');
    const r = box(el);
    const out = scroller ? r.left < frame.left - 1 || r.right > frame.right + 1 : !inside(r, frame);
    if (out) problems.push(`outside the widget: ${name(el)}`);
  }
  for (const help of all('.ct-help'))
    for (const part of all('.ct-felt, .ct-actions, .ct-head'))
      if (overlap(box(help), box(part))) problems.push(`the How to play panel covers ${name(part)}`);
  for (const felt of all('.ct-felt'))
    for (const zone of felt.querySelectorAll('.ct-zone'))
      if (shown(zone) && !inside(box(zone), box(felt))) problems.push(`off the felt: ${name(zone)}`);
  const labels = all('.ct-zone-label, .ct-caption');
  for (const card of all('.ct-card')) {
    const zone = card.closest('.ct-zone');
    if (zone && !inside(box(card), box(zone), 2)) problems.push(`card out of its zone: ${name(card)}`);
    for (const label of labels)
      if (label.textContent.trim() && overlap(box(card), box(label), 2)) problems.push(`${name(card)} covers ${name(label)}`);
  }
  for (const el of all('.ct-zone-label, .ct-caption, .ct-button, .ct-stat, .ct-title, .ct-zone-text'))
    if (el.scrollWidth > el.clientWidth + 1) problems.push(`text cut short: ${name(el)}`);
  // words that must read as one line: Tonk's flip ("Dealer's 2nd card", "Flip card: 10♥")
  const lines = (el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  };
  for (const el of all('.ct-layout-tonk [data-zone="flip"] .ct-caption'))
    if (lines(el) > 1) problems.push(`text wraps onto ${lines(el)} lines: ${name(el)}`);
  // Tonk's spreads: every card at least 46px wide, its index (its left quarter) in view
  for (const fan of all('.ct-zone-group[data-group="spreads"] .ct-fan-overlap')) {
    const cards = [...fan.querySelectorAll('.ct-card')].map(box);
    cards.forEach((card, i) => {
      const next = cards[i + 1];
      const hidden = next && next.top === card.top && next.left - card.left < card.width * 0.25;
      if (card.width < 46 || hidden) problems.push(`a spread's rank cannot be read: ${name(fan)}`);
    });
  }
  // at a phone's width: a number left alone on a line ("Games at this table … drawn" / "0",
  // "Computer" / "1"), and a label or a hand's name run onto more than three lines
  const wordLines = (el) => {
    const rows = new Map();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement.closest('.ct-sr-only')) continue;
      for (const match of node.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rect = range.getBoundingClientRect();
        if (!rect.width) continue;
        const top = Math.round(rect.top);
        const key = [...rows.keys()].find((t) => Math.abs(t - top) < 4) ?? top;
        rows.set(key, [...(rows.get(key) || []), match[0]]);
      }
    }
    return [...rows.values()];
  };
  for (const el of all('.ct-stat, .ct-zone-label, .ct-caption')) {
    const rows = wordLines(el);
    if (rows.length > 1 && rows.some((words) => words.every((w) => /^[\d.,/·–-]+$/.test(w))))
      problems.push(`a number alone on a line: ${name(el)} reads ${rows.map((w) => `"${w.join(' ')}"`).join(' / ')}`);
    if (!el.matches('.ct-stat') && rows.length > 3) problems.push(`text runs onto ${rows.length} lines: ${name(el)}`);
  }
  if (root.scrollWidth > root.clientWidth + 1) problems.push(`the widget scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
  return problems;
}
