"""The table server's tests: the ``slow`` marker (real server processes, restarts, loads)."""

from __future__ import annotations


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "slow: starts real server processes (kill -9, restarts); seconds, not ms"
    )
