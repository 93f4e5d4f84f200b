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
    "bot_random": {"en": "random", "es": "al azar"},
    "bot_greedy": {"en": "greedy", "es": "voraz"},
    "bot_ismcts": {"en": "ISMCTS", "es": "ISMCTS"},
    "bot_pimc": {"en": "PIMC", "es": "PIMC"},
    "you": {"en": "{seat} (you)", "es": "{seat} (tú)"},
    "you_are": {"en": "You play {seat}.", "es": "Eres el {seat}."},
    "watching": {
        "en": "You are watching: only public cards show.",
        "es": "Estás mirando: solo se ven las cartas públicas.",
    },
    "your_turn": {"en": "Your turn", "es": "Te toca"},
    "turn_of": {"en": "{seat} to play", "es": "Le toca al {seat}"},
    "game_over_one": {
        "en": "Game over. Winner: {winners}",
        "es": "Partida terminada. Gana: {winners}",
    },
    "game_over_other": {
        "en": "Game over. Winners: {winners}",
        "es": "Partida terminada. Ganan: {winners}",
    },
    "game_over_none": {"en": "Game over.", "es": "Partida terminada."},
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
    "table_facts": {"en": "On the table", "es": "En la mesa"},
    "picture": {"en": "Picture of the table", "es": "Dibujo de la mesa"},
    "stock": {"en": "Stock: {count}", "es": "Mazo: {count}"},
    "discard": {"en": "Discard pile ({count})", "es": "Descarte ({count})"},
    "pile_total": {"en": "total {total}", "es": "total {total}"},
    "empty": {"en": "empty", "es": "vacío"},
    "cards_one": {"en": "{count} card", "es": "{count} carta"},
    "cards_other": {"en": "{count} cards", "es": "{count} cartas"},
    "copas_one": {"en": "{count} copa", "es": "{count} copa"},
    "copas_other": {"en": "{count} copas", "es": "{count} copas"},
    "taken": {"en": "{cards}, {copas}: {list}", "es": "{cards}, {copas}: {list}"},
    "col_seat": {"en": "Seat", "es": "Jugador"},
    "col_hand": {"en": "Hand", "es": "Mano"},
    "col_taken": {"en": "Taken", "es": "Llevadas"},
    "col_points": {"en": "Points", "es": "Puntos"},
    "col_poison": {"en": "Poison", "es": "Veneno"},
    "to_play_mark": {"en": "to play", "es": "le toca"},
    "direction": {"en": "Direction: {direction}", "es": "Sentido: {direction}"},
    "way_cw": {"en": "clockwise", "es": "horario"},
    "way_ccw": {"en": "counter-clockwise", "es": "antihorario"},
    "phase": {"en": "Now: {phase}", "es": "Ahora: {phase}"},
    "phase_play": {"en": "play a card or draw", "es": "tirar una carta o robar"},
    "phase_drawn": {
        "en": "play the drawn card or pass",
        "es": "tirar la carta robada o pasar",
    },
    "phase_stacked": {
        "en": "stack a draw-two or take the cards",
        "es": "tirar otro chúpate 2 o chuparse las cartas",
    },
    "phase_wild4": {
        "en": "take four or challenge the wild",
        "es": "chuparse 4 o desafiar el comodín",
    },
    "phase_color": {"en": "name the first color", "es": "elegir el primer color"},
    "phase_over": {"en": "the game is over", "es": "la partida terminó"},
    "not_playable": {
        "en": "You cannot play {card} now: {reason}",
        "es": "No puedes jugar {card} ahora: {reason}",
    },
    "offline": {
        "en": "Not sent: the connection is down. Play again once it is back.",
        "es": "No se envió: no hay conexión. Vuelve a jugar cuando vuelva.",
    },
    "draw": {"en": "Draw a card", "es": "Robar una carta"},
    "pass": {"en": "Pass", "es": "Pasar"},
    "take": {"en": "Take the {count} owed", "es": "Chúpate las {count}"},
    "challenge": {"en": "Challenge the wild draw-four", "es": "Desafiar el comodín +4"},
    "pick_color": {"en": "Name a color for the wild:", "es": "Elige un color para el comodín:"},
    "first_color": {"en": "Name the first color:", "es": "Elige el primer color:"},
    "pick_pile": {"en": "Play {card} on:", "es": "Juega {card} en:"},
    "pick_way": {"en": "Play {card}:", "es": "Juega {card}:"},
    "pile": {"en": "pile {pile}", "es": "montón {pile}"},
    "cancel": {"en": "Cancel", "es": "Cancelar"},
    "scores": {"en": "Scores", "es": "Puntos"},
    "scores_chupate": {
        "en": "Points (more is better)",
        "es": "Puntos (más es mejor)",
    },
    "scores_fewer": {
        "en": "Points (fewer is better)",
        "es": "Puntos (menos es mejor)",
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
    "name_person": {"en": "person", "es": "persona"},
    "home_bot": {"en": "{bot} bot", "es": "bot {bot}"},
    "home_rules": {"en": "Rules", "es": "Reglas"},
    "home_default": {"en": "default: {value}", "es": "por defecto: {value}"},
    "home_none": {"en": "none", "es": "ninguno"},
    "home_yes": {"en": "yes", "es": "sí"},
    "home_no": {"en": "no", "es": "no"},
    "rule_teams": {"en": "Play in teams (C-3)", "es": "Jugar por equipos (C-3)"},
    "rule_target": {
        "en": "Points to win the match (empty: one round) (C-2)",
        "es": "Puntos para ganar la partida (vacío: una ronda) (C-2)",
    },
    "rule_allow_bluffs": {
        "en": "Allow bluffing with the wild draw-four (C-12)",
        "es": "Permitir faroles con el comodín +4 (C-12)",
    },
    "rule_reduced_deck": {
        "en": "Reduced deck: 40 cards, no 8 and 9 (V-11)",
        "es": "Baraja reducida: 40 cartas, sin 8 ni 9 (V-11)",
    },
    "rule_copas_sin_veneno": {"en": "Copas sin veneno (V-12)", "es": "Copas sin veneno (V-12)"},
    "rule_loss_threshold": {
        "en": "Poison points that end the match (V-10)",
        "es": "Puntos de veneno que acaban la partida (V-10)",
    },
    "rule_poison_overflow": {
        "en": "Poison's overflow: only above the limit (V-7)",
        "es": "Desborde de Poison: solo por encima del límite (V-7)",
    },
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
