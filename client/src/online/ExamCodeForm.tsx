import { useState, type FormEvent } from "react";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { PageShell } from "./PageShell";
import { TextField } from "./TextField";

/** The format the server accepts for an exam code (shared/schemas/applications.ts, `examCodeParam`). */
const EXAM_CODE = /^[A-Z0-9]{4,12}$/;

/** `/online` without a code: the student types the one the teacher wrote on the board. */
export function ExamCodeForm({ onSubmit }: { onSubmit: (code: string) => void }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.replace(/\s+/g, "").toUpperCase();
    if (!value) return setError("Informe o código da prova");
    if (!EXAM_CODE.test(value)) return setError("Código da prova inválido");
    onSubmit(value);
  }

  return (
    <PageShell>
      <Card>
        <CardContent className="space-y-5 pt-6">
          <div className="space-y-1">
            <h1 className="text-2xl font-bold tracking-tight">Prova online</h1>
            <p className="text-muted-foreground">Digite o código da prova informado pelo professor ou leia o QR Code da prova.</p>
          </div>
          <form noValidate onSubmit={submit} className="space-y-4">
            <TextField
              id="exam-code"
              label="Código da prova"
              code
              error={error}
              value={code}
              onValueChange={(value) => {
                setCode(value);
                setError(null);
              }}
            />
            <Button type="submit" size="lg" className="w-full text-base">
              Continuar
              <ArrowRight aria-hidden />
            </Button>
          </form>
        </CardContent>
      </Card>
    </PageShell>
  );
}
