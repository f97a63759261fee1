import type { DifficultyLevel } from "@shared/constants";
import type { QuestionDefaults } from "../api";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { DIFFICULTY_CHOICES, FILTER_SUBJECTS, IMPORT_GRADES } from "./bankChoices";

export const EMPTY_QUESTION_DEFAULTS: QuestionDefaults = { subject: "", grade: "", difficulty: "medium" };

/**
 * A printed exam, or a file from Moodle or another platform, has no columns for our subjects and
 * grades, so the teacher says once what all its questions are.
 */
export function QuestionDefaultsFields({
  legend,
  value,
  onChange,
  errors,
}: {
  legend: string;
  value: QuestionDefaults;
  onChange: (value: QuestionDefaults) => void;
  errors: { subject?: string; grade?: string };
}) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-4 md:grid-cols-3">
        <FormField id="import-subject" label="Matéria" error={errors.subject}>
          <Input
            id="import-subject"
            list="import-subject-suggestions"
            autoComplete="off"
            placeholder="Ex.: Matemática"
            aria-invalid={Boolean(errors.subject)}
            value={value.subject}
            onChange={(event) => onChange({ ...value, subject: event.target.value })}
          />
          <datalist id="import-subject-suggestions">
            {FILTER_SUBJECTS.map((subject) => (
              <option key={subject} value={subject} />
            ))}
          </datalist>
        </FormField>
        <FormField id="import-grade" label="Série" error={errors.grade}>
          <Select value={value.grade} onValueChange={(grade) => onChange({ ...value, grade })}>
            <SelectTrigger id="import-grade" aria-invalid={Boolean(errors.grade) || undefined}>
              <SelectValue placeholder="Selecione a série" />
            </SelectTrigger>
            <SelectContent>
              {IMPORT_GRADES.map((grade) => (
                <SelectItem key={grade} value={grade}>
                  {grade}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField id="import-difficulty" label="Dificuldade">
          <Select
            value={value.difficulty}
            onValueChange={(difficulty) => onChange({ ...value, difficulty: difficulty as DifficultyLevel })}
          >
            <SelectTrigger id="import-difficulty">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {DIFFICULTY_CHOICES.map((choice) => (
                <SelectItem key={choice.value} value={choice.value}>
                  {choice.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      </div>
    </fieldset>
  );
}
