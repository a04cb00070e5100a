import "./page-errors";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import "./ui/styles.css";
import "./ui/table-screen.css";
import "./ui/phone.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
void import("./physics-lab/expose");
void import("./ui/replay/replay-lab");
