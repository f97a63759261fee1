import { PageHeader } from "@/components/PageHeader";
import { AuditLog } from "@/features/audit/components/AuditLog";

export default function AuditPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Registro de auditoria"
        description="Quem alterou gabaritos, anulou questões, deu notas a dissertativas, excluiu registros ou exportou e apagou dados de alunos."
      />
      <AuditLog />
    </div>
  );
}
