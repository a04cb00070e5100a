import "./game-kit.css";
export { EventLog } from "./EventLog";
export { GameLayout } from "./GameLayout";
export { PlayerSetup } from "./PlayerSetup";
export { RulesButton, RulesView } from "./RulesView";
export { WinnerPanel } from "./WinnerPanel";
export { SEAT_COLOURS, defaultPlayers, type PlayerSpec, type SeatColour } from "./players";
