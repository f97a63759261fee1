import { useEffect, useState } from "react";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Countdown } from "@/features/exams/components/online/Countdown";
import { HeaderCard } from "@/features/exams/components/online/ExamHeaderCard";
import { OnlineFooter } from "@/features/exams/components/online/OnlineFooter";
import { OnlineHeaderBar } from "@/features/exams/components/online/OnlineHeaderBar";
import { OnlineQuestion } from "@/features/exams/components/online/OnlineQuestion";
import { FinishDialog } from "./FinishDialog";
import { Notice } from "./Notice";
import { SaveStatus } from "./SaveStatus";
import { OFFLINE_MESSAGE, useAttempt, type AttemptHandlers, type LoadedAttempt } from "./useAttempt";

const DRAFT_MESSAGE_MS = 4_000;

/** The exam being answered: the staff preview's screen, with the server's clock and saving. */
export function AttemptScreen({
  loaded,
  onFinished,
  onSignedOut,
  onLeave,
}: AttemptHandlers & { loaded: LoadedAttempt; onLeave: () => void }) {
  const { attempt, exam } = loaded.view;
  const session = useAttempt({ loaded, onFinished, onSignedOut });
  const [confirming, setConfirming] = useState(false);
  const [draftMessage, setDraftMessage] = useState<string | null>(null);
  const total = exam.questions.length;

  useEffect(() => {
    if (!draftMessage) return;
    const timer = setTimeout(() => setDraftMessage(null), DRAFT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [draftMessage]);

  async function saveDraft() {
    setDraftMessage(null);
    const outcome = await session.saveDraft();
    if (outcome === "saved") setDraftMessage("Respostas salvas");
    if (outcome === "offline") setDraftMessage(OFFLINE_MESSAGE);
  }

  const lines = [{ label: "Nome do aluno", value: attempt.studentName, wide: true }];
  if (exam.gradeLevelName) lines.push({ label: "Série", value: exam.gradeLevelName, wide: false });
  if (attempt.className) lines.push({ label: "Turma", value: attempt.className, wide: false });

  return (
    <main className="mx-auto max-w-4xl space-y-4 px-3 pb-10 sm:space-y-6 sm:px-6 sm:pt-4">
      <OnlineHeaderBar
        exam={exam}
        answered={session.answeredCount}
        total={total}
        preview={false}
        className="top-0 rounded-t-none border-t-0 sm:top-2 sm:rounded-t-lg sm:border-t"
        clock={
          <Countdown
            key={session.clock.deadline}
            seconds={session.clock.seconds}
            running
            onExpire={() => void session.expire()}
          />
        }
        status={<SaveStatus state={session.saveState} />}
      />

      <HeaderCard logo={exam.schoolLogo} schoolName={exam.schoolName} examCode={null} lines={lines}>
        {exam.description && <p className="text-sm whitespace-pre-line text-muted-foreground">{exam.description}</p>}
        <Button variant="link" className="h-auto p-0 text-sm" onClick={onLeave}>
          <LogOut aria-hidden />
          Não é você? Sair
        </Button>
      </HeaderCard>

      <ol className="space-y-4 sm:space-y-5">
        {exam.questions.map((question, index) => {
          const answer = session.answers[question.id];
          return (
            <li key={question.id}>
              <OnlineQuestion
                question={question}
                number={index + 1}
                answer={answer?.selectedOptionId ?? undefined}
                onAnswer={(optionId) => session.choose(question.id, optionId)}
                textAnswer={answer?.textAnswer ?? ""}
                onTextAnswer={(text) => session.write(question.id, text)}
                response={answer?.response ?? null}
                onResponse={(response, typing) => session.respond(question.id, response, typing)}
              />
            </li>
          );
        })}
      </ol>

      {session.notice && (
        <Notice tone="warning" role="alert">
          <p>{session.notice}</p>
        </Notice>
      )}
      <div>
        <p role="status" className="mb-2 min-h-5 text-center text-sm font-medium">
          {draftMessage}
        </p>
        <OnlineFooter
          answered={session.answeredCount}
          total={total}
          onSaveDraft={() => void saveDraft()}
          onFinish={() => setConfirming(true)}
          finishing={session.finishing}
        />
      </div>
      <FinishDialog
        open={confirming}
        answered={session.answeredCount}
        total={total}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void session.finish();
        }}
      />
    </main>
  );
}
