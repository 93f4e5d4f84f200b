"""The command under odd input and failing output: a message, never a traceback (0.3)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

import pytest

from cardrules import veneno
from cardrules.records import Record, write_records
from tests.helpers import run_command

SEED_ARGS = ("--seed", "1")


def _run(*argv: str, stdin: bytes = b"", stdout: Any = subprocess.PIPE, env: Any = None):
    if stdout is subprocess.PIPE:  # in this process unless the environment is the test's
        return run_command(argv, stdin, env=env)
    return subprocess.run(
        [sys.executable, "-m", "cardrules", *argv],
        input=stdin,
        stdout=stdout,
        stderr=subprocess.PIPE,
        timeout=300,
        check=False,
        env=env,
    )


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        (b"\xc2\xb2", "not a move or a command: '\u00b2'"),  # superscript two: isdigit()
        ("\u2460".encode(), "not a move or a command: '\u2460'"),  # circled one
        (b"9" * 5000, "no move '999"),
        (b"save a\x00b", "could not save to 'a\\x00b'"),
        (b"save a\x00b mine", "could not save to 'a\\x00b'"),
        (b"\xff\xfe junk", "not UTF-8 text"),
        (b"hello world", "not a move or a command: 'hello world'"),
    ],
)
def test_play_answers_odd_input_with_one_line_and_a_new_prompt(typed: bytes, said: str) -> None:
    done = _run("play", "veneno", "--seat", "0", *SEED_ARGS, stdin=typed + b"\nquit\n")
    out, err = done.stdout.decode(), done.stderr.decode()
    assert done.returncode == 0, err
    assert "Traceback" not in out + err
    answer = out.split("> ")[1]
    assert answer.startswith(said), answer
    assert answer.count("\n") == 1  # one line, then the next prompt
    assert out.endswith("> Goodbye.\n")


def test_a_number_of_many_digits_is_never_turned_into_an_int() -> None:
    # 5,000 digits: int() of it raises ValueError (the int-to-str digit limit)
    done = _run("play", "veneno", "--seat", "0", *SEED_ARGS, stdin=b"9" * 5000 + b"\n1\nquit\n")
    out = done.stdout.decode()
    assert "no move '9999" in out
    assert "…: the moves are numbered 1 to" in out
    assert out.count("Your turn") >= 2  # the 1 after it was played


@contextmanager
def _closed_pipe() -> Iterator[int]:
    read, write = os.pipe()
    os.close(read)  # nobody reads: the first write is a broken pipe
    try:
        yield write
    finally:
        os.close(write)


@contextmanager
def _full_disk() -> Iterator[IO[bytes]]:
    with open("/dev/full", "wb") as full:  # every write: ENOSPC
        yield full


COMMANDS = [
    ("demo", "veneno", "--players", "2"),
    ("demo", "chupate", "--players", "2"),
    ("play", "veneno", "--seat", "0", "--seed", "1"),
    ("replay", "-"),
    ("tournament", "veneno", "--players", "2", "--bots", "random,random", "--games", "2"),
    ("ladder", "veneno", "--players", "2", "--bots", "random,greedy", "--views", "0"),
    ("--help",),
    ("demo", "--help"),
]


def _stdin(argv: tuple[str, ...]) -> bytes:
    if argv[0] == "replay":
        start = veneno.new_game(veneno.Rules(players=2), 3)
        return write_records([Record.from_game(start, start.legal_moves()[:1])]).encode()
    return b"1\n1\nquit\n"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("output", ["closed pipe", "full disk", "closed"])
@pytest.mark.parametrize("argv", COMMANDS, ids=" ".join)
def test_every_command_stops_cleanly_when_standard_output_fails(
    argv: tuple[str, ...], output: str
) -> None:
    if output == "closed":  # started with descriptor 1 closed: sys.stdout is None
        done = subprocess.run(
            ["sh", "-c", 'exec "$0" -m cardrules "$@" >&-', sys.executable, *argv],
            input=_stdin(argv),
            stderr=subprocess.PIPE,
            timeout=300,
            check=False,
        )
    else:
        with _closed_pipe() if output == "closed pipe" else _full_disk() as sink:
            done = _run(*argv, stdin=_stdin(argv), stdout=sink)
    err = done.stderr.decode()
    assert done.returncode == 1, err
    if output == "closed pipe":  # the reader has gone (`| head`): a quiet exit
        assert err == ""
        return
    assert re.fullmatch(
        r"cardrules: error: (cannot write to standard output|standard "
        r"output is closed)[^\n]*\n",
        err,
    ), err


def _record_text(names: tuple[str, str] = ("Ana", "Bo")) -> str:
    start = veneno.new_game(veneno.Rules(players=2), 3)
    return write_records([Record.from_game(start, start.legal_moves()[:1], names=names)])


@pytest.mark.parametrize("locale", ["C", "C.UTF-8"])
def test_replay_html_of_bytes_that_are_not_utf8_says_so_and_writes_nothing(
    tmp_path: Path, locale: str
) -> None:
    out = tmp_path / "page.html"
    text = _record_text().encode().replace(b"Ana", b"An\xe9")
    env = dict(os.environ, LC_ALL=locale, PYTHONUTF8="0")
    done = _run("replay", "-", "--html", str(out), stdin=text, env=env)
    err = done.stderr.decode()
    assert done.returncode == 1, err
    assert "Traceback" not in err
    assert re.search(r"line \d+: not UTF-8 text: the byte b'\\xe9'", err), err
    assert not out.exists()
    assert list(tmp_path.iterdir()) == []


def test_a_page_that_cannot_be_made_leaves_the_old_file_as_it_was(tmp_path: Path) -> None:
    out = tmp_path / "page.html"
    out.write_text("the old page")
    bad = _record_text().replace("1. ", "1. junk ")
    done = _run("replay", "-", "--html", str(out), stdin=bad.encode())
    assert done.returncode == 1
    assert out.read_text() == "the old page"
    good = _run("replay", "-", "--html", str(out), stdin=_record_text().encode())
    assert good.returncode == 0, good.stderr
    assert out.read_text().startswith("<!DOCTYPE html>")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["page.html"]  # no temporary


def test_a_page_cannot_be_written_into_a_missing_folder(tmp_path: Path) -> None:
    out = tmp_path / "no such folder" / "page.html"
    done = _run("replay", "-", "--html", str(out), stdin=_record_text().encode())
    assert done.returncode == 2
    assert "could not write" in done.stderr.decode()
    assert "Traceback" not in done.stderr.decode()


def test_a_record_file_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    path, out = tmp_path / "bom.txt", tmp_path / "page.html"
    path.write_bytes(b"\xef\xbb\xbf" + _record_text().encode())
    told = _run("replay", str(path))
    assert told.returncode == 0, told.stderr
    assert told.stdout.decode().startswith("Game 1: veneno")
    page = _run("replay", str(path), "--html", str(out))
    assert page.returncode == 0, page.stderr
    assert out.exists()
    piped = _run("replay", "-", stdin=b"\xef\xbb\xbf" + _record_text().encode())
    assert piped.returncode == 0, piped.stderr


def test_replay_quotes_the_whole_bad_input_and_says_which_header_is_missing() -> None:
    hello = _run("replay", "-", stdin=b"hello world\n")
    assert hello.returncode == 1
    assert "got 'hello world'" in hello.stderr.decode()
    neither = _record_text().replace('[Seed "3"]\n', "")
    done = _run("replay", "-", stdin=neither.encode())
    assert done.returncode == 1
    assert "this one has neither" in done.stderr.decode()
    assert "not both" not in done.stderr.decode()


def test_play_veneno_counts_what_each_seat_took_as_the_rules_do() -> None:
    for extra in ((), ("--copas-sin-veneno",)):
        done = _run(
            "play",
            "veneno",
            "--seat",
            "0",
            "--players",
            "3",
            *extra,
            *SEED_ARGS,
            stdin=b"1\n" * 200 + b"quit\n",
        )
        out = done.stdout.decode()
        rules = veneno.Rules(players=3, copas_sin_veneno=bool(extra))
        summaries = [line for line in out.splitlines() if line.startswith("  taken this round: ")]
        assert summaries
        assert "poison taken" not in out
        for line in summaries:
            for zone in line.removeprefix("  taken this round: ").split("; "):
                found = re.fullmatch(r"seat \d: (.*) \((-?\d+) poison points?\)", zone)
                assert found, zone
                cards = [] if found[1] == "(empty)" else found[1].split()
                parsed = [veneno.parse_card(card) for card in cards]
                assert int(found[2]) == veneno.zone_points(parsed, rules), line


@pytest.mark.parametrize(
    ("argv", "code"),
    [(("replay", "-"), 1), (("play", "veneno", "--seat", "0", "--seed", "1"), 0)],
)
def test_a_closed_standard_input_is_no_traceback(argv: tuple[str, ...], code: int) -> None:
    done = subprocess.run(
        ["sh", "-c", 'exec "$0" -m cardrules "$@" <&-', sys.executable, *argv],
        capture_output=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == code
    assert b"Traceback" not in done.stderr + done.stdout
