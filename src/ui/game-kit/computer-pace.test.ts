import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ComputerPace } from "./computer-pace";

describe("a computer seat's pause", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("acts once the pause is over", () => {
    const pace = new ComputerPace();
    const act = vi.fn();
    pace.at("a", 900, act);
    vi.advanceTimersByTime(899);
    expect(act).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(act).toHaveBeenCalledTimes(1);
  });

  it("keeps the pause running when asked again for the same moment", () => {
    const pace = new ComputerPace();
    const act = vi.fn();
    pace.at("a", 900, act);
    vi.advanceTimersByTime(600);
    pace.at("a", 900, act);
    vi.advanceTimersByTime(300);
    expect(act).toHaveBeenCalledTimes(1);
  });

  it("starts afresh for a new moment, and only the new moment's move is made", () => {
    const pace = new ComputerPace();
    const first = vi.fn();
    const second = vi.fn();
    pace.at("a", 900, first);
    vi.advanceTimersByTime(600);
    pace.at("b", 900, second);
    vi.advanceTimersByTime(600);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("calls the move off when there is no moment for it", () => {
    const pace = new ComputerPace();
    const act = vi.fn();
    pace.at("a", 900, act);
    pace.at(null, 900, act);
    vi.advanceTimersByTime(2000);
    expect(act).not.toHaveBeenCalled();
  });

  it("may be asked for the same moment again once it has acted", () => {
    const pace = new ComputerPace();
    const act = vi.fn();
    pace.at("a", 10, act);
    vi.advanceTimersByTime(10);
    pace.at("a", 10, act);
    vi.advanceTimersByTime(10);
    expect(act).toHaveBeenCalledTimes(2);
  });
});
