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
