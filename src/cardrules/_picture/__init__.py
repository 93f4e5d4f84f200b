"""Drawing primitives shared by the games' pictures: SVG elements, layout, card faces.

Below the games and the registry: it imports no game and no tool, so each
game's picture module (``chupate._picture``, ``veneno._picture``) can use it.
"""
