"""``python -m cardrules``: the command line (see :mod:`cardrules.cli`)."""

import sys

from cardrules.cli import main

sys.exit(main())
