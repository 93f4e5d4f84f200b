"""The pictures on the docs pages are what the library draws today."""

import importlib.util
from pathlib import Path

import pytest

IMAGES = Path(__file__).resolve().parent.parent / "docs" / "images"


def load_script():
    spec = importlib.util.spec_from_file_location("make_pictures", IMAGES / "make_pictures.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SVGS = ["chupate-position.svg", "chupate-view.svg", "veneno-position.svg"]


@pytest.mark.parametrize("name", SVGS)
def test_the_checked_in_svg_is_current(name):
    expected = load_script().pictures()[name]
    assert (IMAGES / name).read_text(encoding="utf-8") == expected, (
        "run: python docs/images/make_pictures.py --screenshot"
    )


def test_the_screenshot_is_a_small_png():
    data = (IMAGES / "replay-page.png").read_bytes()
    assert data.startswith(b"\x89PNG")
    assert len(data) < 300_000
