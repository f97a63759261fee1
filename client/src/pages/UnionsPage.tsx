import { PageHeader } from "@/components/PageHeader";
import { UnionList } from "@/features/organizations/components/UnionList";

export default function UnionsPage() {
  return (
    <div>
      <PageHeader title="Gestão de Uniões" description="Cadastre e mantenha as uniões da rede." />
      <UnionList variant="page" />
    </div>
  );
}
