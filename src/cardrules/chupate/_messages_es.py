"""Las palabras de Chúpate 2 en español: sus ids de mensaje y sus plantillas.

Sus explicaciones de las reglas, errores de notación y de posiciones, narración,
dibujos y textos de la línea de órdenes; `MESSAGES` en ``_messages`` tiene los dos.
"""

from __future__ import annotations

ES: dict[str, str] = {
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
    # -- notación: un texto que no es una jugada ni una carta ---------------------------------
    "chupate.notation.card": (
        "{text} no es una carta de Chúpate 2: se esperaba la letra de un color, R (rojo), "
        "B (azul), G (verde) o Y (amarillo), y luego 0-9, +2, S o R (como 'R7', 'G+2'), "
        "o bien 'W' o 'W+4' (C-1)"
    ),
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
    # -- ajustes de Rules(...): equipos y meta (C-2, C-3) ------------------------------------
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
    # -- dibujos (cardrules.svg, cardrules.text) --------------------------------------------
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
    # -- cardrules play ---------------------------------------------------------------------
    "cli.chupate.top": "  carta de la mesa {top}, color {color:color}; el juego va en {way:way}",
    "cli.chupate.owes": "  el jugador {seat} debe {owed} (fase {phase:phase})",
    # -- cardrules demo ---------------------------------------------------------------------
    "cli.demo.chupate": (
        "Chúpate 2, {players} jugadores{teams}, {target}, semilla {seed}; bots {kind}"
    ),
    "cli.demo.one_round": "una ronda",
    "cli.demo.to_points": "a {target} puntos",
    "cli.demo.teams": "; equipos {teams}",
    "cli.demo.against": "contra",
    # -- posiciones de Chúpate 2 (C-1 a C-15) ------------------------------------------------
    "chupate.position.color": "{key} tiene que ser 'R', 'B', 'G', 'Y' o null, no {value}",
    "chupate.position.choice": "{key} tiene que ser uno de {allowed} ({rule}), no {value}",
    "chupate.position.team_scores": (
        "'scores' tiene que ser igual dentro del equipo {team} (C-3), no {scores}"
    ),
    "chupate.position.winner_holds": (
        "'last_round.winner' {winner} todavía tiene cartas: quien gana se queda sin cartas"
    ),
    "chupate.position.last_points": (
        "'last_round.points' {points} no cuadra con sus manos, que suman {counted} (C-3, C-15)"
    ),
    "chupate.position.challenge_type": (
        "'last_challenge' tiene que ser null o {{'challenger': jugador, 'challenged': jugador, "
        "'bluff': bool}}, no {value}"
    ),
    "chupate.position.bluff": "'last_challenge.bluff' tiene que ser true o false, no {value}",
    "chupate.position.no_top": ("'discard' tiene que contener al menos la carta de arriba (C-4)"),
    "chupate.position.scores_below_last": (
        "'scores' {scores} es menos que los puntos de 'last_round' {points}, que ya incluye (C-15)"
    ),
    "chupate.position.last_round_hands": (
        "'last_round' tiene que registrar las manos de esta misma partida terminada "
        "(sus 'hands' no son las de la posición)"
    ),
    "chupate.position.score_bound_one": (
        "'scores' {scores} suma {total} puntos, pero {finished} ronda terminada da "
        "como mucho {most}: una ronda da como mucho {per_round}, los puntos de todo el "
        "mazo, a un solo bando (C-1, C-15)"
    ),
    "chupate.position.score_bound": (
        "'scores' {scores} suma {total} puntos, pero {finished} rondas terminadas dan "
        "como mucho {most}: una ronda da como mucho {per_round}, los puntos de todo el "
        "mazo, a un solo bando (C-1, C-15)"
    ),
    "chupate.position.phase_over": (
        "la fase '{phase}' no encaja con 'current_player' {current}: la fase es "
        "'over' justo cuando 'current_player' es null (C-15)"
    ),
    "chupate.position.one_round": (
        "'round' es {round}, pero una partida sin objetivo se juega a una ronda (C-2)"
    ),
    "chupate.position.drawn_phase": (
        "se da 'drawn_card', pero la fase es '{phase}', no 'drawn' (C-7)"
    ),
    "chupate.position.challenge_color_phase": (
        "se da 'challenge_color', pero la fase es '{phase}', no 'wild4' (C-12)"
    ),
    "chupate.position.owed_phase": (
        "'owed' es {owed} en la fase '{phase}': solo en 'stacked' o 'wild4' se deben cartas (C-8)"
    ),
    "chupate.position.no_color": (
        "'color' es null en la fase '{phase}': solo en la fase 'color' no hay color todavía (C-13)"
    ),
    "chupate.position.color_top": ("'color' {color} contradice la carta de arriba, {top} (C-6)"),
    "chupate.position.over_empty": (
        "la partida ha terminado, pero hay {empty} manos vacías: la ronda acaba cuando "
        "exactamente un jugador tira su última carta (C-15)"
    ),
    "chupate.position.round_count": (
        "'scores' {scores} no cuadra con la cuenta de la ronda, {count} (C-15)"
    ),
    "chupate.position.winning_side": (
        "'scores' {scores}: al final solo el bando ganador, {side}, ha llegado al "
        "objetivo {target} (C-15)"
    ),
    "chupate.position.empty_hand": (
        "hands[{seat}] está vacía pero la partida sigue: la ronda ya habría acabado (C-15)"
    ),
    "chupate.position.single_round_scores": (
        "'scores' tiene que ser 0 antes de que acabe la única ronda (C-15)"
    ),
    "chupate.position.target_reached": (
        "una puntuación llega al objetivo {target}, así que la partida ha terminado (C-15)"
    ),
    "chupate.position.drawn_needs_card": (
        "la fase 'drawn' necesita 'drawn_card', la carta que se acaba de robar (C-7)"
    ),
    "chupate.position.drawn_last": (
        "'drawn_card' {card} no es la última carta de hands[{seat}], donde va una "
        "carta robada (C-7)"
    ),
    "chupate.position.color_phase": (
        "la fase 'color' es solo para que el jugador que empieza nombre el color de un "
        "comodín que abre la ronda: una carta 'W' en la pila de descarte, 'color' null, "
        "el jugador que empieza como jugador actual, sentido 'ccw' (C-13)"
    ),
    "chupate.position.lone_draw_two": (
        "la fase 'stacked' con un solo chúpate 2 en la pila de descarte es la de la primera "
        "carta: el jugador que empieza debe 2, sentido 'ccw' (C-13)"
    ),
    "chupate.position.stacked_owed": (
        "la fase 'stacked' debe {owed}: tienen que ser 2 por cada chúpate 2 de arriba de "
        "la pila de descarte, que tiene {chain} (C-8)"
    ),
    "chupate.position.wild4_top": (
        "la fase 'wild4' necesita un W+4 arriba y 'owed' 4, no {top} y {owed} (C-12)"
    ),
    "chupate.position.lone_wild4": (
        "la fase 'wild4' con un solo W+4 en la pila de descarte: un W+4 que sale primero "
        "vuelve al mazo (C-13), así que un W+4 al que se hace frente se tiró sobre otra carta"
    ),
    "chupate.position.wild4_needs_color": (
        "la fase 'wild4' necesita 'challenge_color', el color activo cuando se tiró el W+4"
    ),
    "chupate.position.no_bluffs": (
        "el jugador {seat} tiró un W+4 teniendo una carta de {color}, "
        "lo que allow_bluffs=False prohíbe (C-12)"
    ),
    "chupate.position.challenge_top": (
        "se da 'last_challenge', pero la carta de arriba es {top}: decir mentira no tira "
        "ninguna carta, así que el W+4 desafiado sigue arriba (C-12)"
    ),
    "chupate.position.challenge_bluff": (
        "'last_challenge' pilló una mentira, pero con allow_bluffs=False no se puede "
        "mentir y todo desafío falla (C-12)"
    ),
    "chupate.position.challenge_fit": (
        "'last_challenge' {challenge} no encaja con la posición: después de decir mentira "
        "la fase es 'play', el jugador desafiado jugó justo antes del que desafía, y le "
        "toca al que pilló la mentira (o si no, al siguiente jugador) (C-12)"
    ),
}
"""Id de mensaje -> plantilla en español."""
