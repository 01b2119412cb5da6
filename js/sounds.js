// Short sounds for a card dealt, a card placed and a game won, made in the browser with
// Web Audio: a few notes from an oscillator, no sound file fetched. Off unless the table's
// `sound` setting is on; a page without Web Audio stays silent.

// [frequency Hz, start s, length s] for each note of a sound
export const SOUNDS = {
  deal: [[880, 0, 0.05]],
  place: [[330, 0, 0.08]],
  win: [[523, 0, 0.12], [659, 0.12, 0.12], [784, 0.24, 0.22]],
};

let context = null;

/** Play sound `name` ("deal", "place", "win") in `doc`'s window; returns the notes played. */
export function playSound(name, doc = globalThis.document) {
  const notes = SOUNDS[name];
  const win = doc && doc.defaultView;
  const Context = win && (win.AudioContext || win.webkitAudioContext);
  if (!notes || !Context) return 0;
  try {
    context = context || new Context();
    const now = context.currentTime;
    for (const [frequency, start, length] of notes) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = "triangle";
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.12, now + start);
      gain.gain.exponentialRampToValueAtTime(0.001, now + start + length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now + start);
      oscillator.stop(now + start + length);
    }
    return notes.length;
  } catch {
    return 0; // a browser that refuses audio: the table plays on in silence
  }
}

/** The sound a frame makes: a card dealt from the stock or the deck, else one placed. */
export function frameSound(frame) {
  const flights = (frame && frame.flights) || [];
  if (!flights.length) return null;
  return flights.some((f) => f.from === null || f.from === "stock") ? "deal" : "place";
}
