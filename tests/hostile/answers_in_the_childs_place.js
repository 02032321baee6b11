// Serves the grader itself, from the moment it is loaded: it says it loaded, then reads each
// request from the grader's pipe and writes a reply with the request's own id, right answers
// and all, so that the kit's serving code never runs. The grader must not believe a reply
// that the kit's serving code did not write.

const fs = require("fs");

const [REQUESTS, REPLIES] = [Number(process.argv[2]), Number(process.argv[3])];

function readExactly(size) {
  const buffer = Buffer.alloc(size);
  for (let got = 0; got < size; ) {
    const count = fs.readSync(REQUESTS, buffer, got, size - got, null);
    if (count === 0) process.reallyExit(0);
    got += count;
  }
  return buffer;
}

function send(message) {
  const body = Buffer.from(JSON.stringify(message));
  const header = Buffer.alloc(4);
  header.writeUInt32BE(body.length);
  fs.writeSync(REPLIES, Buffer.concat([header, body]));
}

function solve(citations, retrieved_ids) {
  const known = new Set(retrieved_ids);
  return [...new Set(citations)].filter((id) => !known.has(id));
}

send({ op: "loaded", unit_errors: [], problem: null });
for (;;) {
  const request = JSON.parse(readExactly(readExactly(4).readUInt32BE(0)).toString("utf8"));
  const reply = { op: "reply", id: request.id, value: request.op === "call" ? solve(...request.args) : null };
  if (request.keep_args) reply.args = request.args;
  send(reply);
}
