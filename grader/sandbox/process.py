"""The grader's side of the child process: start it, talk to it, time it out, kill it."""

from __future__ import annotations

import contextlib
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from grader.sandbox import child as wire

CHILD_PROGRAM = Path(wire.__file__).resolve()


@dataclass(frozen=True)
class Limits:
    """Wall-clock limits in seconds, and how much of the child's output a report keeps."""

    call_seconds: float = 3.0
    load_seconds: float = 10.0
    submission_seconds: float = 60.0
    output_chars: int = 4000
    message_bytes: int = 64 * 1024 * 1024


class ChildStopped(Exception):
    """The child did not answer: it ran out of time, ended itself, or broke the protocol."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Unit:
    """One piece of learner code run in order: a file, or one notebook cell."""

    name: str
    source: str


class ChildProcess:
    """One child running one submission. Each request has a deadline; missing it kills the child."""

    isolation = "process"

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.scratch = Path(tempfile.mkdtemp(prefix="citekit-"))
        self.output_path = self.scratch / "output.txt"
        self.output_file = self.output_path.open("w+b")
        to_child_r, self._to_child = os.pipe()
        self._from_child, from_child_w = os.pipe()
        self.process = subprocess.Popen(
            [sys.executable, "-s", str(CHILD_PROGRAM), str(to_child_r), str(from_child_w)],
            pass_fds=(to_child_r, from_child_w),
            stdin=subprocess.DEVNULL,
            stdout=self.output_file,
            stderr=subprocess.STDOUT,
            cwd=self.scratch,
            env=child_environment(),
            start_new_session=True,
        )
        os.close(to_child_r)
        os.close(from_child_w)
        self._buffer = b""
        self._next_id = 0

    def load(self, units: list[Unit], function: str, arity: int) -> dict[str, Any]:
        request = {
            "units": [{"name": u.name, "source": u.source} for u in units],
            "function": function,
            "arity": arity,
        }
        self._send(request)
        return self._receive(self.limits.load_seconds)

    def call(self, op: str, args: Any, timeout: float, keep_args: bool = False) -> dict[str, Any]:
        """Send one call; the reply's id must match, so stray writes cannot pose as a reply."""
        self._next_id += 1
        request_id = f"{os.getpid()}-{self._next_id}-{os.urandom(6).hex()}"
        self._send({"op": op, "id": request_id, "args": args, "keep_args": keep_args})
        reply = self._receive(timeout)
        if reply.get("id") != request_id:
            self.kill()
            raise ChildStopped(
                "its reply did not match the call (did it write to the grader's pipe?)"
            )
        return reply

    def output_size(self) -> int:
        return os.fstat(self.output_file.fileno()).st_size

    def output_since(self, offset: int) -> str:
        """What the learner's code printed since `offset`, cut to the report's limit."""
        size = self.output_size() - offset
        keep = self.limits.output_chars
        with self.output_path.open("rb") as stream:
            stream.seek(offset)
            data = stream.read(min(size, keep * 4))
        text = data.decode("utf-8", "replace")
        if len(text) > keep or size > keep * 4:
            text = text[:keep] + f"\n… (output cut; {size} bytes in all)"
        return text

    def kill(self) -> None:
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()

    def close(self) -> None:
        self.kill()
        for fd in (self._to_child, self._from_child):
            with contextlib.suppress(OSError):
                os.close(fd)
        self.output_file.close()
        shutil.rmtree(self.scratch, ignore_errors=True)

    def _send(self, message: dict[str, Any]) -> None:
        body = json.dumps(message, ensure_ascii=False).encode("utf-8", "surrogatepass")
        try:
            os.write(self._to_child, wire.HEADER.pack(len(body)))
            view = memoryview(body)
            while view:
                view = view[os.write(self._to_child, view) :]
        except (BrokenPipeError, OSError):
            raise ChildStopped(self._ended_reason()) from None

    def _receive(self, timeout: float) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        header = self._read(wire.HEADER.size, deadline, timeout)
        (size,) = wire.HEADER.unpack(header)
        if size > self.limits.message_bytes:
            self.kill()
            raise ChildStopped(f"it sent back more than {self.limits.message_bytes} bytes")
        body = self._read(size, deadline, timeout)
        try:
            message = json.loads(body.decode("utf-8", "surrogatepass"))
        except ValueError:
            self.kill()
            raise ChildStopped("it sent something that is not a reply") from None
        if not isinstance(message, dict):
            self.kill()
            raise ChildStopped("it sent something that is not a reply")
        return message

    def _read(self, size: int, deadline: float, timeout: float) -> bytes:
        while len(self._buffer) < size:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._from_child], [], [], left)[0]:
                self.kill()
                raise ChildStopped(f"it did not answer within {timeout:g} s (time limit)")
            chunk = os.read(self._from_child, max(65536, size - len(self._buffer)))
            if not chunk:
                raise ChildStopped(self._ended_reason())
            self._buffer += chunk
        data, self._buffer = self._buffer[:size], self._buffer[size:]
        return data

    def _ended_reason(self) -> str:
        try:
            code = self.process.wait(timeout=1)
        except subprocess.TimeoutExpired:
            self.kill()
            return "it closed the grader's pipe"
        if code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"signal {-code}"
            return f"the process was ended by {name}"
        return f"the process exited with code {code}"


def child_environment() -> dict[str, str]:
    """A clean environment: nothing of the grader's leaks in; a fixed hash seed keeps set order
    (and so every verdict) the same from run to run."""
    return {
        "PYTHONHASHSEED": "0",
        "PYTHONIOENCODING": "utf-8",
        "PYTHONDONTWRITEBYTECODE": "1",
        "PATH": os.defpath,
        "LANG": "C.UTF-8",
    }
