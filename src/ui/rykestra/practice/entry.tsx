// Rykestra practice's screen side for the catalog: its picture, its screen and the further
// practice screens (drills, the skills test, the daily challenge, drill progress).
import { lazy, Suspense } from "react";
import type { GameUi } from "../../screen-types";
import { BONE } from "../../GameIcon";
import { practiceBoard } from "../replay-dress";

/** A daily attempt's goal over its replay, loaded with the replay that needs it. */
const DailyReplayMarks = lazy(() => import("./daily/DailyReplayMarks"));

export const rykestraPracticeUi: GameUi = {
  picture: (
    <>
      <rect x="6" y="6" width="52" height="52" rx="2" fill="#2f6b4f" />
      <path d="M14 50 Q26 30 40 22" fill="none" stroke={BONE} strokeWidth="2" strokeDasharray="3 3" />
      <path d="M40 22 L34 22 M40 22 L38 28" stroke={BONE} strokeWidth="2" strokeLinecap="round" />
      <circle cx="44" cy="18" r="7" fill="none" stroke="#d9a441" strokeWidth="2" />
      <circle cx="44" cy="18" r="2.5" fill="#d9a441" />
    </>
  ),
  load: () => import("./PracticeScreen"),
  replay: {
    mat: practiceBoard,
    marks: (source) => (
      <Suspense fallback={null}>
        <DailyReplayMarks {...source} />
      </Suspense>
    ),
  },
  routes: [
    { path: "/rykestra/practice/drills", title: "Rykestra drills", load: () => import("./drills/DrillsScreen") },
    { path: "/rykestra/practice/skills", title: "Rykestra skills test", load: () => import("./skills/SkillsScreen") },
    { path: "/rykestra/practice/daily", title: "Rykestra daily challenge", load: () => import("./daily/DailyScreen") },
    { path: "/rykestra/practice/progress", title: "Rykestra drill progress", load: () => import("./drills/ProgressScreen") },
  ],
};
