"""The text and HTML forms of a view: a static picture of a table, and its words, for
places where no kernel or widget runs (GitHub, nbviewer, ``nbconvert --to html``, a docs
page), and ``str(table)``. Both are drawn from the view the page gets, so they can show
nothing the seat may not see (a face-down card is a card back), and they always agree
with each other: one view, two forms.

Plain HTML with inline styles, no script and no external resource; plain text.

Never maths: JupyterLab typesets the ``text/html`` it shows with MathJax, which reads the
text between two "$" as a formula ("You $195 · Computer $195" became "You 195 ·
𝐶𝑜𝑚𝑝𝑢𝑡𝑒𝑟195"). Seen in JupyterLab 4.6: an element of class ``mathjax_ignore`` is skipped
(its MathJax 3 default; the sanitizer keeps the class), while ``tex2jax_ignore`` (MathJax 2:
classic Notebook, nbviewer) and a "$" written ``&#36;`` are typeset all the same (MathJax
reads the page's text, not its source). The picture carries both classes, and each "$" is
still written ``&#36;`` for readers that search the source for maths.
"""

from __future__ import annotations

from html import escape

from .types import View, Zone

__all__ = ["view_html", "view_text"]

_SUITS = {"s": ("♠", "#1c1c1c"), "h": ("♥", "#c8102e"), "d": ("♦", "#c8102e"), "c": ("♣", "#1c1c1c")}
_CARD = (
    "display:inline-block;min-width:2.1em;padding:.35em .25em;margin:1px;border:1px solid #b9b4a6;"
    "border-radius:4px;background:#fffefa;text-align:center;font:600 15px Georgia,serif;color:{color}"
)
_BACK = (
    "display:inline-block;min-width:2.1em;padding:.35em .25em;margin:1px;border:1px solid #e8e8e8;"
    "border-radius:4px;background:repeating-linear-gradient(45deg,#2a4d8f 0 4px,#6f93d6 4px 6px);"
    "color:transparent;font:600 15px Georgia,serif"
)


def _card(code: str) -> str:
    if len(code) == 2 and code[1] in _SUITS and code[0] in "23456789TJQKA":
        symbol, color = _SUITS[code[1]]
        rank = "10" if code[0] == "T" else code[0]
        return f'<span style="{_CARD.format(color=color)}">{rank}{symbol}</span>'
    return f'<span style="{_BACK}" title="face down">??</span>'


def _zone(zone: Zone) -> str:
    label = escape(str(zone.get("label", "")))
    if zone.get("stack"):
        body = f"{_card('??')} × {int(zone.get('count', 0))}"
    elif "text" in zone:
        body = f"<b>{escape(str(zone['text']))}</b>"
    elif zone.get("character"):
        body = escape(_worn(zone))
    else:
        body = "".join(_card(str(c)) for c in zone.get("cards", [])) or "—"
    caption = escape(str(zone.get("caption") or ""))
    mark = "border:2px solid #ffd166;" if zone.get("highlight") else "border:2px solid transparent;"
    return (
        f'<div style="display:inline-block;vertical-align:top;margin:4px;padding:4px 6px;border-radius:8px;{mark}">'
        f'<div style="font-size:12px;opacity:.9">{label}</div><div>{body}</div>'
        f'<div style="font-size:12px;color:#ffd166">{caption}</div></div>'
    )


def view_html(view: View, *, log_lines: int = 6) -> str:
    """The table as static HTML (title, status, banner, every zone, stats, recent log)."""
    title = escape(str(view.get("title", "")))
    stats = " · ".join(f"{escape(str(s['label']))} {escape(str(s['value']))}" for s in view.get("stats", []))
    banner = view.get("banner")
    parts = [
        '<div class="cardtable-snapshot" style="font:14px system-ui,sans-serif;max-width:860px">',
        '<div class="mathjax_ignore tex2jax_ignore">',
        f'<div><b style="font-size:17px">{title}</b> <span style="opacity:.75">{stats}</span></div>',
        f'<p style="margin:4px 0">{escape(str(view.get("status", "")))}</p>',
    ]
    if banner:
        parts.append(
            f'<p style="margin:4px 0;padding:6px 10px;border:1px solid #999;border-radius:6px">'
            f"<b>{escape(str(banner.get('title', '')))}</b> {escape(str(banner.get('text', '')))}</p>"
        )
    zones = "".join(_zone(z) for z in view.get("zones", []))
    parts.append(f'<div style="background:#175c3b;color:#f3f7f2;border-radius:12px;padding:8px">{zones}</div>')
    log = view.get("log", [])[-log_lines:]
    if log:
        items = "".join(f"<li>{escape(str(line))}</li>" for line in reversed(log))
        parts.append(f'<ul style="margin:6px 0;font-size:13px">{items}</ul>')
    parts.append(
        '<p style="font-size:11px;opacity:.6;margin:2px 0">A saved picture of the table; '
        "run the notebook to play.</p></div></div>"
    )
    return "".join(parts).replace("$", "&#36;")  # only text holds a "$": no style does


def _card_text(code: str) -> str:
    if len(code) == 2 and code[1] in _SUITS and code[0] in "23456789TJQKA":
        return ("10" if code[0] == "T" else code[0]) + _SUITS[code[1]][0]
    return "??"


def _worn(zone: Zone) -> str:
    """What the figure wears, as its view words it (a list a person reads, "and" before
    the last item), or from its codes where a view carries no words."""
    from ..wording import listed  # wording reads view.types: imported when first drawn

    character = zone["character"]
    if "said" in character:
        return str(character["said"])
    worn = listed([str(i) for i in character.get("worn", [])])
    return f"wearing: {worn}" if worn else "no accessories left"


def _zone_text(zone: Zone) -> str:
    if zone.get("stack"):
        count = int(zone.get("count", 0))
        body = f"{count} card{'' if count == 1 else 's'} face down"
    elif "text" in zone:
        body = str(zone["text"])
    elif zone.get("character"):
        body = _worn(zone)
    else:
        body = " ".join(_card_text(str(c)) for c in zone.get("cards", [])) or "—"
    # a caption of several lines (a hand's odds with each deck) reads as one line of text
    caption = "; ".join(line.strip() for line in str(zone.get("caption") or "").splitlines() if line.strip())
    return f"{zone.get('label', '')}: {body}" + (f" ({caption})" if caption else "")


def view_text(view: View, *, log_lines: int = 6) -> str:
    """The table as plain text, line for line what ``view_html`` draws: the title and
    stats, the status, the banner, every zone, the recent log (newest last)."""
    stats = " · ".join(f"{s['label']} {s['value']}" for s in view.get("stats", []))
    lines = [" · ".join(part for part in (str(view.get("title", "")), stats) if part)]
    if view.get("status"):
        lines.append(str(view["status"]))
    banner = view.get("banner")
    if banner:
        lines.append(f"{banner.get('title', '')}: {banner.get('text', '')}".strip(": "))
    lines += [_zone_text(z) for z in view.get("zones", [])]
    lines += [f"  {line}" for line in view.get("log", [])[-log_lines:]]
    return "\n".join(lines)
