import { describe, expect, it } from "vitest";
import { CODE_LENGTH, isRoomCode, roomCodeFrom } from "./protocol";

describe("a table's code as someone types it", () => {
  it("takes the code in any case, with spaces or dashes, or inside the whole link", () => {
    expect(roomCodeFrom("7hk2mqz9ra")).toBe("7hk2mqz9ra");
    expect(roomCodeFrom(" 7HK2-MQZ9 RA ")).toBe("7hk2mqz9ra");
    expect(roomCodeFrom("https://dice.example/#/online?room=7hk2mqz9ra")).toBe("7hk2mqz9ra");
    expect(roomCodeFrom("http://127.0.0.1:4173/#/online?room=7hk2mqz9ra&server=ws%3A%2F%2Fx")).toBe("7hk2mqz9ra");
  });

  it("refuses what cannot be a code: letters read wrongly, the wrong length, a link without one", () => {
    expect(roomCodeFrom("7hk2mqz9r0")).toBeNull(); // 0 is never used
    expect(roomCodeFrom("7hk2mqz9rl")).toBeNull(); // nor l
    expect(roomCodeFrom("7hk2mqz9r")).toBeNull();
    expect(roomCodeFrom("https://dice.example/#/online?game=hodrudda")).toBeNull();
    expect(roomCodeFrom("")).toBeNull();
    expect(isRoomCode("a".repeat(CODE_LENGTH))).toBe(true);
    expect(isRoomCode("a".repeat(CODE_LENGTH + 1))).toBe(false);
  });
});
