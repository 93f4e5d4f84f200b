"""``python -m cardrules``: the command line (see `cardrules.cli`)."""

import sys

from cardrules.cli import main

sys.exit(main())
