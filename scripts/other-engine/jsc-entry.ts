// The cross-engine check run by JavaScriptCore, WebKit's engine (Safari's, and every browser's
// on an iPhone), bundled for its shell: `jsc bundle.js -- --check FILE` prints what it found
// reproducing the records in FILE; `-- --record SEED` prints its own records.
import "./jsc-shims";
import { check, record, type KitRecord } from "./cross-engine";

declare const readFile: (path: string) => string;
declare const print: (text: string) => void;
const args = (globalThis as unknown as { arguments: string[] }).arguments;

if (args[0] === "--record") print(JSON.stringify(record(Number(args[1]))));
else if (args[0] === "--check") print(JSON.stringify({ checks: check(JSON.parse(readFile(args[1])) as KitRecord[]), math: null }));
else throw new Error("usage: jsc bundle.js -- --record SEED | --check FILE");
