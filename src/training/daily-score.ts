// A daily-challenge attempt's score and the digest of what a screen showed for it, one function
// each, used by the daily panel and by the game server's re-throw alike: the score is the flick
// quality's mean points kept to the hundredth; the digest names the settled poses' checksum and
// the quality's mean points, so a server that threw the attempt again and got anything else
// knows the screen showed something it did not throw.
import { keptPoints } from "../games/rykestra/practice/drills/sets";
import { jsonHash } from "../runtime/record/canonical-hash";
import type { FlickQuality } from "./flick-quality";

/** A daily attempt's score, 0–5 to the hundredth: its flick quality's mean points. */
export const dailyPoints = (quality: Pick<FlickQuality, "meanPoints">): number => keptPoints(quality.meanPoints);

/** What a screen showed for an attempt: the throw's pose checksum and its quality's mean points. */
export const attemptDigest = (checksum: string, quality: Pick<FlickQuality, "meanPoints">): string => jsonHash({ checksum, meanPoints: quality.meanPoints });
