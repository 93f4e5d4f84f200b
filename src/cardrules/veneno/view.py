"""What one Veneno seat may know (V-13): the `View` class.

It is defined in `cardrules.veneno.state`, beside the state that builds it
(a view samples states, so the two classes share one module and the imports
run one way); this module is its public home.
"""

from cardrules.veneno.state import View

__all__ = ["View"]
