// What the coach says and draws against the two flicks themselves: the sign of the heading and
// power differences between the player's flick and the coach's (the numbers "Try this on the
// keyboard aim" sets, read back from the flicks as the card's "In numbers" does) decides left or
// right and longer or shorter, in the sentence and in the white arrow CoachArrows draws.
// coach-words.test.ts holds the words to the drawing; this holds both to the flicks.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createRng, randomQuaternion } from "../../../../physics";
import { flicksFor, type FlickParams } from "../../../../bots/rykestra/flick-space";
import { paramsOfFlick } from "../../../../training/hand-noise";
import type { FlickRecord } from "../../../../training/coach";
import { correctionAgainst, dragArrow, drawnArrows, DIE_WIDTH } from "./coach-drag";
import { adviceFor } from "./coach-words";

const q = randomQuaternion(createRng(2));
const SEATS = 4;
const rec = (passes: number, points: number): FlickRecord => ({ passes, points, rate: passes / 32 });
/** The coach ranks its flick above the player's, so the card advises the change. */
const RECORDS = { player: rec(2, 1.5), coach: rec(14, 3.6) };

/** Two flicks that differ only in heading and power (the same release, side spin and tumble asked). */
const pair = fc.record({
  seat: fc.integer({ min: 0, max: SEATS - 1 }),
  along: fc.double({ min: -4, max: 4, noNaN: true }),
  yaw: fc.double({ min: -20, max: 20, noNaN: true }),
  tumble: fc.double({ min: 0, max: 1.6, noNaN: true }),
  player: fc.record({ heading: fc.double({ min: -0.75, max: 0.75, noNaN: true }), power: fc.double({ min: 0, max: 1, noNaN: true }) }),
  coach: fc.record({ heading: fc.double({ min: -0.75, max: 0.75, noNaN: true }), power: fc.double({ min: 0, max: 1, noNaN: true }) }),
});

type Pair = typeof pair extends fc.Arbitrary<infer T> ? T : never;

function flicks(p: Pair) {
  const of = (hp: { heading: number; power: number }): FlickParams => ({ along: p.along, yaw: p.yaw, tumble: p.tumble, ...hp });
  const player = flicksFor(p.seat, SEATS, ["d10-0-0"], of(p.player), [q])[0];
  const coach = flicksFor(p.seat, SEATS, ["d10-0-0"], of(p.coach), [q])[0];
  return { player, coach };
}

describe("the coach's advice against the two flicks", () => {
  it("says and draws right when the coach's heading is to the right of the player's, left when to the left", () => {
    fc.assert(
      fc.property(pair, (p) => {
        const { player, coach } = flicks(p);
        // The numbers the card shows: the player's flick read back, and the coach's aim ("Try this").
        const dHeading = paramsOfFlick(coach, p.seat, SEATS).heading - paramsOfFlick(player, p.seat, SEATS).heading;
        const a = { player: dragArrow(player, p.seat, SEATS), coach: dragArrow(coach, p.seat, SEATS) };
        const white = correctionAgainst(a.player, a.coach);
        const drawn = drawnArrows(a.player, a.coach);
        const whiteDrawn = correctionAgainst(drawn.player, drawn.coach);
        if (Math.abs(white.right) > 1e-9) {
          expect(Math.sign(white.right)).toBe(Math.sign(dHeading));
          expect(Math.sign(whiteDrawn.right)).toBe(Math.sign(dHeading));
        }
        const said = adviceFor({ player: [a.player], coach: [a.coach], records: RECORDS, tries: 32, passed: false, offMat: false }).text;
        if (Math.abs(white.right) >= 0.41 * DIE_WIDTH) expect(said).toMatch(dHeading > 0 ? /further right/ : /further left/);
        if (Math.abs(white.right) < 0.39 * DIE_WIDTH) expect(said).not.toMatch(/further (left|right)/);
        // Let go at the same place (the spin cap may still change the side spin a little: a curl is not a line).
        expect(said).not.toMatch(/letting go/);
      }),
      { numRuns: 300 },
    );
  });

  it("says longer when the coach's power is higher and shorter when lower, and on one line the white arrow points the same way", () => {
    fc.assert(
      fc.property(pair, fc.boolean(), (p, sameLine) => {
        const pp = sameLine ? { ...p, coach: { ...p.coach, heading: p.player.heading } } : p;
        const { player, coach } = flicks(pp);
        const dPower = paramsOfFlick(coach, pp.seat, SEATS).power - paramsOfFlick(player, pp.seat, SEATS).power;
        const a = { player: dragArrow(player, pp.seat, SEATS), coach: dragArrow(coach, pp.seat, SEATS) };
        const said = adviceFor({ player: [a.player], coach: [a.coach], records: RECORDS, tries: 32, passed: false, offMat: false }).text;
        if (/longer/.test(said)) expect(dPower).toBeGreaterThan(0);
        if (/shorter/.test(said)) expect(dPower).toBeLessThan(0);
        // A difference of more than a tenth of the speed is always said.
        const ratio = a.coach.length / a.player.length;
        if (ratio > 1.1) expect(said).toMatch(/longer/);
        if (ratio < 0.9) expect(said).toMatch(/shorter/);
        if (sameLine && Math.abs(dPower) > 1e-9) {
          const white = correctionAgainst(a.player, a.coach);
          expect(Math.sign(white.forward)).toBe(Math.sign(dPower));
          const drawn = drawnArrows(a.player, a.coach);
          expect(Math.sign(correctionAgainst(drawn.player, drawn.coach).forward)).toBe(Math.sign(dPower));
        }
      }),
      { numRuns: 300 },
    );
  });
});
