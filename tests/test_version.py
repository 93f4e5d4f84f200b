"""The version is written once, in the project metadata."""

from __future__ import annotations

import importlib.metadata
import re

import cardrules


def test_version_is_the_installed_metadata() -> None:
    assert cardrules.__version__ == importlib.metadata.version("cardrules")


def test_version_is_a_release_number() -> None:
    # PEP 440: release segments, then optional pre/dev parts
    assert re.fullmatch(r"\d+(\.\d+)*((a|b|rc)\d+)?(\.post\d+)?(\.dev\d+)?", cardrules.__version__)
