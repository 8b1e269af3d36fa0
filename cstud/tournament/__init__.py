"""Tournaments: structures (levels, breaks, chips, payouts) and the events played by them."""

from cstud.tournament.event import Elimination, Tournament, TournamentResult, chip_race
from cstud.tournament.simulation import BotStats, TournamentSummary, simulate_tournaments
from cstud.tournament.structure import (
    Level,
    Payouts,
    Structure,
    StructureError,
    load_structure,
    structure_names,
)

__all__ = ["BotStats", "Elimination", "Level", "Payouts", "Structure", "StructureError",
           "Tournament", "TournamentResult", "TournamentSummary", "chip_race", "load_structure",
           "simulate_tournaments", "structure_names"]
