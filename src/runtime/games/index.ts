// Every game the runtime can seat without a screen.
import type { GameKit } from "../kit";
import { freeRollKit } from "./free-roll";
import { dicePokerKit } from "./dice-poker";
import { fiveThousandKit } from "./five-thousand";
import { hodruddaKit } from "./hodrudda";
import { hooliganKit } from "./hooligan";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const KITS: readonly GameKit<any, any>[] = [freeRollKit, hodruddaKit, fiveThousandKit, hooliganKit, dicePokerKit];
