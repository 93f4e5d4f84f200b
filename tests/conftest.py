"""Hypothesis profiles: "ci" (the default), "dev" (fewer examples), "thorough" (more).

Pick one with ``--hypothesis-profile=thorough`` (or ``HYPOTHESIS_PROFILE=dev``).
Tests that set their own ``max_examples`` pass it through
``tests.strategies.examples`` so every profile scales them too.
"""

import os

from hypothesis import settings

# No deadline: speed is measured in benchmarks/, never by a test, and a shared
# machine's pauses would otherwise fail cheap examples at random.
settings.register_profile("ci", derandomize=False, print_blob=True, deadline=None)
settings.register_profile("dev", parent=settings.get_profile("ci"), max_examples=10)
settings.register_profile("thorough", parent=settings.get_profile("ci"), max_examples=1000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

collect_ignore = [
    "golden/make_golden.py",
    "golden/make_cli_golden.py",
    "golden/make_encoding_golden.py",
]
