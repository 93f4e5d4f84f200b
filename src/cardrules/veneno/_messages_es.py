"""Las palabras de Veneno en español: sus ids de mensaje y sus plantillas.

Sus explicaciones de las reglas, errores de notación y de posiciones, narración,
dibujos y textos de la línea de órdenes; `MESSAGES` en ``_messages`` tiene los dos.
"""

from __future__ import annotations

ES: dict[str, str] = {
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
    "veneno.notation.card": (
        "{text} no es una carta de la baraja española: se esperaba un número del 1 al 12 "
        "(10 sota, 11 caballo, 12 rey) y luego la letra del palo, O (oros), C (copas), "
        "E (espadas) o B (bastos), como '7C' o '12O' (V-1)"
    ),
    "veneno.notation.type": "una jugada de Veneno tiene que ser un texto como '7C@2', no {value}",
    "veneno.notation.no_at": (
        "{text} no es una jugada de Veneno: se esperaba carta@montón, como '7C@2'"
    ),
    "veneno.notation.bad_pile": (
        "{text} no es una jugada de Veneno: el montón tiene que ser 0, 1 o 2, no {pile}"
    ),
    # -- frases: cuántas copas y puntos de veneno --------------------------------------------
    "phrase.copa.one": "{count} copa",
    "phrase.copa.other": "{count} copas",
    "phrase.poison_point.one": "{count} punto de veneno",
    "phrase.poison_point.other": "{count} puntos de veneno",
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
    # -- cardrules play ---------------------------------------------------------------------
    "cli.veneno.piles": "  montones {piles}",
    "cli.veneno.pile": "{pile}: {cards} (total {total})",
    "cli.veneno.scores": "  puntos (de veneno, menos es mejor): {scores}",
    "cli.veneno.zone": "{seat}: {cards} ({points})",
    "cli.veneno.taken": "  zonas de esta ronda: {taken}",
    # -- cardrules demo ---------------------------------------------------------------------
    "cli.demo.veneno": (
        "Veneno, {players} jugadores, semilla {seed}, reglas {rules}; bots {kind}. "
        "Un montón se pasa al llegar a {overflow}; la partida termina tras la ronda en la "
        "que alguien llega a {threshold}."
    ),
    "cli.demo.more_than": "más de {at}",
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
}
"""Id de mensaje -> plantilla en español."""
