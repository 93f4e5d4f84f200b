"""The table page's own words, in English and Spanish: one catalog, ``{name}`` parameters.

The library's messages (narration, rule explanations) come in the language
the library speaks them; this catalog holds only what the page itself says.
English is the default; ``?lang=es`` asks for Spanish.

>>> say("turn_of", "es", seat=say("seat", "es", seat=2))
'Le toca al jugador 2'
"""

from __future__ import annotations

import string
from collections.abc import Mapping

__all__ = ["LANGUAGES", "MESSAGES", "language", "parameters", "say"]

LANGUAGES = ("en", "es")
"""The page's languages; the first is the default."""

MESSAGES: Mapping[str, Mapping[str, str]] = {
    "title": {"en": "{game}: table {table}", "es": "{game}: mesa {table}"},
    "seat": {"en": "seat {seat}", "es": "jugador {seat}"},
    "bot": {"en": "{seat} ({bot} bot)", "es": "{seat} (bot {bot})"},
    "you_are": {"en": "You play {seat}.", "es": "Eres el {seat}."},
    "watching": {
        "en": "You are watching: only public cards show.",
        "es": "Estás mirando: solo se ven las cartas públicas.",
    },
    "your_turn": {"en": "Your turn", "es": "Te toca"},
    "turn_of": {"en": "{seat} to play", "es": "Le toca al {seat}"},
    "game_over": {
        "en": "Game over. Winners: {winners}",
        "es": "Partida terminada. Ganan: {winners}",
    },
    "round": {"en": "Round {round}", "es": "Ronda {round}"},
    "direction_cw": {
        "en": "Play goes clockwise (seat i to i+1)",
        "es": "El juego va en sentido horario (del jugador i al i+1)",
    },
    "direction_ccw": {
        "en": "Play goes counter-clockwise (seat i to i-1)",
        "es": "El juego va en sentido antihorario (del jugador i al i-1)",
    },
    "color": {"en": "Color: {color}", "es": "Color: {color}"},
    "owed": {"en": "{seat} owes {count} cards", "es": "El {seat} debe robar {count} cartas"},
    "color_R": {"en": "red", "es": "rojo"},
    "color_B": {"en": "blue", "es": "azul"},
    "color_G": {"en": "green", "es": "verde"},
    "color_Y": {"en": "yellow", "es": "amarillo"},
    "hand": {"en": "Your hand", "es": "Tu mano"},
    "draw": {"en": "Draw a card", "es": "Robar una carta"},
    "pass": {"en": "Pass", "es": "Pasar"},
    "take": {"en": "Take the {count} owed", "es": "Chúpate las {count}"},
    "challenge": {"en": "Challenge the wild draw-four", "es": "Desafiar el comodín +4"},
    "pick_color": {"en": "Name a color for the wild:", "es": "Elige un color para el comodín:"},
    "first_color": {"en": "Name the first color:", "es": "Elige el primer color:"},
    "pick_pile": {"en": "Play {card} on:", "es": "Juega {card} en:"},
    "pile": {"en": "pile {pile}", "es": "montón {pile}"},
    "cancel": {"en": "Cancel", "es": "Cancelar"},
    "scores": {"en": "Scores", "es": "Puntos"},
    "scores_chupate": {
        "en": "Points (more is better)",
        "es": "Puntos (más es mejor)",
    },
    "scores_veneno": {
        "en": "Poison points (fewer is better)",
        "es": "Puntos de veneno (menos es mejor)",
    },
    "moves": {"en": "What happened", "es": "Lo que pasó"},
    "move_number": {"en": "Move {number}", "es": "Jugada {number}"},
    "refused": {"en": "Not allowed: {error}", "es": "No se puede: {error}"},
    "reconnecting": {
        "en": "Connection lost: reconnecting…",
        "es": "Se perdió la conexión: reconectando…",
    },
    "share": {"en": "Links to share", "es": "Enlaces para compartir"},
    "share_mine": {
        "en": "Your seat (open it on another device; keep it secret):",
        "es": "Tu puesto (ábrelo en otro dispositivo; no lo compartas):",
    },
    "share_watch": {"en": "For spectators:", "es": "Para espectadores:"},
    "share_seat": {"en": "{seat}:", "es": "{seat}:"},
    "record": {"en": "The game's record", "es": "El registro de la partida"},
    "replay": {"en": "Step through the game", "es": "Repasar la partida"},
    "language": {"en": "Español", "es": "English"},
    "not_found": {"en": "Not found", "es": "No encontrado"},
    "forbidden": {"en": "Not your seat", "es": "Este puesto no es tuyo"},
    "error": {"en": "Error {status}", "es": "Error {status}"},
    "home_title": {"en": "Start a table", "es": "Abrir una mesa"},
    "home_game": {"en": "Game", "es": "Juego"},
    "home_seat": {"en": "Seat {seat}", "es": "Jugador {seat}"},
    "home_person": {"en": "a person", "es": "una persona"},
    "home_players": {"en": "Players", "es": "Jugadores"},
    "home_create": {"en": "Open the table", "es": "Abrir la mesa"},
    "home_links": {
        "en": "Send each person their seat's link:",
        "es": "Manda a cada persona el enlace de su asiento:",
    },
}
"""Every message of the page: key -> language -> text with ``{name}`` parameters."""


def language(asked: str | None) -> str:
    """The page's language for ``?lang=``: ``"es"`` or ``"en"`` (the default, also for junk)."""
    return asked if asked in LANGUAGES else LANGUAGES[0]


def parameters(text: str) -> frozenset[str]:
    """The ``{name}`` parameters a message uses."""
    return frozenset(name for _, name, _, _ in string.Formatter().parse(text) if name)


def say(key: str, lang: str, **values: object) -> str:
    """A message in ``lang`` with its parameters filled in."""
    return MESSAGES[key][language(lang)].format(**values)
