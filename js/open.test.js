import { describe, expect, it, vi } from "vitest";
import { openAtOnce } from "./client.js";

describe("cardtable play's page", () => {
  it("sends its one form as it loads, and a page without that form sends nothing", () => {
    const doc = document.implementation.createHTMLDocument("play");
    doc.body.innerHTML = '<form method="post" action="/play" data-open-at-once><button>Open a table</button></form>';
    const form = doc.querySelector("form");
    form.submit = vi.fn();
    expect(openAtOnce(doc)).toBe(form);
    expect(form.submit).toHaveBeenCalledTimes(1);

    const lobby = document.implementation.createHTMLDocument("lobby");
    lobby.body.innerHTML = '<form method="post" action="/play"><button>Play the computer</button></form>';
    const other = lobby.querySelector("form");
    other.submit = vi.fn();
    expect(openAtOnce(lobby)).toBeNull();
    expect(other.submit).not.toHaveBeenCalled();
  });
});
