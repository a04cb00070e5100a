// How finely the table's painted textures are painted for this screen. A texture painted for
// one device pixel per CSS pixel is magnified, and so blurred, on a screen with two: there the
// mat and the labels are painted at twice the size (capped at 2, which keeps the mat at
// 2048 px square, a size every WebGL device takes). Each is sampled with mipmaps and the most
// anisotropic filtering the device offers (three.js clamps ANISOTROPY to the device's maximum),
// so the mat stays sharp where the angled view looks across it.
import { LinearMipmapLinearFilter, type Texture } from "three";

/** The filtering asked for; three.js lowers it to what the device supports. */
export const ANISOTROPY = 16;

/** Texels per designed texel: 2 on a screen of more than 1.25 device px per CSS px, else 1. */
export function paintScale(): 1 | 2 {
  const ratio = typeof window === "undefined" ? 1 : window.devicePixelRatio || 1;
  return ratio > 1.25 ? 2 : 1;
}

/** Mipmapped, trilinear and anisotropic sampling for a painted texture seen at an angle. */
export function sharpen<T extends Texture>(texture: T): T {
  texture.generateMipmaps = true;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.anisotropy = ANISOTROPY;
  return texture;
}
