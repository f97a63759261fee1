import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

export function Hero() {
  return (
    <section className="bg-gradient-to-b from-blue-50 to-background">
      <div className="mx-auto max-w-4xl px-6 py-20 text-center">
        <p className="mb-4 text-sm font-semibold tracking-[0.2em] text-primary">SISTEMA DE AVALIAÇÕES INTELIGENTES</p>
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          A plataforma completa para criar, gerenciar e aplicar provas
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
          Monte provas em minutos com um banco de questões compartilhado, imprima ou aplique online e acompanhe o desempenho das
          turmas — tudo em um só lugar, pensado para as escolas brasileiras.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button size="lg" asChild>
            <Link href="/login">
              Começar Agora
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </Button>
          {/* The spec gives this button no action. */}
          <Button size="lg" variant="outline" type="button">
            Saiba Mais
          </Button>
        </div>
      </div>
    </section>
  );
}
