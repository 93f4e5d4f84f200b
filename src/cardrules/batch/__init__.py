"""Batched games on numpy: many games of one rules in lockstep (the ``numpy`` extra)."""
