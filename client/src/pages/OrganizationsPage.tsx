import { ComingSoon } from "@/components/ComingSoon";

export default function OrganizationsPage() {
  return <ComingSoon title="Organizações" description="Uniões, associações, escolas, níveis de ensino e turmas" />;
}
