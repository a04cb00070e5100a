// A replay of a daily challenge's attempt draws the day's goal, as the daily page did (the log
// holds the dice, not the goal; daily-goal.ts says which day's, if any).
import { dayAt } from "../../../../games/rykestra/practice/daily";
import { GoalMarks } from "../drills/GoalMarks";
import { dailyGoalOf } from "./daily-goal";

export default function DailyReplayMarks({ options, daily }: { options: unknown; daily?: string }) {
  const drill = dailyGoalOf(options, daily, dayAt(Date.now()));
  return drill && <GoalMarks drill={drill} />;
}
