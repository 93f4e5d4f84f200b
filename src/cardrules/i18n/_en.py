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
    # -- why a Chúpate 2 move is illegal (C-6 to C-15) -------------------------------
    "chupate.not_a_move": "expected a chupate Move or its notation, got {value}",
    "chupate.over": "C-15: the game is over; no move is legal, not {move}",
    "chupate.name_first_color": (
        "C-13: seat {seat} must first name the color of the wild first card (color:X)"
    ),
    "chupate.faces_wild4": (
        "C-12: seat {seat} faces a wild draw-four: only 'take' or 'challenge', not {move}"
    ),
    "chupate.not_in_hand": "C-6: {card} is not in the hand of seat {seat}, who is to play",
    "chupate.owes": "C-8: seat {seat} owes {owed} cards: only a draw-two or 'take', not {move}",
    "chupate.owes_nothing": "C-8, C-12: seat {seat} owes nothing; {move} is not a move now",
    "chupate.color_only_first": "C-13: {move} only names the color of a wild first card",
    "chupate.bluff": (
        "C-12: {move}: seat {seat} holds a card of the active color {color} "
        "and bluffs are not allowed"
    ),
    "chupate.drawn_already": "C-7: seat {seat} has drawn already; play the drawn card or pass",
    "chupate.only_drawn": (
        "C-7: after drawing, seat {seat} may only play the drawn card ({drawn}) "
        "if playable, or pass; not {move}"
    ),
    "chupate.nothing_to_draw": (
        "C-14: nothing can be drawn (empty stock, one card on the discard pile): pass"
    ),
    "chupate.pass_after_draw": (
        "C-7: seat {seat} may pass only after drawing (or with nothing to draw, C-14)"
    ),
    "chupate.no_match": (
        "C-6: {card} matches neither the active color {color} nor the top card {top}"
    ),
    # -- why a Veneno move is illegal (V-4 to V-11) -----------------------------------
    "veneno.not_a_move": "expected a veneno Move or its notation, got {value}",
    "veneno.over": "V-10: the match is over; no move is legal, not {move}",
    "veneno.not_in_deck": "V-11: {card} is not in the reduced deck (no 8 and 9)",
    "veneno.not_in_hand": "V-4: {card} is not in the hand of seat {seat}, who is to play",
    "veneno.copa": "V-6: {move} is not legal here",
    "veneno.suit_pile": "V-5: {card} must go on pile {pile}, which holds {suit}",
    "veneno.no_basic_pile": (
        "V-5: {card} cannot go on pile {pile}, which holds {held}; "
        "{suit} goes on a pile with no basic suit"
    ),
    # -- notation: text that is not a move or a card ------------------------------------
    "chupate.notation.type": "a Chúpate 2 move must be a string like 'R7' or 'W:G', got {value}",
    "chupate.notation.color_move": (
        "{text} is not a Chúpate 2 move: 'color:' takes R, B, G or Y, got {color}"
    ),
    "chupate.notation.not_wild": (
        "{text} is not a Chúpate 2 move: only a wild names a color ({card} is not wild)"
    ),
    "chupate.notation.wild_needs_color": (
        "{text} is not a Chúpate 2 move: a wild must name a color, like '{card}:G' (C-11, C-12)"
    ),
    "chupate.notation.bad_color": (
        "{text} is not a Chúpate 2 move: the color must be R, B, G or Y, got {color}"
    ),
    "chupate.notation.unknown": (
        "{text} is not a Chúpate 2 move: expected a card ('R7', 'W:G'), "
        "'draw', 'pass', 'take', 'challenge' or 'color:X'"
    ),
    "uno.notation.card": (
        "{text} is not a Chúpate 2 card: expected a color letter R, B, G or Y "
        "then 0-9, +2, S or R (like 'R7', 'G+2'), or 'W' or 'W+4' (C-1)"
    ),
    "veneno.notation.type": "a Veneno move must be a string like '7C@2', got {value}",
    "veneno.notation.no_at": "{text} is not a Veneno move: expected card@pile, like '7C@2'",
    "veneno.notation.bad_pile": (
        "{text} is not a Veneno move: the pile must be 0, 1 or 2, got {pile}"
    ),
    "spanish.notation.card": (
        "{text} is not a Spanish card: expected a rank 1-12 then a suit "
        "letter O, C, E or B, like '7C' or '12O' (V-1)"
    ),
    # -- settings: Rules(...), seeds, seats, game names -------------------------------------
    "rules.bool": "Rules.{field} must be True or False ({rule}), got {value}",
    "rules.one_of": "Rules.{field} must be one of {allowed} ({rule}), got {value}",
    "rules.int_from": (
        "Rules.{field} must be an int from {minimum} to 2**64-1 ({rule}), got {value}"
    ),
    "rules.target": (
        "Rules.target must be None (one round) or an int from 1 to 2**64-1 (C-2), got {value}"
    ),
    "rules.teams_players": "Rules.teams needs 4 or 6 players (C-3), got players={players}",
    "rules.teams_type": (
        "Rules.teams must be False, True or a partition of the seats such as "
        "((0, 2), (1, 3)) (C-3), got {value}"
    ),
    "rules.teams_seat": "Rules.teams holds {value}, not a seat from 0 to {last} (C-3)",
    "rules.teams_every_seat": (
        "Rules.teams must hold every seat 0-{last} exactly once (C-3), got {value}"
    ),
    "rules.teams_sizes": (
        "Rules.teams must be at least two teams of the same size, each of at "
        "least two seats (C-3), got {value}"
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
    "phrase.copa.one": "{count} copa",
    "phrase.copa.other": "{count} copas",
    "phrase.move.one": "{count} move",
    "phrase.move.other": "{count} moves",
    "phrase.round.one": "{count} round",
    "phrase.round.other": "{count} rounds",
    "phrase.cards_left.one": "{count} card left",
    "phrase.cards_left.other": "{count} cards left",
    "phrase.poison_point.one": "{count} poison point",
    "phrase.poison_point.other": "{count} poison points",
    "say.totals": "  totals: {scores}",
    "say.winners": "  winners: {seats}",
    "say.losers": "  losers: {seats}",
    "say.hand": "  {seat}'s hand: {cards}",
    "say.dealt": "{who} is dealt {cards}",
    "say.gets": "  {who} gets {cards}",
    "say.move": "  move {number}: {moved}",
    "say.hand_after": " [hand after: {cards}]",
    # -- Chúpate 2 narration ----------------------------------------------------------------
    "chupate.say.round_start": (
        "Round {round}: {starter} was chosen to start; first card {top}, "
        "color {color:color}; {stock} cards in the stock"
    ),
    "chupate.say.first_wild": "  (C-13) a wild first card: {who} names the color, then plays",
    "chupate.say.first_two": "  (C-13) a draw-two first card: {who} owes {owed}: stack or take",
    "chupate.say.first_reverse": (
        "  (C-13) a reverse first card: {who} plays first, and play goes clockwise"
    ),
    "chupate.say.first_skip": "  (C-13) a skip first card: {skipped} loses the turn",
    "chupate.say.goes": "  play goes {direction:direction}",
    "chupate.say.nobody": "nobody",
    "chupate.say.owes": "; {who} owes {owed}: stack a draw-two or take (C-8)",
    "chupate.say.wild4": (
        "; {who} must take {owed} or challenge (the color was {color:color}, C-12)"
    ),
    "chupate.say.skipped": "; {skipped} is skipped (C-9)",
    "chupate.say.reverse": "; play now goes {direction:direction}{again} (C-10)",
    "chupate.say.reverse_two": "; with two players it acts as a skip",
    "chupate.say.top_color": "{top} ({color:color})",
    "chupate.say.held": "{count}: {cards}",
    "chupate.say.head": "  on {top}: {who} [{held}]",
    "chupate.say.naming": ", naming {color:color}",
    "chupate.say.last_draws": "; {victim} still draws the {owed} owed (C-15)",
    "chupate.say.last_card": "{head} plays its last card, {card}{named}, and wins the round{draws}",
    "chupate.say.plays": "{head} plays {card}{named}{effect} [{left}]",
    "chupate.say.reshuffled": "; the discard pile is reshuffled into the stock (C-14)",
    "chupate.say.draws_secret": "{head} draws a card{reshuffled} (C-7)",
    "chupate.say.draws": "{head} draws {card}{reshuffled}; {then} (C-7)",
    "chupate.say.playable": "it can be played",
    "chupate.say.unplayable": "it cannot be played",
    "chupate.say.passes": "{head} passes",
    "chupate.say.takes": "{head} takes {taken} and loses the turn",
    "chupate.say.challenges": "{head} challenges",
    "chupate.say.bluff": (
        "{head} challenges {challenged}: a bluff! {challenged} draws {drew}; {who} plays on (C-12)"
    ),
    "chupate.say.no_bluff": (
        "{head} challenges {challenged}: the play was legal; "
        "{who} draws {drew} and loses the turn (C-12)"
    ),
    "chupate.say.names_color": "{head} names the first color: {color:color} (C-13)",
    "chupate.say.team": "the team of {members}",
    "chupate.say.round_over": (
        "Round {round} over: {side} wins it and scores {points} points, "
        "the cards left in the opponents' hands (C-15)"
    ),
    "chupate.say.left_with": "  {seat} is left with {cards}",
    "chupate.say.game_over": "Game over after {rounds} and {moves} moves.",
    "chupate.say.final": "  final scores (points, more is better): {scores}",
    "chupate.say.move_draw": "draws a card",
    "chupate.say.move_pass": "passes",
    "chupate.say.move_take": "takes the owed cards",
    "chupate.say.move_challenge": "challenges the wild draw-four",
    "chupate.say.move_color": "names the first color: {color:color}",
    "chupate.say.move_play": "plays {card}",
    # -- Veneno narration -------------------------------------------------------------------
    "veneno.say.round_start": (
        "Round {round}: {starter} starts; {hand} cards each, {stock} left in the stock"
    ),
    "veneno.say.secret": "  {who} {draws} ({held}), plays {card} on pile {pile}",
    "veneno.say.draws_a_card": "draws a card",
    "veneno.say.draws_nothing": "draws nothing",
    "veneno.say.drawn": "  {who} draws {drawn} (hand: {hand}), plays {card} on pile {pile}",
    "veneno.say.hand": "  {who} (hand: {hand}) plays {card} on pile {pile}",
    "veneno.say.suit_pile": " (V-5: the pile of {suit})",
    "veneno.say.free_pile": " (V-5: the only pile with no basic suit)",
    "veneno.say.stays": "{line}: pile {pile} = {cards} (total {total})",
    "veneno.say.restarts": "; pile {pile} restarts with {cards}",
    "veneno.say.overflow": "{line}: total {total}, overflow! {who} takes {cards} ({copas}){rest}",
    "veneno.say.round_over": "Round {round} over: stock and hands are empty (V-8)",
    "veneno.say.left": "  cards left on the piles count for nobody: {cards}",
    "veneno.say.points": "  poison points this round: {scores}",
    "veneno.say.match_over": "Match over after {rounds} and {moves} moves.",
    "veneno.say.final": "  final scores (poison points, fewer is better): {scores}",
    "veneno.say.move": "plays {card} on pile {pile}",
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
    "picture.chupate.teams": "teams {teams}",
    "picture.chupate.one_round": "one round",
    "picture.chupate.to_points": "to {target} points",
    "picture.chupate.no_bluffs": "no bluffs",
    "picture.chupate.over.one": "Game over: {won} wins",
    "picture.chupate.over.other": "Game over: {won} win",
    "picture.chupate.emptied": "emptied a hand (C-15)",
    "picture.chupate.reached": "reached {target} points (C-15)",
    "picture.chupate.play": "play a matching card or draw (C-6, C-7)",
    "picture.chupate.drew": "drew {drawn}: play it or pass (C-7)",
    "picture.chupate.a_card": "a card",
    "picture.chupate.stacked": "owes {owed}: stack a +2 or take (C-8)",
    "picture.chupate.wild4": "owes {owed}: take or challenge (C-12)",
    "picture.chupate.wild4_color": "the color was {color:color} when W+4 was played",
    "picture.chupate.first_wild": "a wild first card: name the color (C-13)",
    "picture.chupate.challenged": "{challenger} challenged {challenged}: {outcome}",
    "picture.chupate.bluff": "a bluff!",
    "picture.chupate.legal": "the play was legal",
    "picture.chupate.discard": "discard {count}",
    "picture.chupate.way.cw": "clockwise (i → i+1)",
    "picture.chupate.way.ccw": "counter-clockwise (i → i−1)",
    "picture.chupate.phase": "phase {phase}",
    "picture.chupate.phase.play": "play",
    "picture.chupate.phase.drawn": "drawn",
    "picture.chupate.phase.stacked": "stacked",
    "picture.chupate.phase.wild4": "wild4",
    "picture.chupate.phase.color": "color",
    "picture.chupate.phase.over": "over",
    "picture.chupate.owes": "owes {owed}",
    "picture.chupate.score": " · score {score}",
    "picture.chupate.team": "team {team}",
    "picture.chupate.round_won": "round {round} won by {won}",
    "picture.chupate.text.header": "Chúpate 2 · {rules} · round {round}",
    "picture.chupate.text.table": (
        "discard: {top}{under} · color: {color:color} · play goes {way:way} · stock: {stock}"
    ),
    "picture.chupate.text.under": " on {count} more",
    "picture.chupate.text.points": "{score} pts",
    "picture.veneno.overflows_at": "a pile overflows at {at}",
    "picture.veneno.overflows_above": "a pile overflows above {at}",
    "picture.veneno.ends_at": "match ends at {threshold} poison",
    "picture.veneno.reduced": "40 cards",
    "picture.veneno.copas_sin_veneno": "copas sin veneno",
    "picture.veneno.over.one": "Match over: {won} wins",
    "picture.veneno.over.other": "Match over: {won} win",
    "picture.veneno.most_poison": "most poison: {lost} (V-10)",
    "picture.veneno.has_drawn": "has drawn; plays one card on a pile (V-4)",
    "picture.veneno.suit_piles": "oros, espadas, bastos on their own pile (V-5);",
    "picture.veneno.copas_any": "copas on any pile (V-6)",
    "picture.veneno.pile": "pile {pile}",
    "picture.veneno.total": "total {total}",
    "picture.veneno.empty": "empty",
    "picture.veneno.in_hand": "{cards} in hand",
    "picture.veneno.poison": "poison {score}",
    "picture.veneno.zone": "taken {count} · copas {copas} · this round {points}",
    "picture.veneno.text.header": "Veneno · {rules} · round {round}",
    "picture.veneno.text.pile": "pile {pile}: {cards} (total {total})",
    "picture.veneno.text.seat": "score {score}  hand {cards}  taken this round {zone}",
    "picture.veneno.text.nothing": "nothing",
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
    "cli.chupate.top": "  top card {top}, color {color:color}; play goes {way:way}",
    "cli.chupate.owes": "  seat {seat} owes {owed} (phase {phase:phase})",
    "cli.hand_sizes": "  cards in hand: {sizes}; stock {stock}",
    "cli.scores": "  scores: {scores}",
    "cli.veneno.piles": "  piles {piles}",
    "cli.veneno.pile": "{pile}: {cards} (total {total})",
    "cli.veneno.scores": "  scores (poison points, fewer is better): {scores}",
    "cli.veneno.zone": "{seat}: {cards} ({points})",
    "cli.veneno.taken": "  taken this round: {taken}",
    # -- cardrules demo ---------------------------------------------------------------------
    "cli.demo.chupate": "Chúpate 2, {players} players{teams}, {target}, seed {seed}; {kind} bots",
    "cli.demo.one_round": "one round",
    "cli.demo.to_points": "to {target} points",
    "cli.demo.teams": "; teams {teams}",
    "cli.demo.against": "against",
    "cli.demo.veneno": (
        "Veneno, {players} players, seed {seed}, rules {rules}; {kind} bots. "
        "A pile overflows at {overflow}; the match ends after a round in which "
        "someone reaches {threshold}."
    ),
    "cli.demo.more_than": "more than {at}",
}
"""Message id -> English template."""
