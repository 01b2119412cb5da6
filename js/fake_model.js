// A stand-in for an anywidget model, for the renderer's tests: get/set/on/off as anywidget
// gives them, every message sent kept in `sent`, the handlers in `handlers`.
export function fakeModel(state) {
  const handlers = {};
  return {
    state,
    sent: [],
    get: (k) => state[k],
    set(k, v) {
      state[k] = v;
      (handlers[`change:${k}`] || []).forEach((f) => f());
    },
    on: (e, f) => (handlers[e] ||= []).push(f),
    off: (e, f) => (handlers[e] = (handlers[e] || []).filter((g) => g !== f)),
    send(msg) {
      this.sent.push(msg);
    },
    handlers,
  };
}
