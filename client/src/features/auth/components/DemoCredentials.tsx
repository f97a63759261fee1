import { useQuery } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { ROLE_LABELS } from "@shared/constants";
import type { DemoCredential } from "@shared/types/auth";
import { demoCredentialsQuery } from "../api";

/** The hint block with test accounts; shown only when the server runs in demo mode. */
export function DemoCredentials({ onPick }: { onPick: (credential: DemoCredential) => void }) {
  const { data } = useQuery(demoCredentialsQuery);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="contas-demo" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="contas-demo" className="mb-2 flex items-center gap-2 font-semibold">
        <KeyRound className="size-4" aria-hidden />
        Contas de demonstração
      </h2>
      <p className="mb-3">Clique em uma conta para preencher o formulário.</p>
      <ul className="space-y-1.5">
        {data.map((credential) => (
          <li key={credential.email}>
            <button
              type="button"
              onClick={() => onPick(credential)}
              // Long addresses wrap anywhere rather than run out of the block on a phone.
              className="w-full rounded-md px-2 py-1 text-left [overflow-wrap:anywhere] hover:bg-amber-100 focus-visible:bg-amber-100"
            >
              <span className="font-medium">{ROLE_LABELS[credential.role]}:</span> {credential.email} /{" "}
              <span className="font-mono">{credential.password}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
