"""PettingZoo AEC environment of fixed-limit Razz, ace-to-five low (:mod:`cstud.rl.aec`)."""

from cstud.rl.aec import game_environments

raw_env, env, parallel_env = game_environments("razz")
__all__ = ["env", "parallel_env", "raw_env"]
