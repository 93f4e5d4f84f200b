"""Veneno's own words in English: its message ids and their templates.

Its rule explanations, notation and position errors, narration, pictures and
command-line text; `MESSAGES` in the package's ``_messages`` holds both languages.
"""

from __future__ import annotations

EN: dict[str, str] = {
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
    "veneno.notation.card": (
        "{text} is not a Spanish card: expected a rank 1-12 then a suit "
        "letter O, C, E or B, like '7C' or '12O' (V-1)"
    ),
    "veneno.notation.type": "a Veneno move must be a string like '7C@2', got {value}",
    "veneno.notation.no_at": "{text} is not a Veneno move: expected card@pile, like '7C@2'",
    "veneno.notation.bad_pile": (
        "{text} is not a Veneno move: the pile must be 0, 1 or 2, got {pile}"
    ),
    # -- phrases: counts of copas and poison points ------------------------------------------
    "phrase.copa.one": "{count} copa",
    "phrase.copa.other": "{count} copas",
    "phrase.poison_point.one": "{count} poison point",
    "phrase.poison_point.other": "{count} poison points",
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
    # -- cardrules play ---------------------------------------------------------------------
    "cli.veneno.piles": "  piles {piles}",
    "cli.veneno.pile": "{pile}: {cards} (total {total})",
    "cli.veneno.scores": "  scores (poison points, fewer is better): {scores}",
    "cli.veneno.zone": "{seat}: {cards} ({points})",
    "cli.veneno.taken": "  taken this round: {taken}",
    # -- cardrules demo ---------------------------------------------------------------------
    "cli.demo.veneno": (
        "Veneno, {players} players, seed {seed}, rules {rules}; {kind} bots. "
        "A pile overflows at {overflow}; the match ends after a round in which "
        "someone reaches {threshold}."
    ),
    "cli.demo.more_than": "more than {at}",
    # -- Veneno positions (V-1 to V-12) ------------------------------------------------------
    "veneno.position.two_suits": (
        "pile {pile} holds {first} and {second}: a pile holds one basic suit at most (V-5)"
    ),
    "veneno.position.three_suits": (
        "pile {pile} holds {first} and {second} and {third}: a pile holds one basic suit "
        "at most (V-5)"
    ),
    "veneno.position.suit_twice": (
        "piles {first} and {second} both hold {suit}: a basic suit goes on one pile only (V-5)"
    ),
    "veneno.position.overflows": (
        "pile {pile} totals {total}, which overflows (V-7): it would already have been taken"
    ),
    "veneno.position.over_with_cards": (
        "'current_player' is null (match over) but cards are still to be "
        "played: a round ends when stock and hands are empty (V-8)"
    ),
    "veneno.position.over_below": (
        "'current_player' is null (match over) but no score reaches {threshold} (V-10)"
    ),
    "veneno.position.empty_hand": (
        "seat {seat} is to play with an empty hand: an empty hand is passed over (V-8)"
    ),
    "veneno.position.reached": (
        "a score reaches {threshold}, so the match is over (V-10); 'current_player' must be null"
    ),
    "veneno.position.last_round_places": (
        "'last_round' must record this finished match's own zones and piles "
        "(its 'taken' and 'piles' differ from the position's)"
    ),
    "veneno.position.gained_one": (
        "'scores' {scores} hold {gained} poison points, but {finished} finished round gives "
        "at most {most}: each round, each of the deck's {copas} copas counts for one seat "
        "at most (V-9)"
    ),
    "veneno.position.gained": (
        "'scores' {scores} hold {gained} poison points, but {finished} finished rounds give "
        "at most {most}: each round, each of the deck's {copas} copas counts for one seat "
        "at most (V-9)"
    ),
    "veneno.position.lost_one": (
        "'scores' {scores} hold {lost} points below zero, but {finished} finished round gives "
        "at most {most}: each round, each of the deck's {copas} copas is worth -2 at best (V-12)"
    ),
    "veneno.position.lost": (
        "'scores' {scores} hold {lost} points below zero, but {finished} finished rounds give "
        "at most {most}: each round, each of the deck's {copas} copas is worth -2 at best (V-12)"
    ),
    "veneno.position.last_points": (
        "'last_round.points' {points} do not match its zones, which score {counted} (V-9, V-12)"
    ),
}
"""Message id -> English template."""
