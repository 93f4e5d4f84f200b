"""What the table server (`cardrules.server`) says when it refuses a request: English, Spanish.

Each refusal is a template with ``{name}`` parameters, kept in the shape
id -> language -> template; `cardrules.i18n` files each as the message id
``server.refusal.<id>``. The library's own errors (rules, notation, games)
that a refusal carries are rendered by `cardrules.i18n.message`.
"""

from __future__ import annotations

REFUSALS: dict[str, dict[str, str]] = {
    "no_table": {"en": "no table {table}", "es": "no hay ninguna mesa {table}"},
    "bad_token": {
        "en": "this token is no seat's at table {table}",
        "es": "esta clave no es la de ningún jugador de la mesa {table}",
    },
    "body_object": {
        "en": "the body must be a JSON object, got {got}",
        "es": "el cuerpo tiene que ser un objeto JSON, no {got}",
    },
    "unknown_keys": {
        "en": "unknown keys {keys}: the keys are 'game', 'rules', 'seats', 'seed'",
        "es": "claves desconocidas {keys}: las claves son 'game', 'rules', 'seats', 'seed'",
    },
    "missing_key": {
        "en": "the body must name {key}",
        "es": "el cuerpo tiene que indicar {key}",
    },
    "not_playable": {
        "en": "a table cannot seat {game}: its GameSpec has no {hooks} (a table needs {needs})",
        "es": "una mesa no puede jugar a {game}: su GameSpec no tiene {hooks} "
        "(una mesa necesita {needs})",
    },
    "seat_kinds": {
        "en": "'seats' must be a list of {kinds}, got {got}",
        "es": "'seats' tiene que ser una lista de {kinds}, no {got}",
    },
    "seat_count": {
        "en": "'seats' names {count} seats for {players} players",
        "es": "'seats' indica {count} asientos para {players} jugadores",
    },
    "seed": {
        "en": "'seed' must be an int in 0..2**64-1, got {got}",
        "es": "'seed' tiene que ser un entero de 0 a 2**64-1, no {got}",
    },
    "too_many_tables": {
        "en": "this server holds {count} tables, its most",
        "es": "este servidor ya tiene {count} mesas, su máximo",
    },
    "cap_field": {
        "en": (
            "'rules': {field} {value} is too large: a match of these rules may take "
            "{cap} moves, and a table plays at most {most}"
        ),
        "es": (
            "'rules': {field} {value} es demasiado grande: una partida con estas reglas "
            "puede durar {cap} jugadas, y una mesa juega como mucho {most}"
        ),
    },
    "cap": {
        "en": (
            "'rules': a match of these rules may take {cap} moves, and a table plays at most {most}"
        ),
        "es": (
            "'rules': una partida con estas reglas puede durar {cap} jugadas, "
            "y una mesa juega como mucho {most}"
        ),
    },
    "move_body": {
        "en": 'the body must be {{"token": T, "move": notation}}',
        "es": 'el cuerpo tiene que ser {{"token": T, "move": notación}}',
    },
    "token_string": {
        "en": "'token' must be a string, got {got}",
        "es": "'token' tiene que ser una cadena de texto, no {got}",
    },
    "move_string": {
        "en": "a move is its notation, a string like 'R5' or '7C@2', got {got}",
        "es": "una jugada se escribe en notación, una cadena como 'R5' o '7C@2', no {got}",
    },
    "not_over": {
        "en": "table {table}: the game is not over yet",
        "es": "mesa {table}: la partida aún no ha terminado",
    },
    "body_size": {
        "en": "a request body may hold {limit} bytes",
        "es": "el cuerpo de una petición puede tener como mucho {limit} bytes",
    },
    "body_json": {"en": "the body must be JSON", "es": "el cuerpo tiene que ser JSON"},
    "body_deep": {
        "en": "the body must be JSON nested less deeply",
        "es": "el cuerpo tiene que ser JSON con menos niveles anidados",
    },
    "media_type": {
        "en": "the body must be sent as Content-Type: application/json, not {got}",
        "es": "el cuerpo tiene que enviarse como Content-Type: application/json, no {got}",
    },
    "foreign_origin": {
        "en": (
            "a request from the page {origin} is refused: this server takes requests "
            "from its own pages (start it with --allow-origin {origin} to take them)"
        ),
        "es": (
            "se rechaza una petición de la página {origin}: este servidor solo atiende a "
            "sus propias páginas (arráncalo con --allow-origin {origin} para atenderla)"
        ),
    },
    "requests": {
        "en": "too many requests: at most {rate} a second",
        "es": "demasiadas peticiones: como mucho {rate} por segundo",
    },
    "messages": {
        "en": "too many messages: at most {rate} a second",
        "es": "demasiados mensajes: como mucho {rate} por segundo",
    },
    "message_bytes": {
        "en": "messages are JSON text, not bytes",
        "es": "los mensajes son texto JSON, no bytes",
    },
    "message_size": {
        "en": "a message may hold {limit} bytes",
        "es": "un mensaje puede tener como mucho {limit} bytes",
    },
    "message_json": {"en": "a message must be JSON", "es": "un mensaje tiene que ser JSON"},
    "message_shape": {
        "en": 'a message is {{"move": notation}}',
        "es": 'un mensaje es {{"move": notación}}',
    },
    "spectator_move": {
        "en": "a spectator cannot play: join with a seat's token",
        "es": "un espectador no puede jugar: entra con la clave de un jugador",
    },
    "seat_sockets": {
        "en": "seat {seat} has {count} sockets open at table {table}, its most",
        "es": (
            "el jugador {seat} ya tiene {count} conexiones abiertas en la mesa {table}, su máximo"
        ),
    },
    "spectators": {
        "en": "table {table} has {count} spectators, its most",
        "es": "la mesa {table} ya tiene {count} espectadores, su máximo",
    },
    "not_saved": {
        "en": (
            "could not save, retrying: the move was not played (the tables' file is "
            "busy or full); send it again in a moment"
        ),
        "es": (
            "no se pudo guardar, reintentando: la jugada no se hizo (el archivo de las "
            "mesas está ocupado o lleno); vuelve a mandarla en un momento"
        ),
    },
    "no_page": {"en": "nothing is at {path}", "es": "no hay nada en {path}"},
    "method": {
        "en": "{method} is not what {path} takes",
        "es": "{path} no acepta {method}",
    },
    "failed": {
        "en": "the server failed on this request; its log says why",
        "es": "el servidor falló con esta petición; su registro dice por qué",
    },
    "way_home": {"en": "Start a table", "es": "Abrir una mesa"},
    "way_watch": {"en": "Watch the table as a spectator", "es": "Mirar la mesa como espectador"},
    "way_table": {"en": "Back to the table", "es": "Volver a la mesa"},
}
"""Every refusal: id -> language -> template."""
