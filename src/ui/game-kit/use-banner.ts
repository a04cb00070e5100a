// The banner a screen shows for the latest change of its game: `bannerFor` looks at the state
// before and after and names the news (or "clear" to take the banner down). Derived while
// rendering, so no effect runs late and the same words twice still show again.
import { useState } from "react";
import { nextBanner, type Banner } from "./banner";

export type BannerNews = Omit<Banner, "key"> | "clear" | null;

export function useBanner<S>(game: S, bannerFor: (before: S, after: S) => BannerNews): Banner | null {
  const [seen, setSeen] = useState<{ game: S; banner: Banner | null }>({ game, banner: null });
  if (seen.game === game) return seen.banner;
  const news = bannerFor(seen.game, game);
  const banner = news === "clear" ? null : news ? nextBanner(seen.banner, news) : seen.banner;
  setSeen({ game, banner });
  return banner;
}
