// A checkpoint's shape as it is read from a save (its agreement with the log is
// checkpointProblem's to judge, checkpoint.ts).
import * as v from "valibot";
import { DIE_FLOATS } from "./die-packing";

const finite = v.pipe(v.number(), v.finite());
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2147483648));
const uint = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4294967295));
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/** The checkpoint's shape (its agreement with the log is checkpointProblem's to judge). */
export const CheckpointSchema = v.strictObject({
  entries: count,
  logHash: v.pipe(v.string(), v.regex(/^(2:)?[0-9a-f]{8}$/)),
  steps: count,
  sinceMotion: count,
  time: finite,
  stepnumber: count,
  throws: count,
  inHand: v.pipe(v.array(id), v.maxLength(64)),
  specs: v.pipe(
    v.array(
      v.strictObject({
        id,
        kind: v.picklist(["d6", "d10", "spike", "chance", "kinzo", "hazard"]),
        colour: v.pipe(v.string(), v.maxLength(40)),
        ink: v.exactOptional(v.pipe(v.string(), v.maxLength(40))),
        name: v.exactOptional(v.pipe(v.string(), v.maxLength(80))),
      }),
    ),
    v.maxLength(64),
  ),
  dice: v.pipe(v.array(v.strictObject({ id, kind: v.picklist(["d6", "d10", "spike", "chance", "kinzo", "hazard"]) })), v.maxLength(64)),
  packed: v.pipe(v.string(), v.maxLength(64 * DIE_FLOATS * 12), v.regex(/^[A-Za-z0-9+/]*={0,2}$/)),
  rng: v.strictObject({ throw: uint, aim: uint, handful: uint, remedy: uint, nudge: uint }),
  lastThrow: v.nullable(
    v.strictObject({
      seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15)),
      dice: v.pipe(
        v.array(
          v.strictObject({
            id,
            kind: v.picklist(["d6", "d10", "spike", "chance", "kinzo", "hazard"]),
            faceIndex: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9)),
            value: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10))),
            label: v.pipe(v.string(), v.maxLength(8)),
            tilt: finite,
            cocked: v.boolean(),
            position: v.tuple([finite, finite, finite]),
            quaternion: v.tuple([finite, finite, finite, finite]),
            offMat: v.boolean(),
            settled: v.boolean(),
          }),
        ),
        v.maxLength(64),
      ),
      notes: v.pipe(v.array(v.pipe(v.string(), v.maxLength(400))), v.maxLength(16)),
      throwNumber: count,
    }),
  ),
  checksum: v.pipe(v.string(), v.regex(/^[0-9a-f]{8}$/)),
});
