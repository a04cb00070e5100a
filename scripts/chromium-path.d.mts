export function chromiumPath(): string | undefined;
export function softwareGl(): "llvmpipe" | "swiftshader";
export function softwareGlArgs(gl?: "llvmpipe" | "swiftshader"): string[];
