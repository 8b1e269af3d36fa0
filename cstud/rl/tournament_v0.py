"""PettingZoo AEC environment of a whole stud tournament (:mod:`cstud.rl.tournament`)."""

from cstud.rl.tournament import env, raw_env

__all__ = ["env", "raw_env"]
