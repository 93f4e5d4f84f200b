"""What one Chúpate 2 seat may know: the `View` class, and the public record of a challenge (C-12).

`View` is defined in `cardrules.chupate.state`, beside the state that builds
it (a view samples states, so the two classes share one module and the
imports run one way); this module is its public home.
"""

from cardrules.chupate.challenge import Challenge
from cardrules.chupate.state import View

__all__ = ["Challenge", "View"]
