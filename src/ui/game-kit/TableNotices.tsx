// Words laid over the 3D table: a toast saying what to do now, or a banner announcing what
// just happened (it plays its animation again for every new banner).
import type { Banner } from "./banner";

export function TableToast({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="table-toast" role="note">
      {text}
    </p>
  );
}

export function TableBanner({ banner }: { banner: Banner | null }) {
  if (!banner) return null;
  return (
    <p key={banner.key} className={`table-banner table-banner--${banner.tone}`} role="presentation">
      {banner.text}
    </p>
  );
}
