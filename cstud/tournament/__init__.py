"""Tournaments: structures (levels, breaks, chips, payouts) and the events played by them."""

from cstud.tournament.event import Elimination, Tournament, TournamentResult, chip_race
from cstud.tournament.structure import (
    Level,
    Payouts,
    Structure,
    StructureError,
    load_structure,
    structure_names,
)

__all__ = ["Elimination", "Level", "Payouts", "Structure", "StructureError", "Tournament",
           "TournamentResult", "chip_race", "load_structure", "structure_names"]
