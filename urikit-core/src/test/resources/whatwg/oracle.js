// The differential oracle of org.urikit.whatwg.WhatwgUrlOracleTest: the reference implementation of
// the WHATWG URL Standard (whatwg-url, from npm) over NDJSON on standard input.
//   node oracle.js <directory that holds node_modules/whatwg-url>  < cases.ndjson  > results.ndjson
// Each input line is [input, base-or-null]; each output line is {"href": ...} or {"failure": true}.
"use strict";
const path = require("path");
const { URL } = require(path.join(process.argv[2], "node_modules", "whatwg-url"));
const lines = require("fs").readFileSync(0, "utf8").split("\n");
const out = [];
for (const line of lines) {
  if (line === "") {
    continue;
  }
  const [input, base] = JSON.parse(line);
  try {
    const u = base === null ? new URL(input) : new URL(input, base);
    out.push(JSON.stringify({ href: u.href }));
  } catch (e) {
    out.push(JSON.stringify({ failure: true }));
  }
}
process.stdout.write(out.join("\n") + "\n");
