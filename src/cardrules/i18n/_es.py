"""El catálogo en español: cada id de mensaje y su plantilla, con las palabras del juego.

Un asiento (``seat``) es un *jugador*; robar del mazo; la pila de descarte
(Chúpate 2) y los montones (Veneno); comodín, comodín +4, chúpate 2, salto de
turno, cambio de sentido; decir mentira; pinta básica; sota, caballo, rey.
La notación (``R7``, ``W:G``, ``draw``, ``7C@2``) no se traduce.
"""

from __future__ import annotations

ES_TERMS: dict[str, dict[str, str]] = {
    "color": {
        "R": "rojo",
        "B": "azul",
        "G": "verde",
        "Y": "amarillo",
        "": "ninguno todavía",
        "none": "ninguno",
        "None": "ninguno",
    },
    "direction": {
        "cw": "sentido horario (del jugador i al i+1)",
        "ccw": "sentido antihorario (del jugador i al i-1)",
    },
    "way": {"cw": "sentido horario", "ccw": "sentido antihorario"},
    "place": {"the position": "la posición", "the view": "la vista"},
    "field": {"a seat's name": "el nombre de un jugador", "a mover": "un jugador que mueve"},
    "phase": {
        "play": "de juego",
        "drawn": "de robo",
        "stacked": "de chúpate 2",
        "wild4": "de comodín +4",
        "color": "de elegir color",
        "over": "final",
    },
}
"""Glosarios para ``{campo:glosario}``."""

ES: dict[str, str] = {
    # -- a quién le toca (los dos juegos) ---------------------------------------------------
    "turn.over": "{rule}: la partida ha terminado; el jugador {seat} no tiene jugada",
    "turn.not_yours": "{rule}: no le toca al jugador {seat}; le toca al jugador {to_play}",
    # -- notación: un texto que no es una jugada ni una carta ---------------------------------
    "uno.notation.card": (
        "{text} no es una carta de la baraja de UNO: se esperaba la letra de un color, "
        "R (rojo), B (azul), G (verde) o Y (amarillo), y luego 0-9, +2, S o R "
        "(como 'R7', 'G+2'), o bien 'W' o 'W+4'"
    ),
    "spanish.notation.card": (
        "{text} no es una carta de la baraja española: se esperaba un número del 1 al 12 "
        "(10 sota, 11 caballo, 12 rey) y luego la letra del palo, O (oros), C (copas), "
        "E (espadas) o B (bastos), como '7C' o '12O'"
    ),
    # -- ajustes: Rules(...), semillas, jugadores, nombres de juegos ---------------------------
    "rules.bool": "Rules.{field} tiene que ser True o False ({rule}), no {value}",
    "rules.one_of": "Rules.{field} tiene que ser uno de {allowed} ({rule}), no {value}",
    "rules.int_from": (
        "Rules.{field} tiene que ser un entero del {minimum} al 2**64-1 ({rule}), no {value}"
    ),
    "seed.type": "la semilla (seed) tiene que ser un entero en 0..2**64-1, no {value}",
    "seed.range": "la semilla (seed) tiene que estar en 0..2**64-1, no {value}",
    "seat.range": "{what}: el jugador (seat) tiene que ser un entero del 0 al {last}, no {value}",
    "game.unknown": "no hay ningún juego llamado {value}; los juegos son {games}",
    # -- frases que comparten las dos narraciones -----------------------------------------------
    "phrase.empty": "(vacío)",
    "phrase.seat": "jugador {seat}",
    "phrase.the_seat": "el jugador {seat}",
    "phrase.of_seat": "del jugador {seat}",
    "phrase.of_name": "de {name}",
    "phrase.Seat": "Jugador {seat}",
    "phrase.card.one": "{count} carta",
    "phrase.card.other": "{count} cartas",
    "phrase.move.one": "{count} jugada",
    "phrase.move.other": "{count} jugadas",
    "phrase.round.one": "{count} ronda",
    "phrase.round.other": "{count} rondas",
    "phrase.cards_left.one": "le queda {count} carta",
    "phrase.cards_left.other": "le quedan {count} cartas",
    "say.totals": "  totales: {scores}",
    "say.winners": "  ganan: {seats}",
    "say.losers": "  pierden: {seats}",
    "say.hand": "  mano de {seat}: {cards}",
    "say.dealt": "{who} recibe {cards}",
    "say.gets": "  {who} recibe {cards}",
    "say.move": "  jugada {number}: {moved}",
    "say.hand_after": " [mano después: {cards}]",
    # -- dibujos (cardrules.svg, cardrules.text) --------------------------------------------
    "picture.header_round": "· ronda {round}",
    "picture.sees": "vista de {viewer}",
    "picture.title": "{game}, ronda {round}: {status}",
    "picture.title_sees": " (vista de {viewer})",
    "picture.drawn": "robada",
    "picture.no_cards": "sin cartas",
    "picture.you": " (tú)",
    "picture.to_play": "turno {of_who}",
    "picture.to_play_badge": "le toca",
    "picture.winner": "gana",
    "picture.loser": "pierde",
    "picture.hidden": "[{count} ocultas]",
    "picture.stock": "mazo {count}",
    "picture.text.stock": "mazo: {count}",
    "picture.players": "{players} jugadores",
    # -- cardrules.html.replay_page ----------------------------------------------------------
    "html.title": "{game}, {players} jugadores",
    "html.title_seed": "{title}, semilla {seed}",
    "html.saw_it": " (vista de {seat})",
    "html.previous": "◀ Anterior",
    "html.next": "Siguiente ▶",
    "html.previous_label": "paso anterior",
    "html.next_label": "paso siguiente",
    "html.step": "Paso",
    "html.of": "de",
    "html.slider": "paso",
    "html.hint": "las teclas ← → avanzan y retroceden",
    "html.moves": "Jugadas",
    # -- cardrules play ---------------------------------------------------------------------
    "cli.help": (
        "órdenes (se escriben en inglés):\n"
        "  N             juega la jugada número N de la lista\n"
        "  MOVE          juega una jugada por su notación (R7, W:G, draw, 7C@2 ...)\n"
        "  why MOVE      la regla que prohíbe MOVE aquí, si la hay\n"
        "  show          tu mano, la mesa y tus jugadas otra vez\n"
        "  save FILE     guarda la partida hasta ahora en FILE como registro (con la\n"
        "                semilla: al abrirlo se ven todas las manos)\n"
        "  save FILE mine\n"
        "                guarda solo lo que has visto (sin semilla ni otras manos)\n"
        "  help          esta lista\n"
        "  quit          salir (el final de la entrada también sale)"
    ),
    "cli.banner": (
        "{title}, {players} jugadores, reglas {rules}; eres el jugador {seat}. "
        "Escribe el número o la notación de una jugada; help lista las órdenes."
    ),
    "cli.over": (
        "La partida ha terminado: save FILE la guarda; quit (o el final de la entrada) sale."
    ),
    "cli.over_short": "La partida ha terminado.",
    "cli.over_command": "La partida ha terminado: save FILE o quit.",
    "cli.end_of_input": "Fin de la entrada: adiós.",
    "cli.goodbye": "Adiós.",
    "cli.interrupted": "Interrumpido: adiós.",
    "cli.name_you": "tú",
    "cli.name_bot": "bot {kind}",
    "cli.your_turn": "Te toca (jugador {seat}):",
    "cli.your_hand": "  tu mano: {cards}",
    "cli.moves": "  jugadas: {moves}",
    "cli.not_a_move": "no es una jugada: {error}",
    "cli.is_legal": "{move} es legal aquí",
    "cli.why_usage": "uso: why MOVE",
    "cli.save_usage": "uso: save FILE, o save FILE mine",
    "cli.save_failed": "no se pudo guardar en {file}: {error}",
    "cli.saved": "se ha guardado {whose} ({moves}) en {file}",
    "cli.saved_mine": "lo que has visto",
    "cli.saved_all": "la partida",
    "cli.no_move_number": "no hay jugada {number}: las jugadas van del 1 al {count}",
    "cli.unknown": "no es una jugada ni una orden: {line} (help las lista)",
    "cli.not_legal": "no es legal aquí: {error}",
    "cli.hand_sizes": "  cartas en la mano: {sizes}; mazo {stock}",
    "cli.scores": "  puntos: {scores}",
}
"""Id de mensaje -> plantilla en español."""
