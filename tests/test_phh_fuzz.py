"""Mutated PHH files give a PHHError or replay, never another exception (the December
attack's PHH mutation run, bounded to a few seconds: it found M6, L1 and L2)."""

from __future__ import annotations

import random
import re
from pathlib import Path

from cstud.phh import HandHistory, PHHError

WSOP = sorted((Path(__file__).parent / "data" / "phh").glob("*.phh"))
NUMBER = re.compile(r"(?<![\w.])\d+(?![\w.])")


def _mutate(text: str, rng: random.Random) -> bytes:
    lines = text.splitlines()
    kind = rng.randrange(11)
    if kind == 0:                                   # cut off anywhere
        return text[:rng.randrange(len(text))].encode()
    if kind == 1 and len(lines) > 2:                # a line deleted, doubled or swapped
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        choice = rng.randrange(3)
        if choice == 0:
            del lines[i]
        elif choice == 1:
            lines.insert(i, lines[i])
        else:
            lines[i], lines[j] = lines[j], lines[i]
        return "\n".join(lines).encode()
    if kind in (2, 3):                              # a number made huge, negative, float...
        numbers = list(NUMBER.finditer(text))
        match = rng.choice(numbers)
        new = rng.choice(["9" * 5000, "-5", "2.5", "0", str(2**56), str(2**64), "1e400",
                          "inf", "nan", '"7"', "[1]", "{a = 1}", "true"])
        return (text[:match.start()] + new + text[match.end():]).encode()
    if kind == 4:                                   # a player written with other digits
        others = ["p\u00b2", "p\u0662", "p\uff10", "p", "p99"]   # superscript, Arabic, wide
        return re.sub(r"\bp(\d)", lambda m: rng.choice(others), text,
                      count=rng.randint(1, 3)).encode()
    if kind == 5:                                   # deep nesting, in a field or a value
        depth = rng.choice([40, 500, 3000])
        return (text + f"\nx = {'[' * depth}{']' * depth}\n").encode()
    if kind == 6:                                   # a required field of another type
        field = rng.choice(["variant", "antes", "bring_in", "starting_stacks", "actions"])
        value = rng.choice(['["F7S/8"]', "{a = 1}", "7", '"x"', "[[1]]", "[]", "true"])
        return re.sub(rf"^{field} = .*$", f"{field} = {value}", text, count=1,
                      flags=re.M).encode()
    if kind == 7:                                   # bytes flipped
        data = bytearray(text.encode())
        for _ in range(rng.randint(1, 4)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        return bytes(data)
    if kind == 8:                                   # a card or a verb changed
        return re.sub(rng.choice([r"[2-9TJQKA][cdhs]", r" (cc|f|cbr|pb|sm)\b"]),
                      lambda m: rng.choice([" zz", "??", "Xx", " sd", " cbr", " sm AsAs"]),
                      text, count=rng.randint(1, 2)).encode()
    if kind == 9:                                   # user fields cstud reads back
        return (text + rng.choice(["\n_rake = -1\n", "\n_rake = {percent = 'x'}\n",
                                   "\n[_rules]\nwsop_cap = 3\n", "\n_rules = 5\n",
                                   "\n[_rules]\nno_such_rule = true\n",
                                   "\n_rake = 5\n"])).encode()
    return ("\ufeff" + text.replace("\n", "\r\n")).encode()     # BOM and CRLF


def test_mutated_phh_files_give_phh_errors_only():
    rng = random.Random(20261201)
    texts = [path.read_text() for path in WSOP]
    outcomes = {"refused": 0, "replayed": 0}
    for number in range(600):
        data = _mutate(rng.choice(texts), rng)
        try:
            history = HandHistory.loads(data)
            replay = history.replay()
            text = replay.to_history().dumps()
            assert HandHistory.loads(text).replay().finishing_stacks == replay.finishing_stacks
        except PHHError:
            outcomes["refused"] += 1
        except Exception as error:
            raise AssertionError(f"mutation {number}: {type(error).__name__}: "
                                 f"{str(error)[:200]}\n{data[:3000]!r}") from error
        else:
            outcomes["replayed"] += 1
    assert outcomes["refused"] > 100 and outcomes["replayed"] > 50, outcomes
