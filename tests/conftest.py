"""Hypothesis profiles: "ci" (the default) and "dev" (fewer examples).

Pick one with ``HYPOTHESIS_PROFILE=dev``.
"""

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=False, print_blob=True)
settings.register_profile("dev", parent=settings.get_profile("ci"), max_examples=10)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

collect_ignore = ["golden/make_golden.py", "golden/make_encoding_golden.py"]
