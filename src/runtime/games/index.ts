// Every game the runtime can seat without a screen: the catalog's, and the games not yet moved into it.
import type { GameKit } from "../kit";
import { freeRollKit } from "./free-roll";
import { CATALOG } from "../../catalog";
import { rykestraPracticeKit } from "./rykestra-practice";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const KITS: readonly GameKit<any, any>[] = [...CATALOG, freeRollKit, rykestraPracticeKit];
