"""The kernel a notebook runs on is chosen before its page opens, so no "Select Kernel"
dialog ever appears (it swallows Run All, and a busy machine once answered it 179 times
in vain).

The busy machine's worst case is played on purpose: the page never receives JupyterLab's
list of kernels. Left to choose, JupyterLab then has nothing to match the notebook's
kernelspec against and asks; a page that joins the session started for it does not.
"""

from __future__ import annotations

import pytest
from jupyterlab import open_notebook, run_all, write_notebook
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_a_notebook_runs_on_its_kernel_even_when_the_list_of_kernels_never_arrives(page, lab):
    write_notebook(lab, "kernel_choice.ipynb", 'print("KERNEL", 6 * 7)')
    page.route("**/api/kernelspecs*", lambda route: route.abort())
    open_notebook(page, lab, "kernel_choice.ipynb")
    run_all(page)
    expect(page.locator(".jp-OutputArea-output", has_text="KERNEL 42")).to_be_visible()
    expect(page.locator(".jp-Dialog", has_text="Select Kernel")).to_have_count(0)
