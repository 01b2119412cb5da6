"""A comm that records every message sent to the front end, and the `wire` fixture that installs it
(shared by the widget and robustness tests through their conftest files)."""

from __future__ import annotations

import comm
import pytest
from comm.base_comm import BaseComm


class RecordingComm(BaseComm):
    """Stands in for the kernel's comm: keeps what would have gone over the wire."""

    def __init__(self, *args, **kwargs):
        self.sent: list[dict] = []
        super().__init__(*args, **kwargs)

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        self.sent.append({"msg_type": msg_type, "data": data or {}, "buffers": buffers})


@pytest.fixture
def wire(monkeypatch):
    """Every comm created while the test runs; each holds its ``sent`` messages."""
    comms: list[RecordingComm] = []

    def create(*args, **kwargs):
        c = RecordingComm(*args, **kwargs)
        comms.append(c)
        return c

    monkeypatch.setattr(comm, "create_comm", create)
    return comms
