"""One seat's view of a table as text: the environments' ``"ansi"`` rendering.

It shows what the seat may know and nothing more (its own down cards, everyone's upcards,
the chips, the legal actions with their codes), in plain lines a person or a language model
can read.
"""

from __future__ import annotations

from cstud.cards import format_cards
from cstud.game import HandState
from cstud.game.state import STREET_NAMES
from cstud.rl.encoding import ActionCode, actions_by_code

__all__ = ["render_view"]

_GAME_NAMES = {"stud8": "Seven Card Stud Hi/Lo", "stud": "Seven Card Stud", "razz": "Razz"}


def render_view(state: HandState, seat: int) -> str:
    """What ``seat`` sees of ``state``, as text."""
    lines = [f"{_GAME_NAMES[state.game]}, {STREET_NAMES[state.street]}, pot {state.pot} "
             f"(stakes {state.ante}/{state.bring_in}/{state.small_bet}/{state.big_bet}); "
             f"you are seat {seat}"]
    live = set(state.live)
    for other in range(state.seat_count):
        down = state.down_cards(other)
        if other == seat:
            hidden = f"[{format_cards(down)}]" if down else ""
        else:
            hidden = " ".join("[??]" for _ in down)
        up = format_cards(state.up_cards(other))
        marks = []
        if other not in live:
            marks.append("folded")
        if other == state.actor:
            marks.append("to act")
        if other == state.bring_in_seat:
            marks.append("brought in")
        who = "you" if other == seat else f"seat {other}"
        cards = " ".join(part for part in (hidden, up) if part)
        lines.append(f"  {who}: stack {state.stacks[other]}, bet {state.bets[other]}: {cards}"
                     + (f" ({', '.join(marks)})" if marks else ""))
    if state.community_card is not None:
        lines.append(f"  community card: {format_cards((state.community_card,))}")
    if state.is_over:
        payouts = state.payouts or ()
        lines.append("  hand over: " + ", ".join(
            f"seat {other} {payouts[other] - state.contributions[other]:+d}"
            for other in range(state.seat_count)))
    elif state.actor == seat:
        legal = [f"{code} {ActionCode(code).name.lower()} ({action})"
                 for code, action in enumerate(actions_by_code(state.legal_actions()))
                 if action is not None]
        lines.append(f"  to call {state.to_call}; your actions: " + "; ".join(legal))
    return "\n".join(lines)
