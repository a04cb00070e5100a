import { describe, expect, it } from "vitest";
import { Body, Box, NaiveBroadphase, Plane, Sphere, Vec3, World } from "cannon-es";
import { AwakeBroadphase } from "./awake-broadphase";
import { createRng } from "./rng";

describe("the awake-only broadphase", () => {
  it("finds the same pairs as cannon-es's naive broadphase with bounding boxes", () => {
    const rng = createRng(5);
    for (let trial = 0; trial < 20; trial++) {
      const world = new World();
      const ground = new Body({ type: Body.STATIC, shape: new Plane() });
      ground.quaternion.setFromEuler(-Math.PI / 2, 0, 0);
      ground.aabbNeedsUpdate = true;
      world.addBody(ground);
      world.addBody(new Body({ type: Body.STATIC, shape: new Box(new Vec3(5, 1, 5)), position: new Vec3(0, 0.5, 0) }));
      for (let i = 0; i < 12; i++) {
        const b = new Body({ mass: 1, shape: new Sphere(0.8), position: new Vec3(rng.range(-4, 4), rng.range(-0.5, 3), rng.range(-4, 4)) });
        world.addBody(b);
        if (rng.next() < 0.5) b.sleep();
      }
      const pairs = (bp: NaiveBroadphase | AwakeBroadphase) => {
        bp.useBoundingBoxes = true;
        bp.setWorld(world);
        const p1: Body[] = [];
        const p2: Body[] = [];
        bp.collisionPairs(world, p1, p2);
        return p1.map((a, k) => [a.index, p2[k].index].sort((x, y) => x - y).join("-")).sort();
      };
      expect(pairs(new AwakeBroadphase())).toEqual(pairs(new NaiveBroadphase()));
    }
  });
});
