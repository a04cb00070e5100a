import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Flick } from "../../../../geometry/types";
import { createRng, randomQuaternion } from "../../../../physics";
import { flicksFor, type FlickParams } from "../../../../bots/rykestra/flick-space";
import type { FlickRecord } from "../../../../training/coach";
import { correctionAgainst, dragArrow, dragChange, DIE_WIDTH, DRAWN_MIN, drawnArrows, wrapDegrees } from "./coach-drag";
import { adviceFor, changeWords, compareRecords, lengthWords, sideWords, widthWords, type AdviceInput } from "./coach-words";

const q = randomQuaternion(createRng(1));
const params = (p: Partial<FlickParams> = {}): FlickParams => ({ along: 0, heading: 0, power: 0.5, yaw: 0, tumble: 1, ...p });
/** Seat 0 of 4 sits at +z and faces −z. */
const flick = (p: Partial<FlickParams> = {}, seat = 0): Flick => flicksFor(seat, 4, ["d10-0-0"], params(p), [q])[0];
const arrow = (p: Partial<FlickParams> = {}, seat = 0) => dragArrow(flick(p, seat), seat, 4);
const rec = (passes: number, points: number, tries = 32): FlickRecord => ({ passes, points, rate: passes / tries });
const input = (player: Partial<FlickParams>, coach: Partial<FlickParams>, more: Partial<AdviceInput> = {}): AdviceInput => ({
  player: [arrow(player)],
  coach: [arrow(coach)],
  records: { player: rec(4, 1.9), coach: rec(12, 3.2) },
  tries: 32,
  passed: false,
  offMat: false,
  ...more,
});

describe("the coach's words, as a drag", () => {
  it("measures in die widths and the arrow's length, and says nothing for a small change", () => {
    expect(widthWords(0.5)).toBeNull();
    expect(widthWords(1)).toBe("half a die's width");
    expect(widthWords(-2)).toBe("about a die's width");
    expect(widthWords(4.9)).toBe("about 3 dice widths");
    expect(sideWords(-1.8)).toBe("about a die's width further left");
    expect(lengthWords(1.03)).toBeNull();
    expect(lengthWords(0.9)).toBe("a little shorter");
    expect(lengthWords(0.5)).toBe("much shorter");
    expect(lengthWords(1.3)).toBe("longer");
  });

  it("turns a line further left or right into where the arrow's point goes", () => {
    // 0.1 rad at power 0.5 (145 cm/s: an arrow of 8.1 cm) moves its point 0.8 cm, half a die.
    expect(adviceFor(input({ heading: 0 }, { heading: -0.1 })).text).toBe("Drag half a die's width further left.");
    expect(adviceFor(input({ heading: 0.05 }, { heading: 0.45 })).text).toBe("Drag about 2 dice widths further right.");
  });

  it("says harder and softer as a longer or shorter drag, never the other way about", () => {
    expect(adviceFor(input({ power: 0.5 }, { power: 0.7 })).text).toBe("Drag longer.");
    expect(adviceFor(input({ power: 0.8 }, { power: 0.7 })).text).toBe("Drag a little shorter.");
    expect(adviceFor(input({ power: 0.6, heading: 0.15 }, { power: 0.45, heading: 0, along: -2 })).text).toBe("Drag half a die's width further left, shorter and letting go about a die's width further left.");
  });

  it("after a pass, says plainly that the coach's flick ranks higher and why", () => {
    expect(adviceFor(input({ heading: 0 }, { heading: -0.1 }, { passed: true, records: { player: rec(9, 3.1), coach: rec(12, 2.9) } })).text).toBe(
      "That passed — but the coach's flick passes more often (12 of 32 against 9): drag half a die's width further left.",
    );
    expect(adviceFor(input({}, { power: 0.7 }, { passed: true, records: { player: rec(9, 2.8), coach: rec(9, 3.2) } })).text).toBe(
      "That passed — but the coach's flick passes as often and scores more (3.2 points a throw against 2.8): drag longer.",
    );
  });

  it("keeps a pass the coach cannot beat, and calls a miss from as good a flick bad luck, never 'keep'", () => {
    const level = { player: rec(10, 3), coach: rec(10, 3) };
    expect(adviceFor(input({}, { power: 0.9 }, { passed: true, records: level })).kind).toBe("keep");
    const missed = adviceFor(input({}, { power: 0.9 }, { passed: false, records: level }));
    expect(missed.kind).toBe("unlucky");
    expect(missed.text).toMatch(/^A good flick that tumbled unluckily/);
    expect(adviceFor(input({}, {}, { records: { player: rec(0, 0.4), coach: rec(0, 0.4) } })).kind).toBe("hard");
    expect(adviceFor(input({}, {}, { passed: true, records: { player: rec(0, 0.4), coach: rec(0, 0.2) } })).kind).toBe("lucky");
    // The coach's flick with fewer passes but more points does not rank above: no advice to change.
    expect(adviceFor(input({}, { power: 0.9 }, { records: { player: rec(9, 2.8), coach: rec(8, 3.6) } })).kind).toBe("unlucky");
  });

  it("says when the coach drags it as the player did, and when the die left the mat", () => {
    expect(adviceFor(input({}, { power: 0.51 })).kind).toBe("alike");
    expect(adviceFor(input({}, { heading: -0.1 }, { offMat: true })).text).toBe("Your die left the mat. Drag half a die's width further left.");
  });

  it("answers a backward flick as such, not with a difference of degrees", () => {
    const back: Flick = { ...flick(), velocity: [10, 5, 120] };
    const said = adviceFor({ ...input({}, {}), player: [dragArrow(back, 0, 4)] });
    expect(said.kind).toBe("backwards");
    expect(said.text).toBe("That flick went backwards, off your own edge: drag from your die towards the mat.");
  });

  it("compares headings as wrapped angles, from any seat", () => {
    expect(wrapDegrees(350)).toBe(-10);
    expect(wrapDegrees(-190)).toBe(170);
    expect(wrapDegrees(180)).toBe(180);
    // Seat 2 faces +z, heading π: a flick a little to its right reads as a small turn.
    const a = arrow({ heading: 0.05 }, 2);
    expect(a.heading).toBeCloseTo(2.865, 2);
    const b = arrow({ heading: -0.05 }, 2);
    expect(dragChange(b, a).turn).toBeCloseTo(5.73, 1);
    expect(changeWords(dragChange(a, a))).toEqual([]);
  });
});

const flickParams = fc.record({
  along: fc.double({ min: -4, max: 4, noNaN: true }),
  heading: fc.double({ min: -0.75, max: 0.75, noNaN: true }),
  power: fc.double({ min: 0, max: 1, noNaN: true }),
  yaw: fc.double({ min: -20, max: 20, noNaN: true }),
  tumble: fc.double({ min: 0, max: 1.6, noNaN: true }),
});
const record = fc.integer({ min: 0, max: 32 }).chain((passes) => fc.double({ min: (5 * passes) / 32, max: (5 * passes) / 32 + (4 * (32 - passes)) / 32, noNaN: true }).map((points) => rec(passes, points)));

describe("the coach's advice, over random flicks and records", () => {
  it("never advises a flick its own re-throws rank below the player's, and never says 'keep' after a miss", () => {
    fc.assert(
      fc.property(flickParams, flickParams, record, record, fc.boolean(), (p, c, rp, rc, passed) => {
        const said = adviceFor(input(p, c, { records: { player: rp, coach: rc }, passed }));
        const changing = said.kind === "change" || said.kind === "alike";
        expect(changing).toBe(compareRecords(rc, rp) > 0);
        if (!passed) expect(said.text).not.toMatch(/Keep that throw/);
      }),
    );
  });

  it("says what the drawing shows: left or right of the player's arrow, longer or shorter", () => {
    fc.assert(
      fc.property(flickParams, flickParams, (p, c) => {
        const player = arrow(p);
        const coach = arrow(c);
        const change = dragChange(player, coach);
        // At the drag guide's scale the white arrow's sideways part is the words' measure exactly.
        expect(change.sideways).toBeCloseTo(correctionAgainst(player, coach).right, 6);
        const side = sideWords(change.sideways);
        if (Math.abs(change.sideways) >= 0.41 * DIE_WIDTH) expect(side).toMatch(change.sideways > 0 ? /right$/ : /left$/);
        else if (Math.abs(change.sideways) < 0.39 * DIE_WIDTH) expect(side).toBeNull();
        // As drawn (magnified alike when short): the same side, and the longer arrow is the one the words say.
        const shown = drawnArrows(player, coach);
        const drawn = correctionAgainst(shown.player, shown.coach);
        expect(drawn.right).toBeCloseTo(change.sideways * shown.scale, 6);
        expect(Math.max(shown.player.length, shown.coach.length)).toBeGreaterThanOrEqual(Math.min(DRAWN_MIN, Math.max(player.length, coach.length)) - 1e-9);
        const length = lengthWords(change.lengthRatio);
        if (length) expect(length).toMatch(shown.coach.length > shown.player.length ? /longer$/ : /shorter$/);
      }),
    );
  });

  it("never says longer after an overshoot: where the dice carried decides longer or shorter when the drag's length disagrees", () => {
    // The coach's drag is quicker (longer), but over the same re-throw its die stopped 6 cm short of the player's.
    const overshoot = adviceFor(input({ power: 0.4 }, { power: 0.6 }, { carry: { player: 24, coach: 18 } }));
    expect(overshoot.kind).toBe("change");
    expect(overshoot.text).not.toMatch(/longer/);
    expect(overshoot.text).toMatch(/shorter/);
    // Agreeing (quicker and farther), the drag's own length words stand.
    expect(adviceFor(input({ power: 0.4 }, { power: 0.6 }, { carry: { player: 18, coach: 24 } })).text).toMatch(/longer/);
    // Carries within a centimetre: nothing about length.
    expect(adviceFor(input({ power: 0.4, heading: 0 }, { power: 0.6, heading: 0.2 }, { carry: { player: 20, coach: 20.5 } })).text).not.toMatch(/longer|shorter/);
  });
});
