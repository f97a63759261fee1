import { ComingSoon } from "@/components/ComingSoon";

export default function UnionsPage() {
  return <ComingSoon title="Gestão de Uniões" description="Cadastre e mantenha as uniões da rede" />;
}
