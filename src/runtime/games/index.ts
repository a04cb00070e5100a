// Every game the runtime can seat without a screen.
import type { GameKit } from "../kit";
import { freeRollKit } from "./free-roll";
import { dicePokerKit } from "./dice-poker";
import { fiveThousandKit } from "./five-thousand";
import { hodruddaKit } from "./hodrudda";
import { hooliganKit } from "./hooligan";
import { rykestraKit } from "./rykestra";
import { rykestraPracticeKit } from "./rykestra-practice";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list holds every game's kit, each with its own state and move types
export const KITS: readonly GameKit<any, any>[] = [freeRollKit, hodruddaKit, fiveThousandKit, hooliganKit, dicePokerKit, rykestraKit, rykestraPracticeKit];
