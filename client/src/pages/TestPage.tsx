import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, XCircle } from "lucide-react";
import { PageHeader } from "@/components/PageHeader";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { systemStatusQuery } from "@/features/system/api";

/** A small system status: is the API reachable, which database, which version. */
export default function TestPage() {
  const status = useQuery(systemStatusQuery);
  const rows = status.data
    ? [
        ["API", "Disponível"],
        ["Banco de dados", status.data.database === "embedded" ? "Embutido (PGlite)" : "Servidor PostgreSQL"],
        ["Versão do banco", status.data.databaseVersion],
        ["Tempo de resposta do banco", `${status.data.databaseLatencyMs.toLocaleString("pt-BR")} ms`],
        ["Versão do sistema", status.data.version],
      ]
    : [];

  return (
    <div className="max-w-2xl">
      <PageHeader
        title="Status do Sistema"
        description="Verificação rápida do funcionamento do servidor e do banco de dados."
        actions={
          <Button variant="outline" onClick={() => void status.refetch()} disabled={status.isFetching}>
            Verificar novamente
          </Button>
        }
      />
      <Card>
        <CardContent className="pt-6">
          {status.isPending ? (
            <Spinner label="Verificando..." />
          ) : status.isError ? (
            <p role="alert" className="flex items-center gap-2 text-destructive">
              <XCircle className="size-5" aria-hidden />
              API indisponível: não foi possível falar com o servidor.
            </p>
          ) : (
            <dl className="divide-y">
              {rows.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 py-3">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="flex items-center gap-2 font-medium">
                    {label === "API" && <CheckCircle2 className="size-4 text-green-700" aria-hidden />}
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
