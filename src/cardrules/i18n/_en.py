"""The English catalog: every message id and its template (the library's own words)."""

from __future__ import annotations

EN_TERMS: dict[str, dict[str, str]] = {
    "color": {"R": "red", "B": "blue", "G": "green", "Y": "yellow", "": "none yet"},
    "direction": {"cw": "clockwise (seat i to i+1)", "ccw": "counter-clockwise (i to i-1)"},
    "way": {"cw": "clockwise", "ccw": "counter-clockwise"},
    "place": {"the position": "the position", "the view": "the view"},
    "field": {"a seat's name": "a seat's name", "a mover": "a mover"},
    "phase": {
        "play": "play",
        "drawn": "drawn",
        "stacked": "stacked",
        "wild4": "wild4",
        "color": "color",
        "over": "over",
    },
}
"""Glossaries for ``{field:glossary}``."""

EN: dict[str, str] = {
    # -- whose turn it is (both games) ------------------------------------------------
    "turn.over": "{rule}: the game is over; seat {seat} has no move",
    "turn.not_yours": "{rule}: seat {seat} is not to play; seat {to_play} is",
    # -- notation: text that is not a move or a card ------------------------------------
    "uno.notation.card": (
        "{text} is not an UNO-style card: expected a color letter R, B, G or Y "
        "then 0-9, +2, S or R (like 'R7', 'G+2'), or 'W' or 'W+4'"
    ),
    "spanish.notation.card": (
        "{text} is not a Spanish card: expected a rank 1-12 then a suit "
        "letter O, C, E or B, like '7C' or '12O'"
    ),
    # -- settings: Rules(...), seeds, seats, game names -------------------------------------
    "rules.bool": "Rules.{field} must be True or False ({rule}), got {value}",
    "rules.one_of": "Rules.{field} must be one of {allowed} ({rule}), got {value}",
    "rules.int_from": (
        "Rules.{field} must be an int from {minimum} to 2**64-1 ({rule}), got {value}"
    ),
    "seed.type": "seed must be an int in 0..2**64-1, got {value}",
    "seed.range": "seed must be in 0..2**64-1, got {value}",
    "seat.range": "{what}: seat must be an int from 0 to {last}, got {value}",
    "game.unknown": "no game is called {value}; the games are {games}",
    # -- phrases both narrations share ----------------------------------------------------
    "phrase.empty": "(empty)",
    "phrase.seat": "seat {seat}",
    "phrase.the_seat": "seat {seat}",
    "phrase.of_seat": "seat {seat}",
    "phrase.of_name": "{name}",
    "phrase.Seat": "Seat {seat}",
    "phrase.card.one": "{count} card",
    "phrase.card.other": "{count} cards",
    "phrase.move.one": "{count} move",
    "phrase.move.other": "{count} moves",
    "phrase.round.one": "{count} round",
    "phrase.round.other": "{count} rounds",
    "phrase.cards_left.one": "{count} card left",
    "phrase.cards_left.other": "{count} cards left",
    "say.totals": "  totals: {scores}",
    "say.winners": "  winners: {seats}",
    "say.losers": "  losers: {seats}",
    "say.hand": "  {seat}'s hand: {cards}",
    "say.dealt": "{who} is dealt {cards}",
    "say.gets": "  {who} gets {cards}",
    "say.move": "  move {number}: {moved}",
    "say.hand_after": " [hand after: {cards}]",
    # -- pictures (cardrules.svg, cardrules.text) ------------------------------------------
    "picture.header_round": "· round {round}",
    "picture.sees": "as {viewer} sees it",
    "picture.title": "{game}, round {round}: {status}",
    "picture.title_sees": " (as {viewer} sees it)",
    "picture.drawn": "drawn",
    "picture.no_cards": "no cards",
    "picture.you": " (you)",
    "picture.to_play": "{of_who} to play",
    "picture.to_play_badge": "to play",
    "picture.winner": "winner",
    "picture.loser": "loser",
    "picture.hidden": "[{count} hidden]",
    "picture.stock": "stock {count}",
    "picture.text.stock": "stock: {count}",
    "picture.players": "{players} players",
    # -- cardrules.html.replay_page ----------------------------------------------------------
    "html.title": "{game}, {players} players",
    "html.title_seed": "{title}, seed {seed}",
    "html.saw_it": " (as {seat} saw it)",
    "html.previous": "◀ Previous",
    "html.next": "Next ▶",
    "html.previous_label": "previous step",
    "html.next_label": "next step",
    "html.step": "Step",
    "html.of": "of",
    "html.slider": "step",
    "html.hint": "← → keys step",
    "html.moves": "Moves",
    # -- cardrules play ---------------------------------------------------------------------
    "cli.help": (
        "commands:\n"
        "  N             play move number N of the list\n"
        "  MOVE          play a move by its notation (R7, W:G, draw, 7C@2 ...)\n"
        "  why MOVE      the rule that forbids MOVE here, if any\n"
        "  show          your hand, the table and your moves again\n"
        "  save FILE     write the game so far to FILE as a record (seed included:\n"
        "                opening it shows every hand)\n"
        "  save FILE mine\n"
        "                write only what you saw (no seed, no other hand)\n"
        "  help          this list\n"
        "  quit          leave (end of input leaves too)"
    ),
    "cli.banner": (
        "{title}, {players} players, rules {rules}; you are seat {seat}. "
        "Type a move's number or notation; help lists the commands."
    ),
    "cli.over": "The game is over: save FILE keeps it; quit (or end of input) leaves.",
    "cli.over_short": "The game is over.",
    "cli.over_command": "The game is over: save FILE or quit.",
    "cli.end_of_input": "End of input: goodbye.",
    "cli.goodbye": "Goodbye.",
    "cli.interrupted": "Interrupted: goodbye.",
    "cli.name_you": "you",
    "cli.name_bot": "{kind} bot",
    "cli.your_turn": "Your turn (seat {seat}):",
    "cli.your_hand": "  your hand: {cards}",
    "cli.moves": "  moves: {moves}",
    "cli.not_a_move": "not a move: {error}",
    "cli.is_legal": "{move} is legal here",
    "cli.why_usage": "usage: why MOVE",
    "cli.save_usage": "usage: save FILE, or save FILE mine",
    "cli.save_failed": "could not save to {file}: {error}",
    "cli.saved": "saved {whose} ({moves}) to {file}",
    "cli.saved_mine": "what you saw",
    "cli.saved_all": "the game",
    "cli.no_move_number": "no move {number}: the moves are numbered 1 to {count}",
    "cli.unknown": "not a move or a command: {line} (help lists them)",
    "cli.not_legal": "not legal here: {error}",
    "cli.hand_sizes": "  cards in hand: {sizes}; stock {stock}",
    "cli.scores": "  scores: {scores}",
}
"""Message id -> English template."""
