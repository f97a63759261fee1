import { Gauge, Sparkles, Zap, type LucideIcon } from "lucide-react";

const BENEFITS: Array<{ icon: LucideIcon; title: string; description: string }> = [
  {
    icon: Sparkles,
    title: "Simplicidade",
    description: "Interface clara, em português, que qualquer professor usa sem treinamento.",
  },
  {
    icon: Gauge,
    title: "Qualidade",
    description: "Provas bem formatadas, com descritores SAEB e questões revisadas pela equipe.",
  },
  { icon: Zap, title: "Eficiência", description: "Menos tempo montando provas, mais tempo acompanhando a aprendizagem." },
];

export function Benefits() {
  return (
    <section aria-labelledby="beneficios" className="bg-muted/60">
      <div className="mx-auto max-w-6xl px-6 py-16">
        <h2 id="beneficios" className="text-center text-3xl font-bold tracking-tight">
          Por que escolher a nossa plataforma
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="text-center">
              <span
                className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground"
                aria-hidden
              >
                <benefit.icon className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-muted-foreground">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
