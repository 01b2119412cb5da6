"""anywidget tables: one engine, one person's seat, one synced view each."""

from __future__ import annotations

from .base import TableWidget
from .war import War

__all__ = ["TableWidget", "War"]
