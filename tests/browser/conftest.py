"""A real JupyterLab on 127.0.0.1 and Debian's Chromium driven by Playwright.

The server runs from a temporary folder with its own config, runtime, settings and
workspace directories, so nothing the person has configured leaks in; notebooks are
copied there from notebooks/. Screenshots land in tests/browser/artifacts/.
"""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import socket
import subprocess
import sys
import time
import urllib.request

import pytest
from playwright.sync_api import expect

# A busy 2-core machine (other tests, other kernels) can take many seconds to answer a
# click: every wait is for a condition, with room to spare, never a fixed sleep.
EXPECT_TIMEOUT_MS = 60_000
PAGE_TIMEOUT_MS = 90_000
expect.set_options(timeout=EXPECT_TIMEOUT_MS)

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = pathlib.Path(__file__).resolve().parent / "artifacts"
CHROMIUM = os.environ.get("CARDTABLE_CHROMIUM", "/usr/bin/chromium")
TOKEN = "cardtable-test-token"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def pytest_collection_modifyitems(config, items):
    if os.environ.get("CARDTABLE_SKIP_BROWSER") == "1":
        skip = pytest.mark.skip(reason="CARDTABLE_SKIP_BROWSER=1")
        for item in items:
            if "browser" in item.keywords:
                item.add_marker(skip)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    """A running JupyterLab: yields (base_url, token, notebook_dir)."""
    yield from _server(tmp_path_factory, "lab")


@pytest.fixture(scope="session")
def notebook7(tmp_path_factory):
    """A running Jupyter Notebook 7: yields (base_url, token, notebook_dir)."""
    yield from _server(tmp_path_factory, "notebook")


def _server(tmp_path_factory, app: str):
    home = tmp_path_factory.mktemp(app)
    nbdir = home / "nb"
    nbdir.mkdir()
    for notebook in (ROOT / "notebooks").glob("*.ipynb"):
        shutil.copy(notebook, nbdir / notebook.name)
    settings = home / "settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    (settings / "notification.jupyterlab-settings").write_text(json.dumps({"fetchNews": "false"}))
    env = dict(
        os.environ,
        JUPYTER_CONFIG_DIR=str(home / "config"),
        JUPYTER_RUNTIME_DIR=str(home / "runtime"),
        JUPYTERLAB_WORKSPACES_DIR=str(home / "workspaces"),
        JUPYTERLAB_SETTINGS_DIR=str(home / "settings"),
        IPYTHONDIR=str(home / "ipython"),
    )
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    log = open(home / "server.log", "w")  # noqa: SIM115 - closed below
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "jupyter",
            "lab",
            "--no-browser",
            "--allow-root",
            "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.port={port}",
            f"--IdentityProvider.token={TOKEN}",
            f"--ServerApp.root_dir={nbdir}",
            "--MappingKernelManager.default_kernel_name=python3",  # the kernel the notebooks name
        ],
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.time() + 90
        while True:
            try:
                urllib.request.urlopen(f"{base}/api/status?token={TOKEN}", timeout=1)
                break
            except Exception:
                if server.poll() is not None or time.time() > deadline:
                    raise RuntimeError((home / "server.log").read_text()) from None
                time.sleep(0.5)
        yield base, TOKEN, nbdir
    finally:
        server.terminate()
        try:
            server.wait(15)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


@pytest.fixture(scope="session")
def browser():
    if not pathlib.Path(CHROMIUM).exists():
        pytest.fail(f"Chromium is not at {CHROMIUM}: apt-get install -y chromium")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Keep each phase's report on the test, so a page fixture knows the test failed."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"report_{report.when}", report)


@pytest.fixture
def page(browser, lab, request):
    """A fresh page for a JupyterLab test; the test's kernels are ended after it."""
    yield from _page(browser, lab, request)


@pytest.fixture
def page7(browser, notebook7, request):
    """A fresh page for a Notebook 7 test; the test's kernels are ended after it."""
    yield from _page(browser, notebook7, request)


def _page(browser, server, request):
    ARTIFACTS.mkdir(exist_ok=True)
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    pg = context.new_page()
    pg.set_default_timeout(PAGE_TIMEOUT_MS)
    yield pg
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:  # the whole page as it was when the test failed
        pg.screenshot(path=str(ARTIFACTS / f"failed-{request.node.name}.png"))
    context.close()
    _shut_down_kernels(server)


def _shut_down_kernels(lab) -> None:
    """End every kernel a test started, so the next test has the machine to itself."""
    base, token, _ = lab
    headers = {"Authorization": f"token {token}"}
    with urllib.request.urlopen(urllib.request.Request(f"{base}/api/kernels", headers=headers)) as reply:
        kernels = json.load(reply)
    for kernel in kernels:
        url = f"{base}/api/kernels/{kernel['id']}"
        request = urllib.request.Request(url, headers=headers, method="DELETE")
        urllib.request.urlopen(request).close()
