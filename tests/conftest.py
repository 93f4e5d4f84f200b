"""Hypothesis profiles: "ci" (the default, lean), "full", "dev" and "thorough".

Pick one with ``--hypothesis-profile=full`` (or ``HYPOTHESIS_PROFILE=dev``):

- ``ci``: the README's test command; 15% of ``full``'s examples, so the
  whole suite runs in minutes;
- ``full``: 100 examples a test (the counts written in the tests); ``.ci/run``
  runs the property tests with it;
- ``dev``: a tenth of ``full``, for a quick run while editing;
- ``thorough``: ten times ``full``, before a release or after touching the rules.

Tests that set their own ``max_examples`` pass it through
``tests.strategies.examples`` so every profile scales them too.
"""

import os

from hypothesis import settings

# No deadline: speed is measured in benchmarks/, never by a test, and a shared
# machine's pauses would otherwise fail cheap examples at random.
settings.register_profile("full", derandomize=False, print_blob=True, deadline=None)
settings.register_profile("ci", parent=settings.get_profile("full"), max_examples=15)
settings.register_profile("dev", parent=settings.get_profile("full"), max_examples=10)
settings.register_profile("thorough", parent=settings.get_profile("full"), max_examples=1000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

collect_ignore = [
    "golden/make_golden.py",
    "golden/make_cli_golden.py",
    "golden/make_encoding_golden.py",
]
