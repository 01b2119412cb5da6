import { afterEach, describe, expect, it, vi } from "vitest";
import { connect, handedWords } from "./client.js";

/** A stand-in socket the test drives: every one made is kept, newest last. */
function fakeSockets() {
  const made = [];
  class FakeSocket {
    constructor(url) {
      this.url = url;
      this.sent = [];
      made.push(this);
    }
    send(text) {
      this.sent.push(JSON.parse(text));
    }
    close() {
      this.onclose?.();
    }
    receive(message) {
      this.onmessage?.({ data: JSON.stringify(message) });
    }
  }
  return { made, FakeSocket };
}

describe("a room page's connection", () => {
  afterEach(() => vi.useRealTimers());

  function page() {
    vi.useFakeTimers();
    const { made, FakeSocket } = fakeSockets();
    const said = [];
    const el = document.createElement("div");
    const stop = connect({
      room: "r1",
      key: "k",
      el,
      say: (text, tone) => said.push([text, tone]),
      WebSocketClass: FakeSocket,
      location: { protocol: "http:", host: "127.0.0.1:1" },
    });
    made[0].onopen();
    return { made, said, stop };
  }

  it("reconnects by itself when the server says it is restarting, and says so", () => {
    const { made, said, stop } = page();
    made[0].receive({ kind: "restarting", text: "The server is restarting; this page reconnects by itself." });
    made[0].close();
    expect(said.at(-1)[1]).toBe("away");
    vi.advanceTimersByTime(300);
    expect(made.length).toBe(2);
    made[1].onopen();
    expect(made[1].sent[0]).toEqual({ kind: "hello", key: "k" });
    stop();
  });

  it("says hello in the language its picker chose, and says nothing of one otherwise", () => {
    vi.useFakeTimers();
    const { made, FakeSocket } = fakeSockets();
    const el = document.createElement("div");
    const stop = connect({
      room: "r1",
      key: "k",
      el,
      say: () => {},
      lang: "ru",
      WebSocketClass: FakeSocket,
      location: { protocol: "http:", host: "127.0.0.1:1" },
    });
    made[0].onopen();
    expect(made[0].sent[0]).toEqual({ kind: "hello", key: "k", lang: "ru" });
    stop();
    const other = page();
    expect(other.made[0].sent[0]).toEqual({ kind: "hello", key: "k" });
    other.stop();
  });

  it("gives the page around the table the table's theme, and follows a change of it", () => {
    const { made, stop } = page();
    const view = { game: "war", layout: "war", state_id: "1", zones: [], actions: [], status: "" };
    made[0].receive({ kind: "state", seat: 0, view, theme: "dark" });
    expect(document.documentElement.dataset.theme).toBe("dark");
    made[0].receive({ kind: "state", seat: 0, view, theme: "auto" });
    expect(document.documentElement.dataset.theme).toBe("auto");
    made[0].receive({ kind: "state", seat: 0, view, theme: "<b>" });
    expect(document.documentElement.dataset.theme).toBe("auto");
    stop();
  });

  it("stops for good when the room is closed or the key refused", () => {
    for (const kind of ["closed", "denied"]) {
      const { made, said, stop } = page();
      made[0].receive({ kind, text: "This room was closed by its host." });
      made[0].close();
      vi.advanceTimersByTime(10_000);
      expect(made.length).toBe(1);
      expect(said.at(-1)).toEqual(["This room was closed by its host.", "stop"]);
      stop();
      vi.useRealTimers();
    }
  });

  it("says the connection's state only in the words the page was handed", () => {
    vi.useFakeTimers();
    const { made, FakeSocket } = fakeSockets();
    const said = [];
    const el = document.createElement("div");
    el.dataset.words = JSON.stringify({ connected: "Соединено", reconnecting: "Связь потеряна; переподключаемся…" });
    const stop = connect({
      room: "r1",
      key: "k",
      el,
      say: (text, tone) => said.push([text, tone]),
      WebSocketClass: FakeSocket,
      location: { protocol: "http:", host: "127.0.0.1:1" },
    });
    made[0].onopen();
    const view = { game: "war", layout: "war", state_id: "1", zones: [], actions: [], status: "" };
    made[0].receive({ kind: "state", seat: 0, view });
    expect(said.at(-1)).toEqual(["Соединено", "ok"]);
    made[0].close();
    expect(said.at(-1)).toEqual(["Связь потеряна; переподключаемся…", "away"]);
    stop();
  });
});

describe("the words handed to the client", () => {
  it("fills a word's fields, and shows a key the server did not send as the key, never as English", () => {
    const el = document.createElement("div");
    el.dataset.words = JSON.stringify({ close_label: "Закрыть комнату «{table}»" });
    const words = handedWords(el);
    expect(words("close_label", { table: "Пьяница" })).toBe("Закрыть комнату «Пьяница»");
    expect(words("connected")).toBe("connected");
    expect(handedWords(document.createElement("div"))("online")).toBe("online");
  });
});
