// The JavaScript child: serve.py's twin for a learner's .js file, in Node's standard library
// only. Started as `node serve.js REQUESTS_FD REPLIES_FD SETUP_JSON` by the Python child
// (which first set the limits and, in the weaker layer, stays behind as the keeper); SETUP
// carries wire.py's limits, so the wire format keeps one definition, and whether the units are
// TypeScript, whose erasable types Node strips before running them. It speaks wire.py's
// format: a 4-byte length, then JSON, values tagged as `wire.encode` tags them.
//
// The learner's file runs as a CommonJS module. The graded function is `module.exports.solve`
// (or `exports.solve`, or `module.exports` itself when it is a function of that name), else
// the file's own top-level binding of that name (`function solve`, `const solve = ...`).
"use strict";

const fs = require("node:fs");
const util = require("node:util");
const vm = require("node:vm");
const { createRequire, stripTypeScriptTypes } = require("node:module");

// What serving needs, bound before learner code runs: patching a global or a prototype later
// changes nothing here.
const { apply } = Reflect;
const { isArray } = Array;
const { getPrototypeOf, setPrototypeOf, defineProperty, getOwnPropertyDescriptor, isExtensible, hasOwn, keys: ownKeys } = Object;
const allKeys = Reflect.ownKeys;
const { isProxy, isSet, isMap } = util.types;
const BigIntType = BigInt;
const NumberType = Number;
const { floor } = Math;
const { isSafeInteger, isFinite: finite } = Number;
const stringify = JSON.stringify;
const parse = JSON.parse;
const inspect = util.inspect;
// readvSync and writevSync, unlike readSync and writeSync, read no size of the bytes they are
// handed in JavaScript and make no error object whose fields learner code could catch through
// Object.prototype: learner code never runs, nor sees a request or reply, while the child
// reads and writes.
const { readvSync, writevSync } = fs;
const { byteLength } = Buffer;
const ArrayBufferType = ArrayBuffer;
const Uint8ArrayType = Uint8Array;
// Buffer's own methods, thin wrappers of C++ that read no more than the sizes `sized` makes
// own: its other JavaScript ones look names up on the Buffer, where learner code could hook
// them.
const { utf8Slice, utf8Write } = Buffer.prototype;
const arrayPush = Array.prototype.push;
const SetType = Set;
const setAdd = Set.prototype.add;
const setValues = Set.prototype.values;
const iteratorNext = getPrototypeOf(new Set().values()).next;
const setSize = getOwnPropertyDescriptor(Set.prototype, "size").get;
const MapType = Map;
const mapSet = Map.prototype.set;
const MapPrototype = Map.prototype;
const ObjectPrototype = Object.prototype;
const ArrayPrototype = Array.prototype;
const SetPrototype = Set.prototype;
const stringSlice = String.prototype.slice;
const stringSplit = String.prototype.split;
const stringIncludes = String.prototype.includes;
const stringCharCodeAt = String.prototype.charCodeAt;
const exit = process.reallyExit.bind(process);

const [requestsFd, repliesFd] = [Number(process.argv[2]), Number(process.argv[3])];
const LIMITS = parse(process.argv[4]);
const MAX_ITEMS = LIMITS.max_items;
const MAX_DEPTH = LIMITS.max_depth;
const INT_LIMIT = 1n << BigInt(LIMITS.max_int_bits); // a BigInt this large is over the limit
const REPR_CHARS = LIMITS.repr_chars;
const TYPE_CHARS = LIMITS.type_chars;
const SAFE_INT = BigInt(LIMITS.safe_int);
const SEAL_BYTES = LIMITS.seal_bytes;
const REPLY_BYTES = LIMITS.reply_bytes; // the largest reply the grader reads
const INT_TOO_LARGE = LIMITS.int_too_large;
const NESTED_TOO_DEEPLY = LIMITS.nested_too_deeply;

// What would let learner code read this file's memory, the seal among it: a heap snapshot, a
// query of live objects, V8's own flags (natives syntax). The inspector and internal bindings
// are already closed by Node's permission model.
const v8 = require("node:v8");
function denied() {
  throw new Error("not available to graded code");
}
for (const name of ["getHeapSnapshot", "writeHeapSnapshot", "setHeapSnapshotNearHeapLimit", "queryObjects", "setFlagsFromString"]) {
  defineProperty(v8, name, { value: denied, writable: false, enumerable: true, configurable: false });
}

class TooLarge {}

// Every object and Array this file builds to send has no prototype: a setter or getter that
// learner code puts on Object.prototype or Array.prototype would otherwise catch what is
// assigned to them here (the account of the arguments after a call, the items of an encoded
// answer) and put its own value in its place.
function list() {
  return setPrototypeOf([], null);
}

function cut(text, chars) {
  return text.length <= chars ? text : apply(stringSlice, text, [0, chars - 1]) + "…";
}

function shortRepr(value) {
  try {
    const text = inspect(value, { depth: 2, breakLength: Infinity, customInspect: false });
    return cut(typeof text === "string" ? text : "<unprintable>", REPR_CHARS);
  } catch {
    return "<unprintable>";
  }
}

function typeName(value) {
  if (value === undefined) return "undefined";
  if (typeof value !== "object") return typeof value;
  try {
    const maker = getPrototypeOf(value)?.constructor;
    const name = typeof maker === "function" ? maker.name : "";
    return typeof name === "string" && name ? cut(name, TYPE_CHARS) : "Object";
  } catch {
    return "Object";
  }
}

function opaque(type, text) {
  return { t: "object", type, repr: text };
}

// Why an object that came in as an argument no longer reads as the plain data it was built
// as, or "" when it still does: its own prototype, still extensible, no Proxy, and only own
// data properties (writable, enumerable, configurable), an Array's items without holes.
// Learner code could otherwise answer the account of the arguments through a getter, a
// prototype or a Proxy while the arguments themselves hold something else. Nothing here runs
// learner code: no getter, trap or prototype lookup.
function alteration(item) {
  if (isProxy(item)) return "<a Proxy in place of an argument>";
  const array = isArray(item);
  const collection = isSet(item) || isMap(item); // its items are no properties
  const kind = array ? "an Array" : isSet(item) ? "a Set" : isMap(item) ? "a Map" : "an object";
  const own = array ? ArrayPrototype : isSet(item) ? SetPrototype : isMap(item) ? MapPrototype : ObjectPrototype;
  if (getPrototypeOf(item) !== own) return `<${kind} with another prototype>`;
  if (!isExtensible(item)) return `<${kind} that was frozen, sealed or made non-extensible>`;
  const names = allKeys(item);
  const items = array ? item.length : collection ? 0 : names.length;
  if (array && !plainProperty(item, "length", false)) return "<an Array whose length was fixed>";
  if (names.length !== items + (array ? 1 : 0)) return `<${kind} with properties besides its items>`;
  for (let i = 0; i < items; i++) {
    const name = array ? i : names[i];
    if (typeof name === "symbol") return `<${kind} with a symbol-keyed property>`;
    if (!plainProperty(item, name, true)) {
      const place = array ? `index ${i}` : `key ${stringify(name)}`;
      return `<${kind} with a hole, a getter or a fixed property at ${place}>`;
    }
  }
  return "";
}

// Whether the object has its own data property `name`, writable (and, when `item`,
// enumerable and configurable as well), as decoding builds them.
function plainProperty(object, name, item) {
  const found = getOwnPropertyDescriptor(object, name);
  if (found === undefined || !hasOwn(found, "value") || !found.writable) return false;
  return !item || (found.enumerable && found.configurable);
}

// A string's length as Python counts it, in code points: a surrogate pair is one.
function codePoints(text) {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = apply(stringCharCodeAt, text, [i]);
    if (unit >= 0xd800 && unit < 0xdc00) {
      const next = apply(stringCharCodeAt, text, [i + 1]);
      if (next >= 0xdc00 && next < 0xe000) {
        count--;
        i++;
      }
    }
  }
  return count;
}

// A value as wire.encode would send it, counted, cut and tagged alike, so that the grader reads
// either child's answers the same way; what JavaScript has and Python does not (undefined,
// Map, functions, class instances) goes as its type name and a short repr. With `strict`
// (the arguments after a call), an object changed in a way plain data cannot show goes as
// what was done to it (see `alteration`).
function encode(value, strict) {
  let budget = MAX_ITEMS;
  function spend(amount) {
    budget -= amount;
    if (budget < 0) throw new TooLarge();
  }
  function walk(item, depth) {
    spend(1);
    if (item === null || typeof item === "boolean") return item;
    if (typeof item === "string") {
      // An item for every 64 code points, as Python counts a string. It has at least half as
      // many as its length: when even those are too many, they are not counted one by one.
      if (item.length >= 64) {
        const fewest = floor(floor((item.length + 1) / 2) / 64);
        spend(fewest > budget ? fewest : floor(codePoints(item) / 64));
      }
      return item;
    }
    if (typeof item === "number") {
      // `dump` writes a finite number as an int or a float; JSON has none for the others.
      if (finite(item)) return item;
      return { t: "float", v: item !== item ? "nan" : item > 0 ? "inf" : "-inf" };
    }
    if (typeof item === "bigint") {
      if (item >= INT_LIMIT || item <= -INT_LIMIT) return opaque("int", INT_TOO_LARGE);
      if (item > SAFE_INT || item < -SAFE_INT) return { t: "int", v: `${item}` };
      return NumberType(item);
    }
    if (typeof item !== "object") return opaque(typeName(item), shortRepr(item));
    if (strict) {
      const changed = alteration(item);
      if (changed) return opaque(isArray(item) ? "Array" : "Object", changed);
    }
    const prototype = getPrototypeOf(item);
    if (depth >= MAX_DEPTH) {
      // Named as the Python child names its twin, so the same answer reads the same.
      let twin = typeName(item);
      if (isArray(item) && prototype === ArrayPrototype) twin = "list";
      else if (isSet(item) && prototype === SetPrototype) twin = "set";
      else if (prototype === ObjectPrototype || prototype === null) twin = "dict";
      return opaque(twin, NESTED_TOO_DEEPLY);
    }
    if (isArray(item) && prototype === ArrayPrototype) {
      const out = list();
      for (let i = 0; i < item.length; i++) out[i] = walk(item[i], depth + 1);
      return out;
    }
    if (isSet(item) && prototype === SetPrototype) {
      const out = list();
      const iterator = apply(setValues, item, []);
      if (apply(setSize, item, []) > budget) throw new TooLarge(); // before walking them all
      for (let step = apply(iteratorNext, iterator, []); !step.done; ) {
        out[out.length] = walk(step.value, depth + 1);
        step = apply(iteratorNext, iterator, []);
      }
      return { t: "set", v: out };
    }
    if (prototype === ObjectPrototype || prototype === null) {
      const names = ownKeys(item);
      const pairs = list();
      for (let i = 0; i < names.length; i++) {
        pairs[i] = [walk(names[i], depth + 1), walk(item[names[i]], depth + 1)];
      }
      return { t: "dict", v: pairs };
    }
    return opaque(typeName(item), shortRepr(item));
  }
  return walk(value, 0);
}

// The grader's arguments: tuples and lists become Arrays, dicts with string keys plain
// objects (own properties, `__proto__` too), other dicts Maps, sets Sets, large ints BigInts.
// No value is ever assigned to a property the object does not have yet, which would call a
// setter that learner code put on Array.prototype or Object.prototype: Arrays are the ones
// JSON.parse built (its own data properties), decoded in place, and objects get their
// properties defined.
function decode(data) {
  if (data === null || typeof data !== "object") return data;
  if (isArray(data)) {
    for (let i = 0; i < data.length; i++) {
      if (data[i] !== null && typeof data[i] === "object") data[i] = decode(data[i]);
    }
    return data;
  }
  const items = data.v;
  switch (data.t) {
    case "int":
      return BigIntType(items);
    case "float":
      return items === "nan" ? NaN : items === "inf" ? Infinity : items === "-inf" ? -Infinity : NumberType(items);
    case "tuple":
      return decode(items);
    case "set":
    case "frozenset": {
      const out = new SetType();
      for (let i = 0; i < items.length; i++) apply(setAdd, out, [decode(items[i])]);
      return out;
    }
    case "dict": {
      let textKeys = true;
      for (let i = 0; i < items.length; i++) textKeys &&= typeof items[i][0] === "string";
      if (!textKeys) {
        const out = new MapType();
        for (let i = 0; i < items.length; i++) {
          apply(mapSet, out, [decode(items[i][0]), decode(items[i][1])]);
        }
        return out;
      }
      const out = {};
      for (let i = 0; i < items.length; i++) {
        // A descriptor of no prototype: one inherited `get` or `set` would change what it says.
        const spec = { __proto__: null, value: decode(items[i][1]), writable: true, enumerable: true, configurable: true };
        defineProperty(out, items[i][0], spec);
      }
      return out;
    }
    default:
      throw new Error(`unknown tag ${data.t}`);
  }
}

// A finite number as JSON that Python reads back as the same int or float: an integer within
// 2**53 as an int, any other number (-0, 2**60) as a float.
function number(value) {
  if (isSafeInteger(value) && !(value === 0 && 1 / value < 0)) return `${value}`;
  if (value === 0) return "-0.0";
  const text = `${value}`;
  return apply(stringIncludes, text, ["."]) || apply(stringIncludes, text, ["e"]) ? text : `${text}.0`;
}

// JSON of plain data built here, written without JSON.stringify's toJSON lookups, which
// learner code could hook on a prototype.
function dump(value) {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
      return value ? "true" : "false";
    case "number":
      return number(value);
    case "string":
      return stringify(value);
  }
  if (isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) out += (i ? "," : "") + dump(value[i]);
    return out + "]";
  }
  let out = "{";
  const names = ownKeys(value);
  for (let i = 0; i < names.length; i++) {
    out += (i ? "," : "") + stringify(names[i]) + ":" + dump(value[names[i]]);
  }
  return out + "}";
}

// `size` bytes of `memory` that carry their sizes as their own properties: Node's code that
// reads them (utf8Slice, utf8Write) never reaches a getter learner code put on a prototype.
function sized(memory, size) {
  const bytes = new Uint8ArrayType(memory);
  const fixed = { __proto__: null, value: size };
  defineProperty(bytes, "length", fixed);
  defineProperty(bytes, "byteLength", fixed);
  defineProperty(bytes, "byteOffset", { __proto__: null, value: 0 });
  return bytes;
}

// The bytes of `memory` from `offset` on, as the one item of a list of no prototype, the form
// readvSync and writevSync take.
function from(memory, offset) {
  const views = list();
  views[0] = new Uint8ArrayType(memory, offset);
  return views;
}

function readExactly(size) {
  const memory = new ArrayBufferType(size);
  for (let got = 0; got < size; ) {
    const count = readvSync(requestsFd, from(memory, got), null);
    if (count === 0) return null;
    got += count;
  }
  return sized(memory, size);
}

function receive() {
  const header = readExactly(4);
  if (header === null) return null;
  const size = ((header[0] << 24) | (header[1] << 16) | (header[2] << 8) | header[3]) >>> 0;
  const body = readExactly(size);
  return body === null ? null : parse(apply(utf8Slice, body, [0, size]));
}

// Read ahead of the first request, before any learner code runs (see wire.SEAL_BYTES).
let seal = null;

// A reply: its length, the seal, its JSON, filled in by index and C++ only; an answer whose
// reply the grader would not read, as too large.
function send(message) {
  let text = dump(message);
  if (SEAL_BYTES + byteLength(text, "utf8") > REPLY_BYTES && message.op === "reply") {
    text = dump({ __proto__: null, op: "reply", id: message.id, too_large: true });
  }
  const size = SEAL_BYTES + byteLength(text, "utf8");
  const total = 4 + size;
  const memory = new ArrayBufferType(total);
  const data = sized(memory, total);
  for (let i = 0; i < 4; i++) data[i] = (size >>> (24 - 8 * i)) & 255;
  for (let i = 0; i < SEAL_BYTES; i++) data[4 + i] = seal[i];
  apply(utf8Write, data, [text, 4 + SEAL_BYTES, size - SEAL_BYTES]);
  for (let sent = 0; sent < total; ) sent += writevSync(repliesFd, from(memory, sent), null);
}

// What was thrown, with only the learner's own stack frames.
function describe(thrown, learnerFiles) {
  let type;
  let message;
  let stack = "";
  try {
    if (thrown instanceof Error || (thrown !== null && typeof thrown?.stack === "string")) {
      type = typeof thrown.name === "string" && thrown.name ? thrown.name : typeName(thrown);
      message = typeof thrown.message === "string" ? thrown.message : shortRepr(thrown.message);
      stack = typeof thrown.stack === "string" ? thrown.stack : "";
    } else {
      type = typeName(thrown);
      message = shortRepr(thrown);
    }
  } catch {
    type = "Error";
    message = "<unprintable>";
  }
  type = cut(`${type}`, TYPE_CHARS);
  message = cut(`${message}`, REPR_CHARS);
  const lines = apply(stringSplit, stack, ["\n"]);
  let frames = "";
  for (let i = 0; i < lines.length; i++) {
    for (let j = 0; j < learnerFiles.length; j++) {
      const name = learnerFiles[j];
      if (apply(stringIncludes, lines[i], [`(${name}:`]) || apply(stringIncludes, lines[i], [`at ${name}:`])) {
        frames += lines[i] + "\n";
        break;
      }
    }
  }
  return { type, message, traceback: `${frames}${type}: ${message}\n` };
}

// A syntax error's place, as Node prints it: the file and line, the code, a caret.
function syntaxPlace(error) {
  const lines = apply(stringSplit, typeof error.stack === "string" ? error.stack : "", ["\n"]);
  let place = "";
  for (let i = 0; i < lines.length && lines[i] !== "" && !apply(stringIncludes, lines[i], ["SyntaxError"]); i++) {
    place += lines[i] + "\n";
  }
  return place;
}

function load(request) {
  const name = request.function;
  const learnerFiles = list();
  const unitErrors = list();
  const module = { exports: {} };
  let found;
  for (let i = 0; i < request.units.length; i++) {
    const unit = request.units[i];
    apply(arrayPush, learnerFiles, [unit.name]);
    let body;
    try {
      // The file's own top-level binding is read after its code: `typeof` finds a binding
      // that was never declared, `try` one still in its temporal dead zone.
      const tail = `\n;try { return typeof ${name} === "undefined" ? undefined : ${name}; } catch { return undefined; }`;
      // A TypeScript unit's types are erased, each replaced by blanks, so its lines and columns
      // stay the learner's; syntax that needs more than erasing is refused as a syntax error.
      const source = LIMITS.strip_types ? stripTypeScriptTypes(unit.source) : unit.source;
      body = vm.compileFunction(source + tail, ["exports", "require", "module", "__filename", "__dirname"], { filename: unit.name });
    } catch (error) {
      const described = describe(error, learnerFiles);
      // Erasing types names no file in the place (":3"); the file is the unit's. (Its name is
      // not handed to the eraser as a sourceURL: that is code, and a name could end the line.)
      const place = syntaxPlace(error);
      const traceback = (apply(stringSlice, place, [0, 1]) === ":" ? unit.name + place : place) + described.traceback;
      apply(arrayPush, unitErrors, [{ unit: unit.name, ...described, traceback }]);
      continue;
    }
    try {
      const learnerRequire = createRequire(process.cwd() + "/" + unit.name);
      found = apply(body, module.exports, [module.exports, learnerRequire, module, unit.name, "."]);
    } catch (error) {
      apply(arrayPush, unitErrors, [{ unit: unit.name, ...describe(error, learnerFiles) }]);
    }
  }
  const exported = module.exports;
  let fn = found;
  try {
    if (exported !== null && (typeof exported === "object" || typeof exported === "function") && exported[name] !== undefined) {
      fn = exported[name];
    } else if (typeof exported === "function" && exported.name === name) {
      fn = exported;
    }
  } catch {
    // An export that throws when read is no function.
  }
  const reply = { __proto__: null, op: "loaded", unit_errors: unitErrors, problem: null };
  if (fn === undefined) {
    reply.problem = "missing";
  } else if (typeof fn !== "function") {
    reply.problem = "not-callable";
    reply.detail = typeName(fn);
  } else if (typeof fn.length === "number" && fn.length > request.arity) {
    reply.problem = "arity";
    reply.detail = `it takes ${fn.length} parameters`;
  }
  return { reply, fn, learnerFiles };
}

// Every call keeps its arguments, whether or not the grader asks for them afterwards
// (`args_after`, sent after the call's reply): while the function runs, nothing in the child
// tells a call whose arguments are checked from one whose are not.
let kept = [];

const operations = {
  __proto__: null,
  call(fn, request) {
    kept = decode(request.args);
    return { __proto__: null, value: encode(apply(fn, undefined, kept), false) };
  },
  args_after() {
    return { __proto__: null, value: encode(kept, true) };
  },
  ping() {
    return { __proto__: null, value: null };
  },
};

function serve() {
  seal = readExactly(SEAL_BYTES);
  if (seal === null) return;
  let request = receive();
  if (request === null) return;
  const { reply, fn, learnerFiles } = load(request);
  send(reply);
  while ((request = receive()) !== null) {
    const answer = { __proto__: null, op: "reply", id: request.id };
    try {
      const fields = operations[request.op](fn, request);
      const names = ownKeys(fields);
      for (let i = 0; i < names.length; i++) answer[names[i]] = fields[names[i]];
    } catch (error) {
      if (error instanceof TooLarge) answer.too_large = true;
      else answer.raised = describe(error, learnerFiles);
    }
    send(answer);
  }
}

serve();
exit(0); // timers or sockets the learner's code left open must not keep the child alive
