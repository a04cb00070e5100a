// Dice collision sounds, synthesised: a burst of filtered noise per impact. Harder impacts
// are louder; die–die clicks are bright and short, felt thuds are dull, wood knocks ring a
// little. Rate-limited so a handful of dice rattling does not become a roar.

export type ImpactSurface = "die-die" | "die-felt" | "die-wall" | "die-wood";

interface Voice {
  readonly type: BiquadFilterType;
  readonly freq: number;
  readonly q: number;
  /** Seconds to fall by 60 dB. */
  readonly decay: number;
  readonly level: number;
  /** A short sine under the noise, for a knock with some body (Hz; 0 for none). */
  readonly tone: number;
}

const VOICES: Record<ImpactSurface, Voice> = {
  "die-die": { type: "bandpass", freq: 3400, q: 4, decay: 0.035, level: 0.9, tone: 0 },
  "die-felt": { type: "lowpass", freq: 650, q: 0.7, decay: 0.05, level: 0.55, tone: 0 },
  "die-wood": { type: "bandpass", freq: 1500, q: 2.5, decay: 0.08, level: 0.8, tone: 520 },
  "die-wall": { type: "bandpass", freq: 1050, q: 2, decay: 0.09, level: 0.75, tone: 340 },
};

/** cm/s of impact speed that plays at full loudness. */
const FULL_SPEED = 160;
/** Impacts softer than this are inaudible anyway. */
const MIN_SPEED = 3;
/** At most this many sounds in any 100 ms, and none closer than 8 ms apart. */
const MAX_PER_WINDOW = 6;
const WINDOW = 0.1;
const MIN_GAP = 0.008;

export function surfaceOf(kinds: string | readonly string[]): ImpactSurface {
  const k = typeof kinds === "string" ? kinds : [...kinds].sort().join("-");
  if (k.includes("felt")) return "die-felt";
  if (k.includes("wall")) return "die-wall";
  if (k.includes("wood")) return "die-wood";
  return "die-die";
}

/** Loudness 0–1 for an impact speed in cm/s. */
export function loudness(speed: number): number {
  if (speed < MIN_SPEED) return 0;
  return Math.min(1, Math.pow(speed / FULL_SPEED, 1.3));
}

export class ImpactSounds {
  private ctx: AudioContext | null = null;
  private master: GainNode | null = null;
  private noise: AudioBuffer | null = null;
  private recent: number[] = [];
  private muted = false;
  private volume = 0.8;
  private unlocked = false;

  /** Browsers start audio only after a gesture: call this from one (a press, a key). */
  unlock(): void {
    this.unlocked = true;
    if (!this.muted) this.ensure()?.resume().catch(() => undefined);
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    if (this.master) this.master.gain.value = muted ? 0 : this.volume;
  }

  setVolume(volume: number): void {
    this.volume = volume;
    if (this.master && !this.muted) this.master.gain.value = volume;
  }

  play(speed: number, kinds: string | readonly string[]): void {
    if (this.muted || !this.unlocked) return;
    const gain = loudness(speed);
    if (gain <= 0.01) return;
    const ctx = this.ensure();
    if (!ctx || !this.master || !this.noise || ctx.state !== "running") return;
    const now = ctx.currentTime;
    this.recent = this.recent.filter((t) => now - t < WINDOW);
    if (this.recent.length >= MAX_PER_WINDOW) return;
    if (this.recent.length > 0 && now - this.recent[this.recent.length - 1] < MIN_GAP) return;
    this.recent.push(now);

    const v = VOICES[surfaceOf(kinds)];
    const src = ctx.createBufferSource();
    src.buffer = this.noise;
    src.playbackRate.value = 0.9 + Math.random() * 0.2; // cosmetic variety only; never gameplay
    const filter = ctx.createBiquadFilter();
    filter.type = v.type;
    filter.frequency.value = v.freq * (0.92 + 0.16 * Math.random());
    filter.Q.value = v.q;
    const env = ctx.createGain();
    const peak = gain * v.level;
    env.gain.setValueAtTime(0.0001, now);
    env.gain.exponentialRampToValueAtTime(peak, now + 0.002);
    env.gain.exponentialRampToValueAtTime(0.0001, now + v.decay);
    src.connect(filter).connect(env).connect(this.master);
    src.start(now, Math.random() * 0.1, v.decay + 0.02);
    if (v.tone > 0) {
      const osc = ctx.createOscillator();
      osc.frequency.value = v.tone * (0.95 + 0.1 * Math.random());
      const og = ctx.createGain();
      og.gain.setValueAtTime(0.0001, now);
      og.gain.exponentialRampToValueAtTime(peak * 0.35, now + 0.003);
      og.gain.exponentialRampToValueAtTime(0.0001, now + v.decay * 1.2);
      osc.connect(og).connect(this.master);
      osc.start(now);
      osc.stop(now + v.decay * 1.2 + 0.02);
    }
  }

  dispose(): void {
    this.ctx?.close().catch(() => undefined);
    this.ctx = null;
    this.master = null;
  }

  private ensure(): AudioContext | null {
    if (this.ctx) return this.ctx;
    const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return null;
    try {
      const ctx = new Ctor();
      const master = ctx.createGain();
      master.gain.value = this.muted ? 0 : this.volume;
      master.connect(ctx.destination);
      const len = Math.floor(ctx.sampleRate * 0.25);
      const noise = ctx.createBuffer(1, len, ctx.sampleRate);
      const data = noise.getChannelData(0);
      for (let i = 0; i < len; i++) data[i] = Math.random() * 2 - 1;
      this.ctx = ctx;
      this.master = master;
      this.noise = noise;
      return ctx;
    } catch {
      return null;
    }
  }
}
