import { useQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Pager, pageCount } from "@/components/Pager";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebouncedValue } from "@/lib/useDebouncedValue";
import { examListQuery, type ExamListView } from "../api";
import { printExam } from "../printExam";
import { ExamCard } from "./ExamCard";
import { ExamFilters } from "./ExamFilters";

const PAGE_SIZE = 24;

/** What an empty list says when nothing is filtered: one's own exams start with a new one, the school's with a colleague sharing. */
const EMPTY = {
  mine: { title: "Nenhuma prova criada ainda", hint: "Crie sua primeira prova para vê-la aqui." },
  school: {
    title: "Nenhuma prova compartilhada ainda",
    hint: "Quando colegas da sua escola compartilharem provas, elas aparecem aqui.",
  },
};

/**
 * One tab of "Minhas Provas": search, status filter, the cards and the pages; the search runs on
 * the server. `mine` lists what the caller manages, `school` what colleagues shared (read-only).
 */
export function ExamList({ view = "mine" }: { view?: ExamListView }) {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("all");
  const [page, setPage] = useState(1);
  const deferredSearch = useDebouncedValue(search.trim());
  const filtered = deferredSearch !== "" || status !== "all";
  const exams = useQuery(examListQuery({ view, search: deferredSearch || undefined, status, page, pageSize: PAGE_SIZE }));
  const pages = pageCount(exams.data?.total ?? 0, PAGE_SIZE);

  const changeFilter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <div className="space-y-6">
      <ExamFilters
        search={search}
        status={status}
        onSearch={(value) => changeFilter(() => setSearch(value))}
        onStatus={(value) => changeFilter(() => setStatus(value))}
      />
      {exams.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-72" />
          ))}
        </div>
      ) : exams.isError ? (
        <p role="alert" className="text-destructive">
          Não foi possível carregar as provas. Tente novamente.
        </p>
      ) : exams.data.items.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-14 text-center">
            <FileText className="size-10 text-muted-foreground" aria-hidden />
            <p className="text-lg font-semibold">{filtered ? "Nenhuma prova encontrada" : EMPTY[view].title}</p>
            <p className="text-muted-foreground">{filtered ? "Tente outra busca ou outro status." : EMPTY[view].hint}</p>
            {!filtered && view === "mine" && (
              <Button asChild>
                <Link href="/create-exam">Nova Prova</Link>
              </Button>
            )}
          </CardContent>
        </Card>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {exams.data.total === 1 ? "1 prova" : `${exams.data.total} provas`}
          </p>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {exams.data.items.map((exam) => (
              <li key={exam.id}>
                <ExamCard exam={exam} onDownload={printExam} />
              </li>
            ))}
          </ul>
          <Pager page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </div>
  );
}
