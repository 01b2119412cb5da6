// The words the page itself draws around a table (the How to play panel's headings, the
// key legend, the log's name for a screen reader …): English here, or the table's own
// language, which the kernel looks up in its catalog and sends with the rules
// (`rules.words`). A widget sets them before it draws; a key the kernel did not send
// keeps its English.

export const ENGLISH = {
  how_to_play: "How to play",
  hide_how_to_play: "Hide how to play",
  how_to_play_title: "How to play: {title}",
  help_label: "How to play {title}",
  house_rules: "House rules at this table",
  questions: "Questions people ask",
  examples: "Worked examples",
  replay: "Replay: {label}",
  keys: "Keys: ",
  keys_off: "Click the table to use keys: ",
  log: "What happened, newest first",
  moves: "Moves",
  new_game: "New game with…",
  show_end: "Show the end (any key)",
  no_answer: "No answer from the kernel yet; nothing was played. Try again.",
  kernel_gone: "The kernel restarted or stopped, so this table no longer plays: run its cell again for a live table.",
  just_drawn: "just drawn",
  position: "The table as you saw it",
  position_label: "The table as you saw it: {title}",
  decision: "Decision",
  decision_number: "Decision {number}",
  decision_of: "Decision {number} of {count}",
  played: "You played {chosen}. Best: {best}. Cost: {cost}.",
  options_caption: "Every option, with its value from what you knew then",
  option: "Option",
  value: "Value",
  interval: "95% interval",
  best: "best",
  your_choice: "your choice",
  worst_item: "{label} — {mark}, cost {cost}",
  story: "The game as a story",
  chart_summary: "{title}: from {first} to {last}",
  chart_after: "; after this decision, {value}",
  chart_empty: "{title}: no points",
  chart_point: "{point} {number}: {value}",
  chart_start: "Start: {value}",
  working: "Working",
  done_of: "{done} of {total}",
  card_name: "{rank} of {suit}",
  face_down_card: "Face-down card",
  rank_2: "Two",
  rank_3: "Three",
  rank_4: "Four",
  rank_5: "Five",
  rank_6: "Six",
  rank_7: "Seven",
  rank_8: "Eight",
  rank_9: "Nine",
  rank_T: "Ten",
  rank_J: "Jack",
  rank_Q: "Queen",
  rank_K: "King",
  rank_A: "Ace",
  suit_s: "spades",
  suit_h: "hearts",
  suit_d: "diamonds",
  suit_c: "clubs",
  card_secret: "{card}, face down to your opponent",
  card_secret_title: "Face down: your opponent cannot see it",
  card_revealed: "{card}, was face down",
  card_revealed_title: "Was face down until the showdown",
  card_later: "{card}, hidden from you then, shown to you later",
  card_later_title: "Hidden from you at this point; the game showed it to you later",
  card_marked: "{card}, marked to {mark}",
  stack_one: "{label}: {count} card face down",
  stack_many: "{label}: {count} cards face down",
  card_table: "Card table",
};

let current = ENGLISH;

/** Draw with `words` (the kernel's, for the table's language) over the English ones. */
export function useWords(words) {
  current = { ...ENGLISH, ...(words && typeof words === "object" ? words : {}) };
}

/** The page's word for `key`, its `{fields}` filled in. */
export function word(key, fields = {}) {
  const text = String(current[key] ?? ENGLISH[key] ?? key);
  return text.replace(/\{(\w+)\}/g, (_, name) => String(fields[name] ?? ""));
}
