"""The English catalog of the errors of positions and records (`PositionError`, `RecordError`).

Kept apart from `cardrules.i18n._en` (rules, narration, pictures, command line) so
that each file stays small; `cardrules.i18n.CATALOG` holds both.
"""

from __future__ import annotations

EN_ERRORS: dict[str, str] = {
    # -- positions given to from_dict (both games) -------------------------------------------
    "position.not_a_dict": "a position must be a dict, got {type}",
    "position.game": "'game' must be {game}, got {value}",
    "position.version": "'version' must be {version}, got {value}",
    "position.where.rules": "{game}'s 'rules'",
    "position.unknown_key": "{where:place} has unknown key {shown}; it accepts {accepted}",
    "position.unknown_keys": "{where:place} has unknown keys {shown}; it accepts {accepted}",
    "position.unknown_keys_more": (
        "{where:place} has unknown keys {shown} and {more} more; it accepts {accepted}"
    ),
    "position.finished_needs_start": "a finished position must give 'starting_player'",
    "position.rules_type": "'rules' must be a dict like {{'players': 4}}, got {value}",
    "position.rules_players": "'rules' must name 'players'",
    "position.rules_refused": "'rules': {error}",
    "position.missing_key": "{where:place} has no {key} key",
    "position.int": "{key} must be an int of at most 2**64-1, got {value}",
    "position.int_min": "{key} must be at least {minimum}, got {value}",
    "position.int_max": "{key} must be at most {maximum}, got {value}",
    "position.seat": "{what} must be a seat from 0 to {last}, got {value}",
    "position.int_list": (
        "{what} must be a list of {count} ints of at most 2**64-1 in size, got {value}"
    ),
    "position.int_list_from": (
        "{what} must be a list of {count} ints from {minimum} to 2**64-1, got {value}"
    ),
    "position.last_round_type": (
        "'last_round' must be null or a dict with the keys {keys}, got {value}"
    ),
    "position.last_round_number": (
        "'last_round' is round {number}, but the last finished round is {expected} "
        "(this position is round {round})"
    ),
    "position.last_round_number_over": (
        "'last_round' is round {number}, but the last finished round is {expected} "
        "(this position is round {round}, finished)"
    ),
    "position.last_round_start": (
        "'last_round.starting_player' is {started}, but round {number} was started by "
        "seat {seat}: the start moves one seat clockwise each round (V-3, C-15)"
    ),
    "position.in_position": "in the position: {error}",
    "position.card_list": "{what} must be a list of cards, got {value}",
    "position.not_notation": "{what} holds {value}, which is not a card's notation",
    "position.bad_card": "{what}: {error}",
    "position.card_lists": "{what} must be a list of {count} lists of cards, got {value}",
    "position.card_lists_count": "{what} must hold {count} lists, got {got}",
    "position.not_in_deck": "{card} in {where} is not a card of this game's deck ({rule})",
    "position.placed_twice": (
        "{card} is placed more times than the deck holds it (again in {where}; {rule})"
    ),
    "position.card_missing": (
        "{card} is missing from the position ({rule}: every card is somewhere)"
    ),
    "position.spectator_hand": "a spectator's view ('seat' null) shows no hand, got 'hand' {value}",
    # -- views given to view_from_dict (both games) ------------------------------------------
    "view.impossible": "the view is impossible: {error}",
    "view.no_deck": (
        "the view is impossible: its hands, piles and sizes do not fit one deck ({error})"
    ),
    "view.no_position": "the view is impossible: no position shows these facts to seat {seat}",
    "view.legal_moves": "'legal_moves' must be {legal} for this view, got {value}",
    # -- game records (cardrules.records) ----------------------------------------------------
    "record.line_too_long": "a line is longer than {longest} characters",
    "record.not_utf8": "the file is not UTF-8 text ({reason})",
    "record.not_utf8_byte": "not UTF-8 text: the byte {byte} at byte {at} of the line",
    "record.readline_type": "readline() must give str or bytes, gave {value}",
    "record.at_game_line": "game {game}, line {line}: {what}",
    "record.at_line": "line {line}: {what}",
    "record.comment_too_long": "a comment is longer than {longest} characters",
    "record.header_own_line": "a header must start its own line",
    "record.starts_with_headers": "a record starts with its headers ([Game ...]), got {rest}",
    "record.cards_not_closed": "a list of cards opened with '<' must close on its line with '>'",
    "record.unexpected": "unexpected {char} in {rest}",
    "record.comment_not_closed": "a comment opened with '{{' is never closed by '}}'",
    "record.header_form": 'a header is [Name "value"] on one line, got {text}',
    "record.header_name": "a header's name is at most 64 characters, got {name}",
    "record.header_escapes": 'a header value escapes only \\\\ and \\"',
    "record.write_iterable": "write_records needs an iterable of records, got {value}",
    "record.write_item": "write_records needs Record or SeatRecord values, got {value}",
    "record.rules_form": "Rules: each rule is name=value, got {part}",
    "record.rules_unknown": "Rules: {key} is not a {game} rule; the rules are {fields}",
    "record.rules_twice": "Rules: {key} is given twice",
    "record.rules_value": "Rules: {part}: a value is true, false, a number or a partition",
    "record.rules_refused": "Rules: {error}",
    "record.seat": "{what:field} must be a seat from 0 to {last}, got {value}",
    "record.line_tag": "line {line}: {tag}",
    "record.line_move": "line {line}, move {move}",
    "record.the_mover": "{where}: the mover",
    "record.the_tag": "the tag {name}",
    "record.header_twice": "line {line}: the header {name} is given twice",
    "record.needs_rules": 'a record needs a Rules header, e.g. [Rules "players=4"]',
    "record.player_headers": "Player headers: one per seat or none, seats are 0 to {last}",
    "record.seed_or_seat_both": (
        "a record has a Seed header (a whole game) or a Seat header (one seat's); this one has both"
    ),
    "record.seed_or_seat_neither": (
        "a record has a Seed header (a whole game) or a Seat header (one seat's); "
        "this one has neither"
    ),
    "record.seed_number": "Seed must be a number from 0 to 2**64-1, got {value}",
    "record.cards_in_seat_record": "{where}: cards <...> belong in a seat's record (a Seat header)",
    "record.move_number": "{where}: the move number {token} should be {expected}.",
    "record.mover_in_seat_record": "{where}: a mover like {token} belongs in a seat's record",
    "record.mover_first": "{where}: in a seat's record each move follows its mover, e.g. s2",
    "record.bad_move": "{where}: {error}",
    "record.mover_unfollowed": "line {line}: the mover s{mover} is not followed by a move",
    "record.cards_twice": "line {line}: two lists of cards of the same kind after move {moves}",
    "record.bad_cards": "line {line}: {error}",
    "record.in_game": "game {index} (from line {line}): {error}",
    "record.read_type": "read_records needs a str, got {value}",
    "record.iter_handle": "iter_records needs an open file (with readline), got {value}",
    "record.rules_game": "a record needs the Rules of a registered game ({games}), got {value}",
    "record.game_header": "the Game header must name one of {games}, got {value}",
    "record.text": (
        "{what:field} must be a string of at most {longest} characters, without line "
        "breaks, control characters or lone surrogates, got {value}"
    ),
    "record.names": "names: one per seat ({players}) or none, got {got}",
    "record.sequence": "{what} must be a sequence, got {value}",
    "record.tag_pair": "a tag must be a (name, value) pair, got {value}",
    "record.tag_name": "a tag's name must be a letter then letters, digits or _, got {value}",
    "record.tag_reserved": "the tag {name} is written from the record's own fields, not from tags",
    "record.tag_twice": "the tag {name} is given twice",
    "record.comment_pair": "a comment must be a (position, text) pair, got {value}",
    "record.comment_at": "a comment's position is a number of moves from 0 to {moves}, got {value}",
    "record.comment_text": (
        "a comment must be a string of at most {longest} characters without "
        "'}}', carriage returns or lone surrogates, got {value}"
    ),
    "record.move_text": "move {number}: {error}",
    "record.not_a_move": "move {number}: not a {game} move: {value}",
    "record.illegal": "move {number} ({move}) is illegal: {error}",
    "record.not_new_game": "a record starts from new_game(rules, seed); this state is not one",
    "record.never_given": (
        "move {number} ({move}): seat {seat} plays {card}, which its record never gave it"
    ),
    "record.play_drawn": (
        "move {number} ({move}): seat {seat} drew {drawn} "
        "and may then play only that card (C-7), not {card}"
    ),
    "record.cards_pair": "{what}: each entry is a (position, cards) pair, got {value}",
    "record.cards_at": "{what}: positions rise from 0 to {moves}, one entry each, got {value}",
    "record.bad_card": "{what}: {error}",
    "record.not_a_card": "{what}: not a {game} card: {value}",
    "record.movers": "movers: one seat per move ({moves}), got {got}",
    "record.dealt_first": "dealt: a seat's record starts with the hand dealt to it (position 0)",
    "record.public_tags": (
        "a seat's record holds only public tags ({tags}): the tag {name} might tell the deal"
    ),
    # -- cardrules replay: a record file read and replayed by the command --------------------
    "replay.cannot_open": "cannot read {file}: {reason}",
    "replay.stdin_closed": "cannot read -: standard input is closed",
    "replay.cannot_read": "cannot read it: {reason}",
    "replay.in_game": "game {index}: {error}",
}
"""Message id -> English template, for positions (``from_dict``), views and records."""
