"""Ctrl-C on a pool whose worker is stuck in a bot: the run returns the deals that
finished, the stuck workers are ended (processes) or stopped (threads), and the process
exits. Played in a subprocess, as a person at a terminal would meet it.

A job started in the background (``bash .ci/run &``) inherits SIGINT ignored, and Python
then installs no Ctrl-C handler at all: the child these tests start gets the terminal's
default back before it runs, and the in-process tests put Python's own handler in place
for their length (``terminal_ctrl_c``), so they check the same thing either way."""

from __future__ import annotations

import os
import pathlib
import queue
import signal
import subprocess
import sys
import threading

import pytest

from cardtable.arena.executors import ctrl_c_noted

SRC = pathlib.Path(__file__).resolve().parents[2] / "src"

BOT = '''
import threading
from cardtable.arena.seeds import bot_seed
from cardtable.bots import RandomBot

class Hangs(RandomBot):
    """Hangs for ever in deal 3, with no time limit to save the run."""

    name = "hangs"

    def __init__(self, seed):
        super().__init__(seed)
        self.seed = seed

    def choose(self, observation, legal_actions):
        if self.seed == bot_seed(0, 3, 0):
            print("hanging", flush=True)
            while not threading.Event().wait(0.05):
                pass
        return super().choose(observation, legal_actions)
'''

RUN = """
import concurrent.futures as cf
import sys
from cardtable import arena
from hanging import Hangs

if __name__ == "__main__":
    Pool = cf.ProcessPoolExecutor if sys.argv[1] == "processes" else cf.ThreadPoolExecutor
    with Pool(2) as pool:
        results = arena.play(
            "five_o", {"hangs": Hangs, "random": "random"}, games=6, executor=pool, chunk_size=1,
            move_seconds=None, deal_seconds=None, progress=False,
        )
    deals = sorted({r.deal for r in results.rows})
    print(f"rows {len(results.rows)} deals {' '.join(map(str, deals))} partial {results.partial}", flush=True)
"""


def _terminal_default() -> None:
    """In the child, before it runs Python: SIGINT as a terminal leaves it."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.fixture
def terminal_ctrl_c():
    """Python's own Ctrl-C handler for the test's length, as a process started at a
    terminal has it, whatever this run inherited; the run's handler comes back after."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


def _lines(stream, into: queue.Queue) -> None:
    for line in stream:
        into.put(line.strip())
    into.put(None)


@pytest.mark.parametrize("pool", ["processes", "threads"])
def test_ctrl_c_on_a_pool_with_a_hung_bot_returns_the_finished_deals_and_exits(tmp_path, pool):
    (tmp_path / "hanging.py").write_text(BOT)
    (tmp_path / "run.py").write_text(RUN)
    env = dict(os.environ, PYTHONPATH=f"{SRC}{os.pathsep}{tmp_path}", CARDTABLE_PROGRESS="0")
    command = [sys.executable, "run.py", pool]
    output = {"stdout": subprocess.PIPE, "stderr": subprocess.STDOUT, "text": True}
    process = subprocess.Popen(command, cwd=tmp_path, env=env, preexec_fn=_terminal_default, **output)
    lines: queue.Queue = queue.Queue()
    threading.Thread(target=_lines, args=(process.stdout, lines), daemon=True).start()
    seen = []
    try:
        while "hanging" not in seen:  # a worker is now stuck in the bot
            line = lines.get(timeout=120)
            assert line is not None, "\n".join(seen)
            seen.append(line)
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=60) == 0, "\n".join(seen)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    while (line := lines.get(timeout=10)) is not None:
        seen.append(line)
    (report,) = [line for line in seen if line.startswith("rows ")]
    rows, deals = report.removeprefix("rows ").removesuffix(" partial True").split(" deals")
    finished = [int(deal) for deal in deals.split()]
    assert 3 not in finished and int(rows) == 2 * len(finished)  # whole deals, both seatings
    assert report.endswith("partial True")


def test_a_ctrl_c_during_dispatch_is_noted_not_raised_inside_the_pools_locks(terminal_ctrl_c):
    """Raised wherever it lands, Ctrl-C can leave a future's lock held inside ``cf.wait``
    and the run never ends; the dispatcher notes it and stops at its next look."""
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    with ctrl_c_noted() as pressed:
        os.kill(os.getpid(), signal.SIGINT)  # delivered to this, the main thread
        assert pressed.wait(timeout=30)
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    with pytest.raises(KeyboardInterrupt):  # Ctrl-C raises again once the run is over
        os.kill(os.getpid(), signal.SIGINT)
        threading.Event().wait(30)


def test_a_ctrl_c_off_the_main_thread_is_left_as_it_is(terminal_ctrl_c):
    handlers = []

    def dispatch() -> None:
        with ctrl_c_noted():
            handlers.append(signal.getsignal(signal.SIGINT))

    worker = threading.Thread(target=dispatch)
    worker.start()
    worker.join(timeout=30)
    assert handlers == [signal.default_int_handler]
