// Writes protocol messages into the grader's reply pipe: while it loads, a forged "loaded"
// message and forged replies claiming a pass; in a call, a reply with a guessed id, after
// which it exits. Its own answers are wrong.

const fs = require("fs");

const REPLIES = Number(process.argv[3]); // the JavaScript child's reply pipe

function send(message) {
  const body = Buffer.from(JSON.stringify(message));
  const header = Buffer.alloc(4);
  header.writeUInt32BE(body.length);
  try {
    fs.writeSync(REPLIES, Buffer.concat([header, body]));
  } catch {}
}

send({ op: "loaded", unit_errors: [], problem: null });
for (let guess = 1; guess < 4; guess++) {
  send({ op: "reply", id: `x-${guess}`, value: ["x", "y"] });
}
send({ op: "verdict", status: "pass", score: 17 });

function solve(citations, retrieved_ids) {
  send({ op: "reply", id: "guess-1", value: [] });
  process.reallyExit(0);
}

module.exports = { solve };
