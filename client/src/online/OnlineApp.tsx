import { useEffect, useState } from "react";
import type { AttemptView } from "@shared/types/online";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { onlineApi } from "./api";
import { AttemptScreen } from "./AttemptScreen";
import { EntryScreen } from "./EntryScreen";
import { ExamCodeForm } from "./ExamCodeForm";
import { FinishedScreen } from "./FinishedScreen";
import { useExamCode } from "./navigation";
import { PageShell } from "./PageShell";
import { attemptTokens } from "./storage";
import type { LoadedAttempt } from "./useAttempt";

type Stage =
  | { name: "entry"; notice: string | null }
  | { name: "resuming"; token: string }
  | { name: "resume-failed"; token: string; message: string }
  | { name: "answering"; loaded: LoadedAttempt }
  | { name: "finished"; view: AttemptView; notice: string | null };

/** The student page: `/online` asks for the exam code, `/online/<CODE>` opens that exam. */
export function OnlineApp() {
  const [examCode, go] = useExamCode();
  if (!examCode) return <ExamCodeForm onSubmit={go} />;
  return <ExamPage key={examCode} examCode={examCode} onOtherCode={() => go(null)} />;
}

const stageFor = (loaded: LoadedAttempt): Stage =>
  loaded.view.attempt.status === "submitted"
    ? { name: "finished", view: loaded.view, notice: null }
    : { name: "answering", loaded };

/** One exam on this device: resumes the attempt it already entered, or shows the entry screen. */
function ExamPage({ examCode, onOtherCode }: { examCode: string; onOtherCode: () => void }) {
  const [stage, setStage] = useState<Stage>(() => {
    const token = attemptTokens.read(examCode);
    return token ? { name: "resuming", token } : { name: "entry", notice: null };
  });

  const resumingToken = stage.name === "resuming" ? stage.token : null;
  useEffect(() => {
    if (!resumingToken) return;
    let current = true;
    onlineApi.attempt(resumingToken).then(
      (view) => current && setStage(stageFor({ token: resumingToken, view, receivedAt: Date.now() })),
      (error: Error) => {
        if (!current) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 404)) {
          attemptTokens.forget(examCode);
          setStage({ name: "entry", notice: null });
        } else {
          setStage({ name: "resume-failed", token: resumingToken, message: error.message });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [examCode, resumingToken]);

  /** Forgets this device's key to the attempt; the answers are on the server (or queued by attempt). */
  const signOut = (notice: string | null) => {
    attemptTokens.forget(examCode);
    setStage({ name: "entry", notice });
    window.scrollTo(0, 0);
  };

  switch (stage.name) {
    case "entry":
      return (
        <EntryScreen
          examCode={examCode}
          notice={stage.notice}
          onOtherCode={onOtherCode}
          onEntered={({ token, ...view }, receivedAt) => {
            attemptTokens.save(examCode, token);
            setStage(stageFor({ token, view, receivedAt }));
          }}
        />
      );
    case "resuming":
      return (
        <PageShell>
          <div className="py-12 text-center">
            <Spinner label="Abrindo sua prova..." className="text-base" />
          </div>
        </PageShell>
      );
    case "resume-failed":
      return (
        <PageShell>
          <Card>
            <CardContent className="space-y-4 pt-6">
              <h1 className="text-xl font-bold">Não foi possível abrir sua prova</h1>
              <p role="alert">{stage.message}</p>
              <p className="text-sm text-muted-foreground">Suas respostas já salvas não se perdem.</p>
              <Button size="lg" className="w-full" onClick={() => setStage({ name: "resuming", token: stage.token })}>
                Tentar novamente
              </Button>
            </CardContent>
          </Card>
        </PageShell>
      );
    case "answering":
      return (
        <AttemptScreen
          loaded={stage.loaded}
          onFinished={(view, notice) => {
            setStage({ name: "finished", view, notice });
            window.scrollTo(0, 0);
          }}
          onSignedOut={(message) => signOut(message)}
          onLeave={() => signOut(null)}
        />
      );
    case "finished":
      return <FinishedScreen view={stage.view} notice={stage.notice} onLeave={() => signOut(null)} />;
  }
}
