// Computer-player benchmark: headless games on the real physics (quick, fake clock) between two
// strengths of each game's computer, the player under test taking each seat in turn.
//
//   npm run bench:bots                  human-readable table
//   npm run bench:bots -- --json        one JSON object per pairing per line
//   npm run bench:bots -- --games=50    games per pairing (default 200; Hooligan 400)
//   npm run bench:bots -- --only=hod    games whose id contains the text
//   npm run bench:bots -- --pair=good-easy   one pairing only
//   npm run bench:bots -- --only=ryk    Rykestra: three-seat games, one strong seat against two
//                                       easy (default 100; --games=N), then the planner's speed
//                                       (--speed=N throws planned among nine dice on the mat, default 20;
//                                       --speed=0 skips it); --first=N starts at game N, so
//                                       --games=50 and --games=50 --first=50 split 100 over two cores
//   npm run bench:bots -- --only=ryk --pair=faces   what a Rykestra die makes and gives by its face
//                                       alone, from the engine's capture resolution (--rounds=N mats
//                                       of six dice, default 100,000; no physics)
//
// aWinRate counts a shared win or a game nobody wins as half a win for each side; ci95 is the
// Wilson score interval on that rate.
import type { Strength } from "../src/games/strength";
import { playHeadless } from "../src/runtime/headless";
import { BENCH_GAMES, type BenchGame } from "./bench-bots-games";
import { faceWorth, planningSpeed, rykestraPairing } from "./bench-bots-rykestra";
import { wilson } from "./bench-stats";

const PAIRINGS: readonly (readonly [Strength, Strength])[] = [
  ["strong", "easy"],
  ["good", "easy"],
];

export interface PairingResult {
  game: string;
  a: Strength;
  b: Strength;
  games: number;
  aWinRate: number;
  ci95: [number, number];
  meanScoreA: number;
  meanScoreB: number;
  secondsPerGame: number;
}

function pairing<S>(g: BenchGame<S>, a: Strength, b: Strength, games: number): PairingResult {
  const at = g.kit.computer;
  let wins = 0;
  let scoreA = 0;
  let scoreB = 0;
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    // Seats alternate in pairs so the seat A takes and the seed-driven first player are independent.
    const aSeat = (i >> 1) % 2;
    const drivers = aSeat === 0 ? [at(a), at(b)] : [at(b), at(a)];
    const seed = 1000 + i;
    const s = playHeadless(g.kit, seed, { drivers, options: g.options(seed) });
    if (!g.kit.definition.isOver(s.game)) throw new Error(`${g.kit.id}: seed ${seed} did not finish`);
    const winners = g.winners(s.game);
    if (winners.length === 1) wins += winners[0] === aSeat ? 1 : 0;
    else if (winners.length === 0 || winners.includes(aSeat)) wins += 0.5;
    scoreA += g.score(s.game, aSeat);
    scoreB += g.score(s.game, 1 - aSeat);
    s.dispose();
    if ((i + 1) % 20 === 0) console.error(`${g.kit.id} ${a}–${b}: ${i + 1} games, a won ${wins}`);
  }
  const [low, high] = wilson(wins, games);
  return {
    game: g.kit.id,
    a,
    b,
    games,
    aWinRate: wins / games,
    ci95: [low, high],
    meanScoreA: scoreA / games,
    meanScoreB: scoreB / games,
    secondsPerGame: (performance.now() - started) / 1000 / games,
  };
}

function main() {
  const args = process.argv.slice(2);
  const json = args.includes("--json");
  const asked = args.find((x) => x.startsWith("--games="))?.slice(8);
  const only = args.find((x) => x.startsWith("--only="))?.slice(7);
  const pair = args.find((x) => x.startsWith("--pair="))?.slice(7);
  if (!json && pair !== "faces") console.log("| game | a | b | games | a's win rate | ci95 | mean score a | mean score b | s per game |\n|---|---|---|---|---|---|---|---|---|");
  for (const g of BENCH_GAMES) {
    if (only && !g.kit.id.includes(only)) continue;
    for (const [a, b] of PAIRINGS) {
      if (pair && pair !== `${a}-${b}`) continue;
      const games = asked ? Number(asked) : (g.games ?? 200);
      const r = pairing(g, a, b, games);
      const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
      if (json) console.log(JSON.stringify(r));
      else console.log(`| ${r.game} | ${a} | ${b} | ${games} | ${pct(r.aWinRate)} | ${pct(r.ci95[0])} – ${pct(r.ci95[1])} | ${r.meanScoreA.toFixed(1)} | ${r.meanScoreB.toFixed(1)} | ${r.secondsPerGame.toFixed(2)} |`);
    }
  }
  if (only && !"rykestra".includes(only)) return;
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  if (pair === "faces") {
    const f = faceWorth(Number(args.find((x) => x.startsWith("--rounds="))?.slice(9) ?? 100000));
    if (json) console.log(JSON.stringify(f));
    else {
      console.log(`\nRykestra: what a die makes and gives by its face alone (${f.rounds} rounds, ${f.seats} seats × ${f.dicePerSeat} dice at uniform places and headings, no bonus)`);
      console.log("| face | makes | gives | net |\n|---|---|---|---|");
      for (const r of f.rows) console.log(`| ${r.face} | ${r.makes.toFixed(2)} | ${r.gives.toFixed(2)} | ${r.net >= 0 ? "+" : ""}${r.net.toFixed(2)} |`);
      console.log(`mean: makes ${f.meanMakes.toFixed(2)}, net ${f.meanNet.toFixed(3)}`);
    }
    return;
  }
  if (!pair || pair === "strong-easy") {
    const first = Number(args.find((x) => x.startsWith("--first="))?.slice(8) ?? 0);
    const r = rykestraPairing(asked ? Number(asked) : 100, (line) => console.error(line), first);
    if (json) console.log(JSON.stringify(r));
    else console.log(`| rykestra (3 seats) | strong | easy ×2 | ${r.games} | ${pct(r.aWinRate)} | ${pct(r.ci95[0])} – ${pct(r.ci95[1])} | ${r.meanScoreA.toFixed(1)} | ${r.meanScoreB.toFixed(1)} | ${r.secondsPerGame.toFixed(2)} |`);
  }
  const speedThrows = Number(args.find((x) => x.startsWith("--speed="))?.slice(8) ?? 20);
  if (speedThrows === 0) return;
  const speed = planningSpeed(speedThrows);
  if (json) console.log(JSON.stringify(speed));
  else
    console.log(
      `\nRykestra planning (strong, ${speed.trialsPerThrow} trials a throw, ${speed.diceOnMat} dice on the mat, ${speed.throws} throws, one thread): ` +
        `${speed.candidatesPerSecond.toFixed(0)} candidates/s (${speed.cpuCandidatesPerSecond.toFixed(0)} per CPU second), median ${speed.medianMs.toFixed(0)} ms, p95 ${speed.p95Ms.toFixed(0)} ms a throw, ` +
        `load average ${speed.load[0].toFixed(1)} then ${speed.load[1].toFixed(1)}`,
    );
}

main();
