// The drills' pass rates by hand as \`npm run bench:drills\` measured them
// (drill-calibration.json), typed for the player fit.
import CALIBRATION from "./drill-calibration.json";
import type { RateTable } from "./player-fit";

export const MEASURED: RateTable = CALIBRATION as RateTable;
