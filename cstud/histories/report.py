"""What ``cstud check-history`` reports of each site hand, as data: the hand's one verdict from
its two checks (the payouts settled by cstud, :func:`cstud.histories.check_money`, and the
replay through the engine, :func:`cstud.histories.replay_hand`), its report as the fields
``--json`` prints, and the name of the PHH file it is written to. The command itself (the
tables, the exit status) is :mod:`cstud.cli.check_history`.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from cstud.histories.check import MoneyCheck, Verdict
from cstud.histories.model import Hand
from cstud.histories.replay import ReplayCheck

UNREADABLE = "unreadable"
"""The verdict counted for a hand (or a file) that cannot be read."""


def combined_verdict(money: Verdict, replay: Verdict) -> Verdict:
    """A hand agrees when both checks agree; it differs when either differs."""
    if Verdict.DIFFER in (money, replay):
        return Verdict.DIFFER
    if Verdict.UNJUDGED in (money, replay):
        return Verdict.UNJUDGED
    return Verdict.AGREE


def hand_report(hand: Hand, verdict: Verdict, check: MoneyCheck, replay: ReplayCheck,
                 written: Path | None) -> dict[str, Any]:
    """cstud check-history --json: one hand, from the checks' fields (never their text)."""
    players = hand.players
    return {
        "site": hand.site,
        "hand_id": hand.hand_id,
        "game": hand.game,
        "file": hand.source,
        "line": hand.line,
        "unit": hand.unit,
        "currency": hand.currency,
        "players": list(players),
        "verdict": str(verdict),
        "money": {
            "verdict": str(check.verdict),
            "reason": check.reason or None,
            "rake": check.rake,
            "site_paid": check.site_paid or None,
            "settled": check.settled or None,
            "differences": [{"player": difference.player, "what": difference.what,
                             "site": difference.site, "cstud": difference.ours,
                             "delta": difference.delta} for difference in check.differences],
            "notes": list(check.notes),
        },
        "replay": {
            "verdict": str(replay.verdict),
            "preset": replay.preset,
            "reason": replay.reason or None,
            "finishing": dict(zip(players, replay.finishing, strict=True))
            if replay.finishing else None,
            "site_finishing": dict(zip(players, replay.site_finishing, strict=True)),
            "notes": list(replay.notes),
        },
        "phh": None if written is None else str(written),
    }


def phh_file_name(hand: Hand) -> str:
    """The name of the PHH file a hand is written to: its site and hand number, with nothing
    a file system could read as a path ("pokerstars-33284342391.phh")."""
    return re.sub(r"[^\w.-]", "_", f"{hand.site}-{hand.hand_id}.phh")
