import { describe, expect, it } from "vitest";
import { throwSpikes, winkee } from "./moves.ts";
import { anaBen, anaBenCy, must, play, refusal, lines } from "./test-helpers.ts";

describe("Hodrudda throws", () => {
  it("adds both dice to the thrower's total and passes the dice on", () => {
    const s = play(anaBen(), [[4, 5]]);
    expect(s.players[0]).toMatchObject({ total: 9, throws: 1, status: "in" });
    expect(s.current).toBe(1);
    expect(lines(s).at(-1)).toBe("Ana threw 4+5 = 9, total 9");
    expect(lines(play(s, [[6, 6], [6, 6]])).at(-1)).toBe("Ana threw 6+6 = 12, total 21");
  });

  it("busts on Zilla Spikes whatever the total", () => {
    const s = play(anaBenCy(), [[1, 1]]);
    expect(s.players[0].status).toBe("bust");
    expect(lines(s).at(-1)).toBe("Zilla Spikes! Ana is bust");
    expect(s.caller).toBeNull();
  });

  it("busts a player who goes over 30", () => {
    const s = play(anaBenCy(), [[6, 6], [2, 2], [2, 2], [6, 6], [2, 2], [2, 2], [4, 4]]);
    expect(s.players[0]).toMatchObject({ total: 32, status: "bust" });
    expect(lines(s).at(-1)).toBe("Ana is over 30 and bust");
  });

  it("skips bust players", () => {
    const s = play(anaBenCy(), [[1, 1], [3, 3], [2, 2]]);
    expect(s.current).toBe(1);
  });

  it("wins at once on exactly 30, even with others still throwing, and pays the pot", () => {
    const s = play(anaBenCy(), [[6, 6], [2, 2], [2, 2], [6, 6], [2, 2], [2, 2], [3, 3]]);
    expect(s.outcome).toEqual({ kind: "exact", winner: 0, pot: 3 });
    expect(s.players.map((p) => p.chips)).toEqual([2, -1, -1]);
    expect(s.pot).toBe(0);
    expect(lines(s).at(-1)).toBe("Ana hits exactly 30 and takes the pot of 3");
  });

  it("refuses dice that are not two spike values, and moves after the end", () => {
    expect(refusal(throwSpikes(anaBen(), [0, 4]))).toBe("Throw both spike dice: each reads 1 to 6");
    expect(refusal(throwSpikes(anaBen(), [3] as unknown as [number, number]))).toBe("Throw both spike dice: each reads 1 to 6");
    const over = play(anaBen(), [[1, 1], [2, 3], "W"]);
    expect(refusal(throwSpikes(over, [2, 2]))).toBe("The game is over");
    expect(refusal(winkee(over))).toBe("The game is over");
  });
});

describe("calling Winkee", () => {
  it("is only for the player who has just thrown, before the next throw", () => {
    expect(refusal(winkee(anaBen()))).toBe("Winkee is called straight after your own throw");
    const s = play(anaBen(), [[4, 4]]);
    expect(s.caller).toBe(0);
    const passed = play(s, [[3, 3]]);
    expect(passed.caller).toBe(1);
    expect(must(winkee(passed)).players.map((p) => p.status)).toEqual(["in", "stood"]);
  });

  it("stands the caller, who is then skipped", () => {
    const s = play(anaBenCy(), [[4, 4], "W", [3, 3], [2, 2]]);
    expect(s.players[0].status).toBe("stood");
    expect(s.current).toBe(1);
    expect(lines(s)[s.log.findIndex((e) => e.type === "winkee")]).toBe("Ana calls Winkee on 8");
  });

  it("gives the game to the highest stander once everyone has stood or bust", () => {
    const s = play(anaBenCy(), [[6, 6], [5, 5], [1, 1], [6, 6], "W", [5, 5], "W"]);
    expect(s.outcome).toEqual({ kind: "highest", winner: 0, pot: 3 });
    expect(lines(s).at(-1)).toBe("Ana wins with 24 and takes the pot of 3");
  });

  it("gives equal totals to the player who stood first", () => {
    const s = play(anaBen(), [[6, 6], [6, 6], [4, 4], "W", [4, 4], "W"]);
    expect(s.players.map((p) => p.total)).toEqual([20, 20]);
    expect(s.outcome).toMatchObject({ kind: "highest", winner: 0 });
  });

  it("lets a later caller win by beating the earlier one", () => {
    const s = play(anaBen(), [[6, 6], [6, 6], [4, 4], "W", [4, 5], "W"]);
    expect(s.outcome).toMatchObject({ kind: "highest", winner: 1 });
  });

  it("keeps the last player throwing after everyone else is out, until they stand", () => {
    let s = play(anaBen(), [[1, 1], [3, 4]]);
    expect(s.outcome).toBeNull();
    expect(s).toMatchObject({ current: 1, caller: 1 });
    s = play(s, [[2, 2], "W"]);
    expect(s.outcome).toEqual({ kind: "highest", winner: 1, pot: 2 });
  });

  it("lets a player still throwing beat a stander by hitting exactly 30", () => {
    const s = play(anaBen(), [[6, 6], "W", [6, 6], [6, 6], [3, 3]]);
    expect(s.outcome).toMatchObject({ kind: "exact", winner: 1 });
  });
});

describe("everyone going bust", () => {
  it("leaves no winner and carries the pot", () => {
    const s = play(anaBenCy(), [[1, 1], [6, 6], [1, 1], [6, 6], [4, 4]]);
    expect(s.outcome).toEqual({ kind: "all-bust", carried: 3 });
    expect(s.pot).toBe(3);
    expect(s.players.map((p) => p.chips)).toEqual([-1, -1, -1]);
    expect(lines(s).at(-1)).toBe("Everyone is bust: no winner, and the pot of 3 carries to the next game");
  });
});
