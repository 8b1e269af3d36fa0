"""PettingZoo AEC environment of fixed-limit Seven Card Stud, high only (:mod:`cstud.rl.aec`)."""

from cstud.rl.aec import game_environments

raw_env, env, parallel_env = game_environments("stud")
__all__ = ["env", "parallel_env", "raw_env"]
