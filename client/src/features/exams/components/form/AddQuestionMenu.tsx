import { ChevronDown, Plus } from "lucide-react";
import { useRef } from "react";
import { QUESTION_TYPE_LABELS } from "@shared/constants";
import { SPEC_TYPES, type SpecType } from "@shared/questionTypes/spec";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

/** One line a teacher reads to pick the type. */
const TYPE_HINTS: Record<SpecType, string> = {
  multiple_response: "Mais de uma alternativa correta",
  true_false: "Afirmações marcadas V ou F",
  right_wrong: "Itens julgados C ou E, estilo Cebraspe",
  summation: "Proposições 01, 02, 04...: o aluno responde a soma",
  numeric: "Um número, com tolerância e unidade",
  matching: "Ligar cada item à sua resposta",
  ordering: "Pôr os itens na ordem certa",
  short_answer: "Uma palavra ou expressão, corrigida sozinha",
};

/** 'Adicionar outro tipo': the types beyond multiple choice and essay, each with what it is. */
export function AddQuestionMenu({ onAdd }: { onAdd: (type: SpecType) => void }) {
  // Once a type is chosen, focus goes to the new question's text, not back to this button.
  const added = useRef(false);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline">
          <Plus aria-hidden />
          Adicionar outro tipo
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="w-80"
        onCloseAutoFocus={(event) => {
          if (added.current) event.preventDefault();
          added.current = false;
        }}
      >
        {SPEC_TYPES.map((type) => (
          <DropdownMenuItem
            key={type}
            onSelect={() => {
              added.current = true;
              onAdd(type);
            }}
            className="flex-col items-start gap-0.5"
          >
            <span className="font-medium">{QUESTION_TYPE_LABELS[type]}</span>
            <span className="text-xs text-muted-foreground">{TYPE_HINTS[type]}</span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
