import { Info } from "lucide-react";

/** The info box of the login screen: what each role can do. */
export function RoleAccessInfo() {
  return (
    <section
      aria-labelledby="acesso-por-perfil"
      className="rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950"
    >
      <h2 id="acesso-por-perfil" className="mb-2 flex items-center gap-2 font-semibold">
        <Info className="size-4" aria-hidden />
        Acesso por perfil
      </h2>
      <ul className="list-inside list-disc space-y-1">
        <li>
          <strong>Professor:</strong> cria e gerencia provas e usa o banco de questões.
        </li>
        <li>
          <strong>Coordenador:</strong> acompanha as provas e os resultados das turmas.
        </li>
        <li>
          <strong>Diretor:</strong> tem a visão geral da escola e gerencia as turmas.
        </li>
        <li>
          <strong>Administrador:</strong> cadastra usuários e configura o sistema.
        </li>
      </ul>
    </section>
  );
}
