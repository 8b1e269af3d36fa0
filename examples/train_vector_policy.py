"""Train a small stud policy with NumPy alone on cstud.rl.VectorTables, then judge it.

    python examples/train_vector_policy.py                 # about two minutes on one core
    python examples/train_vector_policy.py --seconds 10 --eval-hands 200   # a quick look

The policy is a softmax over the five action codes, linear in a few features that NumPy
computes from the observation vector (pairs and trips, low cards, suits, what the opponent
shows, the street and the chips); a linear baseline cuts the variance. It learns heads-up
Stud Hi/Lo by the policy gradient (REINFORCE with Monte Carlo returns, Adam), at 512 tables
stepped together, against the two bots it is then measured against, played in NumPy from
the action masks: a random player (uniform over the legal codes) at a fifth of the tables
and a calling station (check or call, else bring in) at the others. (With half and half the
random player's wild results drown the station's lessons: the policy learns to call.)
Finally ``cstud.rl.evaluate`` plays it (greedy) against cstud's own RandomBot and
CallingStation with duplicate deals and seat rotation, and prints big bets per 100 hands
with 95% confidence intervals.
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import numpy.typing as npt

from cstud.bots import CallingStation, RandomBot
from cstud.rl import ActionCode, Layout, VectorTables, evaluate

Array = npt.NDArray[np.float64]
LOW_RANKS = [12, 0, 1, 2, 3, 4, 5]                 # A, 2..8 (rank codes: 0 is the deuce)


def features(observations: npt.NDArray[np.float32], layout: Layout) -> Array:
    """A few numbers a stud player looks at, for every row (the observer is slot 0)."""
    blocks = layout.blocks

    def block(name: str) -> npt.NDArray[np.float32]:
        start, size = blocks[name]
        return observations[:, start:start + size]

    rows = observations.shape[0]
    up = block("up").reshape(rows, layout.players, 13, 4)
    mine = block("down").reshape(rows, 13, 4) + up[:, 0]
    theirs = up[:, 1:].sum(axis=1)                 # every opponent's upcards together
    my_ranks, their_ranks = mine.sum(axis=2), theirs.sum(axis=2)
    rank_values = np.arange(13) / 12.0
    paired = my_ranks >= 2
    best_pair = np.where(paired, rank_values, -1.0).max(axis=1)
    their_pair = np.where(their_ranks >= 2, rank_values, -1.0).max(axis=1)
    low_held = (my_ranks[:, LOW_RANKS] > 0).sum(axis=1)
    held = my_ranks.sum(axis=1)
    street = block("street")
    facing = (block("to_call")[:, 0] > 0).astype(np.float64)
    columns = [
        np.ones(rows),
        paired.sum(axis=1) / 2.0,                                  # pairs
        (my_ranks >= 3).any(axis=1),                               # trips or better
        np.maximum(best_pair, 0.0),                                # how high the pair
        low_held / 5.0,                                            # distinct low cards
        low_held == held,                                          # nothing but low cards
        (held - low_held) / 4.0,                                   # cards that hurt a low
        best_pair > their_pair,                                    # my pair beats theirs
        mine.sum(axis=1).max(axis=1) / 5.0,                        # the longest suit
        my_ranks[:, 8:].sum(axis=1) / 3.0,                         # high cards (T..A)
        (their_ranks >= 2).any(axis=1),                            # a pair showing against
        (their_ranks[:, LOW_RANKS] > 0).sum(axis=1) / 4.0,         # low cards showing
        their_ranks[:, 8:].sum(axis=1) / 2.0,                      # high cards showing
        facing,
        block("raises")[:, 0] / 4.0,
        block("pot")[:, 0] / 10.0,
        *(street[:, index] for index in range(5)),
    ]
    base = np.column_stack(columns).astype(np.float64)
    # What a hand is worth depends on whether there is a bet to face: both versions.
    return np.concatenate([base, base * facing[:, None]], axis=1)


class LinearPolicy:
    """Softmax over the action codes, linear in the features; a linear value baseline."""

    def __init__(self, n_features: int, n_actions: int, seed: int) -> None:
        generator = np.random.default_rng(seed)
        self.weights = generator.normal(0.0, 0.01, (n_features, n_actions))
        self.value = np.zeros(n_features)
        self._moments = [np.zeros_like(self.weights), np.zeros_like(self.weights)]
        self._steps = 0

    def probabilities(self, phi: Array, masks: npt.NDArray[np.bool_]) -> Array:
        logits = np.where(masks, phi @ self.weights, -np.inf)
        logits -= logits.max(axis=1, keepdims=True)
        exp = np.exp(logits)
        return exp / exp.sum(axis=1, keepdims=True)

    def update(self, phi: Array, actions: npt.NDArray[np.int64], masks: npt.NDArray[np.bool_],
               returns: Array, rate: float = 0.03, entropy: float = 0.01) -> None:
        """One policy-gradient step (Adam) on finished decisions, and the baseline's."""
        advantages = returns - phi @ self.value
        self.value += 0.01 * phi.T @ advantages / len(returns)
        advantages = (advantages - advantages.mean()) / (advantages.std() + 1e-8)
        probabilities = self.probabilities(phi, masks)
        chosen = np.zeros_like(probabilities)
        chosen[np.arange(len(actions)), actions] = 1.0
        # d log pi(a|x) / d logits = onehot(a) - pi; the entropy term keeps it exploring.
        log_p = np.log(np.where(masks, probabilities, 1.0))
        entropy_grad = -probabilities * (log_p - (probabilities * log_p).sum(1, keepdims=True))
        grad = phi.T @ ((chosen - probabilities) * advantages[:, None]
                        + entropy * entropy_grad) / len(returns)
        self._steps += 1
        first, second = self._moments
        first *= 0.9
        first += 0.1 * grad
        second *= 0.999
        second += 0.001 * grad * grad
        corrected = first / (1 - 0.9 ** self._steps)
        scale = np.sqrt(second / (1 - 0.999 ** self._steps)) + 1e-8
        self.weights += rate * corrected / scale     # gradient ascent on the return


def opponent_codes(masks: npt.NDArray[np.bool_], random_player: npt.NDArray[np.bool_],
                   generator: np.random.Generator) -> npt.NDArray[np.int64]:
    """Random rows: uniform over the legal codes; the others: check/call, else bring in."""
    scores = generator.random(masks.shape) * masks
    random_codes = scores.argmax(axis=1)
    station = np.where(masks[:, ActionCode.CHECK_CALL], ActionCode.CHECK_CALL,
                       np.where(masks[:, ActionCode.BRING_IN], ActionCode.BRING_IN,
                                masks.argmax(axis=1)))
    return np.where(random_player, random_codes, station).astype(np.int64)


def train(seconds: float, steps: int | None, tables: int, seed: int, game: str,
          random_share: float = 0.5) -> tuple[LinearPolicy, dict[str, float]]:
    environment = VectorTables(tables, players=2, game=game, seed=seed,  # type: ignore[arg-type]
                               reward_unit="big_bets")
    layout = Layout(2)
    generator = np.random.default_rng(seed + 1)
    learner = np.arange(tables) % 2                    # the learning seat of each table
    # The first tables face a random player, the others a calling station.
    random_player = np.arange(tables) < round(tables * random_share)
    batch = environment.reset()
    policy = LinearPolicy(features(batch.observations[:1], layout).shape[1],
                          environment.n_actions, seed)
    episode = np.arange(tables)                        # each table's current episode number
    returns = np.full(1 << 16, np.nan)
    next_episode = tables
    samples: list[tuple[Array, npt.NDArray[np.int64], npt.NDArray[np.bool_],
                        npt.NDArray[np.int64]]] = []
    started = time.perf_counter()
    step = hands = 0
    recent: list[float] = []
    while (steps is None and time.perf_counter() - started < seconds) or \
            (steps is not None and step < steps):
        mine = batch.seat == learner
        codes = opponent_codes(batch.action_mask, random_player, generator)
        if mine.any():
            phi = features(batch.observations[mine], layout)
            masks = batch.action_mask[mine]
            probabilities = policy.probabilities(phi, masks)
            draws = (probabilities.cumsum(axis=1) > generator.random((len(phi), 1))).argmax(1)
            codes[mine] = draws
            samples.append((phi, draws, masks, episode[mine].copy()))
        batch = environment.step(codes)
        step += 1
        finished = np.flatnonzero(batch.done)
        if finished.size:
            if next_episode + finished.size >= returns.size:      # grow the table of returns
                returns = np.concatenate([returns, np.full(returns.size, np.nan)])
            won = batch.rewards[finished, learner[finished]]
            returns[episode[finished]] = won
            recent.extend(won.tolist())
            episode[finished] = np.arange(next_episode, next_episode + finished.size)
            next_episode += finished.size
            hands += finished.size
        if step % 16 == 0 and samples:
            phi = np.concatenate([sample[0] for sample in samples])
            actions = np.concatenate([sample[1] for sample in samples])
            masks = np.concatenate([sample[2] for sample in samples])
            episodes = np.concatenate([sample[3] for sample in samples])
            known = ~np.isnan(returns[episodes])
            if known.any():
                policy.update(phi[known], actions[known], masks[known],
                              returns[episodes[known]])
            left = ~known
            samples = [(phi[left], actions[left], masks[left], episodes[left])] if left.any() \
                else []
        if step % 2000 == 0:
            print(f"  step {step}: {hands} hands, last {len(recent)} hands "
                  f"{100 * np.mean(recent):+.1f} bb/100 while exploring", flush=True)
            recent = []
    elapsed = time.perf_counter() - started
    return policy, {"steps": step, "table_steps": step * tables, "hands": hands,
                    "seconds": elapsed}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=120.0, help="training time")
    parser.add_argument("--steps", type=int, default=None,
                        help="train for this many vector steps instead of --seconds")
    parser.add_argument("--tables", type=int, default=512)
    parser.add_argument("--eval-hands", type=int, default=4000)
    parser.add_argument("--game", default="stud8", choices=["stud8", "stud", "razz"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--random-share", type=float, default=0.2,
                        help="the share of training tables with a random opponent (the "
                             "others have a calling station)")
    args = parser.parse_args()
    print(f"training on {args.tables} tables of heads-up {args.game} ...", flush=True)
    policy, stats = train(args.seconds, args.steps, args.tables, args.seed, args.game,
                          args.random_share)
    print(f"trained: {stats['steps']} vector steps, {stats['table_steps']} table steps, "
          f"{stats['hands']} hands in {stats['seconds']:.0f} s "
          f"({stats['table_steps'] / stats['seconds']:,.0f} table steps/s)")
    layout = Layout(2)

    def greedy(observation: npt.NDArray[np.float32], mask: npt.NDArray[np.bool_]) -> int:
        phi = features(observation[None, :], layout)
        return int(np.argmax(np.where(mask, phi @ policy.weights, -np.inf)[0]))

    for name, opponent in (("RandomBot", RandomBot(args.seed)),
                           ("CallingStation", CallingStation())):
        result = evaluate(greedy, [opponent], hands=args.eval_hands, seed=args.seed + 100,
                          game=args.game)  # type: ignore[arg-type]
        verdict = "beats it with 95% confidence" if result.low > 0 else "not shown to win"
        print(f"against {name}: {result}: {verdict}")


if __name__ == "__main__":
    main()
