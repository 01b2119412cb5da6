import pytest

from cardtable.server.run import serve


@pytest.fixture
def server(tmp_path):
    """A real room server (uvicorn) on 127.0.0.1, its store in a temporary folder."""
    handle = serve(data=tmp_path / "rooms.sqlite3", host_key="h" * 32)
    yield handle
    handle.stop()
