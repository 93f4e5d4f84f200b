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
    # -- por qué una jugada de Chúpate 2 no es legal (C-6 a C-15) ---------------------------
    "chupate.not_a_move": "se esperaba una jugada de chupate (Move) o su notación, no {value}",
    "chupate.over": "C-15: la partida ha terminado; ninguna jugada es legal, tampoco {move}",
    "chupate.name_first_color": (
        "C-13: el jugador {seat} debe nombrar antes el color del comodín que abre la ronda "
        "(color:X)"
    ),
    "chupate.faces_wild4": (
        "C-12: al jugador {seat} le han tirado un comodín +4: solo 'take' (chuparse las "
        "cartas) o 'challenge' (decir mentira), no {move}"
    ),
    "chupate.not_in_hand": (
        "C-6: {card} no está en la mano del jugador {seat}, al que le toca jugar"
    ),
    "chupate.owes": (
        "C-8: el jugador {seat} debe robar {owed} cartas: solo puede tirar un chúpate 2 "
        "o 'take', no {move}"
    ),
    "chupate.owes_nothing": (
        "C-8, C-12: el jugador {seat} no debe ninguna carta; {move} no es una jugada ahora"
    ),
    "chupate.color_only_first": (
        "C-13: {move} solo sirve para nombrar el color de un comodín que abre la ronda"
    ),
    "chupate.bluff": (
        "C-12: {move}: el jugador {seat} tiene una carta del color activo, {color:color}, "
        "y no se permite tirar el comodín +4 de farol"
    ),
    "chupate.drawn_already": (
        "C-7: el jugador {seat} ya ha robado; solo puede jugar la carta robada o pasar"
    ),
    "chupate.only_drawn": (
        "C-7: después de robar, el jugador {seat} solo puede jugar la carta robada ({drawn}) "
        "si es válida, o pasar; no {move}"
    ),
    "chupate.nothing_to_draw": (
        "C-14: no queda nada que robar (el mazo está vacío y en la pila de descarte solo hay "
        "una carta): pasa"
    ),
    "chupate.pass_after_draw": (
        "C-7: el jugador {seat} solo puede pasar después de robar (o si no hay nada que "
        "robar, C-14)"
    ),
    "chupate.no_match": (
        "C-6: {card} no coincide ni con el color activo, {color:color}, ni con la carta de "
        "la mesa, {top}"
    ),
    # -- por qué una jugada de Veneno no es legal (V-4 a V-11) ------------------------------
    "veneno.not_a_move": "se esperaba una jugada de veneno (Move) o su notación, no {value}",
    "veneno.over": "V-10: la partida ha terminado; ninguna jugada es legal, tampoco {move}",
    "veneno.not_in_deck": "V-11: {card} no está en el mazo reducido (sin 8 ni 9)",
    "veneno.not_in_hand": "V-4: {card} no está en la mano del jugador {seat}, al que le toca jugar",
    "veneno.copa": "V-6: {move} no es legal aquí",
    "veneno.suit_pile": "V-5: {card} tiene que ir al montón {pile}, que ya tiene {suit}",
    "veneno.no_basic_pile": (
        "V-5: {card} no puede ir al montón {pile}, que ya tiene {held}; las cartas de {suit} "
        "van a un montón sin pinta básica"
    ),
    # -- notación: un texto que no es una jugada ni una carta ---------------------------------
    "chupate.notation.type": (
        "una jugada de Chúpate 2 tiene que ser un texto como 'R7' o 'W:G', no {value}"
    ),
    "chupate.notation.color_move": (
        "{text} no es una jugada de Chúpate 2: 'color:' lleva R, B, G o Y, no {color}"
    ),
    "chupate.notation.not_wild": (
        "{text} no es una jugada de Chúpate 2: solo un comodín nombra un color "
        "({card} no es un comodín)"
    ),
    "chupate.notation.wild_needs_color": (
        "{text} no es una jugada de Chúpate 2: un comodín tiene que nombrar un color, "
        "como '{card}:G' (C-11, C-12)"
    ),
    "chupate.notation.bad_color": (
        "{text} no es una jugada de Chúpate 2: el color tiene que ser R, B, G o Y, no {color}"
    ),
    "chupate.notation.unknown": (
        "{text} no es una jugada de Chúpate 2: se esperaba una carta ('R7', 'W:G'), "
        "'draw', 'pass', 'take', 'challenge' o 'color:X'"
    ),
    "uno.notation.card": (
        "{text} no es una carta de Chúpate 2: se esperaba la letra de un color, R (rojo), "
        "B (azul), G (verde) o Y (amarillo), y luego 0-9, +2, S o R (como 'R7', 'G+2'), "
        "o bien 'W' o 'W+4' (C-1)"
    ),
    "veneno.notation.type": "una jugada de Veneno tiene que ser un texto como '7C@2', no {value}",
    "veneno.notation.no_at": (
        "{text} no es una jugada de Veneno: se esperaba carta@montón, como '7C@2'"
    ),
    "veneno.notation.bad_pile": (
        "{text} no es una jugada de Veneno: el montón tiene que ser 0, 1 o 2, no {pile}"
    ),
    "spanish.notation.card": (
        "{text} no es una carta de la baraja española: se esperaba un número del 1 al 12 "
        "(10 sota, 11 caballo, 12 rey) y luego la letra del palo, O (oros), C (copas), "
        "E (espadas) o B (bastos), como '7C' o '12O' (V-1)"
    ),
    # -- ajustes: Rules(...), semillas, jugadores, nombres de juegos ---------------------------
    "rules.bool": "Rules.{field} tiene que ser True o False ({rule}), no {value}",
    "rules.one_of": "Rules.{field} tiene que ser uno de {allowed} ({rule}), no {value}",
    "rules.int_from": (
        "Rules.{field} tiene que ser un entero del {minimum} al 2**64-1 ({rule}), no {value}"
    ),
    "rules.target": (
        "Rules.target tiene que ser None (una sola ronda) o un entero del 1 al 2**64-1 (C-2), "
        "no {value}"
    ),
    "rules.teams_players": ("Rules.teams necesita 4 o 6 jugadores (C-3), no players={players}"),
    "rules.teams_type": (
        "Rules.teams tiene que ser False, True o un reparto de los jugadores en equipos como "
        "((0, 2), (1, 3)) (C-3), no {value}"
    ),
    "rules.teams_seat": "Rules.teams contiene {value}, que no es un jugador del 0 al {last} (C-3)",
    "rules.teams_every_seat": (
        "Rules.teams tiene que contener a cada jugador del 0 al {last} una sola vez (C-3), "
        "no {value}"
    ),
    "rules.teams_sizes": (
        "Rules.teams tiene que ser al menos dos equipos del mismo tamaño, de al menos dos "
        "jugadores cada uno (C-3), no {value}"
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
    "phrase.copa.one": "{count} copa",
    "phrase.copa.other": "{count} copas",
    "phrase.move.one": "{count} jugada",
    "phrase.move.other": "{count} jugadas",
    "phrase.round.one": "{count} ronda",
    "phrase.round.other": "{count} rondas",
    "phrase.cards_left.one": "le queda {count} carta",
    "phrase.cards_left.other": "le quedan {count} cartas",
    "phrase.poison_point.one": "{count} punto de veneno",
    "phrase.poison_point.other": "{count} puntos de veneno",
    "say.totals": "  totales: {scores}",
    "say.winners": "  ganan: {seats}",
    "say.losers": "  pierden: {seats}",
    "say.hand": "  mano de {seat}: {cards}",
    "say.dealt": "{who} recibe {cards}",
    "say.gets": "  {who} recibe {cards}",
    "say.move": "  jugada {number}: {moved}",
    "say.hand_after": " [mano después: {cards}]",
    # -- narración de Chúpate 2 -----------------------------------------------------------------
    "chupate.say.round_start": (
        "Ronda {round}: empieza {starter}, elegido al azar; primera carta {top}, "
        "color {color:color}; {stock} cartas en el mazo"
    ),
    "chupate.say.first_wild": (
        "  (C-13) la primera carta es un comodín: {who} nombra el color y luego juega"
    ),
    "chupate.say.first_two": (
        "  (C-13) la primera carta es un chúpate 2: {who} debe {owed}: tira otro chúpate 2 "
        "o se las chupa"
    ),
    "chupate.say.first_reverse": (
        "  (C-13) la primera carta es un cambio de sentido: {who} juega primero, y el juego "
        "va en sentido horario"
    ),
    "chupate.say.first_skip": (
        "  (C-13) la primera carta es un salto de turno: {skipped} pierde el turno"
    ),
    "chupate.say.goes": "  el juego va en {direction:direction}",
    "chupate.say.nobody": "nadie",
    "chupate.say.owes": "; {who} debe {owed}: tira otro chúpate 2 o se las chupa (C-8)",
    "chupate.say.wild4": (
        "; {who} tiene que chuparse {owed} o decir mentira (el color era {color:color}, C-12)"
    ),
    "chupate.say.skipped": "; {skipped} pierde el turno (C-9)",
    "chupate.say.reverse": "; ahora el juego va en {direction:direction}{again} (C-10)",
    "chupate.say.reverse_two": "; con dos jugadores hace de salto de turno",
    "chupate.say.top_color": "{top} ({color:color})",
    "chupate.say.held": "{count}: {cards}",
    "chupate.say.head": "  sobre {top}: {who} [{held}]",
    "chupate.say.naming": ", y elige {color:color}",
    "chupate.say.last_draws": "; {victim} aún se chupa las {owed} que debe (C-15)",
    "chupate.say.last_card": (
        "{head} juega su última carta, {card}{named}, y gana la ronda{draws}"
    ),
    "chupate.say.plays": "{head} juega {card}{named}{effect} [{left}]",
    "chupate.say.reshuffled": "; la pila de descarte se baraja y pasa a ser el mazo (C-14)",
    "chupate.say.draws_secret": "{head} roba una carta{reshuffled} (C-7)",
    "chupate.say.draws": "{head} roba {card}{reshuffled}; {then} (C-7)",
    "chupate.say.playable": "se puede jugar",
    "chupate.say.unplayable": "no se puede jugar",
    "chupate.say.passes": "{head} pasa",
    "chupate.say.takes": "{head} se chupa {taken} y pierde el turno",
    "chupate.say.challenges": "{head} dice mentira",
    "chupate.say.bluff": (
        "{head} le dice mentira a {challenged}: ¡era un farol! {challenged} se chupa {drew}; "
        "{who} sigue jugando (C-12)"
    ),
    "chupate.say.no_bluff": (
        "{head} le dice mentira a {challenged}: la jugada era legal; "
        "{who} se chupa {drew} y pierde el turno (C-12)"
    ),
    "chupate.say.names_color": "{head} nombra el primer color: {color:color} (C-13)",
    "chupate.say.team": "el equipo de {members}",
    "chupate.say.round_over": (
        "Ronda {round} terminada: gana {side} y se anota {points} puntos, las cartas que "
        "quedan en las manos de los rivales (C-15)"
    ),
    "chupate.say.left_with": "  {seat} se queda con {cards}",
    "chupate.say.game_over": "Partida terminada tras {rounds} y {moves} jugadas.",
    "chupate.say.final": "  puntuación final (puntos, más es mejor): {scores}",
    "chupate.say.move_draw": "roba una carta",
    "chupate.say.move_pass": "pasa",
    "chupate.say.move_take": "se chupa las cartas que debe",
    "chupate.say.move_challenge": "dice mentira al comodín +4",
    "chupate.say.move_color": "nombra el primer color: {color:color}",
    "chupate.say.move_play": "juega {card}",
    # -- narración de Veneno --------------------------------------------------------------------
    "veneno.say.round_start": (
        "Ronda {round}: empieza {starter}; {hand} cartas cada uno, quedan {stock} en el mazo"
    ),
    "veneno.say.secret": "  {who} {draws} ({held}), juega {card} en el montón {pile}",
    "veneno.say.draws_a_card": "roba una carta",
    "veneno.say.draws_nothing": "no roba nada",
    "veneno.say.drawn": "  {who} roba {drawn} (mano: {hand}), juega {card} en el montón {pile}",
    "veneno.say.hand": "  {who} (mano: {hand}) juega {card} en el montón {pile}",
    "veneno.say.suit_pile": " (V-5: el montón de {suit})",
    "veneno.say.free_pile": " (V-5: el único montón sin pinta básica)",
    "veneno.say.stays": "{line}: montón {pile} = {cards} (total {total})",
    "veneno.say.restarts": "; el montón {pile} vuelve a empezar con {cards}",
    "veneno.say.overflow": (
        "{line}: total {total}, ¡se pasa! {who} se lleva {cards} ({copas}){rest}"
    ),
    "veneno.say.round_over": "Ronda {round} terminada: el mazo y las manos están vacíos (V-8)",
    "veneno.say.left": "  las cartas que quedan en los montones no cuentan para nadie: {cards}",
    "veneno.say.points": "  puntos de veneno de esta ronda: {scores}",
    "veneno.say.match_over": "Partida terminada tras {rounds} y {moves} jugadas.",
    "veneno.say.final": "  puntuación final (puntos de veneno, menos es mejor): {scores}",
    "veneno.say.move": "juega {card} en el montón {pile}",
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
    "picture.chupate.teams": "equipos {teams}",
    "picture.chupate.one_round": "una ronda",
    "picture.chupate.to_points": "a {target} puntos",
    "picture.chupate.no_bluffs": "sin faroles",
    "picture.chupate.over.one": "Partida terminada: gana {won}",
    "picture.chupate.over.other": "Partida terminada: ganan {won}",
    "picture.chupate.emptied": "al quedarse sin cartas (C-15)",
    "picture.chupate.reached": "al llegar a {target} puntos (C-15)",
    "picture.chupate.play": "tira una carta del mismo color o figura, o roba (C-6, C-7)",
    "picture.chupate.drew": "ha robado {drawn}: júgala o pasa (C-7)",
    "picture.chupate.a_card": "una carta",
    "picture.chupate.stacked": "debe {owed}: tira otro chúpate 2 o se las chupa (C-8)",
    "picture.chupate.wild4": "debe {owed}: se las chupa o dice mentira (C-12)",
    "picture.chupate.wild4_color": "el color era {color:color} cuando se tiró el W+4",
    "picture.chupate.first_wild": "la primera carta es un comodín: nombra el color (C-13)",
    "picture.chupate.challenged": "{challenger} le dijo mentira a {challenged}: {outcome}",
    "picture.chupate.bluff": "¡era un farol!",
    "picture.chupate.legal": "la jugada era legal",
    "picture.chupate.discard": "descarte {count}",
    "picture.chupate.way.cw": "horario (i → i+1)",
    "picture.chupate.way.ccw": "antihorario (i → i−1)",
    "picture.chupate.phase": "fase {phase}",
    "picture.chupate.phase.play": "jugar",
    "picture.chupate.phase.drawn": "robada",
    "picture.chupate.phase.stacked": "acumulando",
    "picture.chupate.phase.wild4": "comodín +4",
    "picture.chupate.phase.color": "elegir color",
    "picture.chupate.phase.over": "terminada",
    "picture.chupate.owes": "debe {owed}",
    "picture.chupate.score": " · puntos {score}",
    "picture.chupate.team": "equipo {team}",
    "picture.chupate.round_won": "ronda {round} ganada por {won}",
    "picture.chupate.text.header": "Chúpate 2 · {rules} · ronda {round}",
    "picture.chupate.text.table": (
        "pila de descarte: {top}{under} · color: {color:color} · el juego va en {way:way}"
        " · mazo: {stock}"
    ),
    "picture.chupate.text.under": " sobre {count} más",
    "picture.chupate.text.points": "{score} ptos",
    "picture.veneno.overflows_at": "un montón se pasa al llegar a {at}",
    "picture.veneno.overflows_above": "un montón se pasa al superar {at}",
    "picture.veneno.ends_at": "la partida acaba con {threshold} de veneno",
    "picture.veneno.reduced": "40 cartas",
    "picture.veneno.copas_sin_veneno": "copas sin veneno",
    "picture.veneno.over.one": "Partida terminada: gana {won}",
    "picture.veneno.over.other": "Partida terminada: ganan {won}",
    "picture.veneno.most_poison": "más veneno: {lost} (V-10)",
    "picture.veneno.has_drawn": "ya ha robado; juega una carta en un montón (V-4)",
    "picture.veneno.suit_piles": "oros, espadas, bastos en su propio montón (V-5);",
    "picture.veneno.copas_any": "copas en cualquier montón (V-6)",
    "picture.veneno.pile": "montón {pile}",
    "picture.veneno.total": "total {total}",
    "picture.veneno.empty": "vacío",
    "picture.veneno.in_hand": "{cards} en la mano",
    "picture.veneno.poison": "veneno {score}",
    "picture.veneno.zone": "llevadas {count} · copas {copas} · esta ronda {points}",
    "picture.veneno.text.header": "Veneno · {rules} · ronda {round}",
    "picture.veneno.text.pile": "montón {pile}: {cards} (total {total})",
    "picture.veneno.text.seat": "puntos {score}  mano {cards}  llevadas esta ronda {zone}",
    "picture.veneno.text.nothing": "nada",
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
    "cli.chupate.top": "  carta de la mesa {top}, color {color:color}; el juego va en {way:way}",
    "cli.chupate.owes": "  el jugador {seat} debe {owed} (fase {phase:phase})",
    "cli.hand_sizes": "  cartas en la mano: {sizes}; mazo {stock}",
    "cli.scores": "  puntos: {scores}",
    "cli.veneno.piles": "  montones {piles}",
    "cli.veneno.pile": "{pile}: {cards} (total {total})",
    "cli.veneno.scores": "  puntos (de veneno, menos es mejor): {scores}",
    "cli.veneno.zone": "{seat}: {cards} ({points})",
    "cli.veneno.taken": "  zonas de esta ronda: {taken}",
    # -- cardrules demo ---------------------------------------------------------------------
    "cli.demo.chupate": (
        "Chúpate 2, {players} jugadores{teams}, {target}, semilla {seed}; bots {kind}"
    ),
    "cli.demo.one_round": "una ronda",
    "cli.demo.to_points": "a {target} puntos",
    "cli.demo.teams": "; equipos {teams}",
    "cli.demo.against": "contra",
    "cli.demo.veneno": (
        "Veneno, {players} jugadores, semilla {seed}, reglas {rules}; bots {kind}. "
        "Un montón se pasa al llegar a {overflow}; la partida termina tras la ronda en la "
        "que alguien llega a {threshold}."
    ),
    "cli.demo.more_than": "más de {at}",
}
"""Id de mensaje -> plantilla en español."""
