"""A module of an optional extra, imported without the extra, says what to install.

Each case runs in a fresh interpreter whose import system refuses the
missing package (a ``sys.meta_path`` finder), as on a machine without it.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from tests.extras import require

BLOCKED_IMPORT = textwrap.dedent(
    """
    import sys

    class Missing:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] == {blocked!r}:
                raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
            return None

    sys.meta_path.insert(0, Missing())
    try:
        import {module}
    except ImportError as error:
        print(type(error).__name__, isinstance(error, ModuleNotFoundError))
        print(error)
    else:
        print("imported")
    """
)


@pytest.mark.parametrize(
    ("module", "blocked", "extra"),
    [
        ("cardrules.batch", "numpy", "numpy"),
        ("cardrules.batch.policies", "numpy", "numpy"),
        ("cardrules.bots.batched", "numpy", "numpy"),
        ("cardrules.gymnasium", "numpy", "gymnasium"),
        ("cardrules.gymnasium", "gymnasium", "gymnasium"),
        ("cardrules.pettingzoo", "numpy", "pettingzoo"),
        ("cardrules.pettingzoo.veneno_v0", "pettingzoo", "pettingzoo"),
    ],
)
def test_an_extra_missing_is_an_import_error_with_the_install_line(
    module: str, blocked: str, extra: str
) -> None:
    require(extra)  # the rest of the extra is installed: only `blocked` is missing
    require("numpy")
    script = BLOCKED_IMPORT.format(blocked=blocked, module=module)
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    kind, message = done.stdout.splitlines()
    assert kind == "MissingExtraError True"  # still a ModuleNotFoundError for old handlers
    top = ".".join(module.split(".")[:2])  # the package, or the module that needs the extra
    assert message.startswith((f"{top} needs the optional extra {extra!r} (", f"{module} needs"))
    assert f"No module named '{blocked}" in message
    assert message.endswith(f"pip install 'cardrules[{extra}]'")


def test_the_core_imports_without_numpy() -> None:
    script = BLOCKED_IMPORT.format(blocked="numpy", module="cardrules, cardrules.cli")
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.stdout == "imported\n", done.stderr
