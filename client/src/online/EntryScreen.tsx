import { useEffect, useState } from "react";
import type { AttemptEntry, OnlineExamEntry } from "@shared/types/online";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { onlineApi } from "./api";
import { EntryForm } from "./EntryForm";
import { formatDateTime } from "@/lib/format";
import { Notice } from "./Notice";
import { PageShell } from "./PageShell";

type Loading = { state: "loading" } | { state: "ready"; exam: OnlineExamEntry } | { state: "failed"; error: Error };

/** The exam as the QR code opens it: which exam, whether it is open, and the form to enter it. */
export function EntryScreen({
  examCode,
  notice,
  onEntered,
  onOtherCode,
}: {
  examCode: string;
  /** Why the student is here again (the saved key stopped working). */
  notice: string | null;
  onEntered: (entry: AttemptEntry, receivedAt: number) => void;
  onOtherCode: () => void;
}) {
  const [loading, setLoading] = useState<Loading>({ state: "loading" });
  const [tries, setTries] = useState(0);

  useEffect(() => {
    let current = true;
    onlineApi.entry(examCode).then(
      (exam) => current && setLoading({ state: "ready", exam }),
      (error: Error) => current && setLoading({ state: "failed", error }),
    );
    return () => {
      current = false;
    };
  }, [examCode, tries]);

  const otherCode = (
    <Button variant="link" className="h-auto w-full py-2 text-base" onClick={onOtherCode}>
      Digitar outro código de prova
    </Button>
  );

  return (
    <PageShell>
      {notice && (
        <Notice tone="warning" role="alert">
          <p>{notice}</p>
        </Notice>
      )}
      {loading.state === "loading" && (
        <div className="py-12 text-center">
          <Spinner label="Carregando prova..." className="text-base" />
        </div>
      )}
      {loading.state === "failed" && (
        <Card>
          <CardContent className="space-y-4 pt-6">
            <h1 className="text-xl font-bold">
              {loading.error instanceof ApiError && loading.error.status === 404
                ? "Prova não encontrada"
                : "Não foi possível abrir a prova"}
            </h1>
            <p role="alert">{loading.error.message}</p>
            {!(loading.error instanceof ApiError && loading.error.status < 500) && (
              <Button size="lg" className="w-full" onClick={() => setTries((count) => count + 1)}>
                Tentar novamente
              </Button>
            )}
            {otherCode}
          </CardContent>
        </Card>
      )}
      {loading.state === "ready" && (
        <Card>
          <CardContent className="space-y-5 pt-6">
            <ExamSummary exam={loading.exam} />
            <Availability exam={loading.exam} onEntered={onEntered} />
          </CardContent>
        </Card>
      )}
      {loading.state === "ready" && otherCode}
    </PageShell>
  );
}

function ExamSummary({ exam }: { exam: OnlineExamEntry }) {
  return (
    <div className="space-y-3">
      {(exam.schoolLogo || exam.schoolName) && (
        <div className="flex items-center gap-3">
          {exam.schoolLogo && (
            <img src={exam.schoolLogo} alt="Logotipo da escola" className="h-12 w-auto max-w-28 object-contain" />
          )}
          {exam.schoolName && <p className="min-w-0 font-semibold break-words">{exam.schoolName}</p>}
        </div>
      )}
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight break-words">{exam.title}</h1>
        <p className="text-muted-foreground">
          {[exam.subject, exam.gradeLevelName].filter(Boolean).join(" · ")}
          <span className="sr-only">,</span>
          <span className="block">
            Código: <span className="font-mono font-semibold tracking-wider text-foreground">{exam.examCode}</span>
          </span>
        </p>
      </div>
    </div>
  );
}

function Availability({
  exam,
  onEntered,
}: {
  exam: OnlineExamEntry;
  onEntered: (entry: AttemptEntry, receivedAt: number) => void;
}) {
  if (exam.availability === "scheduled") {
    return (
      <Notice>
        <p className="font-semibold">Esta prova ainda não começou.</p>
        {exam.opensAt && <p>Ela abre em {formatDateTime(exam.opensAt)}. Volte a esta página nesse horário.</p>}
      </Notice>
    );
  }
  if (exam.availability === "closed") {
    return (
      <Notice tone="warning">
        <p className="font-semibold">Esta prova não está aberta no momento.</p>
        <p>Ela não está sendo aplicada agora. Em caso de dúvida, fale com seu professor.</p>
      </Notice>
    );
  }
  return <EntryForm examCode={exam.examCode} allowAnonymous={exam.allowAnonymous} onEntered={onEntered} />;
}
