"""El catálogo en español de los errores de posiciones y registros (`PositionError`, `RecordError`).

Aparte de `cardrules.i18n._es` (reglas, narración, dibujos, línea de órdenes) para
que cada fichero siga siendo pequeño; `cardrules.i18n.CATALOG` tiene los dos.
"""

from __future__ import annotations

ES_ERRORS: dict[str, str] = {
    # -- posiciones dadas a from_dict (los dos juegos) ---------------------------------------
    "position.not_a_dict": "una posición tiene que ser un dict, no {type}",
    "position.game": "'game' tiene que ser {game}, no {value}",
    "position.version": "'version' tiene que ser {version}, no {value}",
    "position.where.rules": "las 'rules' de {game}",
    "position.unknown_key": "clave desconocida en {where:place}: {shown}; se aceptan {accepted}",
    "position.unknown_keys": "claves desconocidas en {where:place}: {shown}; se aceptan {accepted}",
    "position.unknown_keys_more": (
        "claves desconocidas en {where:place}: {shown} y {more} más; se aceptan {accepted}"
    ),
    "position.finished_needs_start": "una posición terminada tiene que dar 'starting_player'",
    "position.rules_type": "'rules' tiene que ser un dict como {{'players': 4}}, no {value}",
    "position.rules_players": "'rules' tiene que dar 'players'",
    "position.rules_refused": "en 'rules': {error}",
    "position.missing_key": "falta la clave {key} en {where:place}",
    "position.int": "{key} tiene que ser un entero de como mucho 2**64-1, no {value}",
    "position.int_min": "{key} tiene que ser al menos {minimum}, no {value}",
    "position.int_max": "{key} tiene que ser como mucho {maximum}, no {value}",
    "position.seat": "{what} tiene que ser un jugador del 0 al {last}, no {value}",
    "position.int_list": (
        "{what} tiene que ser una lista de {count} enteros de como mucho 2**64-1, no {value}"
    ),
    "position.int_list_from": (
        "{what} tiene que ser una lista de {count} enteros del {minimum} al 2**64-1, no {value}"
    ),
    "position.last_round_type": (
        "'last_round' tiene que ser null o un dict con las claves {keys}, no {value}"
    ),
    "position.last_round_number": (
        "'last_round' es la ronda {number}, pero la última ronda terminada es la {expected} "
        "(esta posición es de la ronda {round})"
    ),
    "position.last_round_number_over": (
        "'last_round' es la ronda {number}, pero la última ronda terminada es la {expected} "
        "(esta posición es de la ronda {round}, ya terminada)"
    ),
    "position.last_round_start": (
        "'last_round.starting_player' es {started}, pero la ronda {number} la empezó el "
        "jugador {seat}: quien empieza avanza un jugador en sentido horario cada ronda "
        "(V-3, C-15)"
    ),
    "position.in_position": "en la posición: {error}",
    "position.card_list": "{what} tiene que ser una lista de cartas, no {value}",
    "position.not_notation": "{what} contiene {value}, que no es la notación de una carta",
    "position.bad_card": "en {what}: {error}",
    "position.card_lists": (
        "{what} tiene que ser una lista de {count} listas de cartas, no {value}"
    ),
    "position.card_lists_count": "{what} tiene que contener {count} listas, no {got}",
    "position.not_in_deck": "{card} en {where} no es una carta del mazo de este juego ({rule})",
    "position.placed_twice": (
        "{card} aparece más veces de las que la tiene el mazo (otra vez en {where}; {rule})"
    ),
    "position.card_missing": (
        "falta {card} en la posición ({rule}: cada carta está en algún sitio)"
    ),
    "position.spectator_hand": (
        "la vista de un espectador ('seat' null) no muestra ninguna mano, no 'hand' {value}"
    ),
    # -- vistas dadas a view_from_dict (los dos juegos) --------------------------------------
    "view.impossible": "la vista es imposible: {error}",
    "view.no_deck": (
        "la vista es imposible: sus manos, montones y tamaños no caben en un mazo ({error})"
    ),
    "view.no_position": (
        "la vista es imposible: ninguna posición le muestra estos datos al jugador {seat}"
    ),
    "view.legal_moves": "'legal_moves' tiene que ser {legal} para esta vista, no {value}",
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
    # -- posiciones de Veneno (V-1 a V-12) ---------------------------------------------------
    "veneno.position.two_suits": (
        "el montón {pile} tiene {first} y {second}: un montón tiene como mucho una pinta "
        "básica (V-5)"
    ),
    "veneno.position.three_suits": (
        "el montón {pile} tiene {first}, {second} y {third}: un montón tiene como mucho una "
        "pinta básica (V-5)"
    ),
    "veneno.position.suit_twice": (
        "los montones {first} y {second} tienen los dos {suit}: una pinta básica va a un "
        "solo montón (V-5)"
    ),
    "veneno.position.overflows": (
        "el montón {pile} suma {total}, y se desborda (V-7): ya se lo habrían llevado"
    ),
    "veneno.position.over_with_cards": (
        "'current_player' es null (partida terminada), pero quedan cartas por jugar: "
        "una ronda acaba cuando el mazo y las manos están vacíos (V-8)"
    ),
    "veneno.position.over_below": (
        "'current_player' es null (partida terminada), pero ninguna puntuación llega a "
        "{threshold} (V-10)"
    ),
    "veneno.position.empty_hand": (
        "le toca al jugador {seat} con la mano vacía: a quien no tiene cartas se le salta (V-8)"
    ),
    "veneno.position.reached": (
        "una puntuación llega a {threshold}, así que la partida ha terminado (V-10); "
        "'current_player' tiene que ser null"
    ),
    "veneno.position.last_round_places": (
        "'last_round' tiene que registrar las zonas y los montones de esta misma partida "
        "terminada (sus 'taken' y 'piles' no son los de la posición)"
    ),
    "veneno.position.gained_one": (
        "'scores' {scores} suma {gained} puntos de veneno, pero {finished} ronda terminada "
        "da como mucho {most}: en cada ronda, cada una de las {copas} copas del mazo cuenta "
        "para un solo jugador como mucho (V-9)"
    ),
    "veneno.position.gained": (
        "'scores' {scores} suma {gained} puntos de veneno, pero {finished} rondas terminadas "
        "dan como mucho {most}: en cada ronda, cada una de las {copas} copas del mazo cuenta "
        "para un solo jugador como mucho (V-9)"
    ),
    "veneno.position.lost_one": (
        "'scores' {scores} suma {lost} puntos bajo cero, pero {finished} ronda terminada "
        "da como mucho {most}: en cada ronda, cada una de las {copas} copas del mazo vale "
        "-2 como mucho (V-12)"
    ),
    "veneno.position.lost": (
        "'scores' {scores} suma {lost} puntos bajo cero, pero {finished} rondas terminadas "
        "dan como mucho {most}: en cada ronda, cada una de las {copas} copas del mazo vale "
        "-2 como mucho (V-12)"
    ),
    "veneno.position.last_points": (
        "'last_round.points' {points} no cuadra con sus zonas, que suman {counted} (V-9, V-12)"
    ),
    # -- registros de partidas (cardrules.records) -------------------------------------------
    "record.line_too_long": "una línea tiene más de {longest} caracteres",
    "record.not_utf8": "el fichero no es texto UTF-8 ({reason})",
    "record.not_utf8_byte": "no es texto UTF-8: el byte {byte} en el byte {at} de la línea",
    "record.readline_type": "readline() tiene que dar str o bytes, dio {value}",
    "record.at_game_line": "partida {game}, línea {line}: {what}",
    "record.at_line": "línea {line}: {what}",
    "record.comment_too_long": "un comentario tiene más de {longest} caracteres",
    "record.header_own_line": "una cabecera tiene que empezar su propia línea",
    "record.starts_with_headers": (
        "un registro empieza por sus cabeceras ([Game ...]), no por {rest}"
    ),
    "record.cards_not_closed": (
        "una lista de cartas abierta con '<' tiene que cerrarse en su línea con '>'"
    ),
    "record.unexpected": "{char} inesperado en {rest}",
    "record.comment_not_closed": "un comentario abierto con '{{' nunca se cierra con '}}'",
    "record.header_form": 'una cabecera es [Nombre "valor"] en una línea, no {text}',
    "record.header_name": "el nombre de una cabecera tiene como mucho 64 caracteres, no {name}",
    "record.header_escapes": 'el valor de una cabecera solo escapa \\\\ y \\"',
    "record.write_iterable": "write_records necesita un iterable de registros, no {value}",
    "record.write_item": "write_records necesita valores Record o SeatRecord, no {value}",
    "record.rules_form": "Rules: cada regla es nombre=valor, no {part}",
    "record.rules_unknown": "Rules: {key} no es una regla de {game}; las reglas son {fields}",
    "record.rules_twice": "Rules: {key} aparece dos veces",
    "record.rules_value": "Rules: {part}: un valor es true, false, un número o un reparto",
    "record.rules_refused": "en Rules: {error}",
    "record.seat": "{what:field} tiene que ser un jugador del 0 al {last}, no {value}",
    "record.line_tag": "línea {line}: {tag}",
    "record.line_move": "línea {line}, jugada {move}",
    "record.the_mover": "{where}: el jugador que mueve",
    "record.the_tag": "la etiqueta {name}",
    "record.header_twice": "línea {line}: la cabecera {name} aparece dos veces",
    "record.needs_rules": 'un registro necesita una cabecera Rules, p. ej. [Rules "players=4"]',
    "record.player_headers": (
        "cabeceras Player: una por jugador o ninguna; los jugadores son del 0 al {last}"
    ),
    "record.seed_or_seat_both": (
        "un registro tiene una cabecera Seed (una partida entera) o una cabecera Seat (la "
        "de un jugador); este tiene las dos"
    ),
    "record.seed_or_seat_neither": (
        "un registro tiene una cabecera Seed (una partida entera) o una cabecera Seat (la "
        "de un jugador); este no tiene ninguna"
    ),
    "record.seed_number": "Seed tiene que ser un número del 0 al 2**64-1, no {value}",
    "record.cards_in_seat_record": (
        "{where}: las cartas <...> van en el registro de un jugador (una cabecera Seat)"
    ),
    "record.move_number": "{where}: el número de jugada {token} tendría que ser {expected}.",
    "record.mover_in_seat_record": (
        "{where}: un jugador que mueve como {token} va en el registro de un jugador"
    ),
    "record.mover_first": (
        "{where}: en el registro de un jugador cada jugada sigue a quien la hace, p. ej. s2"
    ),
    "record.bad_move": "{where}: {error}",
    "record.mover_unfollowed": "línea {line}: al jugador s{mover} no le sigue ninguna jugada",
    "record.cards_twice": (
        "línea {line}: dos listas de cartas del mismo tipo después de la jugada {moves}"
    ),
    "record.bad_cards": "línea {line}: {error}",
    "record.in_game": "partida {index} (desde la línea {line}): {error}",
    "record.read_type": "read_records necesita un str, no {value}",
    "record.iter_handle": "iter_records necesita un fichero abierto (con readline), no {value}",
    "record.rules_game": (
        "un registro necesita las Rules de un juego registrado ({games}), no {value}"
    ),
    "record.game_header": "la cabecera Game tiene que nombrar uno de {games}, no {value}",
    "record.text": (
        "{what:field} tiene que ser un texto de como mucho {longest} caracteres, sin saltos "
        "de línea, caracteres de control ni sustitutos sueltos, no {value}"
    ),
    "record.names": "names: uno por jugador ({players}) o ninguno, no {got}",
    "record.sequence": "{what} tiene que ser una secuencia, no {value}",
    "record.tag_pair": "una etiqueta tiene que ser un par (nombre, valor), no {value}",
    "record.tag_name": (
        "el nombre de una etiqueta es una letra y luego letras, cifras o _, no {value}"
    ),
    "record.tag_reserved": (
        "la etiqueta {name} se escribe a partir de los campos del registro, no de tags"
    ),
    "record.tag_twice": "la etiqueta {name} aparece dos veces",
    "record.comment_pair": "un comentario tiene que ser un par (posición, texto), no {value}",
    "record.comment_at": (
        "la posición de un comentario es un número de jugadas del 0 al {moves}, no {value}"
    ),
    "record.comment_text": (
        "un comentario tiene que ser un texto de como mucho {longest} caracteres sin "
        "'}}', retornos de carro ni sustitutos sueltos, no {value}"
    ),
    "record.move_text": "jugada {number}: {error}",
    "record.not_a_move": "jugada {number}: no es una jugada de {game}: {value}",
    "record.illegal": "la jugada {number} ({move}) no es legal: {error}",
    "record.not_new_game": ("un registro empieza en new_game(rules, seed); este estado no lo es"),
    "record.never_given": (
        "jugada {number} ({move}): el jugador {seat} tira {card}, que su registro nunca le dio"
    ),
    "record.play_drawn": (
        "jugada {number} ({move}): el jugador {seat} robó {drawn} "
        "y entonces solo puede tirar esa carta (C-7), no {card}"
    ),
    "record.cards_pair": "{what}: cada entrada es un par (posición, cartas), no {value}",
    "record.cards_at": (
        "{what}: las posiciones suben del 0 al {moves}, una entrada cada una, no {value}"
    ),
    "record.bad_card": "en {what}: {error}",
    "record.not_a_card": "{what}: no es una carta de {game}: {value}",
    "record.movers": "movers: un jugador por jugada ({moves}), no {got}",
    "record.dealt_first": (
        "dealt: el registro de un jugador empieza con la mano que se le repartió (posición 0)"
    ),
    "record.public_tags": (
        "el registro de un jugador solo tiene etiquetas públicas ({tags}): la etiqueta "
        "{name} podría delatar el reparto"
    ),
    # -- cardrules replay: un fichero de registros que la orden lee y reproduce --------------
    "replay.cannot_open": "no se puede leer {file}: {reason}",
    "replay.stdin_closed": "no se puede leer -: la entrada estándar está cerrada",
    "replay.cannot_read": "no se puede leer: {reason}",
    "replay.in_game": "partida {index}: {error}",
}
"""Id de mensaje -> plantilla en español, para posiciones (``from_dict``), vistas y registros."""
