"""PettingZoo AEC environment of fixed-limit Stud Hi/Lo, eight or better (:mod:`cstud.rl.aec`)."""

from cstud.rl.aec import game_environments

raw_env, env, parallel_env = game_environments("stud8")
__all__ = ["env", "parallel_env", "raw_env"]
