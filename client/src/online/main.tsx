import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { OnlineApp } from "./OnlineApp";
import "../index.css";

// The student page is its own entry (online.html): none of the staff app loads on a student's phone.
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <OnlineApp />
  </StrictMode>,
);
