"""Tournaments: structures (levels, breaks, chips, payouts) and the events played by them."""

from cstud.tournament.structure import (
    Level,
    Payouts,
    Structure,
    StructureError,
    load_structure,
    structure_names,
)

__all__ = ["Level", "Payouts", "Structure", "StructureError", "load_structure",
           "structure_names"]
