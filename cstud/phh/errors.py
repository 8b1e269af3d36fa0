"""PHHError: what went wrong in a PHH file, as fields a program can read.

A caller that must tell an incomplete file from a rule-breaking one (``cstud check-history``)
reads ``kind``; one that must point at the file's line reads ``index`` and ``action``. The
message (``str(error)``) is for people and may be reworded; nothing should parse it.
"""

from __future__ import annotations

from typing import Literal

FailureKind = Literal["malformed", "unsupported_variant", "unsupported", "chip_limit",
                      "illegal", "unknown_cards"]
"""Why a PHH file was refused:

- ``malformed``: not a PHH hand (TOML, a field of the wrong type, an action that does not
  parse, cards that are not cards);
- ``unsupported_variant``: a variant cstud does not play (Hold'em, Omaha, draw games);
- ``unsupported``: a stud hand PHH allows but the engine cannot play as written (different
  antes per player, a short ante that wins every ante);
- ``chip_limit``: an amount at or beyond the engine's chip limit (2**56);
- ``illegal``: the actions break the rules or contradict the file (out of turn, a wrong
  amount, a card dealt twice, a show of cards that were not dealt);
- ``unknown_cards``: the replay needs cards the file writes as ``??``.
"""


class PHHError(ValueError):
    """A hand history that is malformed, or inconsistent with the rules.

    ``kind`` says why (:data:`FailureKind`); ``index`` and ``action`` are the position in
    ``actions`` and the text of the action at fault (None for a field), ``field`` the field
    at fault, ``hand`` the hand's table in a ``.phhs`` file, ``path`` the file. ``message``
    is the reason alone; ``str(error)`` says where too.
    """

    def __init__(self, message: str, *, kind: FailureKind = "malformed",
                 index: int | None = None, action: str | None = None,
                 field: str | None = None, hand: str | None = None,
                 path: str | None = None) -> None:
        self.message = message
        self.kind: FailureKind = kind
        self.index = index
        self.action = action
        self.field = field
        self.hand = hand
        self.path = path
        where = "" if path is None else f"{path}: "
        if hand is not None:
            where += f"hand [{hand}]: "
        if index is not None:
            shown = action if action is None or len(action) <= 60 else action[:57] + "..."
            where += f"action {index} ({shown!r}): "
        super().__init__(where + message)

    def __reduce__(self) -> tuple[object, ...]:
        # Keyword-only fields do not survive ValueError's default pickling (processes, dask).
        return (_rebuild, (self.message, self.kind, self.index, self.action, self.field,
                           self.hand, self.path))

    def in_file(self, path: object = None, hand: str | None = None) -> PHHError:
        """The same error, told as coming from the file ``path`` (and its hand ``hand``)."""
        return PHHError(self.message, kind=self.kind, index=self.index, action=self.action,
                        field=self.field, hand=self.hand if hand is None else hand,
                        path=self.path if path is None else str(path))


def _rebuild(message: str, kind: FailureKind, index: int | None, action: str | None,
             field: str | None, hand: str | None, path: str | None) -> PHHError:
    return PHHError(message, kind=kind, index=index, action=action, field=field, hand=hand,
                    path=path)
