"""The README's play command, typed as the README says (here as root, as in a container),
with ``--no-browser`` passed through: JupyterLab answers with the tour, then stops. It
opens copies of the notebooks in a working folder, so playing leaves ``notebooks/`` (and
the docs built from it) as the project has it."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import urllib.request

from servers import free_port, stop, wait_for_page

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_bash_scripts_play_serves_the_tour(tmp_path):
    readme = (ROOT / "README.md").read_text()
    assert "\nbash scripts/play\n" in readme
    port, token = free_port(), "play-test"
    env = dict(
        os.environ,
        JUPYTER_TOKEN=token,
        JUPYTER_CONFIG_DIR=str(tmp_path / "config"),
        JUPYTER_RUNTIME_DIR=str(tmp_path / "runtime"),
        JUPYTERLAB_WORKSPACES_DIR=str(tmp_path / "workspaces"),
        JUPYTERLAB_SETTINGS_DIR=str(tmp_path / "settings"),
        IPYTHONDIR=str(tmp_path / "ipython"),
        CARDTABLE_PLAY_DIR=str(tmp_path / "play"),
    )
    committed = {p.name: p.read_bytes() for p in (ROOT / "notebooks").glob("*.ipynb")}
    (tmp_path / "play").mkdir()
    (tmp_path / "play" / "war.ipynb").write_text("kept")  # a copy already there holds your games
    log = tmp_path / "play.log"
    with open(log, "w") as out:
        play = subprocess.Popen(
            ["bash", "scripts/play", "--no-browser", f"--ServerApp.port={port}"],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
        try:
            base = f"http://127.0.0.1:{port}"
            page = wait_for_page(f"{base}/lab/tree/tour.ipynb?token={token}", play, log)
            assert "JupyterLab" in page
            tour = wait_for_page(f"{base}/api/contents/tour.ipynb?token={token}", play, log)
            assert json.loads(tour)["content"]["cells"], "the tour notebook opens with its cells"
            # the server's folder is the copies': a save lands there, never in notebooks/
            saved = json.loads(tour)["content"]
            saved["cells"][0]["source"] = "played"
            body = json.dumps({"type": "notebook", "format": "json", "content": saved}).encode()
            request = urllib.request.Request(
                f"{base}/api/contents/tour.ipynb?token={token}",
                data=body,
                method="PUT",
                headers={"Content-Type": "application/json"},
            )
            with urllib.request.urlopen(request, timeout=60) as answer:
                assert json.loads(answer.read())["name"] == "tour.ipynb"
        finally:
            stop(play)
    copies = {p.name for p in (tmp_path / "play").glob("*.ipynb")}
    assert copies == set(committed)
    assert (tmp_path / "play" / "war.ipynb").read_text() == "kept"
    assert "played" in (tmp_path / "play" / "tour.ipynb").read_text()
    assert {p.name: p.read_bytes() for p in (ROOT / "notebooks").glob("*.ipynb")} == committed
    assert "Running as root is not recommended" not in log.read_text()
