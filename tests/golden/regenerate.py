"""Write every golden playthrough again: ``python -m tests.golden.regenerate``."""

from __future__ import annotations

from .playthroughs import cases, path_of, playthrough


def main() -> None:
    for name in cases():
        path = path_of(name)
        text = playthrough(name)
        stored = path.read_text(encoding="utf-8") if path.exists() else None
        said = "new     " if stored is None else "same    " if stored == text else "changed "
        path.write_text(text, encoding="utf-8")
        print(f"{said} {path.name}")


if __name__ == "__main__":
    main()
