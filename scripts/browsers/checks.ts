// The browsers' suite's checks, each run in one browser on the built app: the physics lab's
// scenarios traced step by step against Node's, every game's seeded game replayed from a share
// link made here in Node (the replay checks every throw's landing against the recorded poses), the
// daily challenge's table against Node's, the table drawn, a die flicked with the mouse, and every
// screen opened with no error in the page. Each returns a detail line or throws with what differed.
import { CATALOG } from "../../src/catalog";
import { playHeadless, replayKit } from "../../src/runtime/headless";
import { seatsOf } from "../../src/runtime/headless-steps";
import { encodeShare } from "../../src/runtime/record/share-link";
import { poseChecksum, type SessionLog } from "../../src/runtime/record/log";
import { jsonHash } from "../../src/runtime/record/canonical-hash";
import { keptPoints } from "../../src/games/rykestra/practice/drills/sets";
import { LAB_SCENARIOS } from "../../src/physics-lab/scenarios";
import { firstParting, partingWords, replayTrace, type Trace } from "../../src/physics-lab/trace";
import { dailyChallenge, dayAt, readDay } from "../../src/games/rykestra/practice/daily";
import { practiceTable } from "../../src/ui/rykestra/practice/practice-table";
import type { SettledDie } from "../../src/geometry/types";
import { waitFor, type Driver } from "./drivers";
import type { MadeSave } from "./chromium-save";
import { drillById } from "../../src/games/rykestra/practice/drills";
import { thrownDieId } from "../../src/games/rykestra/practice";
import { createRng } from "../../src/physics";
import { PLAN_EFFORT } from "../../src/bots/rykestra/plan-effort";
import type { FlickParams } from "../../src/bots/rykestra/flick-space";
import type { Flick } from "../../src/geometry/types";
import { flickOf } from "../../src/training/drill-planner";
import { flickQuality } from "../../src/training/flick-quality";
import PLANS from "../../src/training/drill-plans.json";

export interface Check {
  readonly name: string;
  readonly run: (d: Driver, base: string) => Promise<string>;
}

/** The tests' settings (low graphics, the fastest dice speed, Rykestra's sector card seen), as e2e/fixtures.ts seeds them. */
export const SETTINGS = JSON.stringify({ muted: true, volume: 0.8, quality: "low", speed: "fastest" });

let loads = 0;
/** Browsers whose page is on the app's origin already: the settings are written in it, without a load of its own. */
const onOrigin = new WeakSet<Driver>();
const WRITE_SETTINGS = "localStorage.setItem('dice-table.settings.v1', arguments[0]); localStorage.setItem('dice-table.rykestra-sector-intro.v1', 'seen'); return true;";

/** Opens `path` on a page whose storage holds the tests' settings, written just before its load. */
export async function openApp(d: Driver, base: string, path: string): Promise<void> {
  // In the page the last check left (one load fewer per screen), or on a first load of the origin.
  const written = onOrigin.has(d) && (await d.run<boolean>(WRITE_SETTINGS, SETTINGS).catch(() => false));
  if (!written) {
    await d.open(`${base}/`);
    await d.run(WRITE_SETTINGS, SETTINGS);
    onOrigin.add(d);
  }
  // A new query string: a real load (a change of hash alone would not re-read the settings).
  loads++;
  await d.open(`${base}/?load=${loads}${path}`);
}

async function noPageErrors(d: Driver, where: string): Promise<void> {
  const errors = await d.run<string[] | null>("return window.__pageErrors ? Array.from(window.__pageErrors) : null;");
  if (errors === null) throw new Error(`${where}: the page's error record is missing (the app did not start)`);
  if (errors.length > 0) throw new Error(`${where}: ${errors.length} error(s) in the page: ${errors.slice(0, 3).join(" | ")}`);
}

/**
 * Opens a replay (`path`), waits for the viewer to end it and returns what it says, which must be
 * that every throw landed as recorded; no error in the page on the way.
 */
async function replayedAsRecorded(d: Driver, base: string, path: string, what: string): Promise<string> {
  await openApp(d, base, path);
  const status = await waitFor<string>(
    d,
    "const s = document.querySelector('[data-testid=replay-screen]'); const st = s && s.getAttribute('data-status'); return st === 'ended' || st === 'mismatch' || st === 'refused' ? st : null;",
    `${what} did not end`,
    180_000,
  );
  const said = await d.run<string>("const g = document.querySelector('[data-testid=game-status]'); return g ? g.textContent : '';");
  if (status !== "ended" || !said.includes("landed exactly as recorded")) throw new Error(`${what} ${status}: ${said}`);
  await noPageErrors(d, what);
  return said;
}

/** Every number of two snapshots by Object.is: the first that differs, in words. */
export function snapshotParting(here: readonly SettledDie[], there: readonly SettledDie[]): string | null {
  if (here.length !== there.length) return `${here.length} dice here, ${there.length} there`;
  for (let i = 0; i < here.length; i++) {
    const a = here[i];
    const b = there[i];
    if (a.id !== b.id) return `die ${i} is ${a.id} here, ${b.id} there`;
    for (const key of ["position", "quaternion"] as const) {
      for (let k = 0; k < a[key].length; k++) if (!Object.is(a[key][k], b[key][k])) return `die ${a.id}'s ${key}[${k}] is ${a[key][k]} here, ${b[key][k]} there`;
    }
    if (a.value !== b.value || a.cocked !== b.cocked || a.offMat !== b.offMat) return `die ${a.id} reads ${a.value}${a.cocked ? " cocked" : ""}${a.offMat ? " off the mat" : ""} here, ${b.value}${b.cocked ? " cocked" : ""}${b.offMat ? " off the mat" : ""} there`;
  }
  return null;
}

const lab: Check = {
  name: "physics lab: three scenarios traced step by step, every pose equal to Node's",
  run: async (d, base) => {
    await openApp(d, base, "#/");
    await waitFor(d, "return window.__diceLab !== undefined;", "the physics lab did not load");
    let steps = 0;
    for (const [name, make] of Object.entries(LAB_SCENARIOS)) {
      const scenario = make();
      const node = replayTrace(scenario);
      const page = await d.run<Trace>("return window.__diceLab.trace(arguments[0]);", scenario);
      const parting = firstParting(node, page);
      if (parting) throw new Error(`${name}: ${partingWords(parting)} (here: Node; there: ${d.name})`);
      steps += node.steps.length;
    }
    return `${steps} steps of ${Object.keys(LAB_SCENARIOS).length} scenarios, every die's pose the same to the bit`;
  },
};

/** Entries a seeded game is played for (games without an end) or at most (the others), as the cross-engine check plays them. */
const entriesOf = (kit: (typeof CATALOG)[number]) => (kit.endless ? 40 : 160);
const SEEDS = [1];

const games: Check = {
  name: "every game's seeded game, played in Node, replayed in the page: every throw lands as Node recorded it, to the bit",
  run: async (d, base) => {
    await openApp(d, base, "#/");
    await waitFor(d, "return window.__replayLab !== undefined;", "the replay lab did not load");
    let throws = 0;
    for (const kit of CATALOG) {
      for (const seed of SEEDS) {
        const s = playHeadless(kit, seed, { seats: seatsOf(kit), maxEntries: entriesOf(kit) });
        const log = s.log();
        const poses = poseChecksum(s.table.snapshot());
        s.dispose();
        const r = await d.run<{ identical: boolean; mismatches: string[]; poses: string | null }>("return window.__replayLab.replay(arguments[0], arguments[1]);", log, seatsOf(kit));
        if (!r.identical) throw new Error(`${kit.id} seed ${seed}: ${r.mismatches[0] ?? "the replay differs"}`);
        if (r.poses !== poses) throw new Error(`${kit.id} seed ${seed}: every entry as logged, but the last poses differ (${r.poses} here, ${poses} in Node)`);
        throws += log.entries.filter((e) => e.input.kind === "flick").length;
      }
    }
    await noPageErrors(d, "the replay lab");
    return `${CATALOG.length} games × ${SEEDS.length} seeds, ${throws} throws, every landing as in Node`;
  },
};

const link: Check = {
  name: "a share link made in Node opens in the replay viewer, which says every throw landed as recorded",
  run: async (d, base) => {
    const kit = CATALOG.find((k) => k.id === "rykestra")!;
    // A short stretch of a game (its sector throw and the next two throws: the viewer plays them
    // at the drawn table's pace, WebKit's slowest part), the players unnamed: the viewer names them "Seat n".
    const s = playHeadless(kit, 1, { seats: seatsOf(kit), maxEntries: 6 });
    const log = s.log();
    s.dispose();
    const made = encodeShare({ scope: { kind: "game" }, players: [], colours: [], result: null, log });
    if (!made.ok) throw new Error(`no link: ${made.reason}`);
    const said = await replayedAsRecorded(d, base, `#/replay?r=${made.code}`, "the replay viewer");
    return `${said.trim()} (a ${made.code.length}-character link)`;
  },
};

/** Planned flicks of three drills (one knock-off, one landing, one two-throw), each with a seeded wobble of the strong hand. */
function qualityCases(): { drill: string; flicks: Flick[] }[] {
  return ["fs-edge-north", "club-gap", "club-two-circle"].map((id, k) => {
    const drill = drillById(id)!;
    const plan = (PLANS as Record<string, FlickParams[]>)[id];
    const rng = createRng(900 + k);
    return { drill: id, flicks: plan.map((_, j) => flickOf(drill, plan, thrownDieId(drill.position), j, rng, PLAN_EFFORT.strong)) };
  });
}

const quality: Check = {
  name: "the trainer's flick quality (64 re-throws) worked out in the page equals Node's, to the bit",
  run: async (d, base) => {
    await openApp(d, base, "#/");
    await waitFor(d, "return window.__replayLab !== undefined;", "the replay lab did not load");
    const lines: string[] = [];
    for (const c of qualityCases()) {
      const node = flickQuality(drillById(c.drill)!, c.flicks);
      const page = await d.run<unknown>("return window.__replayLab.quality(arguments[0], arguments[1]);", c.drill, c.flicks);
      // By the hash of sorted-key JSON: WebKit's WebDriver hands objects back with their keys reordered.
      if (jsonHash(page) !== jsonHash(node)) throw new Error(`${c.drill}: ${JSON.stringify(page)} here, ${JSON.stringify(node)} in Node`);
      lines.push(`${c.drill} ${node.passes}/${node.throws}`);
    }
    return lines.join("; ");
  },
};

/** A day whose challenge has dice on the mat (the e2e daily spec's). */
const DAY = "2026-11-30";

const daily: Check = {
  name: "the daily challenge's table: every die where Node puts it, to the bit",
  run: async (d, base) => {
    // A past day (fixed, so the check does not move with the calendar), read against today.
    const day = readDay(DAY, dayAt(Date.now()));
    if (!day.ok) throw new Error(`the day ${DAY}: ${day.reason}`);
    const challenge = dailyChallenge(day.day);
    const node = practiceTable(challenge.drill.position, challenge.seed);
    const want = node.session.table.snapshot();
    node.dispose();
    await openApp(d, base, `#/rykestra/practice/daily?date=${DAY}`);
    await waitFor(d, "return window.__diceTable !== undefined && window.__diceTable.snapshot().length > 0;", "the daily table did not load");
    const got = await d.run<SettledDie[]>("return window.__diceTable.snapshot();");
    if (want.length === 0) throw new Error(`${DAY}: Node's table has no dice to compare`);
    const parting = snapshotParting(want, got);
    if (parting) throw new Error(`${DAY}: ${parting} (here: Node; there: ${d.name})`);
    await noPageErrors(d, "the daily challenge");
    return `${DAY}: ${got.length} dice where Node puts them`;
  },
};

/** The share of the canvas's pixels (sampled) brighter than the scene's near-black background, read from a PNG of the viewport in the page itself. */
const LIT_SHARE = `
  const [b64] = arguments;
  const c = document.querySelector("canvas");
  if (!c) return 0;
  const box = c.getBoundingClientRect();
  const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
  return createImageBitmap(new Blob([bytes], { type: "image/png" })).then((image) => {
    const scale = image.width / window.innerWidth;
    const w = Math.max(1, Math.floor(box.width * scale));
    const h = Math.max(1, Math.floor(box.height * scale));
    const o = document.createElement("canvas");
    o.width = w;
    o.height = h;
    const g = o.getContext("2d");
    g.drawImage(image, -Math.floor(box.x * scale), -Math.floor(box.y * scale));
    const px = g.getImageData(0, 0, w, h).data;
    let lit = 0, n = 0;
    for (let i = 0; i < px.length; i += 4 * 7) { n++; if (Math.max(px[i], px[i + 1], px[i + 2]) > 40) lit++; }
    return lit / n;
  });
`;

/** Waits until the table is drawn: at least a fifth of the canvas brighter than the bare background. */
async function drawnShare(d: Driver): Promise<number> {
  const until = Date.now() + 90_000;
  let share = 0;
  while (Date.now() < until) {
    const png = await d.screenshot();
    share = await d.run<number>(`return (async () => { ${LIT_SHARE} })();`, png.toString("base64"));
    if (share > 0.2) return share;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the canvas stayed blank: ${Math.round(share * 100)} % of it lit`);
}

const drawnAndFlicked: Check = {
  name: "the table draws, and a die dragged with the mouse is thrown and read",
  run: async (d, base) => {
    await openApp(d, base, "#/free-roll?seed=3");
    await waitFor(d, "return window.__diceTable !== undefined && window.__diceTable.inHand.length > 0;", "the table did not load");
    const lit = await drawnShare(d);
    const id = await d.run<string>("return window.__diceTable.inHand[0];");
    const before = await d.run<number>("return window.__diceTable.throws;");
    const start = await waitFor<{ x: number; y: number }>(d, "return window.__diceTable.screenPoint(arguments[0]);", "the die in hand is not drawn", 60_000, id);
    // Up the screen, quickening, as the e2e flicks go; a slow frame can miss the grab, so grab again.
    for (let grab = 0; grab < 4; grab++) {
      const from = grab === 0 ? start : await d.run<{ x: number; y: number }>("return window.__diceTable.screenPoint(arguments[0]);", id);
      await d.drag([from, ...[6, 16, 32, 54].map((dy, i) => ({ x: from.x + i, y: from.y - dy }))]);
      const took = await waitFor(d, "return window.__diceTable.throws > arguments[0];", "no throw", 8_000, before).then(() => true, () => false);
      if (took) break;
      if (grab === 3) throw new Error("four drags of the die threw nothing");
    }
    const settled = await waitFor<{ id: string; value: number }[]>(d, "const t = window.__diceTable; return t.phase !== 'rolling' && t.settled ? t.settled.map((s) => ({ id: s.id, value: s.value })) : null;", "the thrown dice never settled", 120_000);
    const total = await waitFor<string>(d, "const r = document.querySelector('[data-testid=result-total]'); return r ? r.textContent : null;", "the result panel shows no total", 30_000);
    await noPageErrors(d, "Free Roll");
    return `${Math.round(lit * 100)} % of the canvas drawn; the drag threw, and ${settled.length} dice settled (${settled.map((s) => s.value).join(", ")}), the result panel's total ${total}`;
  },
};

/** Each game seated by its link with computers only, so its throws are made on the drawn table at the page's own pace. */
const LIVE_GAMES: readonly { readonly path: string; readonly seats: number }[] = [
  { path: "#/five-thousand?seed=5&players=Ana,Blue&computers=1,2&target=300", seats: 2 },
  { path: "#/hodrudda?seed=3&players=Ana,Blue&computers=1,2", seats: 2 },
  { path: "#/hooligan?seed=5&players=Ana,Blue&computer=1,2", seats: 2 },
  { path: "#/dice-poker?sides=2&computer=all&seed=5", seats: 2 },
  { path: "#/rykestra?seed=7&players=Ana,Ben,Cy&computers=1:easy,2:easy,3:easy", seats: 3 },
];

/** Throws each live game makes on its drawn table before it is read. */
const LIVE_THROWS = 2;

/**
 * The game's log and the dice as the table shows them, read in one script at a moment no die is
 * moving and the session waits on no throw (its computers may be pausing), once `throws` throws are made.
 */
const LIVE_READ = `
  const t = window.__diceTable, s = window.__diceSession;
  if (!t || !s || t.throws < arguments[0] || t.phase === "rolling" || s.status() !== "idle") return null;
  // As JSON text: a WebDriver's own serialising may reorder an object's keys (WebKit's does),
  // and a log entry is compared with Node's as JSON.
  return JSON.stringify({ log: s.log(), throws: t.throws });
`;

/** Where two plain values first differ, as a path and both values. */
function firstDifference(a: unknown, b: unknown, path: string): string {
  if (Object.is(a, b)) return `${path} the same`;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return `${path}: ${JSON.stringify(a)} here, ${JSON.stringify(b)} there`;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const x = (a as Record<string, unknown>)[k];
    const y = (b as Record<string, unknown>)[k];
    if (JSON.stringify(x) !== JSON.stringify(y)) return firstDifference(x, y, `${path}.${k}`);
  }
  return `${path}: alike but for key order`;
}

const liveGames: Check = {
  name: "every game played by its computers on the drawn table: every throw and every rest's poses equal to the same log thrown again in Node",
  run: async (d, base) => {
    const said: string[] = [];
    for (const game of LIVE_GAMES) {
      await openApp(d, base, game.path);
      const text = await waitFor<string>(d, LIVE_READ, `${game.path}: ${LIVE_THROWS} throws were never made and read`, 180_000, LIVE_THROWS);
      const read = JSON.parse(text) as { log: SessionLog; throws: number };
      const kit = CATALOG.find((k) => k.id === read.log.game);
      if (!kit) throw new Error(`${game.path}: the page logged a game Node does not know (${read.log.game})`);
      const node = replayKit(kit, read.log, game.seats);
      try {
        if (!node.identical) {
          const i = Number(/entry (\d+) differs/.exec(node.mismatches[0] ?? "")?.[1] ?? -1);
          const where = i >= 0 && node.session ? ` (${firstDifference(node.session.view.log[i], read.log.entries[i], `entry ${i}`)}; here: Node; there: ${d.name})` : "";
          throw new Error(`${kit.id}: the page's throws, thrown again in Node, part: ${node.mismatches[0] ?? "the replay differs"}${where}`);
        }
        if (!node.session) throw new Error(`${kit.id}: Node refused the page's log`);
        // Each reading in the page's log carries the checksum of every die's pose as the drawn
        // table came to rest (poseChecksum): Node throwing the same log again makes every entry
        // the same, so every rest on the page's table is Node's to the bit.
        const readings = read.log.entries.filter((e) => e.checksum !== undefined).length;
        if (readings === 0) throw new Error(`${kit.id}: the page's log holds no reading of a rest after ${read.throws} throws`);
      } finally {
        node.session?.dispose();
      }
      await noPageErrors(d, game.path);
      said.push(`${kit.id} ${read.throws}`);
    }
    return `throws on the drawn table, each as Node throws it: ${said.join(", ")}`;
  },
};

/** Every screen a player can open without a saved game or a server. */
const SCREENS = [
  "#/",
  "#/online",
  "#/free-roll?seed=3",
  "#/rykestra/practice?seed=3",
  "#/rykestra/practice/drills",
  "#/rykestra/practice/drills?d=fs-near&seed=3",
  "#/rykestra/practice/skills",
  "#/rykestra/practice/daily",
  "#/rykestra/practice/progress",
  ...CATALOG.filter((k) => !k.id.includes("practice") && k.id !== "free-roll").map((k) => `#/${k.id}?seed=3`),
];

/** Screens another check opens and finds without an error in the page (the same screen, there with its own query). */
const OPENED_ELSEWHERE: Readonly<Record<string, string>> = {
  "#/": "every game's seeded game (the replay lab's page)",
  "#/free-roll?seed=3": "the table draws",
  "#/rykestra/practice/drills?d=fs-near&seed=3": "a drill and its workers (fs-edge-north)",
  "#/rykestra/practice/daily": "the daily challenge (2026-11-30)",
};

const screens: Check = {
  name: "every screen opens with no error in the page",
  run: async (d, base) => {
    const here = SCREENS.filter((path) => !(path in OPENED_ELSEWHERE));
    for (const path of here) {
      await openApp(d, base, path);
      // Loaded: the page's main content is drawn (a table screen's table is up).
      await waitFor(d, "const m = document.querySelector('main, .table-screen, [data-testid=drill-board]'); return m !== null && (m.querySelector('canvas') === null || window.__diceTable !== undefined);", `${path}: the screen did not open`);
      await noPageErrors(d, path);
    }
    return `${here.length} screens here, ${SCREENS.length - here.length} by other checks: ${Object.entries(OPENED_ELSEWHERE).map(([path, check]) => `${path} in ${check}`).join("; ")}`;
  },
};

export const SAVED_GAME_CHECK = "a game saved in Chromium is listed and replays here, every throw landing as Chromium recorded it";

/**
 * The saved game Chromium made (chromium-save.ts), put into this browser's storage as the app
 * keeps it, then opened: in the Continue list on the home screen, and in the replay viewer, which
 * throws every die again from the log in this browser and says whether each landed as recorded.
 */
export function savedGame(making: Promise<MadeSave>): Check {
  return {
    name: SAVED_GAME_CHECK,
    run: async (d, base) => {
      const made = await making;
      // Written by the app's own store in the page (its one connection to the database), started
      // in the page and watched from here. WebKit's IndexedDB here leaves about half the writes of
      // a fresh session unanswered for good (measured on 6 December 2026: a write answers in under
      // 0.4 s or never, with the service worker or without, in the app's connection or a second
      // one), and a fresh load's write is answered as often: a write that has not ended in 10 s is
      // tried again on a fresh load, eight times at most; every failure is told, after a success too.
      const tried: string[] = [];
      for (let attempt = 1; ; attempt++) {
        await openApp(d, base, "#/");
        await waitFor(d, "return window.__replayLab !== undefined;", "the replay lab did not load");
        await d.run(
          `window.__putSave = "pending";
          window.__replayLab.putSave(arguments[0]).then((r) => (window.__putSave = r), (e) => (window.__putSave = "error: " + e));
          return true;`,
          made.text,
        );
        const put = await waitFor<string>(d, "const p = window.__putSave; return p === 'pending' ? null : p;", "no answer", 10_000).catch(() => "no answer in 10 s");
        if (put === "done") break;
        tried.push(`write ${attempt}: ${put}`);
        if (attempt === 8) throw new Error(`the save could not be written into this browser's storage: ${tried.join("; ")}`);
      }
      // A fresh load lists it to continue.
      await openApp(d, base, "#/");
      await waitFor(d, "return Array.from(document.querySelectorAll('a[href]')).some((a) => a.getAttribute('href').includes('save=' + arguments[0]));", "the saved game is not in the Continue list", 30_000, made.id);
      const said = await replayedAsRecorded(d, base, `#/replay?save=${made.id}`, "the saved game's replay");
      return `${made.throws}+ throws of Five Thousand saved in Chromium: ${said.trim()}${tried.length > 0 ? ` (written after: ${tried.join("; ")})` : ""}`;
    },
  };
}

/** A drill thrown by its aim button: the quality and the coach's advice come from their workers in this browser. */
const WORKER_DRILL = "fs-edge-north";

const workers: Check = {
  name: "a drill thrown in the page: its quality (from the quality worker) equals Node's for the same flick, and the coach's worker answers",
  run: async (d, base) => {
    await openApp(d, base, `#/rykestra/practice/drills?d=${WORKER_DRILL}&seed=3&pace=fast`);
    await waitFor(d, "const b = document.querySelector('[data-testid=drill-throw-aimed]'); return b !== null && !b.disabled && window.__diceSession !== undefined;", "the drill's aim button never came up", 120_000);
    await d.run("document.querySelector('[data-testid=drill-throw-aimed]').click(); return true;");
    const shown = await waitFor<{ quality: string; points: string }>(
      d,
      "const b = document.querySelector('[data-testid=drill-board]'); const q = b && b.getAttribute('data-quality'); return q && q !== 'measuring' && q !== 'off' ? { quality: q, points: b.getAttribute('data-points') } : null;",
      "the attempt's quality never came",
      120_000,
    );
    const log = JSON.parse(await d.run<string>("return JSON.stringify(window.__diceSession.log());")) as SessionLog;
    // The drill's throw itself, thrown again in Node from the page's log: the same entries.
    const kit = CATALOG.find((k) => k.id === log.game);
    if (!kit) throw new Error(`the drill logged a game Node does not know (${log.game})`);
    const replayed = replayKit(kit, log, 1);
    replayed.session?.dispose();
    if (!replayed.identical) throw new Error(`the drill's throw, thrown again in Node, parts: ${replayed.mismatches[0] ?? "the replay differs"}`);
    const flicks = log.entries.flatMap((e) => (e.input.kind === "flick" ? e.input.flicks : []));
    const node = flickQuality(drillById(WORKER_DRILL)!, flicks);
    if (shown.quality !== String(node.passRate) || shown.points !== String(keptPoints(node.meanPoints))) {
      throw new Error(`quality ${shown.quality}, ${shown.points} points here; ${node.passRate}, ${keptPoints(node.meanPoints)} in Node`);
    }
    const coach = await waitFor<string>(d, "const c = document.querySelector('[data-testid=drill-coach]'); const s = c && c.getAttribute('data-state'); return s === 'ready' || s === 'failed' ? s : null;", "the coach never answered", 180_000);
    if (coach !== "ready") throw new Error(`the coach's worker failed: ${await d.run<string>("return document.querySelector('[data-testid=drill-coach]').textContent;")}`);
    await noPageErrors(d, "the drill");
    return `the throw landed as Node throws it; quality ${node.passes}/${node.throws} passes, ${keptPoints(node.meanPoints)} points, as in Node; the coach's advice came`;
  },
};

/** Checks whose pages write no save (the app's home and the labs on it only). */
export const BEFORE_SAVED_GAME: readonly Check[] = [lab, games, quality];
export const AFTER_SAVED_GAME: readonly Check[] = [liveGames, workers, link, daily, drawnAndFlicked, screens];
