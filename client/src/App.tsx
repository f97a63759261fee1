import { useEffect, useState } from "react";

/** Start page until the full interface arrives: shows that the server and database answer. */
export function App() {
  const [status, setStatus] = useState<"verificando" | "ok" | "erro">("verificando");

  useEffect(() => {
    fetch("/api/health")
      .then((response) => setStatus(response.ok ? "ok" : "erro"))
      .catch(() => setStatus("erro"));
  }, []);

  return (
    <main style={{ fontFamily: "system-ui, sans-serif", maxWidth: 640, margin: "4rem auto", padding: "0 1rem" }}>
      <p style={{ letterSpacing: "0.2em", fontSize: 12, color: "#2563eb", fontWeight: 700 }}>AVALIAÇÕES INTELIGENTES</p>
      <h1>Sistema de Avaliações</h1>
      <p>Plataforma completa para criar, gerenciar e aplicar provas.</p>
      <p>
        Servidor:{" "}
        {status === "verificando" ? "verificando..." : status === "ok" ? "em funcionamento" : "indisponível"}
      </p>
    </main>
  );
}
