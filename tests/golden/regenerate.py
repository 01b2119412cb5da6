"""Write every golden playthrough again: ``python -m tests.golden.regenerate``."""

from __future__ import annotations

from .playthroughs import cases, path_of, playthrough


def main() -> None:
    for name in cases():
        path = path_of(name)
        text = playthrough(name)
        changed = not path.exists() or path.read_text(encoding="utf-8") != text
        path.write_text(text, encoding="utf-8")
        print(f"{'changed ' if changed else 'same    '} {path.name}")


if __name__ == "__main__":
    main()
