"""Chúpate 2's own words in English: its message ids and their templates.

Its rule explanations, notation and position errors, narration, pictures and
command-line text; `MESSAGES` in the package's ``_messages`` holds both languages.
"""

from __future__ import annotations

EN: dict[str, str] = {
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
    # -- notation: text that is not a move or a card ------------------------------------
    "chupate.notation.card": (
        "{text} is not a Chúpate 2 card: expected a color letter R, B, G or Y "
        "then 0-9, +2, S or R (like 'R7', 'G+2'), or 'W' or 'W+4' (C-1)"
    ),
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
    # -- Rules(...) settings: teams and target (C-2, C-3) -----------------------------------
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
    # -- pictures (cardrules.svg, cardrules.text) ------------------------------------------
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
    # -- cardrules play ---------------------------------------------------------------------
    "cli.chupate.top": "  top card {top}, color {color:color}; play goes {way:way}",
    "cli.chupate.owes": "  seat {seat} owes {owed} (phase {phase:phase})",
    # -- cardrules demo ---------------------------------------------------------------------
    "cli.demo.chupate": "Chúpate 2, {players} players{teams}, {target}, seed {seed}; {kind} bots",
    "cli.demo.one_round": "one round",
    "cli.demo.to_points": "to {target} points",
    "cli.demo.teams": "; teams {teams}",
    "cli.demo.against": "against",
    # -- Chúpate 2 positions (C-1 to C-15) ---------------------------------------------------
    "chupate.position.color": "{key} must be one of 'R', 'B', 'G', 'Y' or null, got {value}",
    "chupate.position.choice": "{key} must be one of {allowed} ({rule}), got {value}",
    "chupate.position.team_scores": "'scores' must be equal within team {team} (C-3), got {scores}",
    "chupate.position.winner_holds": (
        "'last_round.winner' {winner} still holds cards: the winner empties their hand"
    ),
    "chupate.position.last_points": (
        "'last_round.points' {points} do not match its hands, which score {counted} (C-3, C-15)"
    ),
    "chupate.position.challenge_type": (
        "'last_challenge' must be null or {{'challenger': seat, 'challenged': seat, "
        "'bluff': bool}}, got {value}"
    ),
    "chupate.position.bluff": "'last_challenge.bluff' must be true or false, got {value}",
    "chupate.position.no_top": "'discard' must hold at least the top card (C-4)",
    "chupate.position.scores_below_last": (
        "'scores' {scores} are less than the points of 'last_round' {points}, "
        "which they include (C-15)"
    ),
    "chupate.position.last_round_hands": (
        "'last_round' must record this finished game's own hands "
        "(its 'hands' differ from the position's)"
    ),
    "chupate.position.score_bound_one": (
        "'scores' {scores} add up to {total} points, but {finished} finished round gives "
        "at most {most}: a round gives at most {per_round}, the whole deck's points, "
        "to one side (C-1, C-15)"
    ),
    "chupate.position.score_bound": (
        "'scores' {scores} add up to {total} points, but {finished} finished rounds give "
        "at most {most}: a round gives at most {per_round}, the whole deck's points, "
        "to one side (C-1, C-15)"
    ),
    "chupate.position.phase_over": (
        "phase '{phase}' does not fit 'current_player' {current}: the phase is "
        "'over' exactly when 'current_player' is null (C-15)"
    ),
    "chupate.position.one_round": (
        "'round' is {round} but a game without a target plays one round (C-2)"
    ),
    "chupate.position.drawn_phase": (
        "'drawn_card' is given but the phase is '{phase}', not 'drawn' (C-7)"
    ),
    "chupate.position.challenge_color_phase": (
        "'challenge_color' is given but the phase is '{phase}', not 'wild4' (C-12)"
    ),
    "chupate.position.owed_phase": (
        "'owed' is {owed} in phase '{phase}': only 'stacked' or 'wild4' owe cards (C-8)"
    ),
    "chupate.position.no_color": (
        "'color' is null in phase '{phase}': only phase 'color' has no color yet (C-13)"
    ),
    "chupate.position.color_top": "'color' {color} contradicts the top card {top} (C-6)",
    "chupate.position.over_empty": (
        "the game is over but {empty} hands are empty: the round ends when "
        "exactly one player plays their last card (C-15)"
    ),
    "chupate.position.round_count": (
        "'scores' {scores} do not match the round's count {count} (C-15)"
    ),
    "chupate.position.winning_side": (
        "'scores' {scores}: at the end exactly the winning side {side} has reached "
        "the target {target} (C-15)"
    ),
    "chupate.position.empty_hand": (
        "hands[{seat}] is empty but the game goes on: the round would have ended (C-15)"
    ),
    "chupate.position.single_round_scores": (
        "'scores' must be 0 before the single round ends (C-15)"
    ),
    "chupate.position.target_reached": (
        "a score reaches the target {target}, so the game is over (C-15)"
    ),
    "chupate.position.drawn_needs_card": (
        "phase 'drawn' needs 'drawn_card', the card just drawn (C-7)"
    ),
    "chupate.position.drawn_last": (
        "'drawn_card' {card} is not the last card of hands[{seat}], where a drawn card goes (C-7)"
    ),
    "chupate.position.color_phase": (
        "phase 'color' is only for the starting player naming the color of a "
        "wild first card: one card 'W' on the discard pile, 'color' null, "
        "the current player the starting player, direction 'ccw' (C-13)"
    ),
    "chupate.position.lone_draw_two": (
        "phase 'stacked' with a lone draw-two on the discard pile is the first card's: "
        "the starting player owes 2, direction 'ccw' (C-13)"
    ),
    "chupate.position.stacked_owed": (
        "phase 'stacked' owes {owed}: it must be 2 per draw-two on top of the "
        "discard pile, which has {chain} (C-8)"
    ),
    "chupate.position.wild4_top": (
        "phase 'wild4' needs a W+4 on top and 'owed' 4, got {top} and {owed} (C-12)"
    ),
    "chupate.position.lone_wild4": (
        "phase 'wild4' with a lone W+4 on the discard pile: a W+4 turned up first goes "
        "back into the stock (C-13), so a faced W+4 was played on another card"
    ),
    "chupate.position.wild4_needs_color": (
        "phase 'wild4' needs 'challenge_color', the color active when W+4 was played"
    ),
    "chupate.position.no_bluffs": (
        "seat {seat} played W+4 while holding a card of {color}, "
        "which allow_bluffs=False forbids (C-12)"
    ),
    "chupate.position.challenge_top": (
        "'last_challenge' is given but the top card is {top}: a challenge plays no "
        "card, so the challenged W+4 is still on top (C-12)"
    ),
    "chupate.position.challenge_bluff": (
        "'last_challenge' caught a bluff, but with allow_bluffs=False no bluff can be "
        "played and every challenge fails (C-12)"
    ),
    "chupate.position.challenge_fit": (
        "'last_challenge' {challenge} does not fit the position: after a "
        "challenge the phase is 'play', the challenged seat played just before "
        "the challenger, and the bluffer's challenger (or else the next seat) "
        "is to play (C-12)"
    ),
}
"""Message id -> English template."""
