import { PageHeader } from "@/components/PageHeader";
import { OrganizationTabs } from "@/features/organizations/components/OrganizationTabs";

export default function OrganizationsPage() {
  return (
    <div>
      <PageHeader title="Organizações" description="Uniões, associações, escolas, níveis de ensino e turmas da rede de ensino." />
      <OrganizationTabs />
    </div>
  );
}
