import { Link } from "wouter";
import { Button } from "@/components/ui/button";

export function CallToAction() {
  return (
    <section className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-4xl px-6 py-16 text-center">
        <h2 className="text-3xl font-bold tracking-tight">Pronto para transformar as avaliações da sua escola?</h2>
        <p className="mt-4 text-lg text-blue-100">Comece hoje e crie sua primeira prova em poucos minutos.</p>
        <Button size="lg" variant="secondary" className="mt-8" asChild>
          <Link href="/login">Começar Gratuitamente</Link>
        </Button>
      </div>
    </section>
  );
}
