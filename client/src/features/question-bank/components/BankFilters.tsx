import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { BankOrigin, QuestionType, DifficultyLevel } from "@shared/constants";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { gradeLevelsQuery } from "@/features/organizations/api";
import type { BankFilters as BankQueryFilters } from "../api";
import { DIFFICULTY_CHOICES, FILTER_SUBJECTS, ORIGIN_CHOICES, TYPE_CHOICES } from "./bankChoices";

/** Radix refuses an empty item value, so "no filter" is this value on screen and is dropped from the query. */
const ALL = "all";

export interface BankFilterValues {
  origin: string;
  subject: string;
  gradeLevelId: string;
  difficultyLevel: string;
  questionType: string;
}

export const NO_FILTERS: BankFilterValues = {
  origin: ALL,
  subject: ALL,
  gradeLevelId: ALL,
  difficultyLevel: ALL,
  questionType: ALL,
};

export function hasFilters(values: BankFilterValues): boolean {
  return Object.values(values).some((value) => value !== ALL);
}

/** The screen's choices as the list's query parameters. */
export function toQueryFilters(values: BankFilterValues): BankQueryFilters {
  const set = (value: string) => (value === ALL ? undefined : value);
  return {
    origin: set(values.origin) as BankOrigin | undefined,
    subject: set(values.subject),
    gradeLevelId: set(values.gradeLevelId),
    difficultyLevel: set(values.difficultyLevel) as DifficultyLevel | undefined,
    questionType: set(values.questionType) as QuestionType | undefined,
  };
}

function FilterSelect({
  id,
  label,
  value,
  allLabel,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  allLabel: string;
  choices: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {choices.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {choice.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** Origin (whose items), subject, grade level, difficulty and type: the filters of the list, the search and the picker. */
export function BankFilters({ value, onChange }: { value: BankFilterValues; onChange: (value: BankFilterValues) => void }) {
  const id = useId();
  const gradeLevels = useQuery(gradeLevelsQuery());
  const change = (field: keyof BankFilterValues) => (next: string) => onChange({ ...value, [field]: next });

  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <FilterSelect
        id={`${id}-origin`}
        label="Origem"
        value={value.origin}
        allLabel="Todas"
        choices={ORIGIN_CHOICES}
        onChange={change("origin")}
      />
      <FilterSelect
        id={`${id}-subject`}
        label="Matéria"
        value={value.subject}
        allLabel="Todas"
        choices={FILTER_SUBJECTS.map((subject) => ({ value: subject, label: subject }))}
        onChange={change("subject")}
      />
      <FilterSelect
        id={`${id}-grade`}
        label="Série"
        value={value.gradeLevelId}
        allLabel="Todas"
        choices={(gradeLevels.data ?? []).map((level) => ({ value: level.id, label: level.name }))}
        onChange={change("gradeLevelId")}
      />
      <FilterSelect
        id={`${id}-difficulty`}
        label="Dificuldade"
        value={value.difficultyLevel}
        allLabel="Todas"
        choices={DIFFICULTY_CHOICES}
        onChange={change("difficultyLevel")}
      />
      <FilterSelect
        id={`${id}-type`}
        label="Tipo"
        value={value.questionType}
        allLabel="Todos"
        choices={TYPE_CHOICES}
        onChange={change("questionType")}
      />
    </div>
  );
}
