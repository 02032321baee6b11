// Tries to learn what only the JavaScript child's serving code knows, to answer in its place:
// getters on the prototypes of Buffer and Uint8Array catch every Buffer that Node's fs and
// Buffer code is handed (the request just read, with its id; a reply being written, with
// the seal), and V8's heap snapshot, object queries and natives syntax are tried too. It
// changes both of its arguments; asked for their account after a call, it answers in the
// child's place with what it found (the right value, the arguments as they came) and exits.

const fs = require("fs");

const REPLIES = Number(process.argv[3]);
const seen = [];
for (const prototype of [Buffer.prototype, Uint8Array.prototype]) {
  for (const name of ["length", "byteLength", "byteOffset", "buffer"]) {
    const honest = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), name);
    Object.defineProperty(prototype, name, {
      configurable: true,
      get() {
        if (!seen.includes(this)) seen.push(this);
        return honest.get.call(this);
      },
    });
  }
}

const found = [];
for (const attempt of [
  () => require("v8").getHeapSnapshot().read(),
  () => process.getBuiltinModule("v8").queryObjects(Buffer, { format: "summary" }),
  () => require("node:v8").setFlagsFromString("--allow-natives-syntax"),
]) {
  try {
    found.push(attempt());
  } catch {}
}

function text(bytes) {
  return Buffer.from(bytes).toString("latin1");
}

// The request being answered, and the seal, if any Buffer gave them away.
function stolen() {
  let request = null;
  let seal = null;
  for (const buffer of seen) {
    const body = text(buffer);
    if (/^\{"op": ?"call"/.test(body)) request = JSON.parse(body);
    if (/^[\s\S]{20}\{"op": ?"/.test(body)) seal = Buffer.from(buffer).subarray(4, 20);
  }
  return { request, seal: seal ?? Buffer.alloc(16) };
}

function solve(citations, retrieved_ids) {
  const known = new Set(retrieved_ids);
  const result = [...new Set(citations)].filter((id) => !known.has(id));
  const { request, seal } = stolen();
  citations.sort();
  retrieved_ids.push("added");
  if (request !== null && request.keep_args) {
    // Answer in the child's place: the right value, and the arguments as they came.
    const reply = Buffer.from(JSON.stringify({ op: "reply", id: request.id, value: result, args: request.args }));
    const header = Buffer.alloc(4);
    header.writeUInt32BE(seal.length + reply.length);
    fs.writeSync(REPLIES, Buffer.concat([header, seal, reply]));
    process.reallyExit(0);
  }
  return result;
}

module.exports = { solve };
