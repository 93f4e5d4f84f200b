"""Veneno's configuration: player count and the variants of V-7, V-10 to V-12."""

from __future__ import annotations

import attrs

from cardrules._position import rules_from_dict
from cardrules._validate import int_at_least, int_in, is_bool
from cardrules.cards.spanish import SpanishCard, build_spanish_deck

__all__ = ["Rules"]


@attrs.frozen(kw_only=True)
class Rules:
    """The rules a Veneno match is played by. Frozen and validated on construction.

    Attributes:
        players: 2 to 6 (V-3).
        reduced_deck: the 40-card deck without 8 and 9; figures worth 2, a pile
            overflows at 12 (V-11).
        copas_sin_veneno: a zone holding all four cards of a rank scores that
            rank's copa as 2 points in the player's favour (V-12).
        loss_threshold: the match ends after the round in which a player reaches
            this many poison points (V-10); at least 1.
        poison_overflow: Knizia's *Poison* overflow: a pile overflows only above
            the limit, and the card that overflows it starts the new pile (V-7).

    Raises:
        RulesError: a field has a wrong value (an unknown keyword is Python's
            own ``TypeError``).

    >>> Rules(players=3).overflow_at
    13
    >>> Rules(players=3, reduced_deck=True).overflow_at
    12
    """

    players: int = attrs.field(default=4, validator=int_in((2, 3, 4, 5, 6), "V-3"))
    reduced_deck: bool = attrs.field(default=False, validator=is_bool("V-11"))
    copas_sin_veneno: bool = attrs.field(default=False, validator=is_bool("V-12"))
    loss_threshold: int = attrs.field(default=20, validator=int_at_least(1, "V-10"))
    poison_overflow: bool = attrs.field(default=False, validator=is_bool("V-7"))

    @property
    def overflow_at(self) -> int:
        """The pile total that makes it overflow: 13, or 12 with the reduced deck.

        By default a pile overflows at this total or more; with
        ``poison_overflow`` only above it (V-7, V-11).
        """
        return 12 if self.reduced_deck else 13

    @property
    def figure_value(self) -> int:
        """The value of sota, caballo and rey: 4, or 2 with the reduced deck (V-2, V-11)."""
        return 2 if self.reduced_deck else 4

    def value(self, card: SpanishCard) -> int:
        """A card's value on a pile (V-2, V-11).

        >>> from cardrules.veneno import parse_card
        >>> Rules().value(parse_card("7C")), Rules().value(parse_card("12O"))
        (7, 4)
        """
        return card.rank if card.rank <= 9 else self.figure_value

    def deck(self) -> tuple[SpanishCard, ...]:
        """The deck this match is played with (V-1, V-11)."""
        return build_spanish_deck(reduced=self.reduced_deck)

    def overflows(self, total: int) -> bool:
        """Whether a pile of this total overflows (V-7).

        At ``overflow_at`` or more; with ``poison_overflow``, only above it.

        >>> Rules().overflows(13), Rules(poison_overflow=True).overflows(13)
        (True, False)
        """
        if self.poison_overflow:
            return total > self.overflow_at
        return total >= self.overflow_at

    def to_dict(self) -> dict[str, int | bool]:
        """``players`` and every field that differs from its default."""
        out: dict[str, int | bool] = {"players": self.players}
        for field in attrs.fields(Rules):
            value = getattr(self, field.name)
            if field.name != "players" and value != field.default:
                out[field.name] = value
        return out

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        """The rules ``to_dict()`` gave: ``Rules.from_dict(rules.to_dict()) == rules``.

        As strict as a position's ``"rules"``: ``data`` must be a dict naming
        ``players``, with no key that is not a field; a field left out takes
        its default.

        Raises:
            PositionError: ``data`` is not such a dict, or a value is refused
                (the message quotes the rule; the refusal is the error's
                ``__cause__``).

        >>> Rules.from_dict({"players": 3, "reduced_deck": True}).overflow_at
        12
        """
        return rules_from_dict(data, cls, "Veneno")
