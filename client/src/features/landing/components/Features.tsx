import { BarChart3, Building2, FilePlus2, Library, Settings2, ShieldCheck, type LucideIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const FEATURES: Array<{ icon: LucideIcon; title: string; description: string }> = [
  {
    icon: FilePlus2,
    title: "Criação de Provas",
    description: "Monte provas com questões de múltipla escolha e dissertativas, com imagens, pontuação e descritores.",
  },
  {
    icon: Library,
    title: "Banco de Questões",
    description: "Organize questões por matéria, série, dificuldade e categorias, e reutilize-as em qualquer prova.",
  },
  {
    icon: BarChart3,
    title: "Relatórios e Análises",
    description: "Acompanhe indicadores de uso e de desempenho para apoiar as decisões pedagógicas.",
  },
  {
    icon: Building2,
    title: "Gestão Organizacional",
    description: "Escolas, turmas e usuários em uma hierarquia de uniões, associações e escolas.",
  },
  {
    icon: ShieldCheck,
    title: "Controle de Acesso",
    description: "Permissões por perfil para professores, coordenadores, diretores e administradores.",
  },
  {
    icon: Settings2,
    title: "Configurações Flexíveis",
    description: "Cabeçalhos personalizados com logotipo, opções de impressão e aplicação online.",
  },
];

export function Features() {
  return (
    <section aria-labelledby="recursos" className="mx-auto max-w-6xl px-6 py-16">
      <h2 id="recursos" className="text-center text-3xl font-bold tracking-tight">
        Tudo o que a sua escola precisa para avaliar
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title}>
            <Card className="h-full">
              <CardHeader>
                <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary" aria-hidden>
                  <feature.icon className="size-5" />
                </span>
                <CardTitle>{feature.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <CardDescription>{feature.description}</CardDescription>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
